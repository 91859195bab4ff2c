import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { LADDER_GRAMMARS, readGrammarList } from '../../../src-shared/contract/ladder';
import type { LadderGrammar } from '../../../src-shared/contract/ladder';
import { LADDER_EXTRACT } from '../../../src-shared/contract/operations/ladder';
import { ladderExtract } from '../../services/ladder';
import type { ProcessingDeps } from '../../services/processing';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { readOperation } from '../request/operation';
import type { ValidationIssue } from '../request/operation';
import { recorded } from './recorded';

/**
 * The grammar lists, checked together so every problem is told at once, in the operation reader's
 * VALIDATION_ERROR form: an unknown name (the message lists the known ones), an empty `grammars`,
 * a `required` grammar that is not asked to run.
 */
export function checkGrammarLists(grammars: string, required: string): { grammars: LadderGrammar[]; required: LadderGrammar[] } {
  const g = readGrammarList(grammars);
  const r = readGrammarList(required);
  const issues: ValidationIssue[] = [];
  const known = LADDER_GRAMMARS.join(', ');
  for (const [field, list] of [['grammars', g], ['required', r]] as const) {
    for (const name of list.unknown) issues.push({ loc: ['body', field], msg: `unknown grammar '${name}'; known grammars: ${known}`, type: 'value_error.grammar' });
  }
  if (g.names.length === 0 && g.unknown.length === 0) issues.push({ loc: ['body', 'grammars'], msg: `name at least one grammar of: ${known}`, type: 'value_error.missing' });
  for (const name of r.names) {
    if (!g.names.includes(name)) issues.push({ loc: ['body', 'required'], msg: `required grammar '${name}' is not among grammars (${g.names.join(', ') || 'none'})`, type: 'value_error.grammar' });
  }
  if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; '), { errors: issues });
  return { grammars: g.names, required: r.names };
}

/** `POST /v1/ladder/extract`: pattern grammars over a parsed file (services/ladder.ts). */
export function ladderRoutes(deps: ProcessingDeps, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(LADDER_EXTRACT.path, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'ladder', caller.client.id, async (source) => {
        const values = await readOperation(request, LADDER_EXTRACT);
        source(values.file.fileName);
        const lists = checkGrammarLists(values.grammars, values.required);
        const answer = await ladderExtract(deps, { file: values.file, ...lists, useOcr: values.use_ocr }, caller);
        return { answer, pages: answer.usage.pages };
      });
    });
  };
}

import { recorded } from './recorded';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { EMBED_MAX_CHARS, EMBED_MAX_TEXTS, EMBED_OPERATION } from '../../../src-shared/contract/operations/embed';
import { embedTexts } from '../../services/embedding';
import type { ProcessingDeps } from '../../services/processing';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { readOperation } from '../request/operation';

/** Room for every text at its longest, each character escaped in JSON at worst as `\uXXXX`, plus the keys. */
const BODY_LIMIT = EMBED_MAX_TEXTS * EMBED_MAX_CHARS * 6 + 64 * 1024;

/** `POST /v1/embed`: one text or several as 256-dimension vectors (docs/api.md "Embeddings"). */
export function embedRoutes(deps: ProcessingDeps, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post(EMBED_OPERATION.path, { bodyLimit: BODY_LIMIT }, async (request) => {
      const caller = requireCaller(request);
      return recorded(stats, 'embed', caller.client.id, async (source) => {
        source(null);
        const values = await readOperation(request, EMBED_OPERATION);
        const texts = values.text !== null ? [values.text] : (values.texts as string[] | null);
        if ((values.text === null) === (values.texts === null)) {
          const both = values.text !== null;
          const errors = both
            ? [{ loc: ['body', 'texts'], msg: 'send either text or texts, not both', type: 'value_error.exclusive' }]
            : [{ loc: ['body', 'text'], msg: 'field required (or texts)', type: 'missing' }];
          throw new AppError('VALIDATION_ERROR', errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; '), { errors });
        }
        const answer = await embedTexts(deps, { texts: texts ?? [], single: values.text !== null, type: values.type }, caller);
        return { answer, pages: answer.usage.pages };
      });
    });
  };
}

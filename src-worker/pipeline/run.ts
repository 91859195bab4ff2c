import { AppError } from '../../src-shared/contract/app-error';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { JobInput, JobOutcome, JobProgress } from '../../src-shared/worker-protocol';
import { assembleSections } from '../stages/assemble';
import { isEmptyParse, parseQuality } from '../stages/quality';
import { extract } from '../stages/extract';
import { validateResult } from '../stages/validate';
import { documentTypeFor } from '../doc-kind';
import { runModelChainFor } from './model-runner';
import { matchField, matchRegistry, readRegistry } from '../stages/match';
import type { Registry } from '../stages/match';
import { keyColumnIndex } from '../stages/match/registry';
import type { FieldOut, JsonObject } from '../../src-shared/contract/envelope';
import { parseText } from '../stages/parse-text';
import { parseFile } from './parse-file';

export interface RunContext {
  progress(p: JobProgress): void;
}

/**
 * The only place that knows the order of the stages:
 * detect → parse → (split) → extract → validate → match → translate → assemble.
 * Expected failures come back as `{ok:false}` with their contract code; a bug in a stage
 * becomes PARSING_ERROR or EXTRACTION_ERROR for this job only.
 */
export async function runJob(job: JobInput, ctx: RunContext): Promise<JobOutcome> {
  const warnings: Warning[] = [];
  let stage: 'parse' | 'extract' = 'parse';
  try {
    // The registry and the field it is compared with are checked before the document is read.
    const matching = job.match && job.outputSchema ? await prepareMatch(job.match, job.outputSchema) : null;
    const doc = await parseSource(job, ctx);
    // Quality checks describe what parsing found in a file, so a cached parse gets them too.
    if (job.source.kind === 'file') warnings.push(...parseQuality(doc));
    warnings.push(...doc.issues);
    stage = 'extract';
    let result: JsonObject | null = null;
    let fields: FieldOut[] = [];
    // SPEC parse_empty: with nothing to read, no extractor or model is called (status `fallback`).
    if (job.outputSchema && !isEmptyParse(warnings)) {
      ctx.progress({ stage: 'extract', pagesDone: 0, pagesTotal: doc.pages.length });
      const extraction = await extract(doc, job, runModelChainFor(job));
      warnings.push(...extraction.warnings);
      if (extraction.result) {
        // Kind-specific checks (an act's number) hold for the kind the caller names, else for the one its title shows.
        const checked = validateResult(extraction.result, { text: doc.markdown, documentType: documentTypeFor(doc, job.documentType) });
        result = checked.result;
        warnings.push(...checked.warnings);
      }
      fields = extraction.fields;
    }
    let match = null;
    if (matching) {
      const matched = matchRegistry(result, matching.registry, matching.keyColumn, matching.field);
      match = matched.match;
      warnings.push(...matched.warnings);
    }
    const sections = assembleSections(doc, job.include);
    warnings.push(...sections.warnings);
    ctx.progress({ stage: 'done', pagesDone: doc.pages.length, pagesTotal: doc.pages.length });
    const wantsFields = job.include.includes('fields') && doc.source.format === 'pdf';
    return {
      ok: true,
      doc,
      output: { result, markdown: sections.markdown, fragments: sections.fragments, tables: sections.tables,
        fields: wantsFields ? fields : null, match, extracted: job.outputSchema !== null },
      warnings,
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err.toInfo(), warnings };
    const code = stage === 'parse' ? 'PARSING_ERROR' : 'EXTRACTION_ERROR';
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { code, message: `${stage} failed: ${message}`, details: { stage } }, warnings };
  }
}

async function prepareMatch(m: NonNullable<JobInput['match']>, schema: JsonObject): Promise<{ registry: Registry; keyColumn: string; field: string }> {
  const registry = await readRegistry(new Uint8Array(m.registry.bytes), m.registry.fileName);
  keyColumnIndex(registry, m.keyColumn);
  return { registry, keyColumn: m.keyColumn, field: matchField(schema, m.keyColumn, m.valuesFrom) };
}

async function parseSource(job: JobInput, ctx: RunContext): Promise<ParsedDocument> {
  if (job.cachedDoc) return job.cachedDoc;
  const source = job.source;
  if (source.kind === 'text') return parseText(source.text);
  return parseFile({ bytes: new Uint8Array(source.bytes), fileName: source.fileName, fileHash: job.fileHash, language: job.language, progress: ctx.progress });
}

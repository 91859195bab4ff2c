import { AppError } from '../../src-shared/contract/app-error';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { JobInput, JobOutcome, JobProgress, OlderOutput } from '../../src-shared/worker-protocol';
import { newMeter } from './model-runner';
import { olderParts, unusedModelOptions } from './older-run';
import { assembleSections } from '../stages/assemble';
import { parseQuality } from '../stages/quality';
import { matchField, matchRegistry, readRegistry } from '../stages/match';
import type { Registry } from '../stages/match';
import { checkKeyColumn } from '../stages/match/registry';
import type { JsonObject } from '../../src-shared/contract/envelope';
import { parseText } from '../stages/parse-text';
import { parseFile } from './parse-file';
import type { ParseInput } from '../lib/parsed/types';
import { readDocument } from './read-document';
import type { DocumentReading } from './read-document';
import { runSplit } from './split-run';
import { titleFinder } from './titles';
import { documentTypeFor } from '../lib/doc-kind';
import { catalogSchema, isCatalogTypeId } from '../../src-shared/catalog';
import { runLadder } from '../lib/ladder';
import type { PipelineOutput } from '../../src-shared/worker-protocol';
import { useOcrEngine } from '../adapters/tesseract';

/** The output of a job that only parsed (the ladder adds its own part). */
const PARSE_ONLY: PipelineOutput = { result: null, markdown: null, fragments: null, tables: null, fields: null, match: null, documents: null,
  translated: null, translationTokens: 0, extracted: false };

export interface RunContext {
  progress(p: JobProgress): void;
  /** Pages read by the pool's other workers while they are free (ParseInput.elsewhere). */
  elsewhere?: ParseInput['elsewhere'];
}

/**
 * The only place that knows the order of the stages:
 * detect → parse → (split) → extract → validate → match → translate → assemble.
 * With a split, extract → validate → translate run once per section (split-run.ts).
 * Expected failures come back as `{ok:false}` with their contract code; a bug in a stage
 * becomes PARSING_ERROR or EXTRACTION_ERROR for this job only.
 */
export async function runJob(job: JobInput, ctx: RunContext): Promise<JobOutcome> {
  const warnings: Warning[] = [];
  let stage: 'parse' | 'extract' = 'parse';
  try {
    // The registry and the field it is compared with are checked before the document is read.
    const matching = job.match && job.outputSchema ? await prepareMatch(job.match, job.outputSchema) : null;
    // The OCR engine of this job (settings `ocr`); native asked where no program runs is read with tesseract.js, and said.
    const engine = useOcrEngine(job.ocr?.engine ?? null);
    const doc = await parseSource(job, ctx);
    if (engine.fallback && !job.cachedDoc && doc.stats.ocrPages.length > 0) warnings.push(warning('ocr_engine_fallback', engine.fallback));
    // Quality checks describe what parsing found in a file, so a cached parse gets them too.
    if (job.source.kind === 'file') warnings.push(...parseQuality(doc));
    warnings.push(...doc.issues);
    // The ladder (/v1/ladder/extract): pattern grammars over the parse, in place of extraction.
    if (job.ladder) return { ok: true, doc, output: { ...PARSE_ONLY, ladder: runLadder(doc, job.ladder.grammars) }, warnings };
    stage = 'extract';
    let reading: DocumentReading = { result: null, fields: [], translated: null, translationTokens: 0, warnings: [] };
    let documents = null;
    let sectionKinds: OlderOutput['sectionKinds'] = null;
    let byKind: string | null = null;
    const meter = newMeter();
    if (job.split) {
      const bytes = job.source.kind === 'file' && job.source.bytes.byteLength > 0 ? new Uint8Array(job.source.bytes) : null;
      const split = await runSplit(doc, job, bytes, titleFinder(doc), ctx.progress, meter);
      documents = split.documents;
      sectionKinds = split.kinds;
      warnings.push(...split.warnings);
      reading = { ...reading, translationTokens: split.translationTokens };
    } else {
      // Kind-specific checks (an act's number) hold for the kind the caller names, else for the one its title shows.
      const type = documentTypeFor(doc, job.documentType);
      let read = job;
      if (job.older?.schemaByKind && !job.outputSchema) {
        byKind = type && isCatalogTypeId(type) ? type : null;
        if (byKind) read = { ...job, outputSchema: catalogSchema(byKind)!.schema as JsonObject };
        else warnings.push(warning('type_not_detected', 'no schema was sent and the document\'s type could not be told from its title, so nothing was extracted: send a schema or a document_type'));
      }
      reading = await readDocument(doc, read, type, warnings, ctx.progress, meter);
      warnings.push(...reading.warnings);
    }
    let older: OlderOutput | undefined;
    if (job.older) {
      const parts = await olderParts(doc, job, job.older, meter, ctx.progress);
      warnings.push(...parts.warnings, ...unusedModelOptions(job, meter.modelAnswers > 0));
      older = { chunks: parts.chunks, appendices: parts.appendices, modelTokens: meter.tokens, anonymizedItems: meter.placeholders, sectionKinds, documentType: byKind };
    }
    let match = null;
    if (matching) {
      const matched = matchRegistry(reading.result, matching.registry, matching.keyColumn, matching.field);
      match = matched.match;
      warnings.push(...matched.warnings);
    }
    const sections = assembleSections(doc, job.include);
    warnings.push(...sections.warnings, ...unusedRequestParts(job, doc));
    ctx.progress({ stage: 'done', pagesDone: doc.pages.length, pagesTotal: doc.pages.length });
    // With a split, provenance belongs to each section's result; the file's own result is null (SPEC rule 3).
    const wantsFields = job.include.includes('fields') && doc.source.format === 'pdf' && !job.split && job.outputSchema !== null;
    return {
      ok: true,
      doc,
      output: { result: reading.result, markdown: sections.markdown, fragments: sections.fragments, tables: sections.tables,
        fields: wantsFields ? reading.fields : null, match, documents, translated: reading.translated,
        translationTokens: reading.translationTokens, extracted: job.outputSchema !== null || !!job.older?.schemaByKind, ...(older ? { older } : {}) },
      warnings,
    };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: err.toInfo(), warnings };
    // A bug reaches the client as its code and stage only; its message and stack go to the host's log.
    const code = stage === 'parse' ? 'PARSING_ERROR' : 'EXTRACTION_ERROR';
    const bug = err instanceof Error ? err.stack ?? `${err.name}: ${err.message}` : String(err);
    return { ok: false, error: { code, message: `${stage} failed: an unexpected error; it has been logged`, details: { stage } }, warnings, bug };
  }
}

/** Fields of the request this document gave nothing to act on (the rest are said where they are decided). */
function unusedRequestParts(job: JobInput, doc: ParsedDocument): Warning[] {
  const out: Warning[] = [];
  if (job.language && doc.stats.ocrPages.length === 0 && doc.source.format !== 'image') {
    out.push(warning('language_ignored', `language '${job.language}' steers OCR only, and no page of this document needed OCR`, 'language'));
  }
  if (job.include.includes('fields') && !job.outputSchema && doc.source.format === 'pdf') {
    out.push(warning('section_unavailable', "'fields' are the provenance of extracted values: send an output_schema to get them", 'fields'));
  }
  return out;
}

async function prepareMatch(m: NonNullable<JobInput['match']>, schema: JsonObject): Promise<{ registry: Registry; keyColumn: string; field: string }> {
  const registry = await readRegistry(new Uint8Array(m.registry.bytes), m.registry.fileName);
  checkKeyColumn(registry, m.keyColumn);
  return { registry, keyColumn: m.keyColumn, field: matchField(schema, m.keyColumn, m.valuesFrom) };
}

async function parseSource(job: JobInput, ctx: RunContext): Promise<ParsedDocument> {
  if (job.cachedDoc) return job.cachedDoc;
  const source = job.source;
  if (source.kind === 'text') return parseText(source.text);
  return parseFile({ bytes: new Uint8Array(source.bytes), fileName: source.fileName, fileHash: job.fileHash, language: job.language, progress: ctx.progress,
    ocr: job.ladder?.ocr ?? true, pageCeiling: job.pageCeiling ?? null, ...(ctx.elsewhere ? { elsewhere: ctx.elsewhere } : {}) });
}

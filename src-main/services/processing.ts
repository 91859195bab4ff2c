import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '../../src-shared/contract/app-error';
import type { JsonObject, ProcessEnvelope } from '../../src-shared/contract/envelope';
import { BALANCED_MODE } from '../../src-shared/contract/request';
import type { IncludeSection, Language, OutputFormat } from '../../src-shared/contract/request';
import { warning } from '../../src-shared/contract/warnings';
import type { Warning } from '../../src-shared/contract/warnings';
import type { JobInput, JobSource, ModelSettings } from '../../src-shared/worker-protocol';
import type { UsageRepo } from '../storage/repos/usage';
import type { WorkerPool } from '../workers/pool';
import { billPages, monthOf } from './billing';
import type { Caller } from './clients';
import { presentEnvelope } from './envelope';
import type { ParseCache } from './parse-cache';
import type { UploadedFile } from './uploads';

/** A process request that passed every request-shape rule of SPEC "Request-shape errors". */
export interface ProcessRequest {
  file: UploadedFile | null;
  text: string | null;
  prompt: string | null;
  outputSchema: JsonObject | null;
  include: IncludeSection[];
  split: { mode: 'auto'; returnFiles: boolean; maxDocuments: number | null } | null;
  match: { keyColumn: string; valuesFrom: string | null } | null;
  registry: UploadedFile | null;
  language: Language | null;
  translate: { to: string } | null;
  documentType: string | null;
  async: boolean;
  mode: string | null;
  format: OutputFormat;
}

export type TaskKind = 'instruction' | 'schema' | 'split' | 'match' | 'parse';

/** SPEC "Task kind by present fields". */
export function taskKindOf(req: ProcessRequest): TaskKind {
  if (req.split) return 'split';
  if (req.match) return 'match';
  if (req.prompt && req.outputSchema) return 'instruction';
  if (req.outputSchema) return 'schema';
  return 'parse';
}

export interface ProcessingDeps {
  pool: WorkerPool;
  usage: UsageRepo;
  cache: ParseCache;
  /** The model chain as currently configured (settings can change while the server runs). */
  modelSettings: () => ModelSettings;
  now: () => Date;
}

/**
 * One process request from validated input to envelope: warnings about the request itself,
 * the pipeline in a worker, billing of what was processed, and the envelope.
 */
export async function processRequest(deps: ProcessingDeps, req: ProcessRequest, caller: Caller): Promise<ProcessEnvelope> {
  if (req.async) throw new AppError('FIELD_INVALID', "'async' processing is not available in this build yet", { field: 'async' });
  const requestWarnings: Warning[] = [];
  if (req.mode !== null && req.mode !== BALANCED_MODE) {
    requestWarnings.push(warning('mode_ignored', `mode '${req.mode}' has no effect; 'balanced' is used`));
  }
  const fileHash = req.file ? createHash('sha256').update(req.file.bytes).digest('hex') : null;
  const cachedDoc = fileHash ? deps.cache.get(fileHash, req.language) : null;
  // A cache hit sends no bytes at all: the worker skips detection, parsing and OCR.
  const source: JobSource = req.file
    ? { kind: 'file', fileName: req.file.fileName, bytes: cachedDoc ? new ArrayBuffer(0) : toArrayBuffer(req.file.bytes) }
    : { kind: 'text', text: req.text ?? '' };
  const job: JobInput = {
    jobId: randomUUID(),
    source,
    fileHash,
    cachedDoc,
    include: req.include,
    outputSchema: req.outputSchema,
    prompt: req.prompt,
    language: req.language,
    documentType: req.documentType,
    model: deps.modelSettings(),
    match: req.match && req.registry
      ? { keyColumn: req.match.keyColumn, valuesFrom: req.match.valuesFrom, registry: { fileName: req.registry.fileName, bytes: toArrayBuffer(req.registry.bytes) } }
      : null,
  };
  const transfer = [...(source.kind === 'file' && !cachedDoc ? [source.bytes] : []), ...(job.match ? [job.match.registry.bytes] : [])];
  const outcome = await deps.pool.run(job, { transfer });
  if (!outcome.ok) throw AppError.fromInfo(outcome.error);
  if (fileHash && !cachedDoc) deps.cache.put(outcome.doc, fileHash, req.language);
  const pages = billPages(outcome.doc.stats);
  const at = deps.now();
  deps.usage.record({ client_id: caller.client.id, key_id: caller.keyId, month: monthOf(at), pages,
    task_kind: taskKindOf(req), created_at: at.toISOString() });
  return presentEnvelope({
    doc: outcome.doc,
    output: outcome.output,
    warnings: [...requestWarnings, ...outcome.warnings],
    pages,
    fileHash,
    cached: cachedDoc !== null,
    schemaRequested: req.outputSchema !== null,
  });
}

/** A private copy of the upload that can be moved (not copied) into the worker. */
function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.length);
  new Uint8Array(copy).set(bytes);
  return copy;
}

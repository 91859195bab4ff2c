import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '../../src-shared/contract/app-error';
import type { JsonObject, ProcessEnvelope } from '../../src-shared/contract/envelope';
import type { IncludeSection, Language, OutputFormat } from '../../src-shared/contract/request';
import type { Warning } from '../../src-shared/contract/warnings';
import type { InspectOutcome, JobInput, JobOutcome, JobProgress, JobSource, ModelSettings, OcrSettings, OlderJobOptions, OlderOutput } from '../../src-shared/worker-protocol';
import type { WorkerPool } from '../workers/pool';
import { isFastLaneJob } from './lanes';
import { billPages, CHARS_PER_PAGE } from './billing';
import type { Ledger } from './ledger';
import { countChars } from '../../src-shared/document/text';
import type { Caller } from './clients';
import { presentEnvelope } from './envelope';
import { requestWarnings } from './request-warnings';
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
  /** The older endpoints' own options (chunks, appendices, model options…); absent for /v1/process. */
  older?: OlderJobOptions;
  /** `/v1/extract` `skip_cache`: parse again even when this file's parse is cached (and cache the new one). */
  skipCache?: boolean;
  /** What an older endpoint found about its own request (an option that cannot act), said in the answer. */
  extraWarnings?: Warning[];
}

export type TaskKind = 'instruction' | 'schema' | 'split' | 'match' | 'parse' | 'ladder';

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
  /** The fast lane: a separate small pool for page estimates and small jobs (services/lanes.ts), so they never wait behind OCR. */
  inspector: WorkerPool;
  ledger: Ledger;
  cache: ParseCache;
  /**
   * The model chain for this caller as currently configured (settings can change while the server
   * runs): the client's pinned provider first (services/client-model.ts). Every job and chat takes its chain here.
   */
  modelSettings: (caller: Caller) => ModelSettings;
  /** The OCR engine as currently configured (settings `ocr`); absent: the worker's own default (DOCINTEL_OCR_ENGINE, else tesseract.js). */
  ocrSettings?: () => OcrSettings;
  now: () => Date;
  /** The outbound log every job writes its model calls to (services/outbound.ts); null writes none. */
  outboundLog: string | null;
}

/** A request that passed the plan guards: its job is built and its estimated pages are held. */
export interface Admitted {
  job: JobInput;
  transfer: ArrayBuffer[];
  reservation: string;
  caller: Caller;
  taskKind: TaskKind;
  fileHash: string | null;
  cached: boolean;
  language: ProcessRequest['language'];
  schemaRequested: boolean;
  requestWarnings: Warning[];
}

/**
 * Step 1, before any heavy work: warnings about the request itself, the page estimate (text by its
 * characters, a cached parse exactly, a file by its metadata), and the plan guards with the hold.
 */
export async function admit(deps: ProcessingDeps, req: ProcessRequest, caller: Caller): Promise<Admitted> {
  const warnings = requestWarnings(req);
  const fileHash = req.file ? createHash('sha256').update(req.file.bytes).digest('hex') : null;
  const cachedDoc = fileHash && !req.skipCache ? deps.cache.get(fileHash, req.language) : null;
  let estimate: number;
  if (cachedDoc) estimate = billPages(cachedDoc.stats);
  else if (req.file) estimate = inspected(await deps.inspector.inspect(req.file.fileName, toArrayBuffer(req.file.bytes)));
  else estimate = Math.max(1, Math.ceil(countChars(req.text ?? '') / CHARS_PER_PAGE));
  const reservation = deps.ledger.reserve(caller, estimate);
  // A cache hit sends no bytes: the worker skips detection, parsing and OCR — unless the split
  // sections' own files are asked for, which are cut from the bytes.
  const needsBytes = !cachedDoc || (req.split?.returnFiles ?? false);
  const source: JobSource = req.file
    ? { kind: 'file', fileName: req.file.fileName, bytes: needsBytes ? toArrayBuffer(req.file.bytes) : new ArrayBuffer(0) }
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
    model: deps.modelSettings(caller),
    ...(deps.ocrSettings ? { ocr: deps.ocrSettings() } : {}),
    split: req.split ? { returnFiles: req.split.returnFiles, maxDocuments: req.split.maxDocuments } : null,
    translate: req.translate,
    match: req.match && req.registry
      ? { keyColumn: req.match.keyColumn, valuesFrom: req.match.valuesFrom, registry: { fileName: req.registry.fileName, bytes: toArrayBuffer(req.registry.bytes) } }
      : null,
    outboundLog: deps.outboundLog,
    pageCeiling: deps.ledger.ceilingOf(caller),
    ...(req.older ? { older: req.older } : {}),
  };
  const transfer = [...(source.kind === 'file' && source.bytes.byteLength > 0 ? [source.bytes] : []), ...(job.match ? [job.match.registry.bytes] : [])];
  return { job, transfer, reservation, caller, taskKind: taskKindOf(req), fileHash, cached: cachedDoc !== null, language: req.language,
    schemaRequested: req.outputSchema !== null || (req.older?.schemaByKind ?? false), requestWarnings: [...warnings, ...(req.extraWarnings ?? [])] };
}

/** What a finished job gives: the envelope, and the older endpoints' own parts when they asked. */
export interface Executed {
  envelope: ProcessEnvelope;
  older: OlderOutput | null;
}

/**
 * Step 2: the pipeline in a worker, then billing of what was processed (or release of the hold).
 * Every endpoint that parses a document goes through here (/v1/process, the older endpoints,
 * /v1/ladder/extract), so all are billed alike. A parse made without OCR (ladder `use_ocr` false) is
 * not cached: it is not the document's full reading.
 */
export async function runAdmitted(deps: ProcessingDeps, a: Admitted, onProgress?: (p: JobProgress) => void, signal?: AbortSignal): Promise<{ outcome: JobOutcome & { ok: true }; pages: number }> {
  let outcome;
  const fast = isFastLaneJob(a.job);
  try {
    // Heavy work may hand pages of OCR to workers with nothing else to do; small work takes the fast
    // lane, with the time limit of any job (the fast lane's own limit is the page estimate's).
    outcome = fast
      ? await deps.inspector.run(a.job, { transfer: a.transfer, onProgress, signal, timeoutMs: deps.pool.jobTimeoutMs })
      : await deps.pool.run(a.job, { transfer: a.transfer, onProgress, signal, pageHelp: true });
  } catch (err) {
    deps.ledger.release(a.reservation);
    throw err;
  }
  if (!outcome.ok) {
    deps.ledger.release(a.reservation);
    throw AppError.fromInfo(outcome.error);
  }
  if (a.fileHash && !a.cached && a.job.ladder?.ocr !== false) deps.cache.put(outcome.doc, a.fileHash, a.language);
  const pages = billPages(outcome.doc.stats);
  try {
    // The real count meets the guards again: a parse past the ceiling or the quota is refused, unbilled.
    deps.ledger.settle(a.reservation, a.caller, pages, a.taskKind);
  } catch (err) {
    deps.ledger.release(a.reservation);
    throw err;
  }
  return { outcome, pages };
}

export async function execute(deps: ProcessingDeps, a: Admitted, onProgress?: (p: JobProgress) => void, signal?: AbortSignal): Promise<ProcessEnvelope> {
  return (await executeFull(deps, a, onProgress, signal)).envelope;
}

/** Step 2 with the envelope rendered, and the older endpoints' own parts beside it. */
export async function executeFull(deps: ProcessingDeps, a: Admitted, onProgress?: (p: JobProgress) => void, signal?: AbortSignal): Promise<Executed> {
  const { outcome, pages } = await runAdmitted(deps, a, onProgress, signal);
  const envelope = presentEnvelope({
    doc: outcome.doc,
    output: outcome.output,
    warnings: [...a.requestWarnings, ...outcome.warnings],
    pages,
    fileHash: a.fileHash,
    cached: a.cached,
    schemaRequested: a.schemaRequested,
    translationRequested: a.job.translate !== null,
  });
  return { envelope, older: outcome.output.older ?? null };
}

/** A synchronous request: admit, then execute. */
export async function processRequest(deps: ProcessingDeps, req: ProcessRequest, caller: Caller): Promise<ProcessEnvelope> {
  return execute(deps, await admit(deps, req, caller));
}

/**
 * The estimate the guards run on. A worker that gave no answer (it overran INSPECT_TIMEOUT_MS or
 * stopped) leaves nothing to estimate by; the request is refused rather than taken for one page,
 * which let a 2,000-page TIFF past every ceiling (docs/decisions.md "Budgets and estimates").
 */
function inspected(outcome: InspectOutcome): number {
  if (outcome.basis === undefined) {
    throw new AppError('PARSING_ERROR', 'the page count of the document could not be read in time, so it cannot be checked against the plan; nothing was billed', {
      reason: 'estimate_unavailable', stage: 'inspect',
    });
  }
  return outcome.estimatedPages;
}

/** A private copy of the upload that can be moved (not copied) into the worker. */
export function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.length);
  new Uint8Array(copy).set(bytes);
  return copy;
}

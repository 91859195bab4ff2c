import type { ErrorInfo } from './contract/errors';
import type { IncludeSection, Language } from './contract/request';
import type { Warning } from './contract/warnings';
import type { DocumentSection, JsonObject, Fragment, TableOut, FieldOut, MatchSection, Translated } from './contract/envelope';
import type { ParsedDocument } from './document/model';
import type { OutboundEntry } from './contract/outbound';
import type { AppendixInfo, TextChunk } from './contract/older';
import type { EmbedType } from './contract/operations/embed';
import type { MatchOutcome } from './matching';
import type { LadderGrammar, LadderOutput } from './contract/ladder';
export type { OutboundEntry };

/**
 * All that the host knows about the pipeline worker. Methods return outcomes, never throw:
 * a thrown error loses its code on the way across the thread.
 */
export type JobSource =
  | { kind: 'text'; text: string }
  | { kind: 'file'; fileName: string; bytes: ArrayBuffer };

/** One OpenAI-compatible chat endpoint of the model chain (Ollama, llama.cpp server, vLLM, cloud APIs). */
export interface ProviderConfig {
  name: string;
  /** e.g. `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  /**
   * `auto`: anonymize unless the endpoint is on loopback; `always`: anonymize even on loopback;
   * `never` is refused for non-loopback endpoints.
   */
  anonymize: 'auto' | 'always' | 'never';
}

/**
 * The OCR engines (issue 16): tesseract.js (WebAssembly, the default, always offline) or the native
 * `tesseract` program where one is installed (an A4 page in about 0.75–0.9 of the time; a job asking for it on a machine
 * without it is read with tesseract.js and warned).
 */
export const OCR_ENGINES = ['tesseract.js', 'native'] as const;
export type OcrEngine = (typeof OCR_ENGINES)[number];

/** How OCR runs (settings file in the data dir; admin settings endpoint). */
export interface OcrSettings {
  engine: OcrEngine;
}

export const DEFAULT_OCR: OcrSettings = { engine: 'tesseract.js' };

/** How the model layer runs (settings file in the data dir; admin settings endpoint). */
export interface ModelSettings {
  /** Tried in order; an empty list means the built-in extractor only. */
  providers: ProviderConfig[];
  /** The chain ends with the built-in extractor (default true); false → PROVIDER_UNAVAILABLE when all fail. */
  builtinFallback: boolean;
  /** SPEC: `fail_closed` (default) refuses to send when a residual scan still finds personal data. */
  anonymization: 'fail_closed' | 'best_effort';
}

export interface JobInput {
  jobId: string;
  source: JobSource;
  /** SHA-256 of the file bytes (hex); null for text. */
  fileHash: string | null;
  /** A parse of the same file from the cache: parsing and OCR are skipped. */
  cachedDoc: ParsedDocument | null;
  include: IncludeSection[];
  outputSchema: JsonObject | null;
  prompt: string | null;
  language: Language | null;
  documentType: string | null;
  model: ModelSettings;
  /** The OCR engine (settings `ocr`); absent: DOCINTEL_OCR_ENGINE of the worker, else tesseract.js. */
  ocr?: OcrSettings;
  /** Split a composite PDF (SPEC "Split"); `maxDocuments` null keeps every section. */
  split: { returnFiles: boolean; maxDocuments: number | null } | null;
  /** Translate the string values of the result (SPEC rule 4). */
  translate: { to: string } | null;
  /** Registry match (SPEC "Registry match"): the registry file travels with the job. */
  match: { keyColumn: string; valuesFrom: string | null; registry: { fileName: string; bytes: ArrayBuffer } } | null;
  /** Where each call to a model endpoint is recorded (sizes and counts only); null records nothing. */
  outboundLog: string | null;
  /** What only the older endpoints ask (/v1/extract, /v1/task, /v1/split*); absent for /v1/process. */
  older?: OlderJobOptions;
  /**
   * ours (issue 15, /v1/ladder/extract): detect → parse, then these grammars instead of extraction;
   * `ocr` false leaves pages without a text layer unread. Absent or null: a /v1/process job.
   */
  ladder?: { grammars: LadderGrammar[]; ocr: boolean } | null;
  /**
   * ours (issue 16): the caller's page ceiling per document (its plan's), or null for none (the admin
   * key). A parser that counts past it stops and the job fails with PAYLOAD_TOO_LARGE
   * (`details.pages` counted so far, at least): the bill never has to be refused after all the work.
   * Absent: no ceiling.
   */
  pageCeiling?: number | null;
}

/** The caller's own instructions to a model (`/v1/task`); each is honoured by a provider, or said to be unused. */
export interface ModelOptions {
  systemPrompt: string | null;
  /** Extra context (JSON) given to the model beside the document. */
  context: unknown;
  temperature: number | null;
  maxTokens: number | null;
}

export interface OlderJobOptions {
  /** `include_chunks`: chunks of about this many characters (lib/chunks). */
  chunkSize: number | null;
  /** `extract_appendices`: find appendices by their headings; data for these types. */
  appendices: { extract: string[] } | null;
  model: ModelOptions | null;
  /**
   * No schema was sent (`/v1/extract` without schema or type, `/v1/split/analyze`): the document — or
   * each section — is read with the catalog schema of the type its title shows.
   */
  schemaByKind: boolean;
  /** `/v1/split` `use_llm_fallback`: when the rules find one document in several pages, a model is asked for boundaries. */
  splitModelFallback: boolean;
}

/** What the older endpoints get besides the envelope's parts. */
export interface OlderOutput {
  chunks: TextChunk[] | null;
  appendices: AppendixInfo[] | null;
  /** Tokens the model providers reported for extraction (0 for the built-in extractor). */
  modelTokens: number;
  /** Values replaced by placeholders before an external call (0 when nothing left the machine). */
  anonymizedItems: number;
  /** Per section of a split file: the title its type was read from and how sure that reading is. */
  sectionKinds: { title: string | null; confidence: number }[] | null;
  /** With `schemaByKind` on a whole document: the type whose catalog schema was used, or null. */
  documentType: string | null;
}


export interface JobProgress {
  stage: string;
  pagesDone: number;
  pagesTotal: number;
}

/** What the pipeline hands back for the envelope; the host alone renders it. */
export interface PipelineOutput {
  result: JsonObject | null;
  markdown: string | null;
  fragments: Fragment[] | null;
  tables: TableOut[] | null;
  fields: FieldOut[] | null;
  match: MatchSection | null;
  /** One per section of a split file; null when no split was asked. */
  documents: DocumentSection[] | null;
  translated: Translated | null;
  /** Tokens the model providers reported for translation (the glossary counts none). */
  translationTokens: number;
  /** The pipeline called a model or extractor (false for parse-only work). */
  extracted: boolean;
  /** Present when the job had `older` options. */
  older?: OlderOutput;
  /** ours (issue 15): what the ladder grammars found, for a job with `ladder`. */
  ladder?: LadderOutput | null;
}

export type JobOutcome =
  | { ok: true; doc: ParsedDocument; output: PipelineOutput; warnings: Warning[] }
  /** `bug`: a failure that is no contract error, with its stack, for the host to log once; never sent to a client. */
  | { ok: false; error: ErrorInfo; warnings: Warning[]; bug?: string };

/** A cheap look at a file before the plan guards decide (no parsing, no OCR). */
export interface InspectOutcome {
  format: string | null;
  /** Physical sheets when known from metadata (PDF pages, image pages). */
  sheets: number | null;
  /** Pages the document will be billed (docs/decisions.md "Budgets and estimates" says how, per kind). */
  estimatedPages: number;
  /**
   * How the worker reached `estimatedPages`: `count` as billing counts (PDF page sizes, image pages
   * from their headers, a small CSV read as the parser reads it), `lower_bound` a count the bill is
   * never below (a large CSV's characters that no parse can drop), `size` a guess from the byte size
   * (the bill is checked again on the real count), `unreadable` the file could not be read (parsing
   * will say why). Absent: the worker gave no answer (it overran or stopped), and the host refuses.
   */
  basis?: 'count' | 'lower_bound' | 'size' | 'unreadable';
}

/** What the Excel export reads: the schema, and the result with its translation, or one per section. */
export interface XlsxInput {
  schema: JsonObject;
  result: JsonObject | null;
  translated: JsonObject | null;
  /** Sections of a split file: each is a block on `Документ` and a section column on `Позиции`. */
  sections: { index: number; pages: [number, number]; docType: string; result: JsonObject | null; translated: JsonObject | null }[] | null;
}

/** `POST /v1/embed`: texts to unit vectors (src-worker/lib/embed), on the small inspector pool so it never waits behind OCR. */
export interface EmbedInput { texts: string[]; type: EmbedType }
export type EmbedOutcome = { ok: true; vectors: number[][]; method: string; dimensions: number } | { ok: false; error: ErrorInfo; bug?: string };
// ── Registry match on its own (`POST /v1/match`, issue 15): the match stage's reader, the one matching module.
/** The registry file and the caller's values; `valuesField` is echoed as `match.values_field`. */
export interface RegistryMatchInput { registry: { fileName: string; bytes: ArrayBuffer }; keyColumn: string; values: string[]; valuesField: string }
/** `bug`: a failure that is no contract error, with its stack, for the host to log once. */
export type RegistryMatchOutcome = ({ ok: true } & MatchOutcome) | { ok: false; error: ErrorInfo; bug?: string };
// ──

export interface PipelineApi {
  /**
   * `pageHelp`: hands one page of OCR to another worker of the pool, or null when none is free (then
   * the job reads it itself); `helpers`: how many other workers the pool has, so no more pages go away at once.
   */
  run(job: JobInput, onProgress?: (p: JobProgress) => void, pageHelp?: PageHelp, helpers?: number): Promise<JobOutcome>;
  /** Pages of another job's document (`PageHelp`): a page of OCR, or a range of a PDF's text-layer pages. */
  pageWork(work: PageWork): Promise<PageWorkOutcome>;
  inspect(input: { fileName: string; bytes: ArrayBuffer }): Promise<InspectOutcome>;
  /** SPEC rule 5: the Excel file of a result (or of each section of a split file); `{ok:false}` when it cannot be built. */
  exportXlsx(input: XlsxInput): Promise<{ ok: true; bytes: ArrayBuffer } | { ok: false; message: string }>;
  embed(input: EmbedInput): Promise<EmbedOutcome>;
  /** `POST /v1/match`: reads the registry and matches the values (RegistryMatchInput). */
  matchRegistry(input: RegistryMatchInput): Promise<RegistryMatchOutcome>;
  ping(): Promise<'pong'>;
  /** `POST /v1/chat/completions`: the conversation through the provider chain; `onDelta` gets each restored piece when streaming. */
  chat(input: ChatInput, onDelta?: (text: string) => void): Promise<ChatOutcome>;
}

/**
 * Pages of a document sent by a job's worker to an idle one (src-worker/lib/lanes): one page image to
 * read by OCR (its pixels as an encoded image and the options of `ocrPage`), or the text layers of
 * some pages of a PDF (the file and the page numbers). The host only forwards it.
 */
export type PageWork =
  | { kind: 'ocr'; png: ArrayBuffer; options: { page: number; language: Language | null; dpi: number | null; widthPx: number; heightPx: number; pointsPerPixel: number };
    /** The asking job's OCR engine: the page is read as that job reads its own. */
    engine: OcrEngine }
  | { kind: 'pdf-text'; pdf: ArrayBuffer; pages: number[] };
/** The work's result (the pipeline's own types, opaque to the host), or why it failed. */
export type PageWorkOutcome = { ok: true; result: unknown } | { ok: false; error: ErrorInfo };
export type PageHelp = (work: PageWork) => Promise<PageWorkOutcome | null>;

// Chat completions (docs/api.md "Chat completions"): a conversation through the same provider chain and anonymization.
export interface ChatInput {
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  /** null: the endpoint's own default. */
  temperature: number | null;
  maxTokens: number | null;
  stream: boolean;
  model: ModelSettings;
  outboundLog: string | null;
}
export type ChatOutcome = { ok: true; content: string; finishReason: string } | { ok: false; error: ErrorInfo };

/** No external model: the built-in extractor answers everything. */
export const BUILTIN_ONLY: ModelSettings = { providers: [], builtinFallback: true, anonymization: 'fail_closed' };

/** The WHATWG URL parser, present in Node and in browsers alike; src-shared is typed with neither's library. */
declare const URL: new (url: string) => { hostname: string };

/**
 * True for endpoints on this machine: 127.0.0.0/8, ::1 (also IPv4-mapped), `localhost` and
 * `*.localhost` (RFC 6761). Anything else, including private LAN addresses, is external.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/u.test(host)) return true;
  if (host === '::1') return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/u.exec(host);
  return mapped !== null && parseInt(mapped[1] ?? '0', 16) >> 8 === 127;
}

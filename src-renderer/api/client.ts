import type { ErrorInfo, JsonObject, ProcessEnvelope, TaskAccepted, TaskPoll, TaskProgress, Translated } from '../../src-shared/contract';

/** A failed call, whichever of the three body forms the server used. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string | null, message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
  }
}

const KEY_STORAGE = 'docintel.apiKey';

export function savedKey(): string {
  return localStorage.getItem(KEY_STORAGE) ?? '';
}

export function saveKey(key: string): void {
  localStorage.setItem(KEY_STORAGE, key);
}

/** SPEC "Errors": read `detail.code`, then `error.code`, then `detail` as a string. */
function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { detail?: ErrorInfo | string; error?: ErrorInfo };
  if (b.detail && typeof b.detail === 'object') return new ApiError(status, b.detail.code, b.detail.message, b.detail.details);
  if (b.error) return new ApiError(status, b.error.code, b.error.message, b.error.details);
  if (typeof b.detail === 'string') return new ApiError(status, null, b.detail);
  return new ApiError(status, null, `HTTP ${status}`);
}

/** The fixed marker of the cabinet (SPEC "Authentication" rule 6); harmless on key-authenticated calls. */
export const CABINET_MARKER = 'DocIntel';

/** A request as the app sends every one: its key (or the cabinet's session) and the cabinet marker; a failure as ApiError. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const key = savedKey();
  // A saved key wins; without one the session cookie of the cabinet authenticates.
  if (key) headers.set('X-API-Key', key);
  headers.set('X-Requested-With', CABINET_MARKER);
  const res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (!res.ok) {
    const text = await res.text();
    throw toApiError(res.status, text ? (JSON.parse(text) as unknown) : null);
  }
  return res;
}

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const text = await (await send(path, init)).text();
  return (text ? JSON.parse(text) : null) as T;
}

export function health(): Promise<{ status: string; version: string }> {
  return call('/health');
}

export interface ProcessInput {
  file: File | null;
  text: string;
  include: string[];
  outputSchema: JsonObject | null;
  prompt: string;
  /** SPEC `split` (PDF only): `{mode: "auto", return_files?, max_documents?}`. */
  split?: JsonObject;
  /** SPEC `translate`: the language the result's string values are translated to. */
  translate?: string | null;
  /** SPEC `match` (`{key_column, values_from?}`) with its `registry` file. */
  match?: JsonObject;
  registry?: File;
}

const POLL_INTERVAL_MS = 400;

/**
 * File input goes as multipart, as an async task (documents can take a while: OCR), polled until done
 * with its progress reported; text input goes as JSON and is answered at once (SPEC "Process request").
 * `signal` cancels: the waiting stops here, and a task already started is cancelled on the server.
 */
export async function processDocument(input: ProcessInput, onProgress?: (p: TaskProgress) => void, signal?: AbortSignal): Promise<ProcessEnvelope> {
  // A registry is a file, so a match goes as multipart even for pasted text (SPEC: `text` is a form field there too).
  if (input.file || input.registry) {
    const form = new FormData();
    if (input.file) form.append('file', input.file, input.file.name);
    else form.append('text', input.text);
    if (input.include.length) form.append('include', JSON.stringify(input.include));
    if (input.outputSchema) form.append('output_schema', JSON.stringify(input.outputSchema));
    if (input.prompt.trim()) form.append('prompt', input.prompt);
    if (input.split) form.append('split', JSON.stringify(input.split));
    if (input.translate) form.append('translate', JSON.stringify({ to: input.translate }));
    if (input.match) form.append('match', JSON.stringify(input.match));
    if (input.registry) form.append('registry', input.registry, input.registry.name);
    form.append('async', 'true');
    // The upload is never cut off: a task the server may already have started would be left running
    // with no id to cancel it by. Once its id is known, a cancelled job stops it (docs/api.md).
    const started = await call<TaskAccepted>('/v1/process', { method: 'POST', body: form });
    const cancelTask = (): void => { call(started.poll_url, { method: 'DELETE' }).catch(() => undefined); };
    if (signal?.aborted) {
      cancelTask();
      throw signal.reason;
    }
    signal?.addEventListener('abort', cancelTask, { once: true });
    for (;;) {
      const poll = await call<TaskPoll>(started.poll_url, { signal });
      if (poll.status === 'done' && poll.result) return poll.result;
      if (poll.status === 'error') throw new ApiError(200, poll.error?.code ?? 'PROCESSING_ERROR', poll.error?.message ?? 'processing failed', poll.error?.details ?? {});
      if (poll.progress) onProgress?.(poll.progress);
      await sleep(POLL_INTERVAL_MS, signal);
    }
  }
  const body: Record<string, unknown> = { text: input.text };
  if (input.include.length) body.include = input.include;
  if (input.outputSchema) body.output_schema = input.outputSchema;
  if (input.prompt.trim()) body.prompt = input.prompt;
  if (input.translate) body.translate = { to: input.translate };
  return call('/v1/process', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); reject(signal.reason); }, { once: true });
  });
}

export interface CatalogEntry {
  type: string;
  title_ru: string;
  title_en: string;
  latest_version: string;
  versions: string[];
}

export function catalogList(): Promise<{ schemas: CatalogEntry[] }> {
  return call('/v1/schemas');
}

export function catalogSchema(type: string): Promise<{ type: string; version: string; title_ru: string; title_en: string; schema: JsonObject }> {
  return call(`/v1/schemas/${encodeURIComponent(type)}/latest`);
}

export interface ExportBody {
  output_schema: JsonObject;
  result?: JsonObject;
  translated?: Translated | null;
  documents?: { doc_type: string; pages?: [number, number]; result: JsonObject | null; translated?: Translated | null }[];
  file_name?: string;
}

/** `POST /v1/export/xlsx` (docs/api.md): the workbook's bytes. */
export async function exportXlsx(body: ExportBody): Promise<ArrayBuffer> {
  const res = await send('/v1/export/xlsx', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return res.arrayBuffer();
}

import type { ErrorInfo, ProcessEnvelope, TaskAccepted, TaskPoll, TaskProgress } from '../../src-shared/contract';

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

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const key = savedKey();
  // A saved key wins; without one the session cookie of the cabinet authenticates.
  if (key) headers.set('X-API-Key', key);
  headers.set('X-Requested-With', CABINET_MARKER);
  const res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
}

export function health(): Promise<{ status: string; version: string }> {
  return call('/health');
}

export interface ProcessInput {
  file: File | null;
  text: string;
  include: string[];
  outputSchema: string;
  prompt: string;
}

/**
 * File input goes as multipart, as an async task (documents can take a while: OCR), polled until done
 * with its progress reported; text input goes as JSON and is answered at once (SPEC "Process request").
 */
export async function processDocument(input: ProcessInput, onProgress?: (p: TaskProgress) => void): Promise<ProcessEnvelope> {
  if (input.file) {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    if (input.include.length) form.append('include', JSON.stringify(input.include));
    if (input.outputSchema.trim()) form.append('output_schema', input.outputSchema);
    if (input.prompt.trim()) form.append('prompt', input.prompt);
    form.append('async', 'true');
    const started = await call<TaskAccepted>('/v1/process', { method: 'POST', body: form });
    for (;;) {
      const poll = await call<TaskPoll>(started.poll_url);
      if (poll.status === 'done' && poll.result) return poll.result;
      if (poll.status === 'error') throw new ApiError(200, poll.error?.code ?? 'PROCESSING_ERROR', poll.error?.message ?? 'processing failed', poll.error?.details ?? {});
      if (poll.progress) onProgress?.(poll.progress);
      await new Promise((r) => setTimeout(r, 400));
    }
  }
  const body: Record<string, unknown> = { text: input.text };
  if (input.include.length) body.include = input.include;
  if (input.outputSchema.trim()) body.output_schema = JSON.parse(input.outputSchema) as unknown;
  if (input.prompt.trim()) body.prompt = input.prompt;
  return call('/v1/process', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

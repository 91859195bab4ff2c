import { AppError } from '../../../src-shared/contract/app-error';
import type { StatsService } from '../../services/stats';
import { KeyError } from '../errors';
import { extensionOf } from '../request/validate';

/** Tells the statistics what the request's input was, once its fields are read (a file's name, or null for text). */
export type SourceNote = (fileName: string | null) => void;

/**
 * Runs one request of an endpoint other than /v1/process and records it in the statistics as
 * /v1/process does: its kind, its input format (once known), its outcome or error code — including
 * a refused request shape —, billed pages and latency, under the caller's account.
 */
export async function recorded<T>(stats: StatsService, taskKind: string, clientId: string, work: (source: SourceNote) => Promise<{ answer: T; pages: number }>): Promise<T> {
  const started = performance.now();
  let format: string | null = null;
  try {
    const { answer, pages } = await work((fileName) => { format = formatOf(fileName); });
    stats.record({ taskKind, format, outcome: 'ok', errorCode: null, pages, latencyMs: performance.now() - started, clientId });
    return answer;
  } catch (err) {
    throw recordFailure(stats, taskKind, format, started, clientId, err);
  }
}

/** Records a request that failed before it was processed (or before its async task started); returns the error to rethrow. */
export function recordFailure(stats: StatsService, taskKind: string, format: string | null, started: number, clientId: string, err: unknown): unknown {
  const code = err instanceof AppError ? err.code : err instanceof KeyError ? 'KEY_ERROR' : 'INTERNAL_ERROR';
  stats.record({ taskKind, format, outcome: 'error', errorCode: code, pages: 0, latencyMs: performance.now() - started, clientId });
  return err;
}

export function formatOf(fileName: string | null): string | null {
  return fileName === null ? 'text' : extensionOf(fileName).slice(1) || null;
}

/** A validated file field as the upload the services take (the bytes are not copied). */
export function asUpload(file: { fileName: string; bytes: Uint8Array }, field: 'file' | 'registry' = 'file'): { field: 'file' | 'registry'; fileName: string; bytes: Buffer } {
  const bytes = Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  return { field, fileName: file.fileName, bytes };
}

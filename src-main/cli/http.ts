import { CliError, EXIT, ServerError } from './exit-codes';

/** Hang guard for one HTTP call; long work goes async and is polled, so no single call should take this long. */
const REQUEST_HANG_GUARD_MS = 310_000;

export interface Reply {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * The /v1 API over HTTP with one key, as any integration calls it. Errors of the contract become
 * ServerError (its code first, in the SPEC's parsing order); a socket that does not answer, exit 4.
 */
export class ApiClient {
  constructor(readonly baseUrl: string, readonly key: string) {}

  async request(method: string, path: string, body?: FormData | object): Promise<Reply> {
    const headers: Record<string, string> = { 'X-API-Key': this.key };
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_HANG_GUARD_MS) });
    } catch (err) {
      throw new CliError(EXIT.unreachable, `no answer from ${this.baseUrl} (${networkReason(err)})`);
    }
    const reply = { status: res.status, contentType: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
    if (res.status >= 400) throw contractError(reply);
    return reply;
  }

  async json<T>(method: string, path: string, body?: FormData | object): Promise<T> {
    const reply = await this.request(method, path, body);
    return parseJson(reply) as T;
  }
}

function parseJson(reply: Reply): unknown {
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    throw new CliError(EXIT.server, `the server answered HTTP ${reply.status} with a body that is not JSON (${reply.contentType || 'no content type'})`);
  }
}

/** SPEC "Errors": try `detail.code`, then `error.code`, then `detail` as a string. */
export function contractError(reply: Reply): ServerError {
  let body: unknown;
  try {
    body = JSON.parse(reply.body.toString('utf8'));
  } catch {
    return new ServerError(reply.status, `HTTP_${reply.status}`, 'the server answered with a body that is not JSON', null);
  }
  const b = (body ?? {}) as { detail?: unknown; error?: unknown };
  for (const part of [b.detail, b.error]) {
    if (part && typeof part === 'object' && typeof (part as { code?: unknown }).code === 'string') {
      const p = part as { code: string; message?: unknown; details?: unknown };
      return new ServerError(reply.status, p.code, typeof p.message === 'string' ? p.message : '', p.details ?? null);
    }
  }
  if (typeof b.detail === 'string') return new ServerError(reply.status, reply.status === 401 ? 'UNAUTHORIZED' : `HTTP_${reply.status}`, b.detail, null);
  return new ServerError(reply.status, `HTTP_${reply.status}`, 'the server answered with an error of no known form', body);
}

/** ECONNREFUSED and friends, from fetch's nested causes. */
export function networkReason(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if ((e as { name?: unknown }).name === 'TimeoutError') return 'timed out';
    e = (e as { cause?: unknown }).cause;
  }
  return err instanceof Error ? err.message : String(err);
}

/** Does a DocIntel server answer at `url`? `null` when nothing listens; an error when something else does. */
export async function probe(url: string, timeoutMs: number): Promise<{ version: string } | null> {
  let res: Response;
  try {
    res = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const reason = networkReason(err);
    if (['ECONNREFUSED', 'ECONNRESET', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'timed out'].includes(reason)) return null;
    throw new CliError(EXIT.unreachable, `cannot reach ${url} (${reason})`);
  }
  const body = (await res.json().catch(() => null)) as { status?: unknown; version?: unknown } | null;
  if (res.status !== 200 || body?.status !== 'ok') {
    throw new CliError(EXIT.unreachable, `${url} answers, but not as a DocIntel server (GET /health gave HTTP ${res.status})`);
  }
  return { version: String(body.version ?? '') };
}

import { appendFile, open } from 'node:fs/promises';
import type { ConnectionTest, OutboundEntry } from '../../src-shared/contract/outbound';
import type { ProviderConfig } from '../../src-shared/worker-protocol';

/** The outbound log's file in the data directory, unless DOCINTEL_OUTBOUND_LOG names another. */
export const OUTBOUND_LOG_FILE = 'outbound.log';

/** Bytes read from the end of the log for the settings screen: thousands of lines, never the whole file of years. */
const TAIL_BYTES = 1024 * 1024;

/**
 * The record of what left the machine (one JSON line per call; sizes and counts only), as the
 * settings screen reads it: the newest `limit` entries, newest first. A line that is not an entry
 * (cut by the tail, or damaged) is skipped. A missing file is an empty log.
 */
export async function readOutbound(path: string | null, limit: number): Promise<OutboundEntry[]> {
  if (!path) return [];
  let text: string;
  try {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      const start = Math.max(0, size - TAIL_BYTES);
      const buffer = Buffer.alloc(size - start);
      await file.read(buffer, 0, buffer.length, start);
      text = buffer.toString('utf8');
    } finally {
      await file.close();
    }
  } catch {
    return [];
  }
  const out: OutboundEntry[] = [];
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0 && out.length < limit; i--) {
    try {
      const entry = JSON.parse(lines[i] ?? '') as OutboundEntry;
      if (entry && typeof entry.at === 'string' && typeof entry.provider_host === 'string') out.push(entry);
    } catch {
      // a cut first line or a damaged one: not an entry
    }
  }
  return out;
}

/**
 * A provider tried from the settings: `GET {baseUrl}/models` (every OpenAI-compatible server has
 * it: Ollama, llama.cpp, vLLM, cloud APIs) with its key, bounded by its timeout. No document data
 * goes; the call is still recorded in the outbound log, since it leaves the machine when the
 * provider is elsewhere.
 */
export async function testConnection(provider: Pick<ProviderConfig, 'baseUrl' | 'apiKey' | 'timeoutMs'>, logPath: string | null, now: () => Date): Promise<ConnectionTest> {
  const url = `${provider.baseUrl.replace(/\/+$/u, '')}/models`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (provider.apiKey) headers.authorization = `Bearer ${provider.apiKey}`;
  if (logPath) {
    const entry: OutboundEntry = { at: now().toISOString(), provider_host: new URL(provider.baseUrl).host, bytes: 0, anonymized: false, placeholders: {}, purpose: 'connection_test' };
    await appendFile(logPath, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 }).catch(() => undefined);
  }
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(Math.min(provider.timeoutMs, 15_000)), redirect: 'error' });
    const text = await res.text();
    if (!res.ok) return { ok: false, status: res.status, models: [], message: `the endpoint answered HTTP ${res.status}` };
    const models = modelIds(text);
    return { ok: true, status: res.status, models, message: models.length ? `reachable; ${models.length} model(s) offered` : 'reachable' };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { ok: false, status: null, models: [], message: timedOut ? 'no answer within the timeout' : 'nothing answered at this address' };
  }
}

/** Model ids of an OpenAI `GET /models` answer (`{data: [{id}]}`); Ollama's `{models: [{name}]}` too. */
function modelIds(text: string): string[] {
  try {
    const body = JSON.parse(text) as { data?: { id?: unknown }[]; models?: { name?: unknown }[] };
    const ids = [...(body.data ?? []).map((m) => m.id), ...(body.models ?? []).map((m) => m.name)];
    return ids.filter((x): x is string => typeof x === 'string').slice(0, 100);
  } catch {
    return [];
  }
}

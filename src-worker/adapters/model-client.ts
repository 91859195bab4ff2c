import type { JsonObject } from '../../src-shared/contract/envelope';
import type { ProviderConfig } from '../../src-shared/worker-protocol';
// Where a provider is decides whether text is scrubbed; the host asks the same question for its egress indicator.
export { isLoopbackUrl } from '../../src-shared/worker-protocol';
import type { Scrubbed } from '../lib/anonymize/types';

/**
 * The one client of OpenAI-compatible chat endpoints (Ollama, llama.cpp server, vLLM, cloud
 * APIs). It accepts only `Scrubbed<…>` content and schema, so raw document text cannot compile
 * into a call; the anonymize stage is the only producer of that type.
 *
 * Failures come back as `ProviderCallError` with a kind the chain uses to fall through; their
 * messages name neither the provider nor the model (they may end up in a log line).
 */
export interface ChatMessage {
  /** `assistant` only in a conversation sent by a caller of the chat endpoint (adapters/model-chat.ts). */
  role: 'system' | 'user' | 'assistant';
  content: Scrubbed<string>;
}

export type ProviderFailure = 'timeout' | 'unreachable' | 'http_status' | 'bad_response';

export class ProviderCallError extends Error {
  readonly failure: ProviderFailure;
  readonly status: number | null;

  constructor(failure: ProviderFailure, status: number | null = null) {
    super(`model endpoint call failed: ${failure}${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'ProviderCallError';
    this.failure = failure;
    this.status = status;
  }
}

export interface ChatHooks {
  /** Called with each request body just before it is sent (for the outbound log: size only). */
  onSend?(body: string): void;
  /** Called with the tokens the endpoint reports having used for an answer (`usage.total_tokens`). */
  onUsage?(tokens: number): void;
  /** The caller's sampling settings (`/v1/task`); absent: temperature 0 and the endpoint's own length limit. */
  sampling?: { temperature: number | null; maxTokens: number | null };
}

type ResponseFormat = 'json_schema' | 'json_object';

/**
 * POST `{baseUrl}/chat/completions` asking for JSON constrained by the schema; returns the
 * assistant message content ('' when the endpoint answered without any). A 400/422 that
 * complains about `response_format` (servers without structured output) is retried once with
 * `{type: 'json_object'}`. The whole exchange, retry included, is bounded by `timeoutMs`.
 */
export async function chatJson(
  provider: ProviderConfig,
  messages: readonly ChatMessage[],
  schema: Scrubbed<JsonObject>,
  signal?: AbortSignal,
  hooks: ChatHooks = {},
): Promise<string> {
  const url = `${provider.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  const deadline = AbortSignal.timeout(provider.timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const send = async (format: ResponseFormat): Promise<{ status: number; text: string }> => {
    const body = requestBody(provider.model, messages, schema, format, hooks.sampling);
    hooks.onSend?.(body);
    return post(url, provider.apiKey, body, combined, deadline, signal);
  };

  let answer = await send('json_schema');
  if ((answer.status === 400 || answer.status === 422) && /response_format|json_schema|structured|schema/iu.test(answer.text)) {
    answer = await send('json_object');
  }
  if (answer.status < 200 || answer.status >= 300) throw new ProviderCallError('http_status', answer.status);
  const content = contentOf(answer.text);
  const tokens = tokensOf(answer.text);
  if (tokens !== null) hooks.onUsage?.(tokens);
  return content;
}

/** `usage.total_tokens` of an OpenAI-compatible answer (or prompt + completion tokens); null when not reported. */
function tokensOf(text: string): number | null {
  try {
    const usage = (JSON.parse(text) as { usage?: { total_tokens?: unknown; prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
    if (!usage) return null;
    if (typeof usage.total_tokens === 'number' && Number.isFinite(usage.total_tokens)) return Math.max(0, Math.round(usage.total_tokens));
    const parts = [usage.prompt_tokens, usage.completion_tokens].filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
    return parts.length ? Math.max(0, Math.round(parts.reduce((a, b) => a + b, 0))) : null;
  } catch {
    return null;
  }
}

function requestBody(model: string, messages: readonly ChatMessage[], schema: Scrubbed<JsonObject>, format: ResponseFormat, sampling: ChatHooks['sampling']): string {
  const responseFormat = format === 'json_schema' ? { type: 'json_schema', json_schema: { name: 'result', schema, strict: true } } : { type: 'json_object' };
  const limit = sampling?.maxTokens ? { max_tokens: sampling.maxTokens } : {};
  return JSON.stringify({ model, messages, temperature: sampling?.temperature ?? 0, ...limit, stream: false, response_format: responseFormat });
}

/** One POST with the exchange's deadline; shared with the plain chat client (model-chat.ts). */
export async function post(
  url: string,
  apiKey: string | null,
  body: string,
  combined: AbortSignal,
  deadline: AbortSignal,
  caller: AbortSignal | undefined,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  try {
    // No redirects: a loopback endpoint that redirected elsewhere would carry unscrubbed text off the machine.
    const res = await fetch(url, { method: 'POST', headers, body, signal: combined, redirect: 'error' });
    return { status: res.status, text: await readCapped(res) };
  } catch (err) {
    if (caller?.aborted) throw caller.reason ?? err;
    if (err instanceof ProviderCallError) throw err;
    throw new ProviderCallError(deadline.aborted ? 'timeout' : 'unreachable');
  }
}

/** A chat answer is small; an endpoint streaming megabytes at us is broken, not slow. */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new ProviderCallError('bad_response', res.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function contentOf(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProviderCallError('bad_response');
  }
  const choices = (parsed as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) throw new ProviderCallError('bad_response');
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content === 'string') return content;
  // Some servers return content parts: [{type: 'text', text: '…'}].
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : '')).join('');
  return '';
}


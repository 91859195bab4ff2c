import type { ProviderConfig } from '../../src-shared/worker-protocol';
import { ProviderCallError, contentOf, post } from './model-client';
import type { ChatHooks, ChatMessage } from './model-client';

/**
 * Free-text chat with an OpenAI-compatible endpoint (`POST /v1/chat/completions` of our API):
 * no `response_format`, the caller's sampling options, and optionally Server-Sent Events. Like
 * `chatJson` it takes only scrubbed (or loopback-checked) messages, follows no redirects, and
 * bounds the whole exchange — the stream included — by the provider's `timeoutMs`.
 */
export interface ChatOptions {
  temperature: number | null;
  maxTokens: number | null;
}

export interface ChatAnswer {
  content: string;
  /** The endpoint's `finish_reason` (`stop`, `length`, …); `stop` when it gave none. */
  finishReason: string;
}

function chatUrl(provider: ProviderConfig): string {
  return `${provider.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
}

function requestBody(model: string, messages: readonly ChatMessage[], options: ChatOptions, stream: boolean): string {
  const body: Record<string, unknown> = { model, messages, stream };
  // Unset options stay unset: the endpoint's own defaults apply, as they would for a direct call.
  if (options.temperature !== null) body.temperature = options.temperature;
  if (options.maxTokens !== null) body.max_tokens = options.maxTokens;
  return JSON.stringify(body);
}

/** One answer, whole. */
export async function chatText(provider: ProviderConfig, messages: readonly ChatMessage[], options: ChatOptions, signal?: AbortSignal, hooks: ChatHooks = {}): Promise<ChatAnswer> {
  const deadline = AbortSignal.timeout(provider.timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const body = requestBody(provider.model, messages, options, false);
  hooks.onSend?.(body);
  const answer = await post(chatUrl(provider), provider.apiKey, body, combined, deadline, signal);
  if (answer.status < 200 || answer.status >= 300) throw new ProviderCallError('http_status', answer.status);
  return { content: contentOf(answer.text), finishReason: finishReasonOf(answer.text) ?? 'stop' };
}

/**
 * The answer as it is generated: yields each piece of content, returns the finish reason. An
 * endpoint that ignores `stream: true` and answers one JSON completion is read as one piece.
 */
export async function* chatStream(provider: ProviderConfig, messages: readonly ChatMessage[], options: ChatOptions, signal?: AbortSignal, hooks: ChatHooks = {}): AsyncGenerator<string, string> {
  const deadline = AbortSignal.timeout(provider.timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const body = requestBody(provider.model, messages, options, true);
  hooks.onSend?.(body);
  const fail = (err: unknown): never => {
    if (signal?.aborted) throw signal.reason ?? err;
    if (err instanceof ProviderCallError) throw err;
    throw new ProviderCallError(deadline.aborted ? 'timeout' : 'unreachable');
  };
  let res: Response;
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
    if (provider.apiKey) headers.authorization = `Bearer ${provider.apiKey}`;
    // No redirects: a loopback endpoint that redirected elsewhere would carry unscrubbed text off the machine.
    res = await fetch(chatUrl(provider), { method: 'POST', headers, body, signal: combined, redirect: 'error' });
  } catch (err) {
    return fail(err);
  }
  if (res.status < 200 || res.status >= 300) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderCallError('http_status', res.status);
  }
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      return fail(err);
    }
    const content = contentOf(text);
    if (content) yield content;
    return finishReasonOf(text) ?? 'stop';
  }
  let finish: string | null = null;
  let done = false;
  try {
    for await (const data of sseData(res.body)) {
      if (data === '[DONE]') {
        done = true;
        break;
      }
      const event = parseChunk(data);
      if (event.content) yield event.content;
      finish = event.finishReason ?? finish;
    }
  } catch (err) {
    return fail(err);
  }
  // A stream cut off before `[DONE]` or a finish reason is a broken answer, not a short one.
  if (!done && finish === null) throw new ProviderCallError('bad_response', res.status);
  return finish ?? 'stop';
}

/** A stream larger than this is a broken endpoint, not a long answer (as for whole answers). */
const MAX_STREAM_BYTES = 16 * 1024 * 1024;

/** The `data:` payloads of a Server-Sent Events body, one per event (multi-line data joined by \n). */
async function* sseData(body: ReadableStream<Uint8Array> | null): AsyncGenerator<string> {
  if (!body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  let total = 0;
  let lines: string[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_STREAM_BYTES) throw new ProviderCallError('bad_response');
    buffer += decoder.decode(chunk, { stream: true });
    let at: number;
    while ((at = buffer.search(/\r?\n/u)) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + (buffer[at] === '\r' ? 2 : 1));
      if (line === '') {
        if (lines.length) yield lines.join('\n');
        lines = [];
      } else if (line.startsWith('data:')) {
        lines.push(line.slice(5).replace(/^ /u, ''));
      }
      // Comments (`: keep-alive`), `event:` and `id:` lines carry nothing we use.
    }
  }
  if (buffer.startsWith('data:')) lines.push(buffer.slice(5).replace(/^ /u, ''));
  if (lines.length) yield lines.join('\n');
}

function parseChunk(data: string): { content: string; finishReason: string | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ProviderCallError('bad_response');
  }
  const obj = parsed as { error?: unknown; choices?: unknown } | null;
  // An error event in the middle of a stream (OpenAI sends `{error: {...}}`): the answer is broken.
  if (!obj || obj.error !== undefined || !Array.isArray(obj.choices)) throw new ProviderCallError('bad_response');
  const choice = obj.choices[0] as { delta?: { content?: unknown }; finish_reason?: unknown } | undefined;
  const content = typeof choice?.delta?.content === 'string' ? choice.delta.content : '';
  return { content, finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null };
}

function finishReasonOf(text: string): string | null {
  try {
    const choice = ((JSON.parse(text) as { choices?: unknown[] } | null)?.choices ?? [])[0] as { finish_reason?: unknown } | undefined;
    return typeof choice?.finish_reason === 'string' ? choice.finish_reason : null;
  } catch {
    return null;
  }
}

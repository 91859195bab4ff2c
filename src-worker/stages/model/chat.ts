import { AppError } from '../../../src-shared/contract/app-error';
import type { ChatInput, ProviderConfig } from '../../../src-shared/worker-protocol';
import { ProviderCallError, isLoopbackUrl } from '../../adapters/model-client';
import type { ChatMessage } from '../../adapters/model-client';
import { chatStream, chatText } from '../../adapters/model-chat';
import type { ChatAnswer } from '../../adapters/model-chat';
import {
  addCounts, anonymizationFailed, appendOutboundLog, assertClean, createScrubber, isClean, outboundLogPath, passThroughForLoopback,
  placeholderCounts, residual, scrubbedMessage, streamRestorer,
} from '../../lib/anonymize';
import type { CategoryCounts, ScrubSession, Scrubbed } from '../../lib/anonymize';

/**
 * Chat completions through the model chain (docs/decisions.md "Chat completions"). The same
 * providers in the same order, the same privacy rules as extraction (index.ts):
 * - `never` off loopback is refused; `always`, or `auto` off loopback, sends the conversation
 *   scrubbed — one scrub session for every message, so a value has one placeholder throughout —
 *   and the answer comes back with the originals restored (while streaming, too);
 * - fail_closed with a residual finding: ANONYMIZATION_INCOMPLETE before the first external call;
 * - a provider that fails, or answers nothing, passes the turn to the next; once a streamed answer
 *   has let text out, a failure cannot be hidden by another provider's answer: PROVIDER_UNAVAILABLE;
 * - no provider configured: CHAT_UNAVAILABLE (the built-in extractor cannot converse);
 *   every provider failed: PROVIDER_UNAVAILABLE.
 * Nothing returned names a provider, a model or a token count.
 */
export interface ChatRunOptions {
  /** Each restored piece of a streamed answer, in order; awaited, so pieces never overtake. */
  onDelta?: (text: string) => Promise<void> | void;
  signal?: AbortSignal;
  /** Test hook: another scrub session (one that misses a category, or throws). */
  scrubber?: () => ScrubSession;
}

interface Prepared {
  messages: ChatMessage[];
  anonymized: boolean;
  placeholders: CategoryCounts;
  restore: (text: string) => string;
}

export async function runChat(input: ChatInput, options: ChatRunOptions = {}): Promise<ChatAnswer> {
  const { providers } = input.model;
  if (providers.length === 0) {
    throw new AppError('CHAT_UNAVAILABLE', 'No model provider is configured; the built-in extractor cannot hold a conversation. An administrator adds one in the model settings.', { reason: 'no_model_provider' });
  }
  const logPath = outboundLogPath(input.outboundLog);
  let scrubbed: { prepared: Prepared; residual: CategoryCounts } | null = null;
  for (const provider of providers) {
    const loopback = isLoopbackUrl(provider.baseUrl);
    // `never` is honoured only on this machine: raw text must not leave it.
    if (provider.anonymize === 'never' && !loopback) continue;
    const anonymize = provider.anonymize === 'always' || (provider.anonymize === 'auto' && !loopback);
    let prepared: Prepared;
    let leftover: CategoryCounts | undefined;
    if (anonymize) {
      scrubbed ??= prepareScrubbed(input, options.scrubber);
      prepared = scrubbed.prepared;
      leftover = isClean(scrubbed.residual) ? undefined : scrubbed.residual;
    } else {
      prepared = {
        messages: input.messages.map((m) => ({ role: m.role, content: passThroughForLoopback(m.content, provider.baseUrl) })),
        anonymized: false, placeholders: {}, restore: (t) => t,
      };
    }
    const answer = await attempt(provider, prepared, input, options, logPath, leftover);
    if (answer) return answer;
  }
  throw new AppError('PROVIDER_UNAVAILABLE', 'No model provider gave an answer; every provider of the chain was tried.', {});
}

/** One provider: its answer, or null to pass the turn to the next one. */
async function attempt(
  provider: ProviderConfig, prepared: Prepared, input: ChatInput, options: ChatRunOptions, logPath: string | null, leftover: CategoryCounts | undefined,
): Promise<ChatAnswer | null> {
  const logs: Promise<void>[] = [];
  const host = URL.canParse(provider.baseUrl) ? new URL(provider.baseUrl).host : '(invalid url)';
  const onSend = (body: string): void => {
    const entry = { at: new Date().toISOString(), provider_host: host, bytes: Buffer.byteLength(body, 'utf8'), anonymized: prepared.anonymized, placeholders: prepared.placeholders, purpose: 'chat' as const };
    logs.push(appendOutboundLog(logPath, leftover ? { ...entry, residual: leftover } : entry));
  };
  const sampling = { temperature: input.temperature, maxTokens: input.maxTokens };
  let emitted = false;
  try {
    if (!input.stream || !options.onDelta) {
      const answer = await chatText(provider, prepared.messages, sampling, options.signal, { onSend });
      return answer.content ? { content: prepared.restore(answer.content), finishReason: answer.finishReason } : null;
    }
    const restorer = streamRestorer(prepared.restore);
    let content = '';
    const stream = chatStream(provider, prepared.messages, sampling, options.signal, { onSend });
    for (;;) {
      const next = await stream.next();
      const piece = next.done ? restorer.end() : restorer.push(next.value);
      if (piece) {
        emitted = true;
        content += piece;
        await options.onDelta(piece);
      }
      if (next.done) return emitted ? { content, finishReason: next.value } : null;
    }
  } catch (err) {
    if (!(err instanceof ProviderCallError)) throw err;
    if (!emitted) return null;
    throw new AppError('PROVIDER_UNAVAILABLE', 'The model provider stopped in the middle of the answer; the text sent so far is incomplete.', { interrupted: true });
  } finally {
    await Promise.all(logs);
  }
}

/**
 * Scrubs the whole conversation once per request; fail_closed stops here, before any external
 * request exists. The residual scan is the module's own, so an injected session cannot skip it.
 */
function prepareScrubbed(input: ChatInput, scrubber: (() => ScrubSession) | undefined): { prepared: Prepared; residual: CategoryCounts } {
  let session: ScrubSession;
  let contents: Scrubbed<string>[];
  try {
    session = (scrubber ?? createScrubber)();
    contents = input.messages.map((m) => session.scrub(m.content));
  } catch (err) {
    // A scrubber that breaks gives no guarantee either: same refusal as a residual finding.
    if (err instanceof AppError) throw err;
    throw anonymizationFailed();
  }
  const found: CategoryCounts = {};
  for (const c of contents) addCounts(found, residual(c));
  if (input.model.anonymization === 'fail_closed') assertClean(found);
  const placeholders = placeholderCounts(contents);
  const messages: ChatMessage[] = input.messages.map((m, i) => ({ role: m.role, content: contents[i] as Scrubbed<string> }));
  // The model must keep placeholders as they are, or they cannot be put back.
  if (Object.keys(placeholders).length > 0) messages.unshift({ role: 'system', content: PLACEHOLDER_NOTE });
  return { prepared: { messages, anonymized: true, placeholders, restore: (t) => session.restore(t) as string }, residual: found };
}

const PLACEHOLDER_NOTE = scrubbedMessage`Tokens in square brackets such as [ORG_1], [PERSON_2] or [INN_3] stand for names, companies, identifiers and addresses hidden for privacy. Write them exactly as they are, brackets included, wherever such a value belongs in your answer.`;

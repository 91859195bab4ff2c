import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import type { ModelSettings } from '../../../src-shared/worker-protocol';
import { ProviderCallError, chatJson, isLoopbackUrl } from '../../adapters/model-client';
import type { ChatMessage } from '../../adapters/model-client';
import {
  addCounts, anonymizationFailed, appendOutboundLog, assertClean, createScrubber, outboundLogPath, passThroughForLoopback,
  placeholderCounts, residual, scrubbedJson, scrubbedMessage,
} from '../../lib/anonymize';
import type { CategoryCounts, ScrubSession, Scrubbed } from '../../lib/anonymize';
import { PLACEHOLDER_RE } from '../../lib/anonymize/types';
import { readAnswer } from '../../lib/model/answer';
import { LANGUAGE_NAMES } from './languages';

/**
 * The model half of translation: the strings the glossary could not finish go to the configured
 * OpenAI-compatible endpoints in order, as one JSON object of numbered strings, and come back as
 * the same keys translated. Before anything leaves the machine the strings are scrubbed exactly as
 * for extraction (one scrub session per call; fail_closed refuses with ANONYMIZATION_INCOMPLETE
 * before the first byte is sent), and placeholders are restored in the answer. A provider that is
 * unreachable, errs or answers nonsense is passed over; nothing here throws for a provider.
 */
export interface ProviderTranslation {
  /** Key → translated text, for the keys some provider answered. */
  texts: Map<string, string>;
  /** Tokens the providers reported (SPEC `usage.translation_tokens`). */
  tokens: number;
  /** At least one provider was reached (answered anything). */
  reached: boolean;
}

export interface ProviderInput {
  strings: Map<string, string>;
  /**
   * The document the strings were read from. The scrub session reads it first (nothing of it is
   * sent), so a party found there by its label or legal form is known when it comes back as a bare
   * value ("Max Mustermann" alone in `buyer.contact`), which no detector could tell from a product.
   */
  documentText: string;
  to: string;
  settings: ModelSettings;
  signal?: AbortSignal;
  outboundLog?: string | null;
  /** Test hook: another scrub session. */
  scrubber?: () => ScrubSession;
}

export async function translateWithProviders(input: ProviderInput): Promise<ProviderTranslation> {
  const out: ProviderTranslation = { texts: new Map(), tokens: 0, reached: false };
  if (input.strings.size === 0) return out;
  const logPath = outboundLogPath(input.outboundLog);
  let scrubbed: Prepared | null = null;
  for (const provider of input.settings.providers) {
    const loopback = isLoopbackUrl(provider.baseUrl);
    if (provider.anonymize === 'never' && !loopback) continue;
    const anonymize = provider.anonymize === 'always' || (provider.anonymize === 'auto' && !loopback);
    const request = anonymize ? (scrubbed ??= prepareScrubbed(input)) : prepareLoopback(input, provider.baseUrl);
    const logs: Promise<void>[] = [];
    try {
      const content = await chatJson(provider, request.messages, request.schema, input.signal, {
        onSend: (body) => logs.push(appendOutboundLog(logPath, { at: new Date().toISOString(), provider_host: hostOf(provider.baseUrl),
          bytes: Buffer.byteLength(body, 'utf8'), anonymized: request.anonymized, placeholders: request.placeholders, purpose: 'translate' })),
        onUsage: (n) => { out.tokens += n; },
      });
      out.reached = true;
      const answer = readAnswer(content);
      if (answer.kind !== 'object') continue;
      for (const [key, v] of Object.entries(answer.value)) {
        if (typeof v === 'string' && input.strings.has(key) && v.trim() !== '') out.texts.set(key, String(request.restore(v)));
      }
      if ([...input.strings.keys()].every((k) => out.texts.has(k))) break;
    } catch (err) {
      if (err instanceof ProviderCallError) continue;
      throw err;
    } finally {
      await Promise.all(logs);
    }
  }
  return out;
}

interface Prepared {
  messages: ChatMessage[];
  schema: Scrubbed<JsonObject>;
  anonymized: boolean;
  placeholders: CategoryCounts;
  restore(v: string): string;
}

function prepareScrubbed(input: ProviderInput): Prepared {
  let session: ScrubSession;
  const parts: Record<string, string> = {};
  try {
    session = (input.scrubber ?? createScrubber)();
    // A value that is, whole, one the document revealed (a party block's line, a spaced VAT id) is
    // its placeholder as it stands: detectors reading it alone might cut it differently and miss a part.
    const primed = session.scrub(input.documentText);
    const revealed = new Map<string, string>();
    for (const token of new Set(primed.match(PLACEHOLDER_RE) ?? [])) revealed.set(sameValue(String(session.restore(token))), token);
    for (const [k, v] of input.strings) parts[k] = revealed.get(sameValue(v)) ?? session.scrub(v);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw anonymizationFailed();
  }
  const payload = parts as Scrubbed<JsonObject>;
  const request = build(scrubbedJson(payload), input, Object.keys(parts));
  const found: CategoryCounts = {};
  for (const m of request.messages) addCounts(found, residual(m.content));
  if (input.settings.anonymization === 'fail_closed') assertClean(found);
  return { ...request, anonymized: true, placeholders: placeholderCounts(Object.values(parts)), restore: (v) => String(session.restore(v)) };
}

function prepareLoopback(input: ProviderInput, baseUrl: string): Prepared {
  const payload = passThroughForLoopback(Object.fromEntries(input.strings) as JsonObject, baseUrl);
  return { ...build(scrubbedJson(payload), input, [...input.strings.keys()]), anonymized: false, placeholders: {}, restore: (v) => v };
}

function build(payload: Scrubbed<string>, input: ProviderInput, keys: string[]): { messages: ChatMessage[]; schema: Scrubbed<JsonObject> } {
  // The language is a validated code or our own name for it, never document text.
  const language = (LANGUAGE_NAMES[input.to] ?? input.to) as Scrubbed<string>;
  const system = scrubbedMessage`You translate values of business documents into ${language}. Reply with exactly one JSON object with the same keys, each value translated. Keep numbers, dates, codes, units written as codes, and proper names as they are. Tokens in square brackets such as [ORG_1] or [ADDRESS_2] stand for hidden values: copy them unchanged.`;
  const user = scrubbedMessage`${payload}`;
  // Keys are ours (t1, t2…), not request data.
  const schema = { type: 'object', additionalProperties: false, required: keys, properties: Object.fromEntries(keys.map((k) => [k, { type: 'string' }])) } as unknown as Scrubbed<JsonObject>;
  return { messages: [{ role: 'system', content: system }, { role: 'user', content: user }], schema };
}

/** Values compared as a reader would: case, spacing and punctuation around them aside. */
function sameValue(v: string): string {
  return v.toLowerCase().replace(/[\s\u00a0]+/gu, ' ').replace(/^[\s,.;:]+|[\s,.;:]+$/gu, '');
}

function hostOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : '(invalid url)';
}

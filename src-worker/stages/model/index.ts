import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { ModelOptions, ModelSettings, ProviderConfig } from '../../../src-shared/worker-protocol';
import { ProviderCallError, chatJson, isLoopbackUrl } from '../../adapters/model-client';
import type { ProviderFailure } from '../../adapters/model-client';
import { addCounts, anonymizationFailed, appendOutboundLog, assertClean, createScrubber, isClean, outboundLogPath, residual } from '../../lib/anonymize';
import type { CategoryCounts, ScrubSession } from '../../lib/anonymize';
import { isEmptyValue } from '../../../src-shared/contract/extraction';
import { readAnswer } from '../../lib/model/answer';
import { loopbackRequest, scrubbedRequest } from './messages';
import type { PreparedRequest } from './messages';
import { conform } from './validate';

/**
 * The model chain: each configured OpenAI-compatible endpoint in order, then (by default) the
 * built-in extractor. Precedence, decided once here:
 * - a usable object from a provider ends the chain (`source: 'model'`);
 * - unreachable, timed out, HTTP errors, refused (`never` off loopback) → next provider;
 * - an empty or schema-breaking answer → next provider;
 * - text (or an array, a number) instead of an object → next provider, but if no later provider
 *   gives an object the request fails with 502 LLM_RESULT_NOT_OBJECT even when the built-in
 *   fallback is on: a model that answers prose is misconfigured, and hiding that behind the
 *   fallback would make the failure silent;
 * - no provider reached at all: built-in fallback, or 503 PROVIDER_UNAVAILABLE without it;
 * - providers reached but nothing usable: built-in fallback if on; nothing at all → `result: null`
 *   with warning llm_no_result;
 * - fail_closed anonymization that finds residual data throws 422 ANONYMIZATION_INCOMPLETE before
 *   the first external call, and the chain stops there (SPEC: the request fails).
 * No result, warning or error names a provider, a model or a token count.
 */
export interface ModelChainInput {
  documentText: string;
  prompt: string | null;
  schema: JsonObject;
  settings: ModelSettings;
  builtin: () => Promise<JsonObject | null>;
  signal?: AbortSignal;
  /** Outbound log file; default `DOCINTEL_OUTBOUND_LOG`; null writes nothing. */
  outboundLog?: string | null;
  /** Test hook: another scrub session (one that misses a category, or throws). */
  scrubber?: () => ScrubSession;
  /** Local diagnostics, one event per provider by its position; never part of a response. */
  onAttempt?: (event: AttemptEvent) => void;
  /** The caller's system prompt, context and sampling (`/v1/task`). */
  options?: ModelOptions | null;
  /** Told what each answered call cost and how many values were hidden behind placeholders (`/v1/task`'s counters). */
  onMeter?: (m: { tokens: number; placeholders: number }) => void;
}

export type AttemptOutcome = ProviderFailure | 'refused' | 'not_object' | 'empty' | 'invalid' | 'ok';

export interface AttemptEvent {
  index: number;
  anonymized: boolean;
  outcome: AttemptOutcome;
}

export interface ModelChainOutput {
  result: JsonObject | null;
  source: 'model' | 'builtin' | 'none';
  warnings: Warning[];
}

export async function runModelChain(input: ModelChainInput): Promise<ModelChainOutput> {
  const { providers, builtinFallback, anonymization } = input.settings;
  const logPath = outboundLogPath(input.outboundLog);
  let scrubbed: { request: PreparedRequest; residual: CategoryCounts } | null = null;
  let reached = false;
  let notObject = false;

  for (const [index, provider] of providers.entries()) {
    const loopback = isLoopbackUrl(provider.baseUrl);
    const report = (outcome: AttemptOutcome, anonymized: boolean): void => input.onAttempt?.({ index, anonymized, outcome });
    // `never` is honoured only on this machine: raw text must not leave it.
    if (provider.anonymize === 'never' && !loopback) {
      report('refused', false);
      continue;
    }
    const anonymize = provider.anonymize === 'always' || (provider.anonymize === 'auto' && !loopback);
    let request: PreparedRequest;
    let leftover: CategoryCounts | undefined;
    if (anonymize) {
      scrubbed ??= prepareScrubbed(input, anonymization);
      request = scrubbed.request;
      leftover = isClean(scrubbed.residual) ? undefined : scrubbed.residual;
    } else {
      request = loopbackRequest(provider.baseUrl, input);
    }

    const content = await call(provider, request, input, logPath, leftover);
    if (typeof content !== 'string') {
      report(content.failure, anonymize);
      continue;
    }
    reached = true;
    const answer = readAnswer(content);
    if (answer.kind !== 'object') {
      if (answer.kind === 'not_object') notObject = true;
      report(answer.kind, anonymize);
      continue;
    }
    const restored = request.restore(answer.value);
    const { value, valid } = conform(restored as JsonObject, input.schema);
    if (!valid || isEmptyValue(value)) {
      report(valid ? 'empty' : 'invalid', anonymize);
      continue;
    }
    report('ok', anonymize);
    return { result: value, source: 'model', warnings: [] };
  }

  if (notObject) throw new AppError('LLM_RESULT_NOT_OBJECT', 'The model answered with text instead of a JSON object.', {});
  if (providers.length > 0 && !reached && !builtinFallback) {
    throw new AppError('PROVIDER_UNAVAILABLE', 'No model provider could be reached and the built-in fallback is switched off.', {});
  }
  if (builtinFallback || providers.length === 0) {
    const fallback = await input.builtin();
    if (fallback && !isEmptyValue(fallback)) return { result: fallback, source: 'builtin', warnings: [] };
  }
  return { result: null, source: 'none', warnings: [warning('llm_no_result', 'The model returned no data after the whole fallback chain.')] };
}

/** Scrubs once per run; fail_closed stops here, before any external request exists. */
function prepareScrubbed(input: ModelChainInput, mode: ModelSettings['anonymization']): { request: PreparedRequest; residual: CategoryCounts } {
  let request: PreparedRequest;
  try {
    request = scrubbedRequest((input.scrubber ?? createScrubber)(), input);
  } catch (err) {
    // A scrubber that breaks gives no guarantee either: same refusal as a residual finding.
    if (err instanceof AppError) throw err;
    throw anonymizationFailed();
  }
  // The residual scan is the module's own, not the session's, so an injected session cannot skip it.
  const found: CategoryCounts = {};
  for (const m of request.messages) addCounts(found, residual(m.content));
  if (mode === 'fail_closed') assertClean(found);
  return { request, residual: found };
}

async function call(
  provider: ProviderConfig,
  request: PreparedRequest,
  input: ModelChainInput,
  logPath: string | null,
  leftover: CategoryCounts | undefined,
): Promise<string | ProviderCallError> {
  const logs: Promise<void>[] = [];
  const host = URL.canParse(provider.baseUrl) ? new URL(provider.baseUrl).host : '(invalid url)';
  const onSend = (body: string): void => {
    const entry = { at: new Date().toISOString(), provider_host: host, bytes: Buffer.byteLength(body, 'utf8'), anonymized: request.anonymized, placeholders: request.placeholders, purpose: 'extract' as const };
    logs.push(appendOutboundLog(logPath, leftover ? { ...entry, residual: leftover } : entry));
  };
  try {
    const options = input.options ?? null;
    const sampling = options ? { temperature: options.temperature, maxTokens: options.maxTokens } : undefined;
    const hidden = Object.values(request.placeholders).reduce((n, c) => n + (c ?? 0), 0);
    let tokens = 0;
    const content = await chatJson(provider, request.messages, request.schema, input.signal, { onSend, sampling, onUsage: (t) => { tokens += t; } });
    input.onMeter?.({ tokens, placeholders: hidden });
    return content;
  } catch (err) {
    if (err instanceof ProviderCallError) return err;
    throw err;
  } finally {
    await Promise.all(logs);
  }
}

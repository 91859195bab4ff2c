import { isLoopbackUrl } from '../../adapters/model-client';
import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonValue } from '../../../src-shared/contract/envelope';
import { isClean } from './residual';
import { CATEGORIES } from './types';
import type { Category, CategoryCounts, Scrubbed } from './types';

/**
 * Anonymization before any external model call (SPEC "What the service does"). The stage's
 * guarantee is a type: the model client takes only `Scrubbed<string>`, and the only ways to get
 * one are a scrub session, a message assembled from scrubbed parts and code literals, or the
 * loopback pass-through, which checks the endpoint at run time.
 */
export { createScrubber } from './session';
export type { ScrubSession, ScrubberOptions } from './session';
export { addCounts, isClean, residual } from './residual';
export { CATEGORIES } from './types';
export type { Category, CategoryCounts, Scrubbed } from './types';
export { appendOutboundLog, outboundLogPath } from './outbound-log';
export type { OutboundEntry } from './outbound-log';
export { streamRestorer } from './stream-restore';
export type { StreamRestorer } from './stream-restore';

/**
 * A message built from literals written in our code and scrubbed parts only:
 * scrubbedMessage`Document:\n${doc}`. A template's literal parts cannot carry request data.
 */
export function scrubbedMessage(literals: TemplateStringsArray, ...parts: Scrubbed<string>[]): Scrubbed<string> {
  let out = literals[0] ?? '';
  parts.forEach((part, i) => {
    out += part + (literals[i + 1] ?? '');
  });
  return out as Scrubbed<string>;
}

/** JSON text of a value whose strings were all scrubbed (or passed through for loopback). */
export function scrubbedJson(value: Scrubbed<JsonValue>): Scrubbed<string> {
  return JSON.stringify(value) as Scrubbed<string>;
}

/**
 * Unchanged data for a model on this machine (`anonymize: auto` or `never` on loopback). Refuses
 * any other endpoint, so a misrouted call cannot smuggle raw text past the type.
 */
export function passThroughForLoopback<T>(value: T, baseUrl: string): Scrubbed<T> {
  if (!isLoopbackUrl(baseUrl)) throw new Error('raw text may be sent only to a loopback endpoint');
  return value as Scrubbed<T>;
}

/**
 * fail_closed: any residual finding stops the request before a byte is sent. The details carry
 * categories and counts only, never the values (SPEC ANONYMIZATION_INCOMPLETE).
 */
export function assertClean(counts: CategoryCounts): void {
  if (isClean(counts)) return;
  const residualCounts: Record<string, number> = {};
  for (const [k, n] of Object.entries(counts)) if (n) residualCounts[k] = n;
  throw new AppError(
    'ANONYMIZATION_INCOMPLETE',
    'Personal or company data could not be removed completely; no request was sent to the external model.',
    { residual: residualCounts },
  );
}

/** The error for a scrubber that failed outright: cleanliness cannot be guaranteed either. */
export function anonymizationFailed(): AppError {
  return new AppError('ANONYMIZATION_INCOMPLETE', 'Anonymization failed; no request was sent to the external model.', { residual: { unverified: 1 } });
}

const TAG_TO_CATEGORY = new Map<string, Category>(Object.entries(CATEGORIES).map(([c, tag]) => [tag, c as Category]));

/** How many placeholders of each category a piece of outbound text carries (for the outbound log). */
export function placeholderCounts(texts: readonly string[]): CategoryCounts {
  const out: CategoryCounts = {};
  for (const text of texts) {
    for (const m of text.matchAll(/\[([A-Z]+)_\d+\]/g)) {
      const category = TAG_TO_CATEGORY.get(m[1] ?? '');
      if (category) out[category] = (out[category] ?? 0) + 1;
    }
  }
  return out;
}

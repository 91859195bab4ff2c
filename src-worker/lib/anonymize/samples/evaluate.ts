import { createScrubber } from '../session';
import { residual } from '../residual';
import type { Sample } from './sample';

/** What became of one sample under fail_closed. */
export type Outcome = 'scrubbed' | 'refused' | 'leaked';

export interface Evaluation {
  outcome: Outcome;
  out: string;
  /** Secrets still in the outgoing text. */
  left: string[];
  /** `keep` strings that did not survive. */
  lost: string[];
  restored: boolean;
}

/**
 * Scrubs a sample as the model chain does and judges it: every secret gone and the residual scan
 * clean → scrubbed (sent); a secret left but the residual scan finding something → refused
 * (ANONYMIZATION_INCOMPLETE, nothing sent); a secret left and a clean residual scan → leaked.
 */
export function evaluate(sample: Sample): Evaluation {
  const session = createScrubber();
  const out = session.scrub(sample.text);
  const left = sample.secrets.filter((s) => out.includes(s));
  const clean = Object.values(residual(out)).every((n) => !n);
  const outcome: Outcome = clean ? (left.length ? 'leaked' : 'scrubbed') : 'refused';
  return { outcome, out, left, lost: (sample.keep ?? []).filter((k) => !out.includes(k)), restored: session.restore(out) === sample.text };
}

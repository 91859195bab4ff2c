/** The bill is counted by the one shared rule (src-shared/document/billing.ts), the same the worker estimates by. */
export { billPages, CHARS_PER_PAGE } from '../../src-shared/document/billing';

/** `YYYY-MM` of a moment, in UTC: the ledger's month. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

import type { DocumentStats } from '../../src-shared/document/model';

/** SPEC "Billing": one page per 2,000 characters of text. */
export const CHARS_PER_PAGE = 2000;

/**
 * Billed pages of a document: per physical sheet the larger of characters/2000 and its area in
 * A4 units, summed, then rounded up once; without sheets (text, XML), characters/2000 rounded up.
 * Anything that was processed costs at least one page (docs/decisions.md).
 */
export function billPages(stats: DocumentStats): number {
  const exact = stats.perSheet.length > 0
    ? stats.perSheet.reduce((sum, s) => sum + Math.max(s.chars / CHARS_PER_PAGE, s.areaA4), 0)
    : stats.chars / CHARS_PER_PAGE;
  // Guard against float noise such as 3.0000000000000004 turning into 4.
  return Math.max(1, Math.ceil(Math.round(exact * 1e9) / 1e9));
}

/** `YYYY-MM` of a moment, in UTC: the ledger's month. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

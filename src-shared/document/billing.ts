import type { DocumentStats } from './model';

/** SPEC "Billing": one page per 2,000 characters of text. */
export const CHARS_PER_PAGE = 2000;

/**
 * Billed pages of a document: per physical sheet the larger of characters/2000 and its area in
 * A4 units, summed, then rounded up once; without sheets (text, XML), characters/2000 rounded up.
 * Anything that was processed costs at least one page (docs/decisions.md). Shared by the host (the
 * bill) and the worker (the page estimate and the ceiling a parser stops at), so both count alike.
 */
export function billPages(stats: DocumentStats): number {
  const exact = stats.perSheet.length > 0
    ? stats.perSheet.reduce((sum, s) => sum + Math.max(s.chars / CHARS_PER_PAGE, s.areaA4), 0)
    : stats.chars / CHARS_PER_PAGE;
  // Guard against float noise such as 3.0000000000000004 turning into 4.
  return Math.max(1, Math.ceil(Math.round(exact * 1e9) / 1e9));
}

/** Billed pages of one sheet holding `chars` characters on `areaA4` of paper (a CSV, a worksheet). */
export function sheetPages(chars: number, areaA4 = 1): number {
  return billPages({ sheets: 1, chars, perSheet: [{ chars, areaA4 }], ocrPages: [] });
}

/**
 * Budgets of one document (issue 16): how long parsing may take, and when a page is not worth OCR.
 * Each says why it is what it is. docs/decisions.md "Budgets and estimates" has the whole design.
 */

/** How the pages of a format are read, which decides what one page may cost in time. */
export type BudgetKind = 'ocr' | 'layout' | 'logical';

/**
 * Time one page may take, generously, since a budget must never refuse a good document on a busy
 * machine: a scan page is read more than once (enlarged, dark panels, a second language), and on a
 * shared 2-core machine running other suites single 200-dpi scan pages took 16–25 s (a 9-page scan
 * 102 s for 7 pages), so a PDF or image page gets 60 s; a logical page (a sheet, a word-processor
 * page) is a string operation, and 2 s leaves room for a slow reader of a large workbook.
 */
export const PAGE_BUDGET_MS: Record<BudgetKind, number> = { ocr: 60_000, layout: 60_000, logical: 2_000 };

/** What any document may take before its first page: loading pdfjs or Tesseract's model, unpacking the container, on a busy machine. */
export const BASE_BUDGET_MS = 60_000;

/**
 * No document's parse may take longer than this: it answers PARSING_ERROR (`reason: time_budget`)
 * before the pool's hard stop at 290 s kills the worker (src-main/host.ts JOB_TIMEOUT_MS), and the
 * rest of the pipeline still fits in the proxy's 300 s of a synchronous request (SPEC "Limits").
 */
export const MAX_PARSE_BUDGET_MS = 240_000;

/** The parse budget of a document of `pages` pages read as `kind`. */
export function parseBudgetMs(kind: BudgetKind, pages: number): number {
  return Math.min(MAX_PARSE_BUDGET_MS, BASE_BUDGET_MS + PAGE_BUDGET_MS[kind] * Math.max(1, pages));
}

/**
 * A page image whose grey levels span no more than this (of 255) carries no ink: paper tone and
 * sensor noise only. Such a page is not OCR'd (Tesseract finds nothing on it, at up to a second).
 */
export const BLANK_MAX_RANGE = 16;

/**
 * …nor is a page whose grey levels deviate less than this from their mean: a few specks of dust on a
 * white page. One short printed word on an A4 scan at 300 dpi (≈ 400 inked pixels of 8.7 M) already
 * gives about 1.7, so no page with a word on it is taken for blank.
 */
export const BLANK_MAX_STDEV = 0.5;

/**
 * A CSV up to this size is estimated exactly: read as the parser reads it (papaparse, the grid) and
 * its markdown counted without being built, in well under a second and a few tens of MB. A larger
 * one is estimated by a lower bound from one pass over its text (lib/sheets/estimate.ts), and the
 * parser counts again, stopping at the caller's ceiling.
 */
export const CSV_EXACT_ESTIMATE_MAX_BYTES = 4 * 1024 * 1024;

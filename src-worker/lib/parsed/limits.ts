import { AppError } from '../../../src-shared/contract/app-error';
import type { JobProgress } from '../../../src-shared/worker-protocol';
import type { BudgetKind } from '../../tuning/budgets';
import { parseBudgetMs } from '../../tuning/budgets';

/**
 * The two limits a parse runs under (issue 16): the caller's page ceiling and the time budget.
 * Both answer with the code the contract gives (PAYLOAD_TOO_LARGE, PARSING_ERROR), never a 500.
 */

/** The ceiling was passed: `pages` is the count, or what was counted before stopping (`atLeast`). */
export function overCeiling(pages: number, ceiling: number, atLeast: boolean): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `the document is ${atLeast ? 'at least ' : ''}${pages} pages; the plan allows ${ceiling} per document`, {
    pages, max_pages_per_document: ceiling,
  });
}

/** Throws `overCeiling` when `pages` passes `ceiling` (null or absent: no ceiling); `atLeast` when parsing stopped early. */
export function checkCeiling(pages: number, ceiling: number | null | undefined, atLeast = false): void {
  if (ceiling !== null && ceiling !== undefined && pages > ceiling) throw overCeiling(pages, ceiling, atLeast);
}

/**
 * Wraps a parser's progress callback so each call is also a checkpoint of the time budget: the
 * budget follows the page count the parser reports (`pagesTotal`), from the moment parsing began.
 * A parser reports before every page, so a document spends at most one page past its budget.
 */
export function budgeted(progress: (p: JobProgress) => void, kind: BudgetKind, now: () => number = Date.now): (p: JobProgress) => void {
  const started = now();
  return (p) => {
    const budgetMs = parseBudgetMs(kind, p.pagesTotal);
    const spent = now() - started;
    if (spent > budgetMs && p.pagesDone < p.pagesTotal) {
      throw new AppError('PARSING_ERROR', `reading the document took longer than its budget of ${Math.round(budgetMs / 1000)} s (${p.pagesDone} of ${p.pagesTotal} pages read)`, {
        reason: 'time_budget', stage: p.stage, budget_ms: budgetMs, pages_done: p.pagesDone, pages_total: p.pagesTotal,
      });
    }
    progress(p);
  };
}

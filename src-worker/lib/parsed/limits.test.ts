import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import { BASE_BUDGET_MS, MAX_PARSE_BUDGET_MS, PAGE_BUDGET_MS, parseBudgetMs } from '../../tuning/budgets';
import { budgeted, checkCeiling } from './limits';

describe('parseBudgetMs: the time a parse may take, by kind and pages', () => {
  it('grows with the pages from a base and stops at the cap', () => {
    assert.equal(parseBudgetMs('ocr', 1), BASE_BUDGET_MS + PAGE_BUDGET_MS.ocr);
    assert.equal(parseBudgetMs('logical', 10), BASE_BUDGET_MS + 10 * PAGE_BUDGET_MS.logical);
    assert.equal(parseBudgetMs('ocr', 0), parseBudgetMs('ocr', 1));
    assert.equal(parseBudgetMs('ocr', 2000), MAX_PARSE_BUDGET_MS);
    assert.ok(parseBudgetMs('logical', 5) < parseBudgetMs('ocr', 5));
  });
});

describe('budgeted: the budget checked at each page a parser reports', () => {
  it('passes progress through within the budget and refuses the next page past it with PARSING_ERROR time_budget', () => {
    let clock = 0;
    const seen: number[] = [];
    const progress = budgeted((p) => seen.push(p.pagesDone), 'ocr', () => clock);
    progress({ stage: 'ocr', pagesDone: 0, pagesTotal: 3 });
    clock = parseBudgetMs('ocr', 3) + 1;
    // The last report (all pages done) is never refused: the work is already spent.
    progress({ stage: 'ocr', pagesDone: 3, pagesTotal: 3 });
    assert.throws(() => progress({ stage: 'ocr', pagesDone: 2, pagesTotal: 3 }), (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'PARSING_ERROR');
      assert.deepEqual(err.details, { reason: 'time_budget', stage: 'ocr', budget_ms: parseBudgetMs('ocr', 3), pages_done: 2, pages_total: 3 });
      return true;
    });
    assert.deepEqual(seen, [0, 3]);
  });
});

describe('checkCeiling', () => {
  it('refuses past the ceiling with PAYLOAD_TOO_LARGE and the admission details; no ceiling refuses nothing', () => {
    assert.doesNotThrow(() => checkCeiling(20, 20));
    assert.doesNotThrow(() => checkCeiling(1e9, null));
    assert.throws(() => checkCeiling(21, 20, true), (err: unknown) => err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE'
      && JSON.stringify(err.details) === JSON.stringify({ pages: 21, max_pages_per_document: 20 }) && err.message.includes('at least 21'));
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { consistentSections } from './consistency';

const s = (first: number, last: number): { first: number; last: number; kind: null; confidence: number } => ({ first, last, kind: null, confidence: 0.9 });

describe('a splitter answer is checked before it is used', () => {
  it('consistent sections pass untouched, gaps (blank sheets) allowed', () => {
    assert.deepEqual(consistentSections([s(1, 2), s(4, 5)], 5), { sections: [s(1, 2), s(4, 5)], warnings: [] });
  });

  it('overlapping, backward and out-of-range sections are dropped with split_result_truncated (high)', () => {
    const out = consistentSections([s(1, 3), s(3, 4), s(6, 5), s(5, 9), s(5, 6)], 6);
    assert.deepEqual(out.sections, [s(1, 3), s(5, 6)]);
    assert.equal(out.warnings.length, 1);
    assert.equal(out.warnings[0]!.code, 'split_result_truncated');
    assert.equal(out.warnings[0]!.severity, 'high');
    assert.match(out.warnings[0]!.message, /dropped: 3–4, 6–5, 5–9$/);
  });
});

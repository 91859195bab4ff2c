import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { billPages, monthOf } from './billing';

const stats = (chars: number, perSheet: { chars: number; areaA4: number }[] = []) => ({ sheets: perSheet.length || null, chars, perSheet, ocrPages: [] });

describe('billPages (SPEC "Billing")', () => {
  it('text: characters / 2000 rounded up, at least one page', () => {
    assert.equal(billPages(stats(0)), 1);
    assert.equal(billPages(stats(1)), 1);
    assert.equal(billPages(stats(2000)), 1);
    assert.equal(billPages(stats(2001)), 2);
    assert.equal(billPages(stats(6000)), 3);
  });
  it('per sheet the larger of characters/2000 and area in A4 units, summed then rounded up', () => {
    assert.equal(billPages(stats(100, [{ chars: 100, areaA4: 1 }])), 1);
    assert.equal(billPages(stats(0, [{ chars: 0, areaA4: 2 }])), 2); // A3
    assert.equal(billPages(stats(0, [{ chars: 0, areaA4: 4 }, { chars: 0, areaA4: 8 }])), 12); // A2 + A1
    assert.equal(billPages(stats(7500, [{ chars: 2500, areaA4: 1 }, { chars: 2500, areaA4: 1 }, { chars: 2500, areaA4: 1 }])), 4);
    assert.equal(billPages(stats(9000, [{ chars: 9000, areaA4: 1 }])), 5);
  });
  it('float noise does not add a page', () => {
    assert.equal(billPages(stats(0, [{ chars: 0, areaA4: 0.1 }, { chars: 0, areaA4: 0.2 }, { chars: 0, areaA4: 0.7 }])), 1);
  });
  it('months are UTC calendar months', () => {
    assert.equal(monthOf(new Date('2026-12-31T23:59:59Z')), '2026-12');
    assert.equal(monthOf(new Date('2027-01-01T00:00:00Z')), '2027-01');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run } from './test-helpers';

/** A statement laid out as an outline (x, y in points), the way AWS prints its bill. */
const statement = (lines: [string, number, string | null][]): [string, number, number][] => lines.flatMap(([name, x, amount], i) => {
  const y = 100 + i * 15;
  const words: [string, number, number][] = [];
  let at = x;
  for (const w of name.split(' ')) { words.push([w, at, y]); at += w.length * 5 + 4; }
  if (amount) words.push([amount, 540 - amount.length * 5, y]);
  return words;
});

describe('built-in extractor: items of an outline with no table', () => {
  it('takes the lines of one indent that have their own lines under them, not a summary\'s single line', async () => {
    const r = await run('', 'invoice', [['Invoice', 40, 40], ['42183017', 90, 40], ...statement([
      ['Summary', 40, null],
      ['AWS Service Charges', 50, '$4.11'], ['Charges', 60, '$4.11'], ['Tax *', 60, '$0.00'],
      ['Total for this invoice', 40, '$4.11'],
      ['Detail', 40, null],
      ['AWS Data Transfer', 50, '$0.01'], ['Charges', 60, '$0.01'], ['VAT **', 60, '$0.00'],
      ['Amazon Glacier', 50, '$2.22'], ['Charges', 60, '$2.22'], ['VAT **', 60, '$0.00'],
    ])]);
    assert.deepEqual(items(r).map((i) => [i.name, i.amount_gross, i.vat_amount]), [['AWS Data Transfer', 0.01, 0], ['Amazon Glacier', 2.22, 0]]);
  });

  it('finds no items in lines of labels and amounts without children', async () => {
    const r = await run('', 'invoice', [['Invoice', 40, 40], ['7', 90, 40], ...statement([
      ['Subtotal', 50, '$10.00'], ['Shipping', 50, '$2.00'], ['Handling', 50, '$1.00'],
    ])]);
    assert.deepEqual(items(r), []);
  });
});

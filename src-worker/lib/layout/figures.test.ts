import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAmountFigure, isDataRow, isFigure } from './figures';

describe('figures in table cells', () => {
  it('reads amounts grouped by spaces, dots, commas and the Swiss apostrophe as figures', () => {
    for (const t of ['1 200,50', '1.200,50', '1,200.50', "4'008.45", '1’266.18', '-32,16', '(12.00)', '20%', '5']) assert.ok(isFigure(t), t);
    for (const t of ['E535-74', 'l\'eau', 'Pkg.', '5W-40', 'A4']) assert.ok(!isFigure(t), t);
  });

  it('a figure with its currency beside it is an amount; a row of two such is data', () => {
    for (const t of ['£20.08', '450,24 EUR', '€ 12.00', '12,50 руб.', '3118,27 ₽']) assert.ok(isAmountFigure(t), t);
    assert.ok(!isAmountFigure('EUR pallet'));
    assert.ok(isDataRow(['Consulting services', '162.4', 'h', '£20.08', '£3,260.99']));
    assert.ok(!isDataRow(['Product', 'Quantity', 'Unit', 'Rate £', 'Net amount']));
  });
});

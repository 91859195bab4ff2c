import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run } from './test-helpers';

/** An items table as OCR gives it (a scanned page), or as a text layer does. */
async function rows(header: string[], body: string[][], ocr: boolean): Promise<unknown[][]> {
  const table = [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...body.map((r) => `| ${r.join(' | ')} |`)];
  // Placed words make the page an OCR page; without them the text is a text layer's.
  const r = ocr ? await run(table, 'invoice', [['Rechnung', 40, 20], ['Nr.', 100, 20], ['7', 120, 20]], true) : await run(['Rechnung Nr. 7', '', ...table], 'invoice');
  return items(r).map((i) => [i.quantity, i.price, i.amount ?? i.amount_net]);
}

describe('a scanned figure whose decimal separator OCR lost', () => {
  it('is repaired where putting it back makes quantity × price the amount, in one figure only', async () => {
    const got = await rows(['Bezeichnung', 'Menge', 'Preis', 'Betrag'], [
      ['Kaffee Crema', '1292', '8,97', '1158,92'], // quantity 129,2
      ['Kupferdraht', '379', '14,73', '558,27'], // quantity 37,9
      ['Druckerpatrone', '8', '46750', '3740,00'], // price 467,50
      ['Netzwerkswitch', '35', '11,98', '41921'], // amount 419,21 (rounded: 35 × 11,98 = 419,30, within half a percent)
    ], true);
    assert.deepEqual(got, [[129.2, 8.97, 1158.92], [37.9, 14.73, 558.27], [8, 467.5, 3740], [35, 11.98, 419.21]]);
  });

  it('is read the other way where OCR took a decimal comma before three places for a thousands point', async () => {
    const got = await rows(['Наименование', 'Кол-во', 'Цена', 'Сумма'], [
      ['Монитор 24" IPS Full HD', '287.000', '49,83', '14 301,21'], // 287,000 pieces
      ['Перчатки нитриловые', '6,000', '686,89', '4 121,34'],
      ['Кабель ВВГнг', '35,460', '47,30', '1 677,26'],
    ], true);
    assert.deepEqual(got, [[287, 49.83, 14301.21], [6, 686.89, 4121.34], [35.46, 47.3, 1677.26]]);
  });

  it('is left as read where the product holds already, where two repairs would fit, or where a separator is printed', async () => {
    const got = await rows(['Description', 'Qty', 'Price', 'Amount'], [
      ['Bolts', '12', '2.50', '30.00'], // holds
      ['Cable', '100', '100', '100'], // 10 × 10 or 1 × 100: two repairs fit
      ['Gloves', '2.5', '4.00', '99.00'], // every figure printed with its separator
    ], true);
    assert.deepEqual(got, [[12, 2.5, 30], [100, 100, 100], [2.5, 4, 99]]);
  });

  it('is never repaired on a text layer, where a product that misses is a discount or a price per unit of ten', async () => {
    const got = await rows(['Description', 'Qty', 'Price', 'Amount'], [['Screws per 10', '10', '5.00', '5.00'], ['Kaffee Crema', '1292', '8.97', '1158.92']], false);
    assert.deepEqual(got, [[10, 5, 5], [1292, 8.97, 1158.92]]);
  });
});

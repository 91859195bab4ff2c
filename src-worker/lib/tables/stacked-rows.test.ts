import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import type { CellDraft } from './stacked-rows';
import { splitStackedRows } from './stacked-rows';

let n = 0;
const word = (text: string, x: number, y: number): TextItem & { box: Box } => ({ id: `w${n++}`, text, box: [x, y, x + text.length * 4, y + 8], fontSize: 8, eol: false });
const cell = (row: number, col: number, items: (TextItem & { box: Box })[], rowSpan = 1): CellDraft => ({ row, col, rowSpan, colSpan: 1, items });
const texts = (d: CellDraft[]): string[][] => {
  const rows = Math.max(...d.map((c) => c.row)) + 1;
  return Array.from({ length: rows }, (_, r) => d.filter((c) => c.row === r).sort((a, b) => a.col - b.col).map((c) => c.items.map((i) => i.text).join(' ')));
};

describe('splitStackedRows', () => {
  it('a grid row ruled between columns only is one row per figure line; a wrapped name stays with its figures', () => {
    for (const pitch of [12, 14.5]) {
      const y = (i: number): number => 100 + i * pitch;
      const drafts = [
        cell(0, 0, [word('Name', 10, 80)]), cell(0, 1, [word('Qty', 200, 80)]), cell(0, 2, [word('Amount', 260, 80)]),
        cell(1, 0, [word('Gloves', 10, y(0)), word('Chair,', 10, y(1)), word('ergonomic', 10, y(2)), word('Toner', 10, y(3))]),
        cell(1, 1, [word('10', 200, y(0)), word('7', 200, y(1)), word('2', 200, y(3))]),
        cell(1, 2, [word('5660.00', 260, y(0)), word('7525.77', 260, y(1)), word('1132.66', 260, y(3))]),
        cell(2, 0, [word('Total', 10, 180)]), cell(2, 1, []), cell(2, 2, [word('14318.43', 260, 180)]),
      ];
      const out = splitStackedRows(drafts, 3);
      assert.equal(out.nRows, 5);
      assert.deepEqual(texts(out.drafts), [['Name', 'Qty', 'Amount'], ['Gloves', '10', '5660.00'], ['Chair, ergonomic', '7', '7525.77'], ['Toner', '2', '1132.66'], ['Total', '', '14318.43']]);
    }
  });

  it('a header holding the first item row (the rule under it lost) is cut above that row, in any language', () => {
    for (const [name, qty, amount, item] of [['Désignation', 'Qté', 'Montant', 'Câble électrique'], ['Description', 'Qty', 'Amount', 'Copper wire'], ['Наименование', 'Кол-во', 'Сумма', 'Кабель ВВГнг']]) {
      const drafts = [
        cell(0, 0, [word(name as string, 10, 80), word(item as string, 10, 93)]), cell(0, 1, [word(qty as string, 200, 80), word('10', 200, 93)]),
        cell(0, 2, [word(amount as string, 260, 80), word('8050,00', 260, 93)]),
        cell(1, 0, [word('Chair', 10, 110)]), cell(1, 1, [word('9', 200, 110)]), cell(1, 2, [word('13338,86', 260, 110)]),
      ];
      const out = splitStackedRows(drafts, 2);
      assert.deepEqual(texts(out.drafts), [[name, qty, amount], [item, '10', '8050,00'], ['Chair', '9', '13338,86']]);
    }
  });

  it('leaves a header alone whose second lines are years or words, or whose figures are not level', () => {
    const years = [cell(0, 0, [word('Item', 10, 80)]), cell(0, 1, [word('Amount', 200, 80), word('2023', 200, 93)]), cell(0, 2, [word('Amount', 260, 80), word('2024', 260, 93)]),
      cell(1, 0, [word('Rent', 10, 110)]), cell(1, 1, [word('100.00', 200, 110)]), cell(1, 2, [word('120.00', 260, 110)])];
    assert.equal(splitStackedRows(years, 2).nRows, 2);
    const words = [cell(0, 0, [word('Item', 10, 80)]), cell(0, 1, [word('Unit', 200, 80), word('price', 200, 93)]), cell(0, 2, [word('Amount', 260, 80), word('(EUR)', 260, 93)])];
    assert.equal(splitStackedRows(words, 1).nRows, 1);
    const offset = [cell(0, 0, [word('Item', 10, 80)]), cell(0, 1, [word('Qty', 200, 80), word('10', 200, 93)]), cell(0, 2, [word('Amount', 260, 80), word('Total', 260, 93), word('8050,00', 260, 106)])];
    assert.equal(splitStackedRows(offset, 1).nRows, 1);
  });

  it('leaves rows alone with one stacked figure column, figures not level, or a merged cell across them', () => {
    const labels = cell(0, 0, [word('Net', 10, 100), word('VAT', 10, 112), word('Total', 10, 124)]);
    const one = [labels, cell(0, 1, [word('100.00', 200, 100), word('20.00', 200, 112), word('120.00', 200, 124)])];
    assert.equal(splitStackedRows(one, 1).nRows, 1);
    const offset = [cell(0, 0, [word('A', 10, 100)]), cell(0, 1, [word('1', 200, 100), word('2', 200, 112)]), cell(0, 2, [word('5.00', 260, 105), word('6.00', 260, 117)])];
    assert.equal(splitStackedRows(offset, 1).nRows, 1);
    const merged = [cell(0, 0, [word('Side', 10, 100)], 2), cell(0, 1, [word('1', 200, 100), word('2', 200, 112)]), cell(0, 2, [word('5.00', 260, 100), word('6.00', 260, 112)]),
      cell(1, 1, [word('3', 200, 130)]), cell(1, 2, [word('7.00', 260, 130)])];
    assert.equal(splitStackedRows(merged, 2).nRows, 2);
  });

  it('a narrow column that wraps each figure at a thousands group keeps its row whole', () => {
    const cases: [string, string, string, string][] = [['13', '566,84', '2', '713,37'], ['1 213', '566.84', '242', '713.37'], ['7', '2', '13', '566,84']];
    for (const [a, b, c, d] of cases) {
      const drafts = [cell(0, 0, [word('Кабель ВВГнг-LS 3х2,5', 10, 100)]), cell(0, 1, [word(a, 200, 100), word(b, 200, 112)]), cell(0, 2, [word(c, 260, 100), word(d, 260, 112)])];
      assert.equal(splitStackedRows(drafts, 1).nRows, 1, `${a} ${b}`);
    }
    // Figures that are whole each ("10" over "308", "5660.00" over "7525.77") are rows.
    const rows = [cell(0, 0, [word('A', 10, 100), word('B', 10, 112)]), cell(0, 1, [word('10', 200, 100), word('308', 200, 112)]), cell(0, 2, [word('5660.00', 260, 100), word('7525.77', 260, 112)])];
    assert.equal(splitStackedRows(rows, 1).nRows, 2);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../src-shared/document/geometry';
import type { Page, TableCell, TextItem } from '../../../src-shared/document/model';
import { groupLines } from '../layout/lines';
import type { Grid } from '../rulings/grid';
import { detectTables } from './index';
import { joinCellLines, repairFigureColumns, ruledTables } from './ruled';
import { withLines } from '../layout/lines';

/** OCR-like words: one item per word, in points. */
function words(list: [string, number, number][]): TextItem[] {
  return list.map(([text, x, y], i) => ({ id: `w${i}`, text, box: [x, y, x + text.length * 5, y + 9] as Box, fontSize: 9, eol: false, ocrConfidence: 90 }));
}

const page = (items: TextItem[]): Page => withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'ocr', items });

/** Three columns, a header row and two data rows; the header's last two cells are one merged cell. */
const GRID: Grid = {
  skew: 0, xs: [50, 100, 300, 400], ys: [100, 130, 150, 170],
  cells: [
    { row: 0, col: 0, rowSpan: 1, colSpan: 1 }, { row: 0, col: 1, rowSpan: 1, colSpan: 2 },
    { row: 1, col: 0, rowSpan: 1, colSpan: 1 }, { row: 1, col: 1, rowSpan: 1, colSpan: 1 }, { row: 1, col: 2, rowSpan: 1, colSpan: 1 },
    { row: 2, col: 0, rowSpan: 1, colSpan: 1 }, { row: 2, col: 1, rowSpan: 1, colSpan: 1 }, { row: 2, col: 2, rowSpan: 1, colSpan: 1 },
  ],
};

describe('drawn tables', () => {
  it('puts each word into the cell its centre falls in, merged cells included; words outside stay lines', () => {
    const items = words([
      ['№', 60, 105], ['Товар', 150, 105], ['и', 190, 105], ['цена', 200, 105], ['сумма', 210, 117],
      ['1', 60, 135], ['Бумага', 110, 135], ['офисная', 150, 135], ['450,00', 320, 135],
      ['2', 60, 155], ['Папка', 110, 155], ['18,50', 320, 155],
      ['Итого', 60, 200],
    ]);
    const p = page(items);
    const found = detectTables(p, groupLines(items), 't', [GRID]);
    assert.equal(found.tables.length, 1);
    const t = found.tables[0]!;
    assert.equal(t.nRows, 3);
    assert.equal(t.nCols, 3);
    const at = (r: number, c: number): TableCell | undefined => t.cells.find((x) => x.row === r && x.col === c);
    assert.equal(at(0, 1)?.colSpan, 2);
    assert.equal(at(0, 1)?.text, 'Товар и цена сумма');
    assert.equal(at(1, 1)?.text, 'Бумага офисная');
    assert.equal(at(2, 2)?.text, '18,50');
    assert.deepEqual(found.remainingLines.map((l) => l.text), ['Итого']);
  });

  it('drawn and undrawn tables of a page come in reading order', () => {
    // An undrawn table of aligned words above the drawn grid (which starts at y = 100).
    const above = words([['Code', 60, 30], ['Name', 200, 30], ['Qty', 330, 30], ['A1', 60, 44], ['Bolt', 200, 44], ['5', 330, 44],
      ['A2', 60, 58], ['Nut', 200, 58], ['7', 330, 58], ['A3', 60, 72], ['Pin', 200, 72], ['9', 330, 72]]);
    const inGrid = words([['1', 60, 135], ['Бумага', 110, 135], ['450,00', 320, 135]]).map((w, i) => ({ ...w, id: `g${i}` }));
    const items = [...above, ...inGrid];
    const found = detectTables(page(items), groupLines(items), 't', [GRID]);
    assert.equal(found.tables.length, 2);
    assert.deepEqual(found.tables.map((t) => t.box?.[1] !== undefined && t.box[1] < 100), [true, false], 'the upper table first');
  });

  it('an undrawn table beside a drawn grid keeps its rows on a skewed scan: its words are levelled by the skew', () => {
    // Rows rising 3 pt every 100 pt to the right (skew −0.03): the figures at the right of a row stand
    // as high as the row above at the left. A drawn totals box below (GRID) is read first.
    const skew = -0.03;
    const at = (text: string, x: number, y: number): [string, number, number] => [text, x, y + x * skew];
    const above = words([at('Code', 60, 30), at('Name', 140, 30), at('Qty', 400, 30), at('Amount', 480, 30),
      at('A1', 60, 44), at('Bolt', 140, 44), at('5', 400, 44), at('11,50', 480, 44),
      at('A2', 60, 58), at('Nut', 140, 58), at('7', 400, 58), at('2,10', 480, 58),
      at('A3', 60, 72), at('Pin', 140, 72), at('9', 400, 72), at('0,90', 480, 72)]);
    const inGrid = words([['1', 60, 135], ['Бумага', 110, 135], ['450,00', 320, 135]]).map((w, i) => ({ ...w, id: `g${i}` }));
    const items = [...above, ...inGrid];
    const found = detectTables(page(items), groupLines(items, skew), 't', [GRID], skew);
    const undrawn = found.tables.find((t) => t.cells.some((c) => c.text === 'Bolt'));
    assert.ok(undrawn);
    const rows = Array.from({ length: undrawn.nRows }, (_, r) => undrawn.cells.filter((c) => c.row === r).sort((a, b) => a.col - b.col).map((c) => c.text).filter(Boolean).join(' | '));
    assert.deepEqual(rows, ['Code | Name | Qty | Amount', 'A1 | Bolt | 5 | 11,50', 'A2 | Nut | 7 | 2,10', 'A3 | Pin | 9 | 0,90']);
  });

  it('follows the skew of the page: a word is placed in straightened coordinates', () => {
    // Turned by 1°: at x = 320 the rows sit 320·tan(1°) ≈ 5.6 pt lower than at the left edge.
    const skew = Math.tan(Math.PI / 180);
    const items = words([['450,00', 320, 135 + 5.6], ['Бумага', 110, 135 + 1.9]]);
    const t = ruledTables(page(items), [{ ...GRID, skew }], 't').tables[0]!;
    assert.equal(t.cells.find((c) => c.row === 1 && c.col === 2)?.text, '450,00');
    assert.equal(t.cells.find((c) => c.row === 1 && c.col === 1)?.text, 'Бумага');
  });

  it('joins the lines of a cell; a number and hyphen runs on into the next line', () => {
    assert.equal(joinCellLines(['КПБ 2-', 'спальный']), 'КПБ 2-спальный');
    assert.equal(joinCellLines(['Коли-', 'чество']), 'Коли- чество');
    assert.equal(joinCellLines(['Одеяло "Микрофибра-', 'Бамбук"']), 'Одеяло "Микрофибра-Бамбук"');
    assert.equal(joinCellLines(['Сумма с', 'учетом НДС']), 'Сумма с учетом НДС');
    assert.equal(joinCellLines(['Масло моторное 5W-', '40 синтетическое']), 'Масло моторное 5W-40 синтетическое');
    assert.equal(joinCellLines(['Бумага А4 80 г/', 'м², 500 листов']), 'Бумага А4 80 г/м², 500 листов');
    assert.equal(joinCellLines(['Kabel NYM-', 'J 3x1,5']), 'Kabel NYM-J 3x1,5');
    assert.equal(joinCellLines(['无线鼠标 黑色，颜色：深灰，国产，按采购订单', '执行']), '无线鼠标 黑色，颜色：深灰，国产，按采购订单执行', 'Chinese runs on with no space');
    assert.equal(joinCellLines(['铜芯电线 2.5', '平方']), '铜芯电线 2.5 平方', 'a figure before Chinese keeps its space');
    assert.equal(joinCellLines(['Consulting services, for the period 1–', '31 of the billing month']), 'Consulting services, for the period 1–31 of the billing month');
    assert.equal(joinCellLines(['Услуги за период 1–', '31 число месяца']), 'Услуги за период 1–31 число месяца');
    assert.equal(joinCellLines(['Paket 3 –', 'Premium']), 'Paket 3 – Premium', 'a dash between words keeps its spaces');
  });

  it('reads look-alike letters as digits only in a column of figures', () => {
    const cell = (row: number, col: number, text: string): TableCell => ({ row, col, rowSpan: 1, colSpan: 1, text, header: row === 0, itemIds: [], box: null });
    const figures = ['1', 'i', '2', '1O', '3', '4', '5', '6', 'RP'];
    const cells = [cell(0, 0, 'Кол-во'), ...figures.map((t, i) => cell(i + 1, 0, t)),
      cell(1, 1, 'Бумага'), cell(2, 1, 'Папка'), cell(3, 1, 'Ролик'), cell(4, 1, 'Кнопки'), cell(5, 1, 'Клей'), cell(6, 1, 'Нож')];
    repairFigureColumns(cells);
    assert.deepEqual(cells.filter((c) => c.col === 0).map((c) => c.text), ['Кол-во', '1', '1', '2', '10', '3', '4', '5', '6', 'RP']);
    assert.deepEqual(cells.filter((c) => c.col === 1).map((c) => c.text), ['Бумага', 'Папка', 'Ролик', 'Кнопки', 'Клей', 'Нож'], 'a column of words keeps its letters');
  });
});

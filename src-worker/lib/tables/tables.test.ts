import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../src-shared/document/geometry';
import type { Page, Table, TextItem } from '../../../src-shared/document/model';
import { groupLines } from '../layout/lines';
import { detectTables } from './index';
import { mergeContinuedTables } from './merge';
import { withLines } from '../layout/lines';

/** Items laid out like a PDF text layer: one item per cell, 10 pt text, rows 14 pt apart. */
function page(rows: string[][], opts: { top?: number; colX?: number[]; no?: number } = {}): Page {
  const colX = opts.colX ?? [50, 200, 330, 450];
  const items: TextItem[] = [];
  rows.forEach((cells, r) => cells.forEach((text, c) => {
    if (!text) return;
    const y = (opts.top ?? 100) + r * 14;
    const x = colX[c] ?? 0;
    const box: Box = [x, y, x + text.length * 5, y + 10];
    items.push({ id: `i${r}_${c}`, text, box, fontSize: 10, eol: c === cells.length - 1 });
  }));
  return withLines({ no: opts.no ?? 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

const GRID = [['№', 'Наименование', 'Кол-во', 'Цена'], ['1', 'Бумага офисная', '100', '450,00'], ['2', 'Картридж', '5', '3 200,00'], ['3', 'Папка', '20', '180,50']];

describe('detectTables', () => {
  it('finds an unruled table from aligned cells, header first', () => {
    const p = page(GRID);
    const found = detectTables(p, groupLines(p.items), 't');
    assert.equal(found.tables.length, 1);
    const t = found.tables[0] as Table;
    assert.equal(t.nRows, 4);
    assert.equal(t.nCols, 4);
    assert.equal(t.cells.find((c) => c.row === 2 && c.col === 3)?.text, '3 200,00');
    assert.ok(t.cells.filter((c) => c.row === 0).every((c) => c.header));
    assert.equal(found.remainingLines.length, 0);
    assert.equal(found.blocks[0]?.kind, 'table');
  });
  it('leaves prose alone', () => {
    const p = page([['Настоящий договор заключён между сторонами'], ['и действует до полного исполнения обязательств.'], ['Споры решаются в суде.']]);
    assert.equal(detectTables(p, groupLines(p.items), 't').tables.length, 0);
  });
  it('a single-cell line inside a table continues the row above', () => {
    const p = page([...GRID.slice(0, 2), ['', 'формата А4', '', ''], ...GRID.slice(2)]);
    const t = detectTables(p, groupLines(p.items), 't').tables[0] as Table;
    assert.equal(t.nRows, 4);
    assert.equal(t.cells.find((c) => c.row === 1 && c.col === 1)?.text, 'Бумага офисная формата А4');
  });
});

describe('mergeContinuedTables', () => {
  it('a table at the bottom of one page and the top of the next is one table; a repeated header is dropped', () => {
    const first = page(GRID, { top: 700 });
    const second = page([GRID[0] as string[], ['4', 'Скрепки', '50', '12,00'], ['5', 'Ручка', '10', '35,00'], ['6', 'Блокнот', '3', '99,00']], { top: 60, no: 2 });
    const a = detectTables(first, groupLines(first.items), 'a').tables;
    const b = detectTables(second, groupLines(second.items), 'b').tables;
    assert.equal(a[0]?.edges?.bottom, true);
    assert.equal(b[0]?.edges?.top, true);
    const aliases = new Map<string, string>();
    const merged = mergeContinuedTables([...a, ...b], aliases);
    assert.equal(merged.length, 1);
    assert.deepEqual(merged[0]?.pages, [1, 2]);
    assert.equal(merged[0]?.nRows, 7);
    assert.equal(merged[0]?.cells.find((c) => c.row === 6 && c.col === 1)?.text, 'Блокнот');
    assert.equal(aliases.get(b[0]?.id ?? ''), a[0]?.id);
  });
  it('tables with different columns stay apart', () => {
    const first = page(GRID, { top: 700 });
    const second = page([['A', 'B', 'C'], ['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']], { top: 60, no: 2, colX: [50, 250, 450] });
    const tables = [...detectTables(first, groupLines(first.items), 'a').tables, ...detectTables(second, groupLines(second.items), 'b').tables];
    assert.equal(mergeContinuedTables(tables, new Map()).length, 2);
  });
});

/** Items placed by hand: [text, x, y], 10 pt text, 5 pt a character. */
function placed(cells: [string, number, number][]): Page {
  const items: TextItem[] = cells.map(([text, x, y], i) => ({ id: `p${i}`, text, box: [x, y, x + text.length * 5, y + 10] as Box, fontSize: 10, eol: false }));
  return withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items });
}

/** A parties block in two columns whose lines run over the items' gutters, a blank line, then the items. */
function partiesOverItems(words: { parties: [string, string][]; header: string[]; rows: string[][]; wrap?: string }): Page {
  const colX = [50, 70, 260, 320, 380, 470];
  const cells: [string, number, number][] = [];
  words.parties.forEach(([a, b], r) => { cells.push([a, 50, 60 + r * 14]); cells.push([b, 290, 60 + r * 14]); });
  const top = 60 + words.parties.length * 14 + 26;
  words.header.forEach((h, c) => cells.push([h, colX[c] as number, top]));
  words.rows.forEach((row, r) => row.forEach((t, c) => { if (t) cells.push([t, colX[c] as number, top + (r + 1) * 14]); }));
  if (words.wrap) cells.push([words.wrap, 70, top + words.rows.length * 14 + 11]);
  return placed(cells);
}

describe('a table set apart from the block above it', () => {
  const cases = [
    { parties: [['Supplier', 'Customer'], ['Summit Foods Limited', 'Oak Partners Ltd'], ['191 Mill Road', '192 Station Lane London'], ['VAT ID: IE8244592Y', 'VAT ID: GB115964636']] as [string, string][],
      header: ['#', 'Product', 'Unit', 'Qty', 'Price', 'Total'], rows: [['1', 'Safety gloves', 'pair', '1', '450,24', '450,24'], ['2', 'Toner TN-2420', 'pcs', '4', '1 438,37', '5 753,48'], ['3', 'Safety gloves, size L,', 'pair', '263', '38,34', '10 083,42']],
      wrap: 'including testing' },
    { parties: [['Поставщик', 'Покупатель'], ['ООО «Северный Ветер»', 'ПАО «Технотрейд» Москва'], ['ИНН 5245533132', 'ИНН 5260828028']] as [string, string][],
      header: ['№', 'Товар', 'Ед.', 'Кол-во', 'Цена', 'Сумма'], rows: [['1', 'Бумага офисная', 'пач', '10', '450,00', '4 500,00'], ['2', 'Картридж', 'шт', '5', '3 200,00', '16 000,00'], ['3', 'Папка', 'шт', '20', '180,50', '3 610,00']],
      wrap: 'с зажимом' },
    { parties: [['Verkäufer', 'Käufer'], ['Müller Bau GmbH', 'Schmidt Handel AG Berlin'], ['Hauptstraße 5', 'Lindenweg 12 10115 Berlin']] as [string, string][],
      header: ['Pos', 'Artikel', 'Einh.', 'Menge', 'Preis', 'Betrag'], rows: [['1', 'Holzpalette', 'Stk', '2', '12,00', '24,00'], ['2', 'Schrauben M8', 'Pck', '10', '3,50', '35,00'], ['3', 'Kabel NYM', 'm', '100', '1,20', '120,00']] },
  ];
  for (const c of cases) {
    it(`keeps the items' columns apart from a parties block over them (${c.header[1]})`, () => {
      const p = partiesOverItems(c);
      const found = detectTables(p, p.lines, 't');
      const items = found.tables.find((t) => t.cells.some((cell) => cell.text === c.header[3])) as Table;
      assert.ok(items, 'an items table');
      assert.equal(items.nCols, 6, 'every column of the items on its own');
      assert.deepEqual(items.cells.filter((cell) => cell.row === 0).map((cell) => cell.text), c.header);
      assert.ok(!items.cells.some((cell) => cell.text === c.parties[1]?.[0]), 'the parties are not rows of the items');
      const last = items.cells.filter((cell) => cell.row === items.nRows - 1).map((cell) => cell.text);
      assert.equal(last[1], c.wrap ? `${c.rows[2]?.[1]} ${c.wrap}` : c.rows[2]?.[1], 'the last name keeps its wrapped line');
    });
  }

  it('a header of two rows over its figures, and a numbering row, stay one table', () => {
    const colX = [50, 70, 260, 320, 380, 470];
    const cells: [string, number, number][] = [];
    ['№', 'Товар', 'Единица', 'Количество', 'Цена', 'Сумма'].forEach((t, c) => cells.push([t, colX[c] as number, 100]));
    ['', 'наименование', 'изм.', 'мест', 'руб.', 'руб.'].forEach((t, c) => { if (t) cells.push([t, colX[c] as number, 114]); });
    ['1', '2', '3', '4', '5', '6'].forEach((t, c) => cells.push([t, colX[c] as number, 128]));
    [['1', 'Бумага', 'пач', '10', '450,00', '4 500,00'], ['2', 'Картридж', 'шт', '5', '3 200,00', '16 000,00']].forEach((row, r) => row.forEach((t, c) => cells.push([t, colX[c] as number, 142 + r * 14])));
    const p = placed(cells);
    const found = detectTables(p, p.lines, 't');
    assert.equal(found.tables.length, 1);
    assert.equal(found.tables[0]?.nRows, 5);
  });
});

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

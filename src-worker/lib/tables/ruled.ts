import { boxUnion } from '../../../src-shared/document/geometry';
import type { Box } from '../../../src-shared/document/geometry';
import type { Block, Page, Table, TableCell, TextItem } from '../../../src-shared/document/model';
import { isFigure, isFigureColumn } from '../layout/figures';
import { groupLines } from '../layout/lines';
import { fromSheared, toSheared } from '../rulings/find';
import type { Grid } from '../rulings/grid';
import { splitStackedRows } from './stacked-rows';

/**
 * Tables whose cells are drawn: the words of the page are put into the cells of each grid (in page
 * points) by where their centres fall. The printed borders say which words share a cell, so a
 * scan's table reads right even where OCR has garbled the header or the words do not line up.
 */
export interface RuledTables {
  tables: Table[];
  blocks: Block[];
  /** Items placed in some table's cell. */
  used: Set<string>;
}

export function ruledTables(page: Page, grids: readonly Grid[], idPrefix: string): RuledTables {
  splitAtBorders(page, grids);
  const tables: Table[] = [];
  const blocks: Block[] = [];
  const used = new Set<string>();
  for (const grid of grids) {
    const anchorOf = anchors(grid);
    const inCell = new Map<number, (TextItem & { box: Box })[]>();
    for (const item of page.items) {
      if (!item.box || used.has(item.id) || item.text.trim() === '') continue;
      const [x, y] = toSheared((item.box[0] + item.box[2]) / 2, (item.box[1] + item.box[3]) / 2, grid.skew);
      const col = bandOf(grid.xs, x);
      const row = bandOf(grid.ys, y);
      if (col < 0 || row < 0) continue;
      const cell = anchorOf[row * (grid.xs.length - 1) + col] as number;
      const list = inCell.get(cell) ?? [];
      list.push(item as TextItem & { box: Box });
      inCell.set(cell, list);
      used.add(item.id);
    }
    if (inCell.size === 0) continue;
    const id = `${idPrefix}p${page.no}r${tables.length}`;
    const split = splitStackedRows(grid.cells.map((c, i) => ({ row: c.row, col: c.col, rowSpan: c.rowSpan, colSpan: c.colSpan, items: inCell.get(i) ?? [] })), grid.ys.length - 1);
    const cells: TableCell[] = split.drafts.map((c) => {
      const text = joinCellLines(groupLines(c.items).map((l) => l.text));
      return { row: c.row, col: c.col, rowSpan: c.rowSpan, colSpan: c.colSpan, text, header: c.row === 0,
        itemIds: c.items.map((it) => it.id), box: c.items.length ? c.items.map((it) => it.box).reduce(boxUnion) : null };
    });
    repairFigureColumns(cells);
    const box = gridBox(grid);
    tables.push({ id, pages: [page.no], nRows: split.nRows, nCols: grid.xs.length - 1, cells, box });
    blocks.push({ page: page.no, text: '', box, kind: 'table', tableId: id });
  }
  return { tables, blocks, used };
}

/**
 * A text run that crosses a drawn cell border holds two cells' text: PDF producers and pdfjs join
 * the runs of neighbouring cells set close together ("1 Деревянная игрушка" of a number cell flush
 * against a name cell). Such an item is split at the space nearest the border (its characters
 * taken as equally wide), and the page's items get the two parts in its place; a run with no space
 * near the border (a word overflowing its cell) stays whole.
 */
function splitAtBorders(page: Page, grids: readonly Grid[]): void {
  const out: TextItem[] = [];
  for (const item of page.items) {
    const box = item.box;
    if (!box || !item.text.includes(' ')) { out.push(item); continue; }
    const centre = (g: Grid): [number, number] => toSheared((box[0] + box[2]) / 2, (box[1] + box[3]) / 2, g.skew);
    const grid = grids.find((g) => { const [cx, cy] = centre(g); return bandOf(g.ys, cy) >= 0 && cx >= (g.xs[0] as number) && cx <= (g.xs[g.xs.length - 1] as number); });
    if (!grid) { out.push(item); continue; }
    const perChar = (box[2] - box[0]) / item.text.length;
    const cuts: number[] = [];
    for (const x of grid.xs) {
      if (x <= box[0] + perChar || x >= box[2] - perChar) continue;
      const at = (x - box[0]) / perChar;
      const space = nearestSpace(item.text, at, BORDER_SPLIT_CHARS);
      if (space !== null && !cuts.includes(space)) cuts.push(space);
    }
    if (cuts.length === 0) { out.push(item); continue; }
    let from = 0;
    [...cuts.sort((a, b) => a - b), item.text.length].forEach((to, k) => {
      const text = item.text.slice(from, to).trim();
      if (text) out.push({ ...item, id: `${item.id}s${k}`, text, box: [box[0] + from * perChar, box[1], box[0] + to * perChar, box[3]] });
      from = to + 1;
    });
  }
  page.items.splice(0, page.items.length, ...out);
}

/** A border this many characters from a space still splits there (characters differ in width). */
const BORDER_SPLIT_CHARS = 3;

function nearestSpace(text: string, at: number, within: number): number | null {
  let best: number | null = null;
  for (let i = 0; i < text.length; i++) if (text[i] === ' ' && Math.abs(i + 0.5 - at) <= within && (best === null || Math.abs(i + 0.5 - at) < Math.abs(best + 0.5 - at))) best = i;
  return best;
}

/**
 * The lines of a cell as one text. A number and hyphen ending a line ("2-" over "спальный"), or a
 * word and hyphen before a capital ("Микрофибра-" over "Бамбук"), runs on without a space; a word
 * broken at a hyphen before a small letter ("Коли-" over "чество") keeps the space, which the label
 * matching reads through, since "штрих-" over "код" is just as likely. A word and hyphen before a
 * figure ("5W-" over "40") and a slash ending a line ("г/" over "м²") are one token broken at the edge.
 */
export function joinCellLines(lines: readonly string[]): string {
  // A range broken at its dash ("for the period 1–" over "31 of the month") runs on into its second figure.
  // Chinese is written without spaces: a line of it wrapped onto the next runs on with no space.
  const runsOn = (out: string, next: string): boolean => /\d-$/.test(out) || (/\d[–—]$/.test(out) && /^\d/.test(next)) || (/\p{L}-$/u.test(out) && /^[\p{Lu}\d]/u.test(next)) || /\S\/$/.test(out)
    || (/[\p{Script=Han}，、：；。]$/u.test(out) && /^[\p{Script=Han}，、：；。]/u.test(next));
  return lines.reduce((out, l) => (out === '' ? l : runsOn(out, l) ? out + l : `${out} ${l}`), '').replace(/\s+/g, ' ').trim();
}

/** Letters OCR puts for digits in print: l/I/i/|/! for 1, O/О/o/о for 0, З for 3, б for 6. */
const DIGIT_LOOKALIKES: Record<string, string> = { l: '1', I: '1', i: '1', '|': '1', '!': '1', O: '0', 'О': '0', o: '0', 'о': '0', 'З': '3', 'б': '6' };

/**
 * In a column of figures (two thirds of its filled cells, four or more), a cell that becomes a
 * figure when its look-alike letters are read as digits is that figure ("i" → "1", "1O5" → "105").
 */
export function repairFigureColumns(cells: TableCell[]): void {
  const byCol = new Map<string, TableCell[]>();
  for (const c of cells) if (c.row > 0 && c.text) byCol.set(`${c.col}:${c.colSpan}`, [...(byCol.get(`${c.col}:${c.colSpan}`) ?? []), c]);
  for (const column of byCol.values()) {
    if (!isFigureColumn(column.map((c) => c.text))) continue;
    for (const c of column) {
      if (isFigure(c.text)) continue;
      const repaired = c.text.replace(/[lIi|!OОoоЗб]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch);
      if (isFigure(repaired)) c.text = repaired;
    }
  }
}

/** For every unit cell (row-major), the index in `grid.cells` of the merged cell that covers it. */
function anchors(grid: Grid): number[] {
  const nCols = grid.xs.length - 1;
  const out = new Array<number>((grid.ys.length - 1) * nCols).fill(0);
  grid.cells.forEach((c, i) => {
    for (let r = c.row; r < c.row + c.rowSpan; r++) for (let k = c.col; k < c.col + c.colSpan; k++) out[r * nCols + k] = i;
  });
  return out;
}

/** Index of the band between consecutive borders that holds `v`, or -1 outside them all. */
function bandOf(borders: readonly number[], v: number): number {
  for (let i = 0; i + 1 < borders.length; i++) if (v >= (borders[i] as number) && v < (borders[i + 1] as number)) return i;
  return -1;
}

/** The page box of a grid: its sheared corners turned back. */
function gridBox(grid: Grid): Box {
  const xs = [grid.xs[0] as number, grid.xs[grid.xs.length - 1] as number];
  const ys = [grid.ys[0] as number, grid.ys[grid.ys.length - 1] as number];
  const corners = xs.flatMap((x) => ys.map((y) => fromSheared(x, y, grid.skew)));
  const round = (n: number): number => Math.round(n * 100) / 100;
  return [round(Math.min(...corners.map((c) => c[0]))), round(Math.min(...corners.map((c) => c[1]))),
    round(Math.max(...corners.map((c) => c[0]))), round(Math.max(...corners.map((c) => c[1])))];
}

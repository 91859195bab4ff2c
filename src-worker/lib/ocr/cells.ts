import { boxesOverlap } from '../../../src-shared/document/geometry';
import type { OcrLine, OcrResult, OcrWord } from '../../adapters/tesseract';
import { isFigure, isFigureColumn } from '../layout/figures';
import { fromSheared, toSheared } from '../rulings/find';
import { lineOf, readStacked, readStackedEach } from './stacked';
import type { Rect } from './stacked';
import type { GreyImage } from '../rulings/find';
import type { Grid, GridCell } from '../rulings/grid';
import { CELL_STRIP_SKIP_CONFIDENCE } from '../../tuning/ocr';

/**
 * A second look at drawn cells. Header cells (small type over several lines, which the page's
 * layout analysis garbles most) are read again one by one, stacked in one image for one OCR call.
 * Body cells are read again column by column, each column a straightened strip read as one block
 * (one reading per column, the columns of a table handed to the engine together): Tesseract's page layout analysis drops short isolated text between
 * borders (a lone "1" in a quantity column, "шт." in a unit column) or reads a column of them as
 * one vertical word ("PPP"). Cells with no confident word, or with letters in a column of figures,
 * take the strip's reading; the others only when it is surer.
 */
export async function rereadCells(clean: GreyImage & { dark: Uint8Array }, grids: readonly Grid[], found: OcrResult, langs: string[], dpi: number): Promise<void> {
  if (grids.length === 0) return;
  const { dark } = clean;
  const minInk = Math.round(dpi * 0.15);
  const inset = Math.max(2, Math.round(dpi * 0.008));
  const lines: OcrLine[] = [];
  const replaced = new Set<OcrWord>();
  const take = (words: OcrWord[], old: OcrWord[]): void => {
    for (const w of words) lines.push(lineOf([w]));
    for (const d of old) replaced.add(d);
  };
  for (const grid of grids) {
    const locate = cellLocator(grid);
    const byCell = new Map<number, OcrWord[]>();
    for (const w of found.lines.flatMap((l) => l.words)) {
      const at = locate(w);
      if (at >= 0) byCell.set(at, [...(byCell.get(at) ?? []), w]);
    }
    const hasInk = (i: number): boolean => inkIn(dark, clean.width, clean.height, cellRect(grid, grid.cells[i] as GridCell, inset), grid.skew) >= minInk;
    // Header cells: read again one by one, the better reading of the two kept.
    const headerRows = firstDataRow(grid, byCell);
    const header = grid.cells.map((c, i) => (c.row < headerRows && hasInk(i) ? i : -1)).filter((i) => i >= 0);
    if (header.length) {
      const again = await readStacked(clean, header.map((i) => cellRect(grid, grid.cells[i] as GridCell, inset)), grid.skew, langs, dpi);
      header.forEach((cell, k) => {
        const now = again[k] ?? [];
        const before = byCell.get(cell) ?? [];
        if (now.length && meanConfidence(now) > meanConfidence(before)) take(now, before);
      });
    }
    // Every body cell with ink is read again in its column's strip (one reading per column): cells
    // with no confident word or with letters in a column of figures take the strip's reading, the
    // others only when it is surer.
    const misfits = misfitsInNumberColumns(grid, byCell, headerRows);
    const byColumn = new Map<string, number[]>();
    grid.cells.forEach((c, i) => {
      if (c.row < headerRows || !hasInk(i)) return;
      const key = `${c.col}:${c.colSpan}`;
      byColumn.set(key, [...(byColumn.get(key) ?? []), i]);
    });
    // A column whose every cell the page read surely has nothing a strip could replace: a cell is
    // taken from the strip when weak or surer by STRIP_WINS_BY, and a word when surer by as much.
    const columns = [...byColumn.values()].filter((column) => !column.every((i) => !misfits.has(i) && meanConfidence(byCell.get(i) ?? []) >= CELL_STRIP_SKIP_CONFIDENCE));
    const strips = columns.map((column) => {
      const rects = column.map((i) => cellRect(grid, grid.cells[i] as GridCell, inset));
      return [{ x0: Math.min(...rects.map((r) => r.x0)), x1: Math.max(...rects.map((r) => r.x1)),
        y0: Math.min(...rects.map((r) => r.y0)), y1: Math.max(...rects.map((r) => r.y1)) }];
    });
    // Every strip of the table in one request (one run of the native program); each is still read alone.
    const readings = await readStackedEach(clean, strips, grid.skew, langs, dpi, STRIP_SCALE);
    columns.forEach((column, k) => {
      const words = readings[k]?.[0] ?? [];
      const stripByCell = new Map<number, OcrWord[]>();
      for (const w of words) { const at = locate(w); if (at >= 0) stripByCell.set(at, [...(stripByCell.get(at) ?? []), w]); }
      for (const cell of column) {
        const mine = stripByCell.get(cell) ?? [];
        const before = byCell.get(cell) ?? [];
        const weak = misfits.has(cell) || !before.some((w) => w.confidence >= DOUBTFUL_BELOW);
        if (mine.length && (weak || meanConfidence(mine) > meanConfidence(before) + STRIP_WINS_BY)) take(mine, before);
        else for (const [old, better] of surerWords(before, mine)) take([better], [old]);
      }
    });
  }
  // The first reading's words of a cell that the second reading filled are dropped.
  for (const line of found.lines) line.words = line.words.filter((w) => !replaced.has(w));
  found.lines = [...found.lines.filter((l) => l.words.length > 0), ...lines];
}

/**
 * Word by word, the strip's readings surer than the page's of the same word (each overlapping
 * exactly the other) by as much as a whole cell must be: where the two readings of a cell kept
 * from the page disagree on a word or two ("Везо" 49 / "Beso" 96, "$78" 87 / "S78" 94), the surer
 * word is taken. Measured on the Russian scans: the same exact rows (a margin of 0 lost two:
 * "KNB" 92 over "КПБ" 90), fewer wrong words.
 */
export function surerWords(before: readonly OcrWord[], mine: readonly OcrWord[]): [OcrWord, OcrWord][] {
  const overlapping = (a: OcrWord, list: readonly OcrWord[]): OcrWord[] => list.filter((b) => boxesOverlap(a.bbox, b.bbox));
  const pairs: [OcrWord, OcrWord][] = [];
  for (const w of before) {
    const over = overlapping(w, mine);
    const other = over[0];
    if (over.length !== 1 || !other || overlapping(other, before).length !== 1) continue;
    if (other.text !== w.text && other.confidence > w.confidence + STRIP_WINS_BY) pairs.push([w, other]);
  }
  return pairs;
}

/**
 * Cells of a column of figures (at least two thirds of its filled data cells are numbers, four or
 * more) that read as something else: a lone "1" taken for "RP" or "i" by the page's reading.
 */
function misfitsInNumberColumns(grid: Grid, byCell: ReadonlyMap<number, OcrWord[]>, headerRows: number): Set<number> {
  const out = new Set<number>();
  const columns = new Map<string, number[]>();
  grid.cells.forEach((c, i) => {
    if (c.row < headerRows || !(byCell.get(i) ?? []).length) return;
    const key = `${c.col}:${c.colSpan}`;
    columns.set(key, [...(columns.get(key) ?? []), i]);
  });
  for (const cells of columns.values()) {
    const text = (i: number): string => (byCell.get(i) ?? []).map((w) => w.text).join(' ').trim();
    if (!isFigureColumn(cells.map(text))) continue;
    for (const i of cells) if (!isFigure(text(i))) out.add(i);
  }
  return out;
}

/**
 * Index (in `grid.cells`) of the cell that holds a word's centre (image pixels), or -1: borders
 * found by binary search, merged cells through a unit-cell table, so big grids cost no more per word.
 */
function cellLocator(grid: Grid): (w: OcrWord) => number {
  const nCols = grid.xs.length - 1;
  const unit = new Int32Array((grid.ys.length - 1) * nCols).fill(-1);
  grid.cells.forEach((c, i) => {
    for (let r = c.row; r < c.row + c.rowSpan; r++) for (let k = c.col; k < c.col + c.colSpan; k++) unit[r * nCols + k] = i;
  });
  const band = (borders: number[], v: number): number => {
    if (v < (borders[0] as number) || v >= (borders[borders.length - 1] as number)) return -1;
    let lo = 0; let hi = borders.length - 1;
    while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (v >= (borders[mid] as number)) lo = mid; else hi = mid; }
    return lo;
  };
  return (w) => {
    const [x, y] = toSheared((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2, grid.skew);
    const col = band(grid.xs, x); const row = band(grid.ys, y);
    return col < 0 || row < 0 ? -1 : unit[row * nCols + col] ?? -1;
  };
}

function meanConfidence(words: readonly OcrWord[]): number {
  return words.length ? words.reduce((n, w) => n + w.confidence, 0) / words.length : -1;
}

/**
 * The first row of data: mostly numbers (the column numbering of a form counts). The rows above it,
 * at most four, are the header; with no such row in the first five, no row is taken for a header.
 */
function firstDataRow(grid: Grid, byCell: ReadonlyMap<number, OcrWord[]>): number {
  const nRows = grid.ys.length - 1;
  for (let r = 0; r < Math.min(nRows, 5); r++) {
    const texts = grid.cells.map((c, i) => (c.row === r ? (byCell.get(i) ?? []).map((w) => w.text).join(' ') : '')).filter((t) => t.trim() !== '');
    const numeric = texts.filter((t) => /\d/.test(t) && /^[\d\s.,%|:;-]+$/.test(t)).length;
    if (texts.length >= 2 && numeric * 2 >= texts.length) return r;
  }
  return 0;
}

function cellRect(grid: Grid, c: GridCell, inset: number): Rect {
  return { x0: (grid.xs[c.col] as number) + inset, x1: (grid.xs[c.col + c.colSpan] as number) - inset,
    y0: (grid.ys[c.row] as number) + inset, y1: (grid.ys[c.row + c.rowSpan] as number) - inset };
}

/** Dark pixels inside a sheared rectangle. */
function inkIn(dark: Uint8Array, width: number, height: number, r: Rect, skew: number): number {
  let n = 0;
  for (let ys = Math.round(r.y0); ys < r.y1; ys++) {
    for (let xs = Math.round(r.x0); xs < r.x1; xs++) {
      const [x, y] = fromSheared(xs, ys, skew);
      const xi = Math.round(x); const yi = Math.round(y);
      if (xi >= 0 && yi >= 0 && xi < width && yi < height && dark[yi * width + xi] === 1) n++;
    }
  }
  return n;
}

/** Column strips are enlarged (bilinear) before reading: small type reads better larger (1.5 measured best of 1, 1.5, 2). */
const STRIP_SCALE = 1.5;

const DOUBTFUL_BELOW = 75;
/** A strip's reading replaces a confident first reading of a cell only when surer by this much. */
const STRIP_WINS_BY = 5;


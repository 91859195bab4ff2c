import type { Line } from '../layout/lines';
import { isAmountFigure, isFigure } from '../layout/figures';
import { TABLE_TUNING } from '../../tuning/tables';
import { boxUnion } from '../../../src-shared/document/geometry';
import { columnSpans } from './columns';
import type { Segment } from './columns';

/**
 * Where a table stands among a page's lines: the run of lines that keeps it going (rows, a name's
 * wrapped lines, group captions), where its header starts when a block stands apart above it, and
 * whether two lines are a one-item table. Used by index.ts, which builds the table from the region.
 */

export type Segmented = { line: Line; segments: Segment[] };

/** A region needs this many rows with two or more cells to be a table. */
export const MIN_ROWS = 3;

/** Consecutive lines from `start` that keep the table going: multi-cell lines, and close single-cell wraps. */
export function growRegion(all: readonly Segmented[], start: number): Segmented[] {
  const region: Segmented[] = [];
  for (let j = start; j < all.length; j++) {
    const cur = all[j] as Segmented;
    const prev = region[region.length - 1];
    if (prev) {
      const height = Math.max(prev.line.box[3] - prev.line.box[1], 1);
      const gap = cur.line.box[1] - prev.line.box[3];
      if (gap > height * 2.2) break;
      // A single-cell line is kept only between rows of the table: a wrapped cell's next lines, or
      // a group line ("Consumables", "— Services —") over the rows of its group.
      if (cur.segments.length < 2 && !rowFollows(all, j) && !wrapsLastRow(region, cur)) break;
      // A sentence across the table's gutters is prose under it (payment terms, a footer's note),
      // however a block of columns (the footer's company data) follows it; a long name's wrapped
      // line under its cell is no sentence of the page.
      if (cur.segments.length < 2 && !wrapsLastRow(region, cur) && sentenceAcross(cur, region)) break;
    }
    region.push(cur);
  }
  while (region.length && (region[region.length - 1]?.segments.length ?? 0) < 2 && !wrapsLastRow(region.slice(0, -1), region[region.length - 1] as Segmented)) region.pop();
  return region;
}

/**
 * A one-cell line of a sentence (TABLE_TUNING.sentenceWords words or more) that crosses a gutter
 * the region's rows of three cells or more keep clear. A wrapped name stays in its column and a
 * group's caption is a few words.
 */
function sentenceAcross(line: Segmented, region: readonly Segmented[]): boolean {
  const seg = line.segments[0];
  if (!seg || seg.text.split(/\s+/).length < TABLE_TUNING.sentenceWords) return false;
  const wide = region.filter((r) => r.segments.length >= 3);
  if (wide.length < MIN_ROWS) return false;
  const spans = columnSpans(wide.flatMap((r) => r.segments));
  let crossed = 0;
  for (let k = 1; k < spans.length; k++) {
    const left = (spans[k - 1] as [number, number])[1];
    const right = (spans[k] as [number, number])[0];
    if (seg.box[0] < left && seg.box[2] > right) crossed++;
  }
  return crossed >= 1;
}

/**
 * A one-cell line close under a row, starting where a text cell of that row starts or lying within
 * it: the row's name wrapped onto its next line ("including installation and testing"), however
 * many lines a narrow name column takes, and whether or not a row follows.
 */
function wrapsLastRow(region: readonly Segmented[], line: Segmented): boolean {
  let row = region.length - 1;
  while (row >= 0 && (region[row]?.segments.length ?? 0) < 2) row--;
  const above = region[region.length - 1];
  const seg = line.segments[0];
  if (row < 0 || !above || !seg || region.length - 1 - row >= TABLE_TUNING.maxWrappedCellLines) return false;
  const height = Math.max(above.line.box[3] - above.line.box[1], 1);
  if (line.line.box[1] - above.line.box[3] > height * 0.8) return false;
  return underTextCell(seg, region.slice(row).flatMap((r) => r.segments));
}

/**
 * A wrapped line's piece stands in the column of one of the row's text cells: it starts where the
 * cell starts or inside it, and ends before the row's next cell begins (a wrapped line may be
 * longer than the first: "18 Holzpalette EUR" over "1200x800, Farbe").
 */
export function underTextCell(seg: Segment, rowPieces: readonly Segment[]): boolean {
  const tolerance = TABLE_TUNING.edgeTolerancePt * 2;
  const rowCells = cellsOfPieces(rowPieces);
  return rowCells.filter((c) => !isFigure(c.text)).some((c) => {
    const next = Math.min(Infinity, ...rowCells.filter((o) => o.box[0] > c.box[2]).map((o) => o.box[0]));
    const starts = Math.abs(c.box[0] - seg.box[0]) <= tolerance || (seg.box[0] >= c.box[0] - tolerance && seg.box[0] < c.box[2]);
    return starts && seg.box[2] <= Math.max(c.box[2] + tolerance, next - tolerance);
  });
}

/**
 * A row's pieces joined into its cells where they stand a word space apart: a name the column
 * edges cut at its figures ("Kopierpapier A4," | "80" | "g/m²," | "500") is one cell, which its
 * wrapped line may run under all along. Pieces of one line only: they come line after line.
 * A group caption under the row's number stays a row ("Matériel" under "11 Eau minérale").
 */
function cellsOfPieces(pieces: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    const sameLine = last && Math.min(last.box[3], p.box[3]) - Math.max(last.box[1], p.box[1]) > 0;
    const gap = last ? p.box[0] - last.box[2] : Infinity;
    // A figure alone opens no cell of words: a row's number set close before its name ("11 Eau…") is a column of its own.
    if (last && sameLine && !isFigure(last.text) && gap >= 0 && gap < (p.box[3] - p.box[1]) * TABLE_TUNING.cellGapInFontSizes) {
      out[out.length - 1] = { text: `${last.text} ${p.text}`, box: boxUnion(last.box, p.box), itemIds: [...last.itemIds, ...p.itemIds] };
    } else out.push(p);
  }
  return out;
}

/**
 * Where a table proper starts inside a grown region: its header, the row of words over its first two
 * rows of figures, when a wider gap than any between the table's own lines parts it from the lines
 * above. Those lines (a letterhead, a parties block side by side) have columns of their own; read
 * with the table they bridge its gutters and glue its columns together. 0 when nothing stands apart.
 */
export function headerSetApart(region: readonly Segmented[]): number {
  const figures = (r: Segmented): number => r.segments.filter((sg) => isAmountFigure(sg.text)).length;
  const data = (k: number): boolean => (region[k]?.segments.length ?? 0) >= 2 && figures(region[k] as Segmented) >= 2 && !isColumnNumbers(region[k] as Segmented);
  const multi = region.map((r, k) => (r.segments.length >= 2 ? k : -1)).filter((k) => k >= 0);
  // Two rows of figures running, or one that is the region's last (an invoice of one item).
  const firstData = multi.findIndex((k, n) => data(k) && (multi[n + 1] === undefined || data(multi[n + 1] as number)));
  if (firstData <= 0) return 0;
  const header = multi[firstData - 1] as number;
  if (header === 0 || figures(region[header] as Segmented) > 0) return 0;
  const gapAt = (k: number): number => (region[k] as Segmented).line.box[1] - (region[k - 1] as Segmented).line.box[3];
  const inside = region.slice(header + 1).map((_, n) => gapAt(header + 1 + n)).sort((a, b) => a - b);
  const typical = inside[Math.floor(inside.length / 2)] ?? 0;
  const height = Math.max((region[header] as Segmented).line.box[3] - (region[header] as Segmented).line.box[1], 1);
  return gapAt(header) > Math.max(typical * TABLE_TUNING.apartGapRatio, height * 0.5) ? header : 0;
}

/**
 * A table of one row under its header (an invoice of one item): a row of three words or more, none
 * a figure, over a row of as many cells with two figures or more. Two such lines are a table where two
 * lines of any other kind are not.
 */
export function headerOverOneRow(region: readonly Segmented[]): boolean {
  const multi = region.filter((r) => r.segments.length >= 2);
  const [header, row] = multi;
  if (multi.length !== 2 || !header || !row || header.segments.length < 3 || row.segments.length < 3) return false;
  return header.segments.every((sg) => !isAmountFigure(sg.text)) && row.segments.filter((sg) => isAmountFigure(sg.text)).length >= 2;
}

/** A row numbering the columns under a form's header ("1 2 3 … 12"): figures, but no data. */
function isColumnNumbers(r: Segmented): boolean {
  const n = r.segments.map((sg) => sg.text.trim());
  return n.length >= 3 && n.every((t, k) => /^\d{1,2}[а-яa-z]?$/u.test(t) && (k === 0 || parseInt(t, 10) >= parseInt(n[k - 1] as string, 10)));
}


/** Whether a row of cells follows the one-cell line at `at` after at most a name's wrapped lines, each set close under the last. */
function rowFollows(all: readonly Segmented[], at: number): boolean {
  for (let k = at + 1; k <= at + TABLE_TUNING.maxWrappedLines && k < all.length; k++) {
    const cur = all[k] as Segmented;
    if (cur.segments.length >= 2) return true;
    const prev = all[k - 1] as Segmented;
    const height = Math.max(prev.line.box[3] - prev.line.box[1], 1);
    if (cur.line.box[1] - prev.line.box[3] > height * 0.8) return false;
  }
  return false;
}

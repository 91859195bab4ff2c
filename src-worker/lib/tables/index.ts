import { boxUnion } from '../../../src-shared/document/geometry';
import type { Box } from '../../../src-shared/document/geometry';
import type { Block, Page, Table, TableCell, TextItem } from '../../../src-shared/document/model';
import { pageLines } from '../layout/page-columns';
import { spaceBetween } from '../layout/lines';
import type { Line } from '../layout/lines';
import type { Grid } from '../rulings/grid';
import { alignedFigureEdges, columnSpans, segmentsOf, splitBridgedSpans } from './columns';
import { MIN_ROWS, growRegion, headerOverOneRow, headerSetApart, underTextCell } from './region';
import type { Segmented } from './region';
import { joinCellLines, ruledTables } from './ruled';
import { isAmountFigure, isDataRow, isFigure } from '../layout/figures';
import { TABLE_TUNING } from '../../tuning/tables';
import { PARTY_ROLES } from '../fields/concepts';
import { normalise } from '../fields/match-schema';
import type { Segment } from './columns';

export interface PageTables {
  tables: Table[];
  /** One `table` block per table, placed where the table is on the page. */
  blocks: Block[];
  /** The page's lines that are not part of a table. */
  remainingLines: Line[];
}


/**
 * Finds tables on a page from text geometry alone, so ruled and unruled tables are found alike:
 * runs of lines split by wide gaps into cells whose columns line up. A line with a single cell
 * inside a table continues the row above (wrapped cell text). Where the page image shows drawn
 * grids (`grids`, from scans), those are the tables first, and only the words outside them are
 * looked at for more. `skew`: the slope of a scan's text lines (0 for text layers).
 */
export function detectTables(page: Page, allLines: readonly Line[], idPrefix: string, grids: readonly Grid[] = [], skew = 0): PageTables {
  const ruled = grids.length ? ruledTables(page, grids, idPrefix) : null;
  // The words outside the drawn grids are grouped into lines again, levelled by the scan's skew as
  // the page's own lines were: unlevelled, a row of a skewed scan splits and its halves join the
  // rows above and below.
  const lines = ruled?.used.size ? pageLines(page.items.filter((i) => !ruled.used.has(i.id)), skew) : allLines;
  const items = new Map<string, TextItem>(page.items.map((i) => [i.id, i]));
  const edges = alignedFigureEdges(lines, items, skew);
  const segmented = lines.map((line) => ({ line, segments: segmentsOf(line, items, edges, skew) }));
  const tables: Table[] = [...(ruled?.tables ?? [])];
  const blocks: Block[] = [...(ruled?.blocks ?? [])];
  const inTable = new Set<Line>();
  let i = 0;
  while (i < segmented.length) {
    if ((segmented[i]?.segments.length ?? 0) < 2) { i++; continue; }
    const grown = growRegion(segmented, i);
    // Lines set apart above the table's header (a parties block in columns of its own) are another block.
    const head = headerSetApart(grown);
    const region = head > 0 ? grown.slice(0, head) : grown;
    while (head > 0 && region.length && (region[region.length - 1]?.segments.length ?? 0) < 2) region.pop();
    if (region.length === 0) { i++; continue; }
    const rows = region.filter((r) => r.segments.length >= 2).length;
    const table = rows >= MIN_ROWS || headerOverOneRow(region) ? buildTable(region, page, `${idPrefix}p${page.no}n${tables.length}`, items) : null;
    if (!table) { i++; continue; }
    tables.push(table);
    blocks.push({ page: page.no, text: '', box: table.box ?? null, kind: 'table', tableId: table.id });
    for (const r of region) inTable.add(r.line);
    i += region.length;
  }
  const remainingLines = lines.filter((l) => !inTable.has(l));
  for (const t of tables) t.edges = edgesOf(t, remainingLines, page);
  // Drawn and undrawn tables in reading order, top to bottom.
  tables.sort((a, b) => (a.box?.[1] ?? 0) - (b.box?.[1] ?? 0));
  return { tables, blocks, remainingLines };
}


/** Every party role's label in every language, normalised: a line that is one alone is a heading. */
const ROLE_HEADINGS = new Set(Object.values(PARTY_ROLES).flat().map(normalise));


function buildTable(region: Segmented[], page: Page, id: string, items: ReadonlyMap<string, TextItem>): Table | null {
  const multi = region.filter((r) => r.segments.length >= 2);
  // Columns come from the body: where most rows have three cells or more, rows of two (a totals
  // block's label and amount, set anywhere under the table) do not draw them.
  const wide = multi.filter((r) => r.segments.length >= 3);
  // A header of words over rows of as many cells draws them too, however many totals lines follow
  // (an invoice of one item has more totals lines than rows).
  const headed = wide.length >= 2 && (wide[0] as Segmented).segments.every((sg) => !isFigure(sg.text)) && wide[0] === multi[0];
  const body = (wide.length >= MIN_ROWS && wide.length * 2 >= multi.length) || headed ? wide : multi;
  const spans = splitBridgedSpans(columnSpans(body.flatMap((r) => r.segments)), body.map((r) => r.segments));
  if (spans.length < 2) return null;
  if (spans.length === 2 && multi.length < 4) return null;
  const grid: GridRow[] = [];
  const rowGaps = { padded: usualRowGap(region, 3), any: usualRowGap(region, 1) };
  for (const r of region) {
    const row = { texts: spans.map(() => [] as string[]), boxes: spans.map((): Box | null => null), ids: spans.map(() => [] as string[]) };
    // Only a row of words (a header) is split item by item: in a row of figures a long name that
    // runs into the next column stays one cell.
    const words = r.segments.every((sg) => !isFigure(sg.text));
    for (const seg of words ? r.segments.flatMap((sg) => acrossColumns(sg, spans, items)) : r.segments.flatMap((sg) => splitAtColumns(sg, spans, items))) {
      const col = columnOf(seg.box, spans);
      row.texts[col]?.push(seg.text);
      row.ids[col]?.push(...seg.itemIds);
      row.boxes[col] = row.boxes[col] ? boxUnion(row.boxes[col] as Box, seg.box) : seg.box;
    }
    const last = grid[grid.length - 1];
    // Under the first row only when that row is a header: a table continued from the page before opens with a row of data.
    const underHeader = grid.length === 1 && !isDataRow((grid[0] as GridRow).texts.map((t) => t.join(' ')));
    if (r.segments.length < 2 && last && continuesCell(r, region, underHeader, rowGaps)) {
      row.texts.forEach((t, c) => { if (t.length) last.texts[c]?.push(...t); });
      row.ids.forEach((t, c) => { last.ids[c]?.push(...t); });
      // The cell's box takes in its wrapped line (a cell filled by that line alone has no other).
      row.boxes.forEach((b, c) => { if (b) last.boxes[c] = last.boxes[c] ? boxUnion(last.boxes[c] as Box, b) : b; });
      continue;
    }
    grid.push(row);
  }
  joinHeadersToTheirColumns(grid, spans);
  const filledCols = spans.map((_, c) => grid.filter((row) => (row.texts[c]?.length ?? 0) > 0).length);
  if (filledCols.filter((n) => n >= 2).length < 2) return null;
  const cells: TableCell[] = [];
  grid.forEach((row, r) => spans.forEach((_, c) => {
    cells.push({ row: r, col: c, rowSpan: 1, colSpan: 1, text: joinCellLines(row.texts[c] ?? []), header: r === 0,
      itemIds: row.ids[c] ?? [], box: row.boxes[c] ?? null });
  }));
  return { id, pages: [page.no], nRows: grid.length, nCols: spans.length, cells, box: region.map((r) => r.line.box).reduce(boxUnion) };
}

/**
 * A single-cell line inside a table continues a cell of the row above (a name wrapped onto its next
 * line) when it sits close under that row and starts where one of its text cells starts or lies
 * within one; otherwise it is a row of its own: a group line over the rows of its group, or a line
 * after the header.
 */
function continuesCell(line: Segmented, region: readonly Segmented[], afterHeader: boolean, rowGaps: { padded: number | null; any: number | null }): boolean {
  if (afterHeader) return false;
  const at = region.indexOf(line);
  const above = region[at - 1];
  const seg = line.segments[0];
  if (!above || !seg) return false;
  // A party's heading ("VENDEUR", "Bill to:") under a row of values opens the block below, however
  // close OCR set it: no value goes on with a role's name alone.
  if (ROLE_HEADINGS.has(normalise(seg.text))) return false;
  const height = Math.max(above.line.box[3] - above.line.box[1], 1);
  const gap = line.line.box[1] - above.line.box[3];
  if (gap > height * 0.8) return false;
  // Where rows stand apart by their cells' padding, a line as far below as the next row would be is
  // a row of its own (a group's caption "Non alimentaire" under an item), not its name's next line.
  const { padded, any } = rowGaps;
  // A line that opens in lower case carries on a sentence ("and testing" under "…including
  // installation"): a caption or a row's own name opens with a capital or a figure. Scans measure
  // gaps from uneven ink (descenders above, ascenders below), so its gap proves nothing either way.
  // A note with money of its own ("incl. deposit 1.50") stays a line for the items reader to judge.
  const carriesOn = /^\p{Ll}/u.test(seg.text.trim()) && !/\d[.,]\d{2}(?!\d)/.test(seg.text);
  if (carriesOn) return underTextCell(seg, rowAbove(region, at));
  if (padded !== null && padded >= height * TABLE_TUNING.paddedRowGap && gap >= padded * TABLE_TUNING.ownRowGapShare) return false;
  // A line much farther below than the rows stand apart is no wrapped line either (a section's
  // heading "VERKÄUFER" under a row of values): a cell's lines follow at the leading, as rows do at most.
  if (any !== null && gap > any + height * TABLE_TUNING.beyondLeading) return false;
  return underTextCell(seg, rowAbove(region, at));
}

/** The cells of the row above the line at `at`, back to the row's first line: wraps follow wraps. */
function rowAbove(region: readonly Segmented[], at: number): Segment[] {
  let row = at - 1;
  while (row > 0 && (region[row]?.segments.length ?? 0) < 2) row--;
  return region.slice(row, at).flatMap((r) => r.segments);
}

/** The median gap between consecutive rows of cells (lines of two cells or more each), with `minPairs` such pairs at least; else null. */
function usualRowGap(region: readonly Segmented[], minPairs: number): number | null {
  const gaps: number[] = [];
  for (let k = 1; k < region.length; k++) {
    const a = region[k - 1] as Segmented; const b = region[k] as Segmented;
    if (a.segments.length >= 2 && b.segments.length >= 2) gaps.push(b.line.box[1] - a.line.box[3]);
  }
  if (gaps.length < minPairs) return null;
  return gaps.sort((x, y) => x - y)[Math.floor(gaps.length / 2)] as number;
}

/**
 * A cell of several items that reaches over two or more columns in a row of words (a header's words
 * set close in narrow columns: "Menge E-Preis MwSt.-Satz") is read item by item, each into its own column.
 */
function acrossColumns(seg: Segment, spans: readonly [number, number][], items: ReadonlyMap<string, TextItem>): Segment[] {
  if (seg.itemIds.length < 2) return [seg];
  const reached = spans.filter(([x0, x1]) => Math.min(seg.box[2], x1) - Math.max(seg.box[0], x0) > TABLE_TUNING.minGapPt).length;
  if (reached < 2) return [seg];
  const parts = seg.itemIds.map((itemId) => items.get(itemId)).filter((i): i is TextItem & { box: Box } => !!i?.box && i.text.trim() !== '');
  if (parts.length !== seg.itemIds.length) return [seg];
  return parts.map((i) => ({ text: i.text.trim(), box: i.box, itemIds: [i.id] }));
}

/** The words of one cell, left to right, spaced as a line spaces them (Han characters OCR read apart stay together). */
function joinWords(words: readonly (TextItem & { box: Box })[]): string {
  return words.reduce((text, w, i) => text + (i > 0 && spaceBetween(words[i - 1] as TextItem & { box: Box }, w) ? ' ' : '') + w.text.trim(), '');
}

/**
 * Pieces of a row of data set close across a column's edge ("5,00" flush right under "Menge", "Pkg."
 * flush left under "Einheit"; "869.62 CHF" beside "11'605.62 CHF"; a long name beside an article
 * code) are cells of their columns: the segment is split where the columns part.
 */
function splitAtColumns(seg: Segment, spans: readonly [number, number][], items: ReadonlyMap<string, TextItem>): Segment[] {
  if (seg.itemIds.length < 2) return [seg];
  const parts = seg.itemIds.map((itemId) => items.get(itemId)).filter((i): i is TextItem & { box: Box } => !!i?.box && i.text.trim() !== '');
  if (parts.length !== seg.itemIds.length) return [seg];
  const byColumn = new Map<number, (TextItem & { box: Box })[]>();
  for (const p of parts) byColumn.set(columnOf(p.box, spans), [...(byColumn.get(columnOf(p.box, spans)) ?? []), p]);
  if (byColumn.size < 2) return [seg];
  const pieces = [...byColumn.values()].map((ps) => ({ text: joinWords(ps), box: ps.map((p) => p.box).reduce(boxUnion), itemIds: ps.map((p) => p.id) }));
  // A text layer's pieces are runs of text as the producer set them: a name that runs on into the
  // next column is one piece, so pieces that fall into two columns are two cells ("…, Lieferung" |
  // "I952-50"). OCR's pieces are words, and a long name's last words may stand over the next column:
  // there only a figure beside a figure or a word or two (a unit) is split.
  if (parts.every((p) => p.ocrConfidence === undefined)) return pieces;
  if (byColumn.size !== 2) return [seg];
  const short = (t: string): boolean => isAmountFigure(t) || t.split(/\s+/).length <= 2;
  return pieces.every((p) => short(p.text)) && pieces.some((p) => isAmountFigure(p.text)) ? pieces : [seg];
}

type GridRow = { texts: string[][]; boxes: (Box | null)[]; ids: string[][] };

/**
 * A header set apart from its figures ("Qty" left or centred, the quantities flush right) makes two
 * columns: one with nothing under its header, and one with no header over its figures. Two such
 * neighbours are one column, and so are two whose figures end on one right edge.
 */
function joinHeadersToTheirColumns(grid: GridRow[], spans: [number, number][]): void {
  if (grid.length < 2) return;
  const filled = (row: GridRow, c: number): boolean => (row.texts[c]?.length ?? 0) > 0;
  // The header is the table's first row, or, where lines above it joined the table (a parties
  // block in columns of its own), the row of words over the first row of figures.
  const head = headerRowOf(grid);
  const header = grid[head] as GridRow;
  // Rows of items: three cells filled or more (a totals block's rows have a label and an amount,
  // and its labels may stand under a header set apart from its figures: "金额" over "金额合计:").
  const body = grid.slice(head + 1).filter((r) => r.texts.filter((t) => t.length > 0).length >= 3);
  const rows = body.length >= 1 ? body : grid.slice(head + 1);
  const headOnly = (c: number): boolean => filled(header, c) && rows.every((r) => !filled(r, c));
  // Figures in two rows at least under no header; in the one row of a one-item table, that one.
  const headless = (c: number): boolean => !filled(header, c) && rows.filter((r) => filled(r, c)).length >= Math.min(2, Math.max(1, body.length));
  // Figures flush right on one edge, in two columns no row fills both of (a short table whose
  // quantities "9" and "119" fell to either side of their header's span): one column.
  const sameFigureEdge = (c: number): boolean => {
    if (grid.some((r) => filled(r, c) && filled(r, c + 1))) return false;
    // (A cell filled from a wrapped line alone may have no box: it gives no edge.)
    const rights = body.flatMap((r) => [c, c + 1].filter((k) => filled(r, k)).flatMap((k) => (r.boxes[k] ? [(r.boxes[k] as Box)[2]] : [])));
    const both = [c, c + 1].every((k) => body.some((r) => filled(r, k)));
    return both && rights.length >= 2 && Math.max(...rights) - Math.min(...rights) <= TABLE_TUNING.edgeTolerancePt
      && body.every((r) => [c, c + 1].every((k) => !filled(r, k) || (r.texts[k] ?? []).every(isFigure)));
  };
  // Words in two columns no row fills both of, the left one under no header (a header centred over
  // a column of left-aligned names, where short names fall left of it and long ones under it): one
  // column. Columns of words side by side (codes and names) are filled in the same rows of items.
  const wordsOnly = (c: number): boolean => rows.every((r) => !filled(r, c) || (r.texts[c] ?? []).every((t) => !isFigure(t)));
  const headlessWords = (c: number): boolean => !filled(header, c) && rows.some((r) => filled(r, c)) && wordsOnly(c);
  const complementaryWords = (c: number): boolean => headlessWords(c) && filled(header, c + 1) && wordsOnly(c + 1)
    && rows.some((r) => filled(r, c + 1)) && !rows.some((r) => filled(r, c) && filled(r, c + 1));
  // Words under no header right of a column of words, each a word space after its row's text there
  // ("Reinigungsmittel Konzentrat 5" | "l"): a long name cut where another row's gutter runs.
  const runsOn = (c: number): boolean => headlessWords(c + 1) && filled(header, c) && rows.every((r) => {
    if (filled(r, c) && isFigure((r.texts[c] ?? []).join(' '))) return false;
    if (!filled(r, c + 1)) return true;
    const a = r.boxes[c]; const b = r.boxes[c + 1];
    return !!a && !!b && b[0] - a[2] < (b[3] - b[1]) * TABLE_TUNING.cellGapInFontSizes;
  });
  // Words under no header beside a header with nothing under it (a one-item table whose name fell
  // left of its header "Libellé", a totals line under it) are one column too, however few the rows.
  for (let c = 0; c + 1 < spans.length; c++) {
    if (!((headOnly(c) && headless(c + 1)) || (headless(c) && headOnly(c + 1)) || (headlessWords(c) && headOnly(c + 1)) || sameFigureEdge(c) || complementaryWords(c) || runsOn(c))) continue;
    for (const row of grid) {
      row.texts[c] = [...(row.texts[c] ?? []), ...(row.texts[c + 1] ?? [])];
      row.ids[c] = [...(row.ids[c] ?? []), ...(row.ids[c + 1] ?? [])];
      const a = row.boxes[c] ?? null; const b = row.boxes[c + 1] ?? null;
      row.boxes[c] = a && b ? boxUnion(a, b) : a ?? b;
      row.texts.splice(c + 1, 1); row.ids.splice(c + 1, 1); row.boxes.splice(c + 1, 1);
    }
    spans.splice(c, 2, [(spans[c] as [number, number])[0], (spans[c + 1] as [number, number])[1]]);
  }
}

/**
 * The row of words over the first rows of data (two figures or more each, two such rows running:
 * one alone may be a postcode and a house number), when it has two cells or more and holds no
 * figure; else the first row.
 */
function headerRowOf(grid: readonly GridRow[]): number {
  const figures = (r: GridRow | undefined): number => r?.texts.filter((t) => t.length > 0 && isFigure(t.join(' '))).length ?? 0;
  const run = grid.findIndex((r, i) => figures(r) >= 2 && figures(grid[i + 1]) >= 2);
  const firstData = run >= 0 ? run : grid.findIndex((r) => figures(r) >= 2);
  if (firstData <= 1) return 0;
  const above = grid[firstData - 1] as GridRow;
  return above.texts.filter((t) => t.length > 0).length >= 2 && figures(above) === 0 ? firstData - 1 : 0;
}

function columnOf(box: Box, spans: readonly [number, number][]): number {
  let best = 0;
  let bestOverlap = -Infinity;
  spans.forEach(([x0, x1], c) => {
    const overlap = Math.min(box[2], x1) - Math.max(box[0], x0);
    if (overlap > bestOverlap) { bestOverlap = overlap; best = c; }
  });
  return best;
}

/** Top/bottom: nothing but running headers or footers (outer 8% of the page) above/below the table. */
function edgesOf(t: Table, others: readonly Line[], page: Page): { top: boolean; bottom: boolean } {
  const box = t.box;
  const h = page.heightPt ?? 0;
  if (!box || !h) return { top: false, bottom: false };
  const body = others.filter((l) => l.box[1] > h * 0.08 && l.box[3] < h * 0.92);
  return { top: !body.some((l) => l.box[3] <= box[1]), bottom: !body.some((l) => l.box[1] >= box[3]) };
}

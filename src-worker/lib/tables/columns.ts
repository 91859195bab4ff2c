import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import { spaceBetween } from '../layout/lines';
import type { Line } from '../layout/lines';
import { TABLE_TUNING } from '../../tuning/tables';
import { CURRENCY_CODES } from '../util/currency-codes';

/** A cell candidate: items of a line between two wide gaps. */
export interface Segment {
  text: string;
  box: Box;
  itemIds: string[];
}

/**
 * Splits a line into segments at gaps wider than about one character cell. Word spacing in prose
 * stays well under that; columns of a table (ruled or not) are separated by more.
 */
export function segmentsOf(line: Line, items: ReadonlyMap<string, TextItem>, numberEdges: readonly number[] = [], skew = 0): Segment[] {
  const parts = line.itemIds.map((id) => items.get(id)).filter((i): i is TextItem & { box: Box } => !!i && !!i.box && i.text.trim() !== '');
  parts.sort((a, b) => a.box[0] - b.box[0]);
  const minGap = Math.max(4, line.fontSize * 0.9);
  const segments: Segment[] = [];
  let previous: (TextItem & { box: Box }) | null = null;
  const words = splitOnInnerGaps(parts);
  const wordGap = usualWordGap(words);
  for (const [k, item] of words.entries()) {
    const last = segments[segments.length - 1];
    // A figure set flush right in a column of figures is a cell of its own however close the text
    // before it ends ("…made in EU  7"), and so is the text after such a figure ("1  LED panel").
    // A figure followed by its currency code ("15.83 CHF") ends where the code ends, and the code
    // stays with it.
    const codeOfFigure = previous !== null && isCurrencyCodeAfter(words, k);
    const restOfFigure = previous !== null && continuesDigitGroup(previous, item, wordGap);
    const apart = previous !== null && !codeOfFigure && !restOfFigure && item.box[0] - previous.box[2] >= line.fontSize * TABLE_TUNING.wordGapInFontSizes
      && (onNumberEdge(item, numberEdges, levelled(figureRight(words, k, wordGap), item, skew)) || onNumberEdge(previous, numberEdges, levelled(figureRight(words, k - 1, wordGap), previous, skew)));
    const before = previous;
    previous = item;
    if (last && item.box[0] - last.box[2] < minGap && !apart) {
      last.text += (spaced(before, item) ? ' ' : '') + item.text;
      last.box = [Math.min(last.box[0], item.box[0]), Math.min(last.box[1], item.box[1]), Math.max(last.box[2], item.box[2]), Math.max(last.box[3], item.box[3])];
      last.itemIds.push(item.id);
    } else {
      segments.push({ text: item.text, box: item.box, itemIds: [item.id] });
    }
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  return segments.filter((s) => s.text !== '');
}

/**
 * Whether a space stands between two items set side by side: as a line spaces them
 * (`spaceBetween`). OCR items are words, Tesseract has already told the space, however its boxes
 * of two words touch or overlap (blur, italics); items of a text layer may break inside a word: a
 * gap of a sixth of the type's size is a space; Han characters are written without spaces.
 */
function spaced(before: TextItem & { box: Box } | null, item: TextItem & { box: Box }): boolean {
  return before !== null && spaceBetween(before, item) !== '';
}

/** A figure alone in its item whose right edge lies on one of the page's aligned figure edges. */
function onNumberEdge(item: TextItem & { box: Box }, edges: readonly number[], right = item.box[2]): boolean {
  return edges.length > 0 && FIGURE.test(item.text.trim()) && edges.some((e) => Math.abs(right - e) <= TABLE_TUNING.edgeTolerancePt);
}

/**
 * Whether `item` carries on the figure `previous` opened: "393,16" after "13" in "13 393,16", the
 * groups of thousands set as words of their own (a space as group mark, as French, Russian and
 * Swiss figures print it). The word before is a group of one to three digits, and the gap between
 * them is a group mark's: narrower than TABLE_TUNING.groupGapInFontSizes, or no wider than the
 * line's own word space (`wordGap`; a font with wide spaces sets its group marks as wide), and
 * always narrower than a cell's gap.
 */
function continuesDigitGroup(previous: TextItem & { box: Box }, item: TextItem & { box: Box }, wordGap: number | null): boolean {
  if (!/^[-−]?\d{1,3}$/.test(previous.text.trim()) || !/^\d{3}(?:[.,]\d+)?$/.test(item.text.trim())) return false;
  const size = item.fontSize ?? item.box[3] - item.box[1];
  const limit = Math.min(Math.max(size * TABLE_TUNING.groupGapInFontSizes, (wordGap ?? 0) * TABLE_TUNING.wordGapSlack), size * TABLE_TUNING.cellGapInFontSizes * 0.5);
  return item.box[0] - previous.box[2] < limit;
}

/** The median gap between two words of a line that both hold letters (its word space), or null with fewer than two such gaps. */
function usualWordGap(words: readonly (TextItem & { box: Box })[]): number | null {
  const gaps: number[] = [];
  for (let k = 1; k < words.length; k++) {
    const a = words[k - 1] as TextItem & { box: Box }; const b = words[k] as TextItem & { box: Box };
    const size = b.fontSize ?? b.box[3] - b.box[1];
    const gap = b.box[0] - a.box[2];
    if (/\p{L}/u.test(a.text) && /\p{L}/u.test(b.text) && gap > 0 && gap < size) gaps.push(gap);
  }
  return gaps.length >= 2 ? (gaps.sort((x, y) => x - y)[Math.floor(gaps.length / 2)] as number) : null;
}

/** A currency code ("CHF", "EUR") or sign ("€") set as a word of its own, as OCR and many producers set it after a figure. */
const CODE = new RegExp(`^(?:${CURRENCY_CODES.join('|')}|[€$£¥₽]|руб)\\.?$`, 'u');

/** Whether the k-th word is a currency code right after a figure, nearer than a column gap (a word space or so). */
function isCurrencyCodeAfter(words: readonly (TextItem & { box: Box })[], k: number): boolean {
  const code = words[k];
  const figure = words[k - 1];
  if (!code || !figure || !CODE.test(code.text.trim()) || !FIGURE.test(figure.text.trim())) return false;
  const size = code.fontSize ?? code.box[3] - code.box[1];
  return code.box[0] - figure.box[2] < size * TABLE_TUNING.codeGapInFontSizes;
}

/**
 * An x of a skewed scan as it would stand on the upright page: a column's edge drifts across the
 * rows by the skew (x = x₀ − y·skew for lines rising by `skew` per point), so figures of one column
 * share their levelled right edge, not their raw one.
 */
function levelled(x: number | undefined, item: TextItem & { box: Box }, skew: number): number | undefined {
  return x === undefined ? undefined : x + ((item.box[1] + item.box[3]) / 2) * skew;
}

/**
 * Where the k-th word's figure ends: past its further groups of thousands ("13" of "13 393,16") and
 * at its currency code when one follows it ("15.83 CHF"), else at itself.
 */
function figureRight(words: readonly (TextItem & { box: Box })[], k: number, wordGap: number | null = usualWordGap(words)): number | undefined {
  if (!words[k]) return undefined;
  let end = k;
  while (words[end + 1] && continuesDigitGroup(words[end] as TextItem & { box: Box }, words[end + 1] as TextItem & { box: Box }, wordGap)) end++;
  return isCurrencyCodeAfter(words, end + 1) ? (words[end + 1] as TextItem & { box: Box }).box[2] : (words[end] as TextItem & { box: Box }).box[2];
}

/** A figure: a number with its grouping and decimals, a rate, a sign or currency at either end. */
const FIGURE = /^[-−+]?(?:[€$£¥₽]\s?)?\d[\d\s.,'’\u00a0\u202f]*(?:\s?(?:%|[€$£¥₽]))?$/u;

/**
 * Right edges shared by figures on several lines of a page: the right-aligned columns of figures of
 * its tables (quantities, prices, amounts, line numbers), drawn or not. An edge needs figures on at
 * least TABLE_TUNING.minFiguresOnEdge lines.
 */
export function alignedFigureEdges(lines: readonly Line[], items: ReadonlyMap<string, TextItem>, skew = 0): number[] {
  const rights: { x: number; line: string }[] = [];
  for (const line of lines) {
    const words = line.itemIds.map((id) => items.get(id)).filter((i): i is TextItem & { box: Box } => !!i?.box && i.text.trim() !== '')
      .sort((a, b) => a.box[0] - b.box[0]);
    const wordGap = usualWordGap(words);
    words.forEach((item, k) => { if (FIGURE.test(item.text.trim())) rights.push({ x: levelled(figureRight(words, k, wordGap) ?? item.box[2], item, skew) as number, line: line.text }); });
  }
  rights.sort((a, b) => a.x - b.x);
  const edges: number[] = [];
  let run: { x: number; line: string }[] = [];
  const close = (): void => {
    // The same line printed again (a page of repeated text) is one witness of an edge, not several:
    // a column of figures stands on rows that differ.
    if (new Set(run.map((r) => r.line)).size >= TABLE_TUNING.minFiguresOnEdge) edges.push(run.reduce((a, b) => a + b.x, 0) / run.length);
    run = [];
  };
  for (const r of rights) {
    if (run.length && r.x - (run[run.length - 1] as { x: number }).x > TABLE_TUNING.edgeTolerancePt) close();
    run.push(r);
  }
  close();
  return edges;
}

/**
 * pdfjs sometimes returns one item for text spread over several cells, padded with runs of spaces.
 * Such an item is split at runs of 3+ spaces, its box divided in proportion to the characters.
 */
function splitOnInnerGaps(items: (TextItem & { box: Box })[]): (TextItem & { box: Box })[] {
  const out: (TextItem & { box: Box })[] = [];
  for (const item of items) {
    if (!/\S {3,}\S/.test(item.text)) { out.push(item); continue; }
    const width = item.box[2] - item.box[0];
    const perChar = width / Math.max(item.text.length, 1);
    let offset = 0;
    for (const piece of item.text.split(/( {3,})/)) {
      if (piece.trim() !== '') {
        const x0 = item.box[0] + offset * perChar;
        out.push({ ...item, text: piece.trim(), box: [x0, item.box[1], x0 + piece.length * perChar, item.box[3]] });
      }
      offset += piece.length;
    }
  }
  return out;
}

/**
 * Column spans from the segments of every row: x-ranges covered by some segment, separated by
 * x-ranges no segment covers (a projection profile). A segment that bridges two otherwise clear
 * columns in a single row (a title spanning the table) is left out of the profile.
 */
export function columnSpans(segments: readonly Segment[]): [number, number][] {
  const merge = (segs: readonly Segment[]): [number, number][] => {
    const ranges = segs.map((s) => [s.box[0], s.box[2]] as [number, number]).sort((a, b) => a[0] - b[0]);
    const spans: [number, number][] = [];
    for (const [x0, x1] of ranges) {
      const last = spans[spans.length - 1];
      if (last && x0 <= last[1] + 1) last[1] = Math.max(last[1], x1);
      else spans.push([x0, x1]);
    }
    return spans;
  };
  const all = merge(segments);
  if (segments.length > 600) return all;
  // Drop segments that alone join spans which the other segments keep apart.
  const narrow = segments.filter((s) => {
    const others = merge(segments.filter((o) => o !== s));
    const crossed = others.filter(([a, b]) => b > s.box[0] && a < s.box[2]).length;
    return crossed <= 1;
  });
  const refined = narrow.length >= segments.length * 0.8 ? merge(narrow) : all;
  return refined.length > all.length ? refined : all;
}

/**
 * A column span that a minority of rows bridges is two columns: the labels of a totals block under
 * an items table ("Total excl. VAT" reaching from under the names over the quantities), or a few
 * names long enough to run up to the next column, join two columns that every other row keeps
 * apart. Inside each span, an x-range that at most TABLE_TUNING.bridgingRowShare of the rows cover,
 * with rows covering both sides of it, splits the span there.
 */
export function splitBridgedSpans(spans: readonly [number, number][], rows: readonly (readonly Segment[])[]): [number, number][] {
  const out: [number, number][] = [];
  const limit = Math.floor(rows.length * TABLE_TUNING.bridgingRowShare);
  for (const [x0, x1] of spans) {
    const width = Math.ceil(x1 - x0);
    if (width < 4 || rows.length < TABLE_TUNING.minRowsToSplitSpan) { out.push([x0, x1]); continue; }
    const coverage = new Array<number>(width + 1).fill(0);
    for (const row of rows) {
      const covered = new Uint8Array(width + 1);
      for (const s of row) {
        for (let x = Math.max(0, Math.floor(s.box[0] - x0)); x <= Math.min(width, Math.ceil(s.box[2] - x0)); x++) covered[x] = 1;
      }
      covered.forEach((c, x) => { coverage[x] = (coverage[x] as number) + c; });
    }
    // Low runs strictly inside the span, with well-covered x on both sides.
    let start = x0;
    let x = 0;
    while (x <= width) {
      if ((coverage[x] as number) > limit) { x++; continue; }
      let end = x;
      while (end + 1 <= width && (coverage[end + 1] as number) <= limit) end++;
      // Both sides are columns of their own: more rows than the limit have a cell that ends before
      // the low run, and more have one that starts after it (long names that only run into the
      // low run from the left make no column to the right of it).
      const a = x0 + x;
      const b = x0 + end + 1;
      const endsBefore = rows.filter((row) => row.some((sg) => sg.box[2] <= a + 1 && sg.box[2] > x0)).length;
      const startsAfter = rows.filter((row) => row.some((sg) => sg.box[0] >= b - 1 && sg.box[0] < x1)).length;
      // A cell lying wholly inside the low run is a sparse column of its own (line numbers of a few
      // rows), not a bridge: the run stays part of the columns around it.
      const sparseColumn = rows.some((row) => row.some((sg) => sg.box[0] >= a - 1 && sg.box[2] <= b + 1));
      if (!sparseColumn && endsBefore > limit && startsAfter > limit && end - x + 1 >= TABLE_TUNING.minGapPt) {
        out.push([start, x0 + x]);
        start = x0 + end + 1;
      }
      x = end + 1;
    }
    out.push([start, x1]);
  }
  return out;
}

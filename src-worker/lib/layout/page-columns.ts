import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import { LAYOUT_TUNING } from '../../tuning/layout';
import type { Line } from './lines';
import { groupLines } from './lines';
import { isAmountFigure } from './figures';

/**
 * The lines of a page read column by column where the page is set in columns: a sidebar beside the
 * main text (design templates put the seller, the bill-to block and the numbers in a coloured strip
 * to the left of the items), or two columns of text. A column gutter is a band of the page no word
 * crosses, top to bottom, with text on both sides over a common height whose lines do not share
 * their heights: the rows of a table stand level across every gap between its columns, the lines
 * of two columns set independently mostly do not. Read across such a gutter, a sidebar's
 * "Invoice No." would run into an item's name; read column by column, each side keeps its own
 * lines, the left column first.
 */
export function pageLines(items: readonly TextItem[], skew = 0, dividers: readonly number[] = []): Line[] {
  const all = groupLines(items, skew);
  const columns = columnsOf(items, all, skew, dividers);
  return columns ? [...columns.left, ...columns.right] : all;
}

/**
 * The lines of the page's two columns, each grouped on its own, or null when the page is not set in
 * columns. `dividers` are x positions where the page draws a column's edge (a tall filled panel's
 * side): a gutter holding one needs no proof that no table crosses it, for no table row is printed
 * half on a sidebar's fill and half off it, however level its lines stand by chance with the items'.
 */
function columnsOf(items: readonly TextItem[], lines: readonly Line[], skew: number, dividers: readonly number[]): { left: Line[]; right: Line[] } | null {
  const t = LAYOUT_TUNING;
  if (lines.length < t.minLinesPerColumn * 2) return null;
  const placed = items.filter((i): i is TextItem & { box: Box } => i.box !== null && i.text.trim() !== '');
  const ocr = placed.some((i) => i.ocrConfidence !== undefined);
  const sizes = lines.map((l) => l.fontSize).sort((a, b) => a - b);
  const minGap = Math.max(t.minGutterPt, (sizes[Math.floor(sizes.length / 2)] ?? 10) * t.minGutterInFontSizes);
  let best: { left: Line[]; right: Line[]; width: number } | null = null;
  for (const [from, to] of gapsInCoverage(placed.map((i) => i.box), minGap)) {
    const left = groupLines(placed.filter((i) => i.box[2] <= from), skew);
    const right = groupLines(placed.filter((i) => i.box[0] >= to), skew);
    if (left.length < t.minLinesPerColumn || right.length < t.minLinesPerColumn) continue;
    if (commonHeightShare(left, right) < t.minCommonHeightShare) continue;
    const drawn = dividers.some((x) => x >= from - t.dividerTolerancePt && x <= to + t.dividerTolerancePt);
    if (!drawn && crossedByTable(left, right, skew, ocr)) continue;
    // Of several gutters, the widest.
    if (!best || to - from > best.width) best = { left, right, width: to - from };
  }
  return best;
}

/** The bands of x that no box covers, at least `minGap` wide, between the leftmost and rightmost text. */
function gapsInCoverage(boxes: readonly Box[], minGap: number): [number, number][] {
  const spans = boxes.map((b) => [b[0], b[2]] as const).sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let reach = spans[0]?.[1] ?? 0;
  for (const [x0, x1] of spans.slice(1)) {
    if (x0 - reach >= minGap) gaps.push([reach, x0]);
    reach = Math.max(reach, x1);
  }
  return gaps;
}

/** How much of the shorter column's height the other column's text also covers. */
function commonHeightShare(a: readonly Line[], b: readonly Line[]): number {
  const extent = (ls: readonly Line[]): [number, number] => [Math.min(...ls.map((l) => l.box[1])), Math.max(...ls.map((l) => l.box[3]))];
  const [a0, a1] = extent(a);
  const [b0, b1] = extent(b);
  const shorter = Math.min(a1 - a0, b1 - b0);
  return shorter > 0 ? Math.max(0, Math.min(a1, b1) - Math.max(a0, b0)) / shorter : 0;
}

/**
 * Whether rows of a table cross the gap: most lines of the side with fewer stand level with lines
 * across; or three consecutive lines do, with three consecutive ones (a header over two items); or two
 * do where either holds the figures of a row (a header over its only item). Independent columns
 * stand level now and then by chance (a third of the lines at a similar leading), rarely with
 * consecutive lines on both sides.
 */
function crossedByTable(left: readonly Line[], right: readonly Line[], skew: number, ocr: boolean): boolean {
  const t = LAYOUT_TUNING;
  const leftFew = left.length <= right.length;
  const [few, many] = leftFew ? [left, right] : [right, left];
  const byTop = (ls: readonly Line[]): Line[] => [...ls].sort((x, y) => x.box[1] - y.box[1]);
  const fewSorted = byTop(few);
  const manySorted = byTop(many);
  // Level: the same baseline, to a fifth of the type in a text layer (cells of a row share it
  // exactly); OCR boxes end at the ink, lower under a comma or a descender, so there to a third.
  // Compared where the two lines face each other across the gap (the left line's last word, the
  // right line's first), levelled by the scan's skew: over the width of a page a skewed row drifts.
  const level = (l: Line, m: Line): boolean => {
    const [a, b] = leftFew ? [edgeWord(l, 'last'), edgeWord(m, 'first')] : [edgeWord(m, 'last'), edgeWord(l, 'first')];
    const drift = ((b[0] + b[2]) / 2 - (a[0] + a[2]) / 2) * skew;
    const smaller = Math.min(a[3] - a[1], b[3] - b[1]);
    if (Math.abs(b[3] - a[3] - drift) <= smaller * (ocr ? t.levelBaselineShareOcr : t.levelBaselineShare)) return true;
    // An OCR word's box may take in a speck above or below it: then one box lying within the other's height is level too.
    return ocr && Math.min(a[3], b[3] - drift) - Math.max(a[1], b[1] - drift) >= smaller * t.levelOverlapShareOcr;
  };
  const partner = fewSorted.map((l) => manySorted.findIndex((m) => level(l, m)));
  const levelAt = (i: number): boolean => (partner[i] ?? -1) >= 0;
  if (partner.filter((p) => p >= 0).length >= few.length * t.maxLevelShare) return true;
  const run = (i: number): number => (levelAt(i) && partner[i + 1] === (partner[i] as number) + 1 ? 1 + run(i + 1) : 1);
  // A row's figures stand right of the gap: a figure tail, or a lone amount (the last column of a row).
  // Left of it stand names, and a sidebar's values ("2021/296", "22.01.2021"), which are no row's figures.
  const figures = (i: number): boolean => {
    const right = leftFew ? manySorted[partner[i] as number]?.text ?? '' : fewSorted[i]?.text ?? '';
    return figureTail(right) || isAmountFigure(right);
  };
  return partner.some((_, i) => levelAt(i) && (run(i) >= t.levelRunOfTable
    || (run(i) === 2 && (figures(i) || figures(i + 1)))));
}

/** The box of a line's first or last piece (the whole line where it has no pieces). */
function edgeWord(line: Line, which: 'first' | 'last'): Box {
  const spans = line.spans;
  return (which === 'first' ? spans[0]?.box : spans[spans.length - 1]?.box) ?? line.box;
}

/** A row's figures beyond its name: two or more numbers and few letters ("8 box  1 347,26  10 778,08"). */
function figureTail(text: string): boolean {
  const numbers = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return numbers.length >= 2 && letters * 3 <= text.replace(/\s/g, '').length;
}

import { boxUnion } from '../../../src-shared/document/geometry';
import type { Box } from '../../../src-shared/document/geometry';
import type { Page, PageLine, TextItem } from '../../../src-shared/document/model';
import { TABLE_TUNING } from '../../tuning/tables';

/** A line of text on a page, in reading order, with the items it was made of. */
export type Line = PageLine;

/**
 * Groups positioned text items into lines: items whose vertical extents overlap by more than half
 * of the smaller one share a line; a line reads left to right, with a space wherever the gap between
 * two items is wider than a fraction of the font size (pdfjs often omits the space characters).
 * `skew` (the slope of the page's text lines, from a scan's rules and text: 0.02 is a line falling
 * 2 points every 100 points to the right) levels the words first: across a skewed scan a table row
 * drifts by more than a line height, and grouped by raw heights its right end would join the row below.
 * The lines keep the words' own boxes.
 */
export function groupLines(items: readonly TextItem[], skew = 0): Line[] {
  const placed = items.filter((i): i is TextItem & { box: Box } => i.box !== null && i.text.trim() !== '')
    .map((item) => ({ item, level: levelled(item.box, skew) }));
  const sorted = [...placed].sort((a, b) => centreY(a.level) - centreY(b.level) || a.level[0] - b.level[0]);
  // A word joins the line whose box it overlaps by half its height, and also the mean band of that
  // line's words by a quarter: the box, a union, grows with every taller word until it reaches the next
  // line (a header of small labels set tight over its values, "Prijs" over "49,99").
  // A word never joins a line that holds a word stacked above or below it (the two share columns but
  // not heights): two small lines set beside one tall title fit the title's box, and read as one line
  // they would run the invoice number into the date under it.
  const open: { items: (TextItem & { box: Box })[]; levels: Box[]; box: Box; top: number; bottom: number }[] = [];
  for (const { item, level } of sorted) {
    const band = (r: (typeof open)[number]): number => overlapShare([0, r.top / r.items.length, 0, r.bottom / r.items.length], level);
    const row = open.filter((r) => overlapShare(r.box, level) > 0.5 && band(r) > 0.25 && !r.levels.some((l) => stacked(l, level)))
      .sort((a, b) => band(b) - band(a))[0];
    if (row) {
      row.items.push(item);
      row.levels.push(level);
      row.box = boxUnion(row.box, level);
      row.top += level[1]; row.bottom += level[3];
    } else {
      open.push({ items: [item], levels: [level], box: level, top: level[1], bottom: level[3] });
    }
  }
  return open
    .map((r) => ({ line: toLine(r.items.sort((a, b) => a.box[0] - b.box[0])), level: r.box }))
    .sort((a, b) => a.level[1] - b.level[1] || a.level[0] - b.level[0])
    .map((r) => r.line);
}

/** A box moved up or down by the skew at its centre, so that the words of one printed line share a height. */
function levelled(box: Box, skew: number): Box {
  if (skew === 0) return box;
  const dy = ((box[0] + box[2]) / 2) * skew;
  return [box[0], box[1] - dy, box[2], box[3] - dy];
}

function toLine(row: (TextItem & { box: Box })[]): Line {
  let text = '';
  const spans: Line['spans'] = [];
  let prev: (TextItem & { box: Box }) | null = null;
  for (const item of row) {
    if (prev && !text.endsWith(' ') && !item.text.startsWith(' ')) text += spaceBetween(prev, item);
    const start = text.length;
    text += item.text;
    spans.push({ start, end: text.length, box: item.box });
    prev = item;
  }
  const box = row.map((i) => i.box).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] as Box);
  const sizes = row.map((i) => i.fontSize ?? i.box[3] - i.box[1]).sort((a, b) => a - b);
  // Leading blanks are trimmed: the spans shift with them.
  const lead = text.length - text.replace(/^\s+/, '').length;
  return { text: text.replace(/\s+$/, '').replace(/^\s+/, ''), box, fontSize: sizes[Math.floor(sizes.length / 2)] ?? 0, itemIds: row.map((i) => i.id),
    spans: spans.map((sp) => ({ start: Math.max(0, sp.start - lead), end: Math.max(0, sp.end - lead), box: sp.box })) };
}

/**
 * The space a reader puts between two words of a line, left to right: none, one, or two where the
 * gap is a table's (see `TABLE_TUNING.cellGapInFontSizes`).
 */
export function spaceBetween(prev: TextItem & { box: Box }, item: TextItem & { box: Box }): '' | ' ' | '  ' {
  const gap = item.box[0] - prev.box[2];
  // Gaps are measured in the smaller of the two types: a heading's big letters beside a small
  // caption ("передаточный документ" in 7 pt, "Счет-фактура № 9616" in 10 pt) are two cells
  // at a gap that the bigger type alone would call a word space.
  const size = Math.min(item.fontSize ?? item.box[3] - item.box[1], prev.fontSize ?? prev.box[3] - prev.box[1]);
  // Chinese and Japanese are written without spaces: only a wide gap separates them. OCR sets
  // Han characters apart by up to most of a character; a text layer sets them flush, so there a
  // gap of half a character is the space the writer typed ("咖啡豆 中度烘焙": 0.9 of the type).
  const cjk = hanJoin(prev, item);
  const ocr = prev.ocrConfidence !== undefined && item.ocrConfidence !== undefined;
  // OCR words are words already: Tesseract splits them at spaces, however narrow the print.
  const ocrWords = ocr && !cjk;
  if (!ocrWords && gap <= size * (cjk ? (ocr ? 1 : 0.5) : 0.15)) return '';
  return gap > size * TABLE_TUNING.cellGapInFontSizes ? '  ' : ' ';
}

/**
 * Whether two words meet between Han (or other CJK) characters, where only a wide gap is a space.
 * (Beside a figure or a Latin letter Chinese sets a space as often as not — "清洁剂 5升",
 * "LED平板灯 600×600" — and a scan's gaps do not tell which: OCR's word break stands there.)
 */
export function hanJoin(prev: TextItem, item: TextItem): boolean {
  return CJK.test(prev.text.trim().slice(-1)) && CJK.test(item.text.trim().charAt(0));
}

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function centreY(b: Box): number {
  return (b[1] + b[3]) / 2;
}

/** Two words one above the other: they share most of the narrower one's width and less than half of the shorter one's height. */
function stacked(a: Box, b: Box): boolean {
  const shared = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const narrower = Math.min(a[2] - a[0], b[2] - b[0]);
  return narrower > 0 && shared > narrower * 0.5 && overlapShare(a, b) < 0.5;
}

/** How much two boxes overlap vertically, as a share of the shorter one's height (0 for a flat box). */
function overlapShare(a: Box, b: Box): number {
  const overlap = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  const smaller = Math.min(a[3] - a[1], b[3] - b[1]);
  return smaller > 0 ? overlap / smaller : 0;
}

/** A page with its lines grouped from its items (tests and parsers that build a page from items). */
export function withLines(page: Omit<Page, 'lines'>): Page {
  return { ...page, lines: groupLines(page.items) };
}

import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import type { Line } from '../layout/lines';

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
export function segmentsOf(line: Line, items: ReadonlyMap<string, TextItem>): Segment[] {
  const parts = line.itemIds.map((id) => items.get(id)).filter((i): i is TextItem & { box: Box } => !!i && !!i.box && i.text.trim() !== '');
  parts.sort((a, b) => a.box[0] - b.box[0]);
  const minGap = Math.max(4, line.fontSize * 0.9);
  const segments: Segment[] = [];
  for (const item of splitOnInnerGaps(parts)) {
    const last = segments[segments.length - 1];
    if (last && item.box[0] - last.box[2] < minGap) {
      last.text += (item.box[0] - last.box[2] > line.fontSize * 0.15 ? ' ' : '') + item.text;
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

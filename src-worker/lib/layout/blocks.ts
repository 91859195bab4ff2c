import type { Box } from '../../../src-shared/document/geometry';
import type { Block } from '../../../src-shared/document/model';
import type { Line } from './lines';

/**
 * Lines → paragraphs and headings. A new block starts where the vertical gap is larger than the
 * line height allows, or the font size changes; lines set noticeably larger than the page's body
 * text are headings (level by size rank). Works the same for PDF text and OCR lines.
 */
export function linesToBlocks(lines: readonly Line[], page: number): Block[] {
  if (lines.length === 0) return [];
  const body = bodySize(lines);
  const headingSizes = [...new Set(lines.filter((l) => isHeading(l, body)).map((l) => Math.round(l.fontSize)))].sort((a, b) => b - a);
  const blocks: Block[] = [];
  let current: Line[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    const first = current[0] as Line;
    const heading = isHeading(first, body);
    const text = current.map((l) => l.text).join(' ');
    const level = heading ? Math.min(3, headingSizes.indexOf(Math.round(first.fontSize)) + 1) : 0;
    blocks.push({
      page,
      text: heading ? `${'#'.repeat(Math.max(1, level))} ${text}` : text,
      box: union(current.map((l) => l.box)),
      kind: heading ? 'heading' : /^\s*([-•*]|\d+[.)])\s/.test(text) ? 'list' : 'paragraph',
    });
    current = [];
  };
  for (const line of lines) {
    const prev = current[current.length - 1];
    if (prev && startsNewBlock(prev, line, body)) flush();
    current.push(line);
  }
  flush();
  return blocks;
}

function startsNewBlock(prev: Line, line: Line, body: number): boolean {
  const height = Math.max(prev.box[3] - prev.box[1], 1);
  const gap = line.box[1] - prev.box[3];
  if (gap > height * 0.9) return true;
  if (isHeading(prev, body) !== isHeading(line, body)) return true;
  if (Math.abs(prev.fontSize - line.fontSize) > Math.max(prev.fontSize, line.fontSize) * 0.2) return true;
  return false;
}

/** A line set noticeably larger than the body text (and not a whole paragraph): a heading or a title. */
export function isHeading(line: Pick<Line, 'fontSize' | 'text'>, body: number): boolean {
  return body > 0 && line.fontSize >= body * 1.3 && line.text.length <= 200;
}

/** The font size carrying the most characters on the page. */
export function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(Math.round(l.fontSize), (weight.get(Math.round(l.fontSize)) ?? 0) + l.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

function union(boxes: Box[]): Box {
  return boxes.reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] as Box);
}

import type { Box } from '../../../src-shared/document/geometry';
import { boxUnion } from '../../../src-shared/document/geometry';
import type { ParsedDocument } from '../../../src-shared/document/model';

/**
 * One page as a single string for the text grammars (lines joined by `\n`), and the way back from
 * character offsets to the page's geometry: a hit's box is the union of the item boxes it covers.
 */
export interface PageText {
  page: number;
  text: string;
  /** The box of `text.slice(start, end)`, or null where the page has no geometry (text, office, XML). */
  locate(start: number, end: number): Box | null;
}

interface Piece { start: number; end: number; box: Box }

/**
 * Geometric pages read from their lines (every line of a PDF or scan, tables included); logical
 * pages (office files, text) from the blocks the parser made of them, which carry no boxes.
 */
export function pageTexts(doc: ParsedDocument): PageText[] {
  return doc.pages.map((page) => {
    if (page.lines.length === 0) {
      const text = doc.blocks.filter((b) => b.page === page.no).map((b) => b.text).join('\n');
      return { page: page.no, text, locate: () => null };
    }
    const pieces: Piece[] = [];
    const lines: Piece[] = [];
    let at = 0;
    for (const line of page.lines) {
      lines.push({ start: at, end: at + line.text.length, box: line.box });
      for (const s of line.spans) pieces.push({ start: at + s.start, end: at + s.end, box: s.box });
      at += line.text.length + 1;
    }
    const text = page.lines.map((l) => l.text).join('\n');
    const locate = (start: number, end: number): Box | null => {
      let box: Box | null = null;
      for (const p of pieces) {
        if (!(p.start < end && start < p.end)) continue;
        const part = slice(p, Math.max(start, p.start), Math.min(end, p.end));
        box = box ? boxUnion(box, part) : part;
      }
      // A line without item spans (none today, but the model allows it) still has its own box.
      if (!box) for (const l of lines) if (l.start < end && start < l.end) box = box ? boxUnion(box, l.box) : l.box;
      return box;
    };
    return { page: page.no, text, locate };
  });
}

/**
 * The part of an item's box that holds characters [from, to) of it: a text run carries one box for
 * all its characters, so the share is taken in proportion to the characters (exact for the fixed
 * advance of a form's digits, close for the rest) — a hit inside a long line gets its own box.
 */
function slice(p: Piece, from: number, to: number): Box {
  const n = p.end - p.start;
  if (n <= 0 || (from === p.start && to === p.end)) return p.box;
  const w = p.box[2] - p.box[0];
  return [p.box[0] + (w * (from - p.start)) / n, p.box[1], p.box[0] + (w * (to - p.start)) / n, p.box[3]];
}

/** The wire form of a box (a mutable 4-tuple, rounded to 0.01 pt: finer digits are noise of the parser). */
export function wireBox(box: Box | null): [number, number, number, number] | null {
  if (!box) return null;
  const r = (n: number): number => Math.round(n * 100) / 100;
  return [r(box[0]), r(box[1]), r(box[2]), r(box[3])];
}

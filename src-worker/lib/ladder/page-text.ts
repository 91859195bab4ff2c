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
      for (const p of pieces) if (p.start < end && start < p.end) box = box ? boxUnion(box, p.box) : p.box;
      // A line without item spans (none today, but the model allows it) still has its own box.
      if (!box) for (const l of lines) if (l.start < end && start < l.end) box = box ? boxUnion(box, l.box) : l.box;
      return box;
    };
    return { page: page.no, text, locate };
  });
}

/** The wire form of a box (a mutable 4-tuple, rounded to 0.01 pt: finer digits are noise of the parser). */
export function wireBox(box: Box | null): [number, number, number, number] | null {
  if (!box) return null;
  const r = (n: number): number => Math.round(n * 100) / 100;
  return [r(box[0]), r(box[1]), r(box[2]), r(box[3])];
}

import { boxUnion } from '../../../src-shared/document/geometry';
import type { Box, PageNo } from '../../../src-shared/document/geometry';
import type { Page } from '../../../src-shared/document/model';
import { bodySize, isHeading } from '../layout/blocks';
import type { Line } from '../layout/lines';
import { isSpaced, tokenise } from './normalise';

/**
 * The head zone of a document's first page(s), as short pieces of text with what their typography
 * says: where a title would stand, how large, whether centred. A line is cut where it has a wide gap
 * (a title and a date on one baseline are two pieces), and on pages with geometry a piece is also
 * joined with the one or two stacked right below it, for titles wrapped in a narrow box
 * ("Универсальный / передаточный / документ").
 */

export interface HeadSegment {
  page: PageNo;
  /** 0 for the first page of the range, 1 for the next. */
  pageIndex: number;
  text: string;
  /** Where in the head zone: 0 at its top, 1 at its bottom. */
  depth: number;
  /** Set larger than the body text, or a heading / bold line of a logical page. */
  large: boolean;
  /** Centred on the text column; null where the page has no geometry. */
  centred: boolean | null;
  /** Made of two or three stacked lines. */
  joined: boolean;
}

/** How far down a page titles are looked for: a letter-style invoice puts its title below the address window, about a third down. */
export const HEAD_ZONE_SHARE = 0.55;
/** How many lines of a page without geometry (text, office files) make its head: a spreadsheet form has a dozen rows of parties above its title. */
export const HEAD_LINES = 40;
/** How many pages of the range are read: a cover or a continued header can push the title to the second page. */
export const HEAD_PAGES = 2;
/** A piece this close to the column's centre, as a share of the column width, is centred (a hand-placed title is rarely off by more). */
const CENTRE_TOLERANCE = 0.06;
/** A piece wider than this share of the column is a full line, centred by nature, not by design. */
const FULL_WIDTH = 0.7;
/** Stacked lines closer than this many line heights belong to one wrapped title. */
const STACK_GAP = 0.8;
/** Lines joined into one wrapped title at most. */
const STACK_LINES = 3;

export function headSegments(pages: readonly Page[]): HeadSegment[] {
  return pages.slice(0, HEAD_PAGES).flatMap((page, pageIndex) =>
    page.items.some((i) => i.box !== null) ? geometricHead(page, pageIndex) : logicalHead(page, pageIndex));
}

interface Piece { text: string; box: Box; fontSize: number }

function geometricHead(page: Page, pageIndex: number): HeadSegment[] {
  const lines = page.lines;
  if (lines.length === 0) return [];
  const body = bodySize(lines);
  const left = Math.min(...lines.map((l) => l.box[0]));
  const right = Math.max(...lines.map((l) => l.box[2]));
  const top = Math.min(...lines.map((l) => l.box[1]));
  const height = page.heightPt ?? Math.max(...lines.map((l) => l.box[3]));
  const zoneBottom = Math.max(top + 1, height * HEAD_ZONE_SHARE);
  const pieces = lines.filter((l) => l.box[1] < zoneBottom).flatMap(piecesOf);
  const segment = (text: string, box: Box, fontSize: number, joined: boolean): HeadSegment => {
    const width = right - left;
    const centre = (box[0] + box[2]) / 2;
    return {
      page: page.no, pageIndex, text, joined,
      depth: Math.min(1, Math.max(0, (box[1] - top) / (zoneBottom - top))),
      large: isHeading({ fontSize, text }, body),
      centred: width > 0 && Math.abs(centre - (left + right) / 2) <= CENTRE_TOLERANCE * width && box[2] - box[0] <= FULL_WIDTH * width,
    };
  };
  const out = pieces.map((p) => segment(p.text, p.box, p.fontSize, false));
  for (const [i, p] of pieces.entries()) {
    let text = p.text;
    let box = p.box;
    let last = p;
    for (let n = 1; n < STACK_LINES; n++) {
      const below = pieces.slice(i + 1).find((q) => stacked(last, q));
      if (!below) break;
      text = `${text} ${below.text}`;
      box = boxUnion(box, below.box);
      last = below;
      out.push(segment(text, box, Math.min(p.fontSize, below.fontSize), true));
    }
  }
  return out;
}

/**
 * A line cut at its wide gaps (groupLines marks them with two spaces), each piece with its own box;
 * in a title set in spaced letters the gaps between words are wide too, so spaced pieces side by
 * side stay one ("А К Т  С В Е Р К И").
 */
function piecesOf(line: Line): Piece[] {
  const out: (Piece & { spaced: boolean })[] = [];
  for (const m of line.text.matchAll(/\S+(?: \S+)*/g)) {
    const start = m.index;
    const end = start + m[0].length;
    const boxes = line.spans.filter((s) => s.end > start && s.start < end).map((s) => s.box);
    const box = boxes.reduce<Box | null>((a, b) => (a ? boxUnion(a, b) : b), null) ?? line.box;
    const spaced = isSpaced(tokenise(m[0]));
    const prev = out[out.length - 1];
    if (prev?.spaced && spaced) {
      prev.text = `${prev.text} ${m[0]}`;
      prev.box = boxUnion(prev.box, box);
    } else {
      out.push({ text: m[0], box, fontSize: line.fontSize, spaced });
    }
  }
  return out;
}

/** `b` sits right below `a`, overlapping it across, in type of about the same size. */
function stacked(a: Piece, b: Piece): boolean {
  const h = a.box[3] - a.box[1];
  const gap = b.box[1] - a.box[3];
  const overlap = Math.min(a.box[2], b.box[2]) - Math.max(a.box[0], b.box[0]);
  const narrower = Math.min(a.box[2] - a.box[0], b.box[2] - b.box[0]);
  return gap >= -h * 0.2 && gap <= h * STACK_GAP && overlap > narrower * 0.5 && Math.abs(a.fontSize - b.fontSize) <= Math.max(a.fontSize, b.fontSize) * 0.2;
}

const TABLE_RULE = /^\|?\s*:?-{3,}/;
const HEADING = /^#{1,6}\s+/;
const BOLD = /^(?:\*\*|__)(.+)(?:\*\*|__)$/;

/** Lines of a logical page (markdown of text, office files, XML): headings and bold lines count as large, table cells as pieces. */
function logicalHead(page: Page, pageIndex: number): HeadSegment[] {
  const out: HeadSegment[] = [];
  let index = 0;
  for (const item of page.items) {
    for (const raw of item.text.split('\n')) {
      if (index >= HEAD_LINES) return out;
      const line = raw.trim();
      if (line === '' || TABLE_RULE.test(line)) continue;
      const depth = index / HEAD_LINES;
      index++;
      const cells = line.startsWith('|') ? line.split('|').map((c) => c.trim()).filter(Boolean) : [line];
      for (const cell of cells) {
        const heading = HEADING.test(cell);
        const bare = cell.replace(HEADING, '').replace(/^[-*+]\s+/, '');
        const bold = BOLD.exec(bare);
        const text = (bold?.[1] ?? bare).replace(/\*\*|__/g, '').trim();
        if (text) out.push({ page: page.no, pageIndex, text, depth, large: heading || bold !== null, centred: null, joined: false });
      }
    }
  }
  return out;
}

import { boxesOverlap } from '../../../src-shared/document/geometry';
import type { Box } from '../../../src-shared/document/geometry';
import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import { binarize, otsuThreshold } from '../rulings/find';
import type { GreyImage } from '../rulings/find';
import { halved } from './faint';
import { lineOf, readStacked, typicalWordHeight } from './stacked';
import type { Rect } from './stacked';
import {
  UNREAD_APART, UNREAD_GLYPH_MAX_HEIGHT, UNREAD_GLYPH_MAX_WIDTH, UNREAD_GLYPH_MIN_HEIGHT, UNREAD_MAX_BOXES, UNREAD_MIN_CONFIDENCE, UNREAD_WORD_GAP,
} from '../../tuning/ocr';

/**
 * Words Tesseract's page layout dropped: short ones standing alone between wide gaps (a quantity
 * column right-aligned far from the names, the row numbers of a table) are taken for noise and never
 * reach the recogniser, so a whole column of a table comes back empty. The page's ink that no word
 * of the reading covers is gathered into word-sized boxes; those standing on a line the reading did
 * find (a dropped word shares its row with read ones, a logo or a signature does not) are read again
 * in one stacked call and added as words of their own.
 */
export async function readUnreadInk(img: GreyImage, found: OcrResult, langs: string[], dpi: number, skew: number): Promise<void> {
  // Every read word covers its ink, signs too ("№" has no letter, and read again it is "Ne").
  const words = found.lines.flatMap((l) => l.words).filter((w) => w.text.trim() !== '');
  const typical = typicalWordHeight(found.lines);
  if (words.length === 0 || typical === 0) return;
  const rects = unreadInkBoxes(img, words, typical, skew);
  if (rects.length === 0 || rects.length > UNREAD_MAX_BOXES) return;
  const again = await readStacked(img, rects, 0, langs, dpi);
  for (const read of again) {
    const sure = read.filter((w) => w.confidence >= UNREAD_MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text)
      && !words.some((old) => coveredShare(w.bbox, old.bbox) > 0.3));
    if (sure.length) found.lines.push(lineOf(sure));
  }
}

/**
 * Boxes (image pixels) of ink no word covers, word-sized and on a line of read words. Found at half
 * the resolution (the darkest of each 2×2 pixels): a quarter of the work, and boxes need no more.
 */
export function unreadInkBoxes(img: GreyImage, words: readonly OcrWord[], typical: number, skew: number): Rect[] {
  const half = halved(img);
  const dark = binarize(half, otsuThreshold(half));
  const h = typical / 2;
  const pad = Math.max(1, Math.round(h * 0.15));
  for (const w of words) clear(dark, half.width, half.height, [w.bbox[0] / 2, w.bbox[1] / 2, w.bbox[2] / 2, w.bbox[3] / 2], pad);
  const glyphs = components(dark, half.width, half.height)
    .filter((c) => c.y1 - c.y0 >= h * UNREAD_GLYPH_MIN_HEIGHT && c.y1 - c.y0 <= h * UNREAD_GLYPH_MAX_HEIGHT && c.x1 - c.x0 <= h * UNREAD_GLYPH_MAX_WIDTH);
  const level = (b: Rect): number => (b.y0 + b.y1) / 2 - ((b.x0 + b.x1) / 2) * skew;
  const read = words.map((w) => ({ x0: w.bbox[0] / 2, y0: w.bbox[1] / 2, x1: w.bbox[2] / 2, y1: w.bbox[3] / 2 }));
  const onLevel = (a: Rect, b: Rect): boolean => Math.abs(level(a) - level(b)) <= h * 0.5;
  // Ink beside a read word, nearer than a wide space, is a piece of that word its box cut off: a
  // dropped word stands apart (that is why it was dropped).
  const apart = (g: Rect, r: Rect): boolean => g.x0 - r.x1 >= h * UNREAD_APART || r.x0 - g.x1 >= h * UNREAD_APART;
  const groups = wordsOf(glyphs, h * UNREAD_WORD_GAP, level);
  return groups
    .filter((g) => g.y1 - g.y0 <= h * UNREAD_GLYPH_MAX_HEIGHT && read.some((r) => onLevel(r, g))
      && read.every((r) => !onLevel(r, g) || apart(g, r)))
    .map((g) => ({ x0: 2 * (g.x0 - pad), y0: 2 * (g.y0 - pad), x1: 2 * (g.x1 + pad), y1: 2 * (g.y1 + pad) }));
}

/** Glyph boxes joined into words: on one level and closer than `gap` side by side. */
function wordsOf(glyphs: readonly Rect[], gap: number, level: (b: Rect) => number): Rect[] {
  const sorted = [...glyphs].sort((a, b) => a.x0 - b.x0);
  const out: Rect[] = [];
  for (const g of sorted) {
    const into = out.find((w) => g.x0 - w.x1 <= gap && g.x0 >= w.x0 && Math.abs(level(w) - level(g)) <= Math.max(w.y1 - w.y0, g.y1 - g.y0) * 0.5);
    if (into) Object.assign(into, { x0: Math.min(into.x0, g.x0), y0: Math.min(into.y0, g.y0), x1: Math.max(into.x1, g.x1), y1: Math.max(into.y1, g.y1) });
    else out.push({ ...g });
  }
  return out;
}

/** The boxes of 8-connected dark pixels (inclusive corners). */
function components(dark: Uint8Array, width: number, height: number): Rect[] {
  const seen = new Uint8Array(dark.length);
  const stack = new Int32Array(dark.length);
  const out: Rect[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = width; let y0 = height; let x1 = 0; let y1 = 0;
    while (top > 0) {
      const i = stack[--top] as number;
      const x = i % width; const y = (i - x) / width;
      if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (dark[j] && !seen[j]) { seen[j] = 1; stack[top++] = j; }
        }
      }
    }
    // Ink touching the image's edge is the scan's border, not print.
    if (x0 > 0 && y0 > 0 && x1 < width - 1 && y1 < height - 1) out.push({ x0, y0, x1: x1 + 1, y1: y1 + 1 });
  }
  return out;
}

function clear(dark: Uint8Array, width: number, height: number, box: Box, pad: number): void {
  const x0 = Math.max(0, Math.floor(box[0]) - pad); const x1 = Math.min(width, Math.ceil(box[2]) + pad);
  const y0 = Math.max(0, Math.floor(box[1]) - pad); const y1 = Math.min(height, Math.ceil(box[3]) + pad);
  for (let y = y0; y < y1; y++) dark.fill(0, y * width + x0, y * width + x1);
}

/** The share of box `a` that box `b` covers. */
function coveredShare(a: Box, b: Box): number {
  if (!boxesOverlap(a, b)) return 0;
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const hh = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  const area = Math.max(1, (a[2] - a[0]) * (a[3] - a[1]));
  return Math.max(0, w) * Math.max(0, hh) / area;
}

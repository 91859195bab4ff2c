import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import type { GreyImage } from '../rulings/find';
import { readStacked } from './stacked';

/**
 * Tesseract's page reading breaks large type of thin strokes (an invoice's "INVOICE" title,
 * three times the body's height) into pieces it reads surely as "| N \/ | Е"; the same words
 * cropped and read as a block come out whole. So where a line's words of two or more times the
 * page's usual height include such pieces (lone signs or single letters), those words are read
 * again together (all such lines of a page in one stacked call) and replaced when the new reading
 * has no pieces and fewer words.
 */
export async function rereadLargeType(img: GreyImage, found: OcrResult, langs: string[], dpi: number): Promise<void> {
  const heights = found.lines.flatMap((l) => l.words.map(height)).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  if (usual === 0) return;
  const groups = found.lines.map((line) => ({ line, tall: line.words.filter((w) => height(w) >= LARGE * usual) }))
    .filter(({ tall }) => tall.length >= 2 && tall.some(isPiece));
  if (groups.length === 0) return;
  const rects = groups.map(({ tall }) => {
    const pad = Math.round(Math.max(...tall.map(height)) * 0.15);
    return { x0: Math.min(...tall.map((w) => w.bbox[0])) - pad, y0: Math.min(...tall.map((w) => w.bbox[1])) - pad,
      x1: Math.max(...tall.map((w) => w.bbox[2])) + pad, y1: Math.max(...tall.map((w) => w.bbox[3])) + pad };
  });
  const again = await readStacked(img, rects, 0, langs, dpi);
  groups.forEach(({ line, tall }, k) => {
    const now = (again[k] ?? []).filter((w) => /[\p{L}\p{N}]/u.test(w.text));
    if (now.length === 0 || now.length >= tall.length || now.some(isPiece)) return;
    const first = line.words.indexOf(tall[0] as OcrWord);
    const rest = line.words.filter((w) => !tall.includes(w));
    line.words = [...rest.slice(0, first), ...now, ...rest.slice(first)];
    line.text = line.words.map((w) => w.text).join(' ');
  });
}

/** Type at least this many times the page's usual word height is large. */
const LARGE = 2;

const height = (w: OcrWord): number => w.bbox[3] - w.bbox[1];

/** A piece of a broken word: a lone sign or a single letter. */
const isPiece = (w: OcrWord): boolean => /^[^\p{L}\p{N}]+$/u.test(w.text) || /^\p{L}$/u.test(w.text);

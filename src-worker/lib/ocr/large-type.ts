import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import type { GreyImage } from '../rulings/find';
import { lineOf, padded, readStacked, typicalWordHeight } from './stacked';

/**
 * Tesseract's page reading breaks large type of thin strokes (an invoice's "INVOICE" title,
 * three times the body's height) into pieces it reads surely as "| N \/ | Е"; the same words
 * cropped and read as a block come out whole. So where a line's words of two or more times the
 * page's usual height include such pieces (lone signs or single letters), those words are read
 * again together (all such lines of a page in one stacked call) and replaced when the new reading
 * is better (below).
 */
export async function rereadLargeType(img: GreyImage, found: OcrResult, langs: string[], dpi: number): Promise<void> {
  const usual = typicalWordHeight(found.lines);
  if (usual === 0) return;
  const groups = found.lines.map((line) => ({ line, tall: line.words.filter((w) => height(w) >= LARGE * usual) }))
    .filter(({ tall }) => tall.length >= 2 && tall.some(isPiece));
  if (groups.length === 0) return;
  const rects = groups.map(({ tall }) => padded(lineOf(tall).bbox, Math.round(Math.max(...tall.map(height)) * 0.15)));
  const again = await readStacked(img, rects, 0, langs, dpi);
  groups.forEach(({ line }, k) => {
    const rect = rects[k] as (typeof rects)[number];
    // Every word of the line inside the crop is read again, small ones between tall ones too.
    const inside = line.words.filter((w) => { const cx = (w.bbox[0] + w.bbox[2]) / 2; const cy = (w.bbox[1] + w.bbox[3]) / 2; return cx > rect.x0 && cx < rect.x1 && cy > rect.y0 && cy < rect.y1; });
    const now = (again[k] ?? []).filter((w) => w.text.trim() !== '');
    if (!isBetterReading(inside, now)) return;
    const first = line.words.indexOf(inside[0] as OcrWord);
    const rest = line.words.filter((w) => !inside.includes(w));
    line.words = [...rest.slice(0, first), ...now, ...rest.slice(first)];
  });
}

/**
 * The new reading is taken when it has no pieces, fewer words, and the same figures in the same
 * order as the old one (pieces "1 5" may join to "15"): a title's number ("СЧЕТ № 125") is never
 * lost to a crop that missed it, nor changed ("№ 7" to "№ 17").
 */
export function isBetterReading(old: readonly OcrWord[], now: readonly OcrWord[]): boolean {
  if (now.length === 0 || now.length >= old.length || now.some(isPiece)) return false;
  const digits = (words: readonly OcrWord[]): string => words.map((w) => w.text.replace(/\D/g, '')).join('');
  return digits(now) === digits(old);
}

/** Type at least this many times the page's usual word height is large. */
const LARGE = 2;

const height = (w: OcrWord): number => w.bbox[3] - w.bbox[1];

/** A piece of a broken word: a lone sign or a single letter; "№" and "#" are words of a title. */
const isPiece = (w: OcrWord): boolean => !/^[№#]$/.test(w.text) && (/^[^\p{L}\p{N}]+$/u.test(w.text) || /^\p{L}$/u.test(w.text));

import { boxesOverlap } from '../../../src-shared/document/geometry';
import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import { binarize } from '../rulings/find';
import type { GreyImage } from '../rulings/find';
import { lineOf, readStacked } from './stacked';
import type { Rect } from './stacked';

/**
 * Text printed in light grey (AWS prints its service names in about 60% grey) falls on the paper's
 * side of Tesseract's global threshold and is dropped whole. Darkening a whole page's mid-tones finds
 * it but thickens every blurred black letter (measured: 17 rows of the Russian scans lost), so only
 * faint ink is looked for: pixels between paper and ink with no dark pixel near them (the blurred
 * edge of a black letter always has one). Their rows and runs give boxes of text size; the boxes no
 * word of the first reading touches are read again, their greys stretched to black, in one stacked
 * call. A page with more such boxes than a few grey lines would give is left as it was read.
 */
export async function readFaintText(img: GreyImage, found: OcrResult, langs: string[], dpi: number): Promise<void> {
  const words = found.lines.flatMap((l) => l.words);
  const boxes = faintBoxes(img, dpi).filter((b) => !words.some((w) => touches(w, b)));
  if (boxes.length === 0 || boxes.length > MAX_BOXES) return;
  const again = await readStacked(img, boxes, 0, langs, dpi, 1, FAINT_TO_BLACK);
  for (const read of again) {
    const sure = read.filter((w) => w.confidence >= MIN_CONFIDENCE && /[\p{L}\p{N}]/u.test(w.text));
    if (sure.length) found.lines.push(lineOf(sure));
  }
}

/**
 * Boxes (image pixels) of text-sized runs of faint ink, found at half the resolution (the darkest of
 * each 2×2 pixels, so a dark core is never lost): a quarter of the work, and boxes need no more.
 */
export function faintBoxes(img: GreyImage, dpi: number): Rect[] {
  return faintBoxesAt(halved(img), dpi / 2).map((b) => ({ x0: b.x0 * 2, y0: b.y0 * 2, x1: b.x1 * 2, y1: b.y1 * 2 }));
}

/** The image at half size, each pixel the darkest of its 2×2 (a dark core is never lost). */
export function halved(img: GreyImage): GreyImage {
  const width = img.width >> 1;
  const height = img.height >> 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const a = 2 * y * img.width;
    const b = a + img.width;
    for (let x = 0; x < width; x++) {
      const i = 2 * x;
      data[y * width + x] = Math.min(img.data[a + i] as number, img.data[a + i + 1] as number, img.data[b + i] as number, img.data[b + i + 1] as number);
    }
  }
  return { data, width, height };
}

function faintBoxesAt(img: GreyImage, dpi: number): Rect[] {
  const { width, height, data } = img;
  const reach = Math.max(1, Math.round(dpi * 0.01));
  const faint = faintMask(data, width, height, reach);
  const minHeight = Math.round(dpi * 0.04);
  const maxHeight = Math.round(dpi * 0.35);
  dropTallRuns(faint, width, height, maxHeight);
  const rowCount = new Int32Array(height);
  for (let y = 0; y < height; y++) { let n = 0; for (let x = 0; x < width; x++) n += faint[y * width + x] as number; rowCount[y] = n; }
  const boxes: Rect[] = [];
  let y = 0;
  while (y < height) {
    if ((rowCount[y] as number) < MIN_ROW_PIXELS) { y++; continue; }
    const top = y;
    while (y < height && (rowCount[y] as number) >= MIN_ROW_PIXELS) y++;
    const bottom = y;
    const h = bottom - top;
    if (h < minHeight || h > maxHeight) continue;
    // Runs along the band, split where the gap is wider than the band is tall (between words of a
    // line the gap is narrower).
    const colHas = new Uint8Array(width);
    for (let yy = top; yy < bottom; yy++) for (let x = 0; x < width; x++) if (faint[yy * width + x]) colHas[x] = 1;
    let x = 0;
    while (x < width) {
      if (!colHas[x]) { x++; continue; }
      const left = x;
      let gap = 0;
      let right = x;
      while (x < width && gap <= h * 1.5) { if (colHas[x]) { gap = 0; right = x; } else gap++; x++; }
      let ink = 0;
      for (let yy = top; yy < bottom; yy++) for (let xx = left; xx <= right; xx++) ink += faint[yy * width + xx] as number;
      const fill = ink / ((right - left + 1) * h);
      // Letters fill a tenth to a half of their box; a shaded band nearly all of it.
      if (right - left >= h && fill >= 0.05 && fill <= 0.6) boxes.push({ x0: left - reach, y0: top - reach, x1: right + reach + 1, y1: bottom + reach });
    }
  }
  return boxes;
}

/** Pixels between paper and ink with no dark pixel within `reach` (in either direction). */
function faintMask(data: Uint8Array, width: number, height: number, reach: number): Uint8Array {
  const dark = binarize({ data, width, height }, DARK_BELOW - 1);
  // Dark pixels spread `reach` along rows, then along columns (row by row, per column the last dark
  // row above and the next below): a separable square dilation.
  const darkRows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    const row = y * width;
    for (let x = 0; x < width; x++) { if (dark[row + x]) last = x; if (x - last <= reach) darkRows[row + x] = 1; }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) { if (dark[row + x]) last = x; if (last - x <= reach) darkRows[row + x] = 1; }
  }
  const near = new Uint8Array(data.length);
  const seen = new Int32Array(width).fill(-1 << 30);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) { if (darkRows[row + x]) seen[x] = y; if (y - (seen[x] as number) <= reach) near[row + x] = 1; }
  }
  seen.fill(1 << 30);
  for (let y = height - 1; y >= 0; y--) {
    const row = y * width;
    for (let x = 0; x < width; x++) { if (darkRows[row + x]) seen[x] = y; if ((seen[x] as number) - y <= reach) near[row + x] = 1; }
  }
  const faint = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] as number;
    faint[i] = v >= DARK_BELOW && v < FAINT_BELOW && !near[i] ? 1 : 0;
  }
  return faint;
}

/**
 * Faint pixels of a column that run down further than a line of text is tall are a grey rule, a
 * shaded sidebar or a stamp's edge: left in, they would join every row they cross into one band
 * too tall to be text and hide the grey words beside them.
 */
function dropTallRuns(faint: Uint8Array, width: number, height: number, maxHeight: number): void {
  const start = new Int32Array(width).fill(-1);
  const clear = (x: number, from: number, to: number): void => { for (let y = from; y < to; y++) faint[y * width + x] = 0; };
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x < width; x++) {
      const on = y < height && faint[y * width + x] === 1;
      if (on && start[x] === -1) start[x] = y;
      else if (!on && (start[x] as number) >= 0) {
        if (y - (start[x] as number) > maxHeight) clear(x, start[x] as number, y);
        start[x] = -1;
      }
    }
  }
}

function touches(w: OcrWord, r: Rect): boolean {
  return boxesOverlap(w.bbox, [r.x0, r.y0, r.x1, r.y1]);
}

const STRETCH_FROM = 150;
const PAPER_FROM = 225;
/** Ink darker than this is dark: black print, however blurred, has a core below it. */
const DARK_BELOW = 110;
/** Paper is lighter than this (greys of shading at 85% and lighter stay paper). */
const FAINT_BELOW = 205;

/** A row of a faint line has at least this many faint pixels. */
const MIN_ROW_PIXELS = 2;
const MIN_CONFIDENCE = 60;
/** A page with more candidates than this is no page of a few grey lines: it stays as it was read. */
const MAX_BOXES = 80;

/** Faint greys to black, paper stays paper (the crops read have no black ink): a tone map for readStacked. */
const FAINT_TO_BLACK = Uint8Array.from({ length: 256 }, (_, v) => (v >= PAPER_FROM ? 255 : v <= STRETCH_FROM ? 0 : Math.round((255 * (v - STRETCH_FROM)) / (PAPER_FROM - STRETCH_FROM))));

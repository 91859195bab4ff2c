import { encodeGreyPng } from '../../adapters/images';
import { recognizeEach } from '../../adapters/tesseract';
import type { OcrLine, OcrWord } from '../../adapters/tesseract';
import { boxUnion } from '../../../src-shared/document/geometry';
import type { Box } from '../../../src-shared/document/geometry';
import { fromSheared } from '../rulings/find';
import type { GreyImage } from '../rulings/find';

/** A rectangle of a page image, in sheared pixels (image pixels where the skew is 0). */
export interface Rect { x0: number; y0: number; x1: number; y1: number }

const PAD = 12;
const GAP = 24;

/**
 * Rectangles (in sheared pixels) read in one OCR call: each straightened and enlarged `scale` times
 * into its own slot of a tall image, one under the other with white space between, so every one is
 * a block of its own; words come back per rectangle, in image pixels. `tone`, when given, maps each
 * grey before reading (faint greys to black), so the page itself is never copied.
 */
export async function readStacked(img: GreyImage, rects: readonly Rect[], skew: number, langs: string[], dpi: number, scale = 1, tone?: Uint8Array): Promise<OcrWord[][]> {
  return (await readStackedEach(img, [rects], skew, langs, dpi, scale, tone))[0] ?? rects.map(() => []);
}

/**
 * Several stacks of rectangles, each read as `readStacked` reads it (one image per stack), handed to
 * the engine together so that the native one loads its models once for all of them. A stack's reading
 * never depends on another's: the caller has decided what to read before any of it is read.
 */
export async function readStackedEach(img: GreyImage, stacks: readonly (readonly Rect[])[], skew: number, langs: string[], dpi: number, scale = 1, tone?: Uint8Array): Promise<OcrWord[][][]> {
  const composed = await Promise.all(stacks.map((rects) => compose(img, rects, skew, scale, tone)));
  const results = await recognizeEach(composed.map((c) => c.png), langs, Math.round(dpi * scale), 'block');
  return composed.map((c, i) => c.wordsByRect(results[i]?.lines.flatMap((l) => l.words) ?? []));
}

interface Composed {
  png: Buffer;
  /** The words read from `png`, given back per rectangle in image pixels. */
  wordsByRect(words: readonly OcrWord[]): OcrWord[][];
}

/** One stack's image, and the way from its words back to its rectangles. */
async function compose(img: GreyImage, rects: readonly Rect[], skew: number, scale: number, tone?: Uint8Array): Promise<Composed> {
  const size = (r: Rect): [number, number] => [Math.max(1, Math.round((r.x1 - r.x0) * scale)), Math.max(1, Math.round((r.y1 - r.y0) * scale))];
  const width = Math.max(...rects.map((r) => size(r)[0])) + 2 * PAD;
  const tops: number[] = [];
  let height = PAD;
  for (const r of rects) { tops.push(height); height += size(r)[1] + GAP; }
  height += PAD - GAP;
  const data = new Uint8Array(width * height).fill(255);
  // At their own size, pixels are copied; enlarged, they are interpolated.
  const sample = scale === 1 ? nearest : bilinear;
  // Slot pixel (u, v) of rectangle k ↔ image point, both ways.
  const toImage = (k: number, u: number, v: number): [number, number] => {
    const r = rects[k] as Rect;
    return fromSheared(r.x0 + (u - PAD) / scale, r.y0 + (v - (tops[k] as number)) / scale, skew);
  };
  rects.forEach((r, k) => {
    const [w, h] = size(r);
    const top = tops[k] as number;
    for (let v = top; v < top + h; v++) {
      for (let u = PAD; u < PAD + w; u++) {
        const grey = sample(img, ...toImage(k, u, v));
        data[v * width + u] = tone ? tone[grey] as number : grey;
      }
    }
  });
  const png = await encodeGreyPng(data, width, height, 1);
  const wordsByRect = (words: readonly OcrWord[]): OcrWord[][] => {
    const out: OcrWord[][] = rects.map(() => []);
    for (const word of words) {
      const cy = (word.bbox[1] + word.bbox[3]) / 2;
      const k = tops.findIndex((t, i) => cy >= t - GAP / 2 && cy < t + size(rects[i] as Rect)[1] + GAP / 2);
      if (k < 0) continue;
      const [x0, y0] = toImage(k, word.bbox[0], word.bbox[1]);
      const [x1, y1] = toImage(k, word.bbox[2], word.bbox[3]);
      out[k]?.push({ ...word, bbox: [Math.round(x0), Math.round(y0), Math.round(x1), Math.round(y1)] });
    }
    return out;
  };
  return { png, wordsByRect };
}

/** The median height of a reading's words (0 for none): the type size of the page. */
export function typicalWordHeight(lines: readonly OcrLine[]): number {
  const heights = lines.flatMap((l) => l.words.map((w) => w.bbox[3] - w.bbox[1])).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/** A box as a rectangle to read, `pad` pixels wider on every side. */
export function padded(box: Box, pad: number): Rect {
  return { x0: box[0] - pad, y0: box[1] - pad, x1: box[2] + pad, y1: box[3] + pad };
}

/** Words read again as one line of a reading (added after the page's own lines). */
export function lineOf(words: readonly OcrWord[]): OcrLine {
  const [x0, y0, x1, y1] = words.map((w): Box => w.bbox).reduce(boxUnion);
  return { text: words.map((w) => w.text).join(' '), confidence: Math.min(...words.map((w) => w.confidence)),
    bbox: [x0, y0, x1, y1], words: [...words], paragraph: -1 };
}

/** The grey of the pixel nearest a fractional position (paper outside). */
function nearest(img: GreyImage, x: number, y: number): number {
  const xi = Math.round(x); const yi = Math.round(y);
  return xi >= 0 && yi >= 0 && xi < img.width && yi < img.height ? img.data[yi * img.width + xi] as number : 255;
}

/** The grey at a fractional position, interpolated between the four pixels around it (paper outside). */
function bilinear(img: GreyImage, x: number, y: number): number {
  const x0 = Math.floor(x); const y0 = Math.floor(y);
  const fx = x - x0; const fy = y - y0;
  const at = (xi: number, yi: number): number => (xi >= 0 && yi >= 0 && xi < img.width && yi < img.height ? img.data[yi * img.width + xi] as number : 255);
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

import { encodeGreyPng } from '../../adapters/images';
import { recognize } from '../../adapters/tesseract';
import type { OcrLine, OcrResult, OcrWord } from '../../adapters/tesseract';
import { binarize, fromSheared, toSheared } from '../rulings/find';
import type { GreyImage } from '../rulings/find';
import type { Grid } from '../rulings/grid';

/**
 * A second look at drawn cells that hold ink but got no words. Tesseract's page layout analysis
 * drops short isolated text (a lone "1" in a quantity column, "шт." in a unit column) between the
 * borders, or reads a column of them as one vertical word ("PPP"); read as one block, a column
 * strip of those cells loses nothing. Cells with no confident word count as empty, and their
 * doubtful words give way to the second reading. One OCR call per column with such cells, the
 * strip straightened by the page's skew, so no neighbour leaks in.
 */
export async function rereadEmptyCells(clean: GreyImage, grids: readonly Grid[], found: OcrResult, langs: string[], dpi: number): Promise<void> {
  if (grids.length === 0) return;
  const dark = binarize(clean);
  const minInk = Math.round(dpi * 0.15);
  const inset = Math.max(2, Math.round(dpi * 0.008));
  const lines: OcrLine[] = [];
  const replaced = new Set<OcrWord>();
  for (const grid of grids) {
    const occupied = new Set<number>();
    const doubtful = new Map<number, OcrWord[]>();
    for (const w of found.lines.flatMap((l) => l.words)) {
      const [x, y] = toSheared((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2, grid.skew);
      const at = grid.cells.findIndex((c) => inside(grid, c, x, y));
      if (at < 0) continue;
      if (w.confidence >= DOUBTFUL_BELOW) occupied.add(at);
      else doubtful.set(at, [...(doubtful.get(at) ?? []), w]);
    }
    const missedByColumn = new Map<string, number[]>();
    grid.cells.forEach((c, i) => {
      if (occupied.has(i)) return;
      const rect = cellRect(grid, c, inset);
      if (inkIn(dark, clean.width, clean.height, rect, grid.skew) < minInk) return;
      const key = `${c.col}:${c.colSpan}`;
      missedByColumn.set(key, [...(missedByColumn.get(key) ?? []), i]);
    });
    for (const missed of missedByColumn.values()) {
      const rects = missed.map((i) => cellRect(grid, grid.cells[i] as Grid['cells'][number], inset));
      const strip = { x0: Math.min(...rects.map((r) => r.x0)), x1: Math.max(...rects.map((r) => r.x1)),
        y0: Math.min(...rects.map((r) => r.y0)), y1: Math.max(...rects.map((r) => r.y1)) };
      const words = await readStrip(clean, strip, grid.skew, langs, dpi);
      for (const w of words) {
        const [x, y] = toSheared((w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2, grid.skew);
        const cell = missed.find((i) => inside(grid, grid.cells[i] as Grid['cells'][number], x, y));
        if (cell === undefined) continue;
        lines.push({ text: w.text, confidence: w.confidence, bbox: w.bbox, words: [w], paragraph: -1 });
        for (const d of doubtful.get(cell) ?? []) replaced.add(d);
      }
    }
  }
  // The first reading's doubtful words of a cell that the second reading filled are dropped.
  for (const line of found.lines) line.words = line.words.filter((w) => !replaced.has(w));
  found.lines = [...found.lines.filter((l) => l.words.length > 0), ...lines];
}

interface Rect { x0: number; y0: number; x1: number; y1: number }

function cellRect(grid: Grid, c: Grid['cells'][number], inset: number): Rect {
  return { x0: (grid.xs[c.col] as number) + inset, x1: (grid.xs[c.col + c.colSpan] as number) - inset,
    y0: (grid.ys[c.row] as number) + inset, y1: (grid.ys[c.row + c.rowSpan] as number) - inset };
}

function inside(grid: Grid, c: Grid['cells'][number], x: number, y: number): boolean {
  return x >= (grid.xs[c.col] as number) && x < (grid.xs[c.col + c.colSpan] as number)
    && y >= (grid.ys[c.row] as number) && y < (grid.ys[c.row + c.rowSpan] as number);
}

/** Dark pixels inside a sheared rectangle. */
function inkIn(dark: Uint8Array, width: number, height: number, r: Rect, skew: number): number {
  let n = 0;
  for (let ys = Math.round(r.y0); ys < r.y1; ys++) {
    for (let xs = Math.round(r.x0); xs < r.x1; xs++) {
      const [x, y] = fromSheared(xs, ys, skew);
      const xi = Math.round(x); const yi = Math.round(y);
      if (xi >= 0 && yi >= 0 && xi < width && yi < height && dark[yi * width + xi] === 1) n++;
    }
  }
  return n;
}

const PAD = 12;
const DOUBTFUL_BELOW = 75;

/** OCR of a sheared rectangle, straightened into its own image; word boxes come back in page pixels. */
async function readStrip(img: GreyImage, r: Rect, skew: number, langs: string[], dpi: number): Promise<OcrWord[]> {
  const w = Math.max(1, Math.round(r.x1 - r.x0)) + 2 * PAD;
  const h = Math.max(1, Math.round(r.y1 - r.y0)) + 2 * PAD;
  const data = new Uint8Array(w * h).fill(255);
  for (let v = PAD; v < h - PAD; v++) {
    for (let u = PAD; u < w - PAD; u++) {
      const [x, y] = fromSheared(r.x0 + u - PAD, r.y0 + v - PAD, skew);
      const xi = Math.round(x); const yi = Math.round(y);
      if (xi >= 0 && yi >= 0 && xi < img.width && yi < img.height) data[v * w + u] = img.data[yi * img.width + xi] as number;
    }
  }
  const result = await recognize(await encodeGreyPng(data, w, h, 1), langs, Math.round(dpi), 'block');
  const back = (u: number, v: number): [number, number] => fromSheared(r.x0 + u - PAD, r.y0 + v - PAD, skew);
  return result.lines.flatMap((l) => l.words).map((word) => {
    const [x0, y0] = back(word.bbox[0], word.bbox[1]);
    const [x1, y1] = back(word.bbox[2], word.bbox[3]);
    return { ...word, bbox: [Math.round(x0), Math.round(y0), Math.round(x1), Math.round(y1)] as OcrWord['bbox'] };
  });
}

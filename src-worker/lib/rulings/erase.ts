import { fromSheared, slackPixels } from './find';
import type { GreyImage, Rule, Rulings } from './find';
import type { Grid } from './grid';

/**
 * The image with its rules and cell borders painted white, for OCR: a border touching a word is
 * read as `|`, `[`, `_` or `1`, and a grid of lines misleads Tesseract's layout analysis into
 * splitting or dropping cells. Grids are in the same (sheared pixel) space as the rulings.
 */
export function eraseRulings(img: GreyImage, rulings: Rulings, grids: readonly Grid[], dpi: number): GreyImage {
  const out = new Uint8Array(img.data);
  const { width, height } = img;
  const { skew } = rulings;
  const paint = (xs: number, ys: number): void => {
    const [x, y] = fromSheared(xs, ys, skew);
    const xi = Math.round(x); const yi = Math.round(y);
    if (xi >= 0 && yi >= 0 && xi < width && yi < height) out[yi * width + xi] = 255;
  };
  const margin = slackPixels(dpi);
  /** A band `half` pixels to each side of the line, from end to end. */
  const line = (direction: 'h' | 'v', at: number, from: number, to: number, half: number): void => {
    for (let p = Math.floor(from) - margin; p <= Math.ceil(to) + margin; p++) {
      for (let d = -half; d <= half; d++) {
        if (direction === 'h') paint(p, at + d); else paint(at + d, p);
      }
    }
  };
  for (const r of erasableRules(rulings, dpi)) line('h', r.at, r.from, r.to, r.half);
  // Borders of the grids, where pieces of a faint line were too short to be rules of their own;
  // a bold border is wider than a rule: its inked band is measured.
  const maxHalf = Math.round(dpi * 0.02);
  const band = (direction: 'h' | 'v', at: number, from: number, to: number, outer: boolean): { centre: number; half: number } => {
    let lo = 0; let hi = 0;
    while (lo > -maxHalf && rulings.inkAlong(direction, at + lo - 1, from, to) >= 0.5) lo--;
    while (hi < maxHalf && rulings.inkAlong(direction, at + hi + 1, from, to) >= 0.5) hi++;
    // inkAlong reaches `margin` pixels to each side, so the band it measures is that much wider than the
    // ink; a blurred line's grey fringe needs a little more than the ink itself.
    // Outer borders are often bold, with the text of the last column set flush against them: no extra.
    return { centre: at + (lo + hi) / 2, half: Math.max(margin, Math.ceil((hi - lo) / 2) - margin + (outer ? 1 : 3)) };
  };
  for (const g of grids) {
    const x0 = g.xs[0] as number; const x1 = g.xs[g.xs.length - 1] as number;
    const y0 = g.ys[0] as number; const y1 = g.ys[g.ys.length - 1] as number;
    const rows = g.ys.map((y, i) => band('h', y, x0, x1, i === 0 || i === g.ys.length - 1));
    const cols = g.xs.map((x, i) => band('v', x, y0, y1, i === 0 || i === g.xs.length - 1));
    // Each cell's own sides only: a border does not run through a merged cell's text.
    for (const c of g.cells) {
      const left = g.xs[c.col] as number; const right = g.xs[c.col + c.colSpan] as number;
      const top = g.ys[c.row] as number; const bottom = g.ys[c.row + c.rowSpan] as number;
      for (const b of [rows[c.row], rows[c.row + c.rowSpan]]) if (b) line('h', b.centre, left, right, b.half);
      for (const b of [cols[c.col], cols[c.col + c.colSpan]]) if (b) line('v', b.centre, top, bottom, b.half);
    }
  }
  return { data: out, width, height };
}

/**
 * Rules painted out on their own, outside grids, each with the half-width of its band: horizontal
 * ones of at least three quarters of an inch (separators, underlines to write on) and dashed lines.
 * A vertical run of ink that crosses nothing is as often the stem of a large letter as a line, so
 * verticals go only as the borders of grids.
 */
export function erasableRules(rulings: Rulings, dpi: number): (Rule & { half: number })[] {
  const margin = slackPixels(dpi);
  return [
    ...rulings.horizontal.filter((r) => r.to - r.from >= dpi * 0.75).map((r) => ({ ...r, half: Math.ceil(r.thickness / 2) + 1 })),
    // Dashes are blurred at their ends and edges more than a drawn line: a wider band, or their grey
    // fringes stay behind as rows of dots.
    ...rulings.dashed.map((r) => ({ ...r, half: Math.ceil(r.thickness / 2) + 1 + margin })),
  ];
}

/**
 * Specks (blobs of ink of a few pixels, well under a full stop of small print) painted white:
 * scanner noise that Tesseract otherwise reads as stray letters.
 */
export function despeckle(img: GreyImage, dark: Uint8Array, dpi: number): GreyImage & { dark: Uint8Array } {
  // 6 px at 300 dpi (a blob of 2–3 px across): scanner dust; the full stop of 7 pt print is about 12.
  const maxArea = Math.max(2, Math.round(6 * (dpi / 300) ** 2));
  const { width, height } = img;
  const out = new Uint8Array(img.data);
  const ink = new Uint8Array(dark);
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const blob: number[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    blob.length = 0;
    while (stack.length) {
      const p = stack.pop() as number;
      if (blob.length <= maxArea) blob.push(p);
      const x = p % width; const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx; const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (dark[q] && !seen[q]) { seen[q] = 1; stack.push(q); }
        }
      }
    }
    if (blob.length <= maxArea) for (const p of blob) { out[p] = 255; ink[p] = 0; }
  }
  // The ink mask goes along, specks removed: later steps need not binarize the image again.
  return { data: out, width, height, dark: ink };
}

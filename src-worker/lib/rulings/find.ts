/**
 * Ruling lines of a page image (the printed borders of table cells), found from the pixels alone.
 * A scan is seldom square to the page, so the skew is measured first and every line is looked for
 * in the sheared space that undoes it: there a horizontal rule is one pixel row and a vertical rule
 * one pixel column, however far the sheet was turned when it was scanned.
 */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A horizontal rule at sheared y from x0 to x1, or a vertical rule at sheared x from y0 to y1. */
export interface Rule {
  at: number;
  from: number;
  to: number;
  /** Pixels across. */
  thickness: number;
}

export interface Rulings {
  /** tan of the skew angle: a horizontal rule runs along y = at + x·skew, a vertical one along x = at − y·skew. */
  skew: number;
  horizontal: Rule[];
  vertical: Rule[];
  /**
   * Dashed horizontal lines (`-----`, `=====` of typewriter and line-printer forms; dashes at most
   * 0.06 inch apart, so not the wider-spaced dots of leaders) of at least an inch: never table
   * borders, but they sit on the figures between them and Tesseract drops or garbles the whole line.
   */
  dashed: Rule[];
  /**
   * Share (0–1) of a border drawn in ink: along sheared y = `at` from x `from` to `to` for a
   * horizontal border, along sheared x = `at` from y `from` to `to` for a vertical one. Thin
   * borders of a light scan break into pieces too short to be rules, yet are still mostly there.
   */
  inkAlong(direction: 'h' | 'v', at: number, from: number, to: number): number;
  /** The finest distance across a line at which `inkAlong` tells positions apart: a pixel for an image (the default), a fraction of a point for a vector drawing. */
  step?: number;
}

/** Pixels of a blurred scan's slack at `dpi`: one at 150 dpi and below, two at 300, so margins and gaps keep their size in inches. */
export function slackPixels(dpi: number): number {
  return Math.max(1, Math.round(dpi / 150));
}

/** Sheared coordinates of an image point: where rules are straight. */
export function toSheared(x: number, y: number, skew: number): [number, number] {
  return [x + y * skew, y - x * skew];
}

/** Image coordinates of a sheared point (the inverse of `toSheared`). */
export function fromSheared(xs: number, ys: number, skew: number): [number, number] {
  const d = 1 + skew * skew;
  return [(xs - ys * skew) / d, (ys + xs * skew) / d];
}

/**
 * Finds the rules of an image scanned at `dpi`. A rule is a run of dark pixels at least a quarter
 * of an inch long (0.15 inch for vertical ones: a row of a form can be that low) and thin (text, however blurred, is thicker than a printed border); small breaks
 * from the scanner's noise are bridged.
 */
export function findRulings(img: GreyImage, dpi: number): Rulings {
  const dark = binarize(img);
  const skew = estimateSkew(dark, img.width, img.height);
  const minLength = Math.round(dpi * 0.25);
  const maxThickness = Math.max(3, Math.round(dpi * 0.025));
  const gap = Math.max(2, slackPixels(dpi));
  // Rows are read twice in the one pass: for rules, and bridged over the breaks between dashes.
  const [solidRuns, dashRuns] = runsAlong('h', dark, img.width, img.height, skew, [{ minLength, gap }, { minLength: dpi, gap: Math.round(dpi * 0.06) }]);
  const horizontal = runsToRules(solidRuns ?? [], maxThickness);
  const vertical = runsToRules(runsAlong('v', dark, img.width, img.height, skew, [{ minLength: Math.round(minLength * 0.6), gap }])[0] ?? [], maxThickness);
  const mask = { dark, width: img.width, height: img.height, skew };
  const dashed = dashedLines(dashRuns ?? [], (at, from, to) => shareOfInk(mask, 'h', at, from, to, 0), maxThickness, dpi)
    .filter((d) => !horizontal.some((h) => Math.abs(h.at - d.at) <= maxThickness && h.from <= d.from + dpi * 0.1 && h.to >= d.to - dpi * 0.1));
  const near = slackPixels(dpi);
  const inkAlong = (direction: 'h' | 'v', at: number, from: number, to: number): number => shareOfInk(mask, direction, at, from, to, near);
  return { skew, horizontal, vertical, dashed, inkAlong };
}

/**
 * Dashed lines: runs bridged over the breaks between dashes (`bridged`, at least an inch long) that
 * are thin. A line of text bridged the same way gives such runs too (its baseline, the serifs of typewriter letters), so
 * a dashed line must also have paper just above and below it; the two strokes of a `=====` line are
 * taken together.
 */
function dashedLines(bridged: Run[], inkShare: (at: number, from: number, to: number) => number, maxThickness: number, dpi: number): Rule[] {
  const thin = runsToRules(bridged, maxThickness);
  const pair = Math.round(dpi * 0.035);
  const clear = Math.max(3, Math.round(dpi * 0.03));
  return thin.filter((r) => {
    // Its partner stroke has paper between the two (the middle of a line of text has letters' stems).
    const band = thin.filter((o) => Math.abs(o.at - r.at) <= pair && o.from < r.to && o.to > r.from
      && (o === r || inkShare((o.at + r.at) / 2, r.from, r.to) <= 0.08));
    const top = Math.min(...band.map((o) => o.at - o.thickness / 2));
    const bottom = Math.max(...band.map((o) => o.at + o.thickness / 2));
    for (let d = 2; d <= clear; d++) {
      if (inkShare(top - d, r.from, r.to) > 0.08 || inkShare(bottom + d, r.from, r.to) > 0.08) return false;
    }
    return true;
  });
}

/**
 * Share (0–1) of the positions along a sheared line (a row at sheared y = `at` for 'h', a column at
 * sheared x = `at` for 'v', from `from` to `to`) with ink within `near` pixels across it; positions
 * off the image count as paper.
 */
function shareOfInk(mask: { dark: Uint8Array; width: number; height: number; skew: number }, direction: 'h' | 'v', at: number, from: number, to: number, near: number): number {
  const { dark, width, height, skew } = mask;
  let inked = 0; let total = 0;
  for (let p = Math.round(from); p <= Math.round(to); p++) {
    total++;
    for (let d = -near; d <= near; d++) {
      const [x, y] = direction === 'h' ? fromSheared(p, at + d, skew) : fromSheared(at + d, p, skew);
      const xi = Math.round(x); const yi = Math.round(y);
      if (xi >= 0 && yi >= 0 && xi < width && yi < height && dark[yi * width + xi] === 1) { inked++; break; }
    }
  }
  return total ? inked / total : 0;
}

/** 1 for ink, 0 for paper, split at Otsu's threshold (scans differ in how grey their paper is). */
export function binarize(img: GreyImage, threshold = otsuThreshold(img)): Uint8Array {
  // The pixels read through a local: a page is 9 M of them, and each property read costs.
  const grey = img.data;
  const out = new Uint8Array(grey.length);
  for (let i = 0; i < out.length; i++) out[i] = (grey[i] as number) <= threshold ? 1 : 0;
  return out;
}

/** The grey level that best separates ink from paper (Otsu). */
export function otsuThreshold(img: GreyImage): number {
  const hist = new Float64Array(256);
  const grey = img.data;
  for (let i = 0; i < grey.length; i++) { const v = grey[i] as number; hist[v] = (hist[v] as number) + 1; }
  const total = img.data.length;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (hist[v] as number);
  let sumB = 0; let wB = 0; let best = 0; let threshold = 128;
  for (let v = 0; v < 256; v++) {
    wB += hist[v] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += v * (hist[v] as number);
    const between = wB * wF * (sumB / wB - (sum - sumB) / wF) ** 2;
    if (between > best) { best = between; threshold = v; }
  }
  return threshold;
}

/**
 * Skew by projection profile: the angle (within ±3°) at which the ink, summed along lines of that
 * slope, is most concentrated. Text lines and rules both vote, so pages without tables are measured too.
 */
export function estimateSkew(dark: Uint8Array, width: number, height: number): number {
  const step = 2;
  let count = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) if (dark[y * width + x]) count++;
  }
  if (count < 100) return 0;
  // x, y of every sampled dark point, in a typed array: the scoring below walks them 70 times.
  const points = new Int32Array(count * 2);
  let n = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) if (dark[y * width + x]) { points[n++] = x; points[n++] = y; }
  }
  // Bins as wide as the sampling step: with one-pixel bins, points taken on every other row fill
  // only every other bin at slope 0, which doubles that slope's score (and a scan upsampled 2× is
  // measured as square whatever its skew).
  const scoreAt = (t: number): number => {
    const bins = new Int32Array(Math.ceil((height + width * Math.abs(t)) / step) + 4);
    // y − x·t ranges over [−width·t, height] for t > 0 and over [0, height + width·|t|] for t < 0.
    const offset = (t > 0 ? width * t : 0) + 2;
    for (let i = 0; i < points.length; i += 2) {
      const b = Math.round(((points[i + 1] as number) - (points[i] as number) * t + offset) / step);
      bins[b] = (bins[b] as number) + 1;
    }
    let s = 0;
    for (let i = 0; i < bins.length; i++) { const n = bins[i] as number; s += n * n; }
    return s;
  };
  let bestT = 0;
  let bestScore = scoreAt(0);
  for (let deg = -3; deg <= 3.0001; deg += 0.1) {
    const t = Math.tan((deg * Math.PI) / 180);
    const s = scoreAt(t);
    if (s > bestScore * 1.0001) { bestScore = s; bestT = t; }
  }
  // Refine around the coarse answer.
  const coarse = Math.atan(bestT) * 180 / Math.PI;
  for (let deg = coarse - 0.1; deg <= coarse + 0.1001; deg += 0.02) {
    const t = Math.tan((deg * Math.PI) / 180);
    const s = scoreAt(t);
    if (s > bestScore) { bestScore = s; bestT = t; }
  }
  return Math.abs(bestT) < 1e-4 ? 0 : bestT;
}

interface Run { line: number; from: number; to: number }

/**
 * Long runs of ink along each sheared row ('h') or column ('v'), for each of several ways of
 * reading them (`minLength` and the `gap` bridged), in one pass over the image. A run's ends are
 * reported in the sheared coordinate along the line: x + y·skew of the image point for rows, y − x·skew for columns.
 */
function runsAlong(direction: 'h' | 'v', dark: Uint8Array, width: number, height: number, skew: number, readings: readonly { minLength: number; gap: number }[]): Run[][] {
  const across = direction === 'h' ? height : width;
  const along = direction === 'h' ? width : height;
  const drift = direction === 'h' ? -width * skew : height * skew;
  // Rows are read in the mask as it is; columns in a transposed copy, so that both walk memory in
  // order. Position p of line `line` lies on row `round(line + p·slope)` of `rows`, at column p.
  const rows = direction === 'h' ? dark : transposed(dark, width, height);
  const slope = direction === 'h' ? skew : -skew;
  // The image point at position p along sheared line `line`.
  const point = (line: number, p: number): [number, number] => (direction === 'h' ? [p, line + p * skew] : [line - p * skew, p]);
  const sheared = (line: number, p: number): number => { const [x, y] = point(line, p); return toSheared(x, y, skew)[direction === 'h' ? 0 : 1]; };
  const runs: Run[][] = readings.map(() => []);
  const start = readings.map(() => -1);
  const lastInk = readings.map(() => -1);
  const push = (k: number, line: number): void => {
    const { minLength } = readings[k] as { minLength: number };
    const s0 = start[k] as number; const s1 = lastInk[k] as number;
    if (s0 >= 0 && s1 - s0 + 1 >= minLength) runs[k]?.push({ line, from: sheared(line, s0), to: sheared(line, s1) });
  };
  for (let line = Math.floor(Math.min(0, drift)) - 1; line < Math.ceil(across + Math.max(0, drift)) + 1; line++) {
    start.fill(-1); lastInk.fill(-1);
    // The line crosses the rows in pieces of constant row: each piece is read straight from memory.
    for (let p = 0; p < along;) {
      const row = Math.round(line + p * slope);
      const end = pieceEnd(line, slope, p, row, along);
      if (row >= 0 && row < across) {
        const base = row * along;
        for (let i = base + p; i < base + end; i++) {
          if (rows[i] !== 1) continue;
          const at = i - base;
          for (let k = 0; k < readings.length; k++) {
            if ((start[k] as number) < 0 || at - (lastInk[k] as number) > (readings[k] as { gap: number }).gap + 1) { push(k, line); start[k] = at; }
            lastInk[k] = at;
          }
        }
      }
      p = end;
    }
    for (let k = 0; k < readings.length; k++) push(k, line);
  }
  return runs;
}

/**
 * The first position after `p` (at most `along`) where `round(line + position·slope)` is no longer
 * `row`: guessed from the slope, then settled with the same rounding the positions use (the rounded
 * value never goes back, so checking the two sides of the boundary is enough).
 */
function pieceEnd(line: number, slope: number, p: number, row: number, along: number): number {
  if (slope === 0) return along;
  const boundary = slope > 0 ? row + 0.5 : row - 0.5;
  let end = Math.min(along, Math.max(p + 1, Math.ceil((boundary - line) / slope)));
  while (end > p + 1 && Math.round(line + (end - 1) * slope) !== row) end--;
  while (end < along && Math.round(line + end * slope) === row) end++;
  return end;
}

/** The mask with rows and columns swapped (a column of the image is a row of the copy). */
function transposed(dark: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(dark.length);
  // In tiles, so that the reads and the writes both stay in the cache.
  const tile = 64;
  for (let y0 = 0; y0 < height; y0 += tile) {
    const y1 = Math.min(height, y0 + tile);
    for (let x0 = 0; x0 < width; x0 += tile) {
      const x1 = Math.min(width, x0 + tile);
      for (let y = y0; y < y1; y++) {
        const row = y * width;
        for (let x = x0; x < x1; x++) out[x * height + y] = dark[row + x] as number;
      }
    }
  }
  return out;
}

/**
 * Runs on neighbouring lines that overlap are one rule (a printed border is a few pixels thick);
 * a group thicker than `maxThickness` is a dark area or heavy type, not a rule.
 */
function runsToRules(runs: Run[], maxThickness: number): Rule[] {
  runs.sort((a, b) => a.line - b.line || a.from - b.from);
  const groups: { first: number; last: number; from: number; to: number; weight: number; sum: number }[] = [];
  let open: typeof groups = [];
  for (const r of runs) {
    open = open.filter((g) => r.line - g.last <= 1);
    const g = open.find((o) => r.from <= o.to && r.to >= o.from);
    if (g) {
      g.last = r.line; g.from = Math.min(g.from, r.from); g.to = Math.max(g.to, r.to);
      const len = r.to - r.from; g.weight += len; g.sum += r.line * len;
    } else {
      const len = r.to - r.from;
      const created = { first: r.line, last: r.line, from: r.from, to: r.to, weight: len, sum: r.line * len };
      groups.push(created);
      open.push(created);
    }
  }
  return groups
    .filter((g) => g.last - g.first + 1 <= maxThickness)
    .map((g) => ({ at: g.sum / Math.max(g.weight, 1), from: g.from, to: g.to, thickness: g.last - g.first + 1 }));
}

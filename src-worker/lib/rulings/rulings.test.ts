import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { despeckle, eraseRulings } from './erase';
import { binarize, findRulings, toSheared } from './find';
import type { GreyImage, Rulings } from './find';
import { gridsOf, joinCollinear } from './grid';

/**
 * A synthetic 300 dpi page: white paper, a drawn table turned by `degrees`, optional text blocks
 * (solid dark boxes of letter height) and specks. Everything is drawn in "sheet" coordinates and
 * turned about the origin, as a scanner turns a sheet.
 */
function page(opts: { degrees?: number; xs: number[]; ys: number[]; missing?: { row: number; col: number }[]; missingRight?: { row: number; col: number }[]; text?: [number, number, number, number][]; specks?: number }): GreyImage {
  const width = 1600; const height = 1000;
  const data = new Uint8Array(width * height).fill(245);
  const t = Math.tan(((opts.degrees ?? 0) * Math.PI) / 180);
  const ink = (u: number, v: number): void => {
    // Sheet point (u, v) → image point, by the same small-angle turn the detector undoes.
    const x = Math.round(u - v * t); const y = Math.round(v + u * t);
    if (x >= 0 && y >= 0 && x < width && y < height) data[y * width + x] = 20;
  };
  const { xs, ys } = opts;
  const missing = opts.missing ?? [];
  // Horizontal borders; the border under a merged cell's upper half is left out there.
  ys.forEach((y, r) => {
    for (let c = 0; c + 1 < xs.length; c++) {
      if (missing.some((m) => m.row === r - 1 && m.col === c)) continue;
      for (let u = xs[c] as number; u <= (xs[c + 1] as number); u++) for (let d = 0; d < 3; d++) ink(u, y + d);
    }
  });
  // Vertical borders, row by row; the border right of a cell in `missingRight` is left out there.
  xs.forEach((x, c) => {
    for (let r = 0; r + 1 < ys.length; r++) {
      if ((opts.missingRight ?? []).some((m) => m.row === r && m.col === c - 1)) continue;
      for (let v = ys[r] as number; v <= (ys[r + 1] as number) + 2; v++) for (let d = 0; d < 3; d++) ink(x + d, v);
    }
  });
  for (const [u0, v0, u1, v1] of opts.text ?? []) for (let v = v0; v < v1; v++) for (let u = u0; u < u1; u++) if ((u >> 3) % 2 === 0) ink(u, v);
  let seed = 7;
  for (let i = 0; i < (opts.specks ?? 0); i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const p = seed % (width * height);
    data[p] = 30;
  }
  return { data, width, height };
}

const XS = [100, 400, 700, 1000, 1300];
const YS = [100, 200, 300, 400, 500];

describe('rulings: drawn tables from page pixels', () => {
  it('measures the skew of a turned sheet and finds its grid in the straightened space', () => {
    for (const degrees of [0, 0.6, -1.2]) {
      const img = page({ degrees, xs: XS, ys: YS });
      const rulings = findRulings(img, 300);
      assert.ok(Math.abs(Math.atan(rulings.skew) * 180 / Math.PI - degrees) < 0.1, `skew ${degrees}° measured as ${Math.atan(rulings.skew) * 180 / Math.PI}`);
      const grids = gridsOf(rulings, 6);
      assert.equal(grids.length, 1);
      const g = grids[0]!;
      assert.equal(g.xs.length, XS.length, `columns at ${degrees}°`);
      assert.equal(g.ys.length, YS.length, `rows at ${degrees}°`);
      assert.equal(g.cells.length, (XS.length - 1) * (YS.length - 1), 'no merged cells');
    }
  });

  it('measures a small skew of a scan upsampled 2× (every pixel a 2×2 block) and still finds its grid', () => {
    for (const degrees of [-0.18, 0.3, 0.45]) {
      const small = page({ degrees, xs: XS, ys: YS, text: [[420, 130, 680, 160], [720, 230, 980, 260]] });
      const data = new Uint8Array(small.width * 2 * small.height * 2);
      for (let y = 0; y < small.height * 2; y++) for (let x = 0; x < small.width * 2; x++) data[y * small.width * 2 + x] = small.data[(y >> 1) * small.width + (x >> 1)] as number;
      const rulings = findRulings({ data, width: small.width * 2, height: small.height * 2 }, 600);
      const measured = Math.atan(rulings.skew) * 180 / Math.PI;
      assert.ok(Math.abs(measured - degrees) < 0.06, `skew ${degrees}° measured as ${measured}`);
      assert.equal(gridsOf(rulings, 12).length, 1, `grid at ${degrees}°`);
    }
  });

  it('a border that is not drawn merges the cells on both sides; text through a merged cell is not a border', () => {
    // Row 0 col 1 spans two rows: the border under it is missing, and a line of "text" runs where it would be.
    const img = page({ xs: XS, ys: YS, missing: [{ row: 0, col: 1 }], text: [[430, 192, 670, 214]] });
    const g = gridsOf(findRulings(img, 300), 6)[0]!;
    const merged = g.cells.filter((c) => c.rowSpan > 1 || c.colSpan > 1);
    assert.deepEqual(merged.map((c) => [c.row, c.col, c.rowSpan, c.colSpan]), [[0, 1, 2, 1]]);
  });

  it('lone lines and letter-sized strokes make no grid', () => {
    const img = page({ xs: [100, 1300], ys: [100], text: [[200, 300, 260, 380]] });
    assert.equal(gridsOf(findRulings(img, 300), 6).length, 0);
  });

  it('a merge that is not a rectangle (an L where border pieces are missing) keeps its cells apart', () => {
    // Under (0,1) and right of (1,1) nothing is drawn: (0,1), (1,1) and (1,2) would make an L.
    const img = page({ xs: XS, ys: YS, missing: [{ row: 0, col: 1 }], missingRight: [{ row: 1, col: 1 }] });
    const g = gridsOf(findRulings(img, 300), 6)[0]!;
    const seen = new Set<string>();
    for (const c of g.cells) for (let r = c.row; r < c.row + c.rowSpan; r++) for (let k = c.col; k < c.col + c.colSpan; k++) {
      assert.ok(!seen.has(`${r},${k}`), `unit cell ${r},${k} covered twice`);
      seen.add(`${r},${k}`);
    }
    assert.equal(seen.size, (XS.length - 1) * (YS.length - 1));
    assert.ok(g.cells.every((c) => c.rowSpan === 1 && c.colSpan === 1), 'the L stays three cells');
  });

  it('an outer border a light scan lost is restored where the rules across the table end', () => {
    // The rightmost vertical is not drawn; the horizontal rules still run to x = 1300.
    const img = page({ xs: XS.slice(0, -1), ys: YS });
    for (const y of YS) for (let u = 1000; u <= 1300; u++) for (let d = 0; d < 3; d++) img.data[(y + d) * img.width + u] = 20;
    const g = gridsOf(findRulings(img, 300), 6)[0]!;
    assert.equal(g.xs.length, XS.length);
    assert.ok(Math.abs((g.xs[g.xs.length - 1] as number) - 1300) < 8);
  });

  it('an outer border lost with the ends of most rules (a faded or cropped side) is restored where the rules that run on end', () => {
    // The rightmost vertical is not drawn; two of the five horizontal rules still run to x = 1300,
    // the others fade out a little past the last border found.
    const img = page({ xs: XS.slice(0, -1), ys: YS });
    YS.forEach((y, i) => { for (let u = 1000; u <= (i === 1 || i === 3 ? 1300 : 1012); u++) for (let d = 0; d < 3; d++) img.data[(y + d) * img.width + u] = 20; });
    const g = gridsOf(findRulings(img, 300), 6)[0]!;
    assert.equal(g.xs.length, XS.length);
    assert.ok(Math.abs((g.xs[g.xs.length - 1] as number) - 1300) < 8);
  });

  it('one rule running on past a table (a page-wide line at its foot) adds no column', () => {
    const img = page({ xs: XS.slice(0, -1), ys: YS });
    for (let u = 1000; u <= 1500; u++) for (let d = 0; d < 3; d++) img.data[((YS[4] as number) + d) * img.width + u] = 20;
    const g = gridsOf(findRulings(img, 300), 6)[0]!;
    assert.equal(g.xs.length, XS.length - 1);
  });

  it('graph paper is no table', () => {
    const xs = Array.from({ length: 60 }, (_, i) => 100 + i * 22);
    const img = page({ xs, ys: YS });
    assert.equal(gridsOf(findRulings(img, 300), 6).length, 0);
  });

  it('erasing paints the borders out and leaves the text between them', () => {
    const text: [number, number, number, number][] = [[150, 130, 350, 160]];
    const img = page({ degrees: 0.6, xs: XS, ys: YS, text });
    const rulings = findRulings(img, 300);
    const clean = eraseRulings(img, rulings, gridsOf(rulings, 6), 300);
    const inkLeft = (g: GreyImage, x0: number, y0: number, x1: number, y1: number): number => {
      const dark = binarize(g, 128);
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += dark[y * g.width + x] ?? 0;
      return n;
    };
    // Along the middle of the first horizontal border (image coordinates of the turned sheet).
    const [, y] = toSheared(600, 101, -rulings.skew);
    assert.ok(inkLeft(img, 550, Math.round(y) - 4, 650, Math.round(y) + 6) > 200, 'the border was there');
    assert.equal(inkLeft(clean, 550, Math.round(y) - 4, 650, Math.round(y) + 6), 0, 'and is gone');
    assert.ok(inkLeft(clean, 160, 135, 340, 158) > 0.9 * inkLeft(img, 160, 135, 340, 158), 'the text is kept');
  });

  it('despeckle removes specks smaller than a full stop and keeps strokes', () => {
    const strokes = page({ xs: [], ys: [], text: [[200, 200, 260, 240]] });
    const img = page({ xs: [], ys: [], text: [[200, 200, 260, 240]], specks: 400 });
    const inkOf = (g: GreyImage): number => binarize(g, 128).reduce((a, b) => a + b, 0);
    const clean = despeckle(img, binarize(img, 128), 300);
    assert.ok(inkOf(img) - inkOf(strokes) >= 380, 'the specks were there');
    assert.ok(inkOf(clean) <= inkOf(strokes) + 5, `specks removed: ${inkOf(img) - inkOf(clean)}`);
    assert.ok(inkOf(clean) >= inkOf(strokes) - 5, 'the strokes stay');
  });
  it('finds dashed and double-dashed lines, not the serifs of a line of typewriter letters, and paints them out', () => {
    const img = page({ xs: [], ys: [] });
    const ink = (x: number, y: number): void => { img.data[y * img.width + x] = 20; };
    const dashes = (y: number): void => { for (let x = 100; x < 1100; x++) if (x % 32 < 20) for (let d = 0; d < 3; d++) ink(x, y + d); };
    dashes(300);
    dashes(400); dashes(407);
    // Typewriter letters ("l l l"): a stem and a serif bar along the baseline each, 24 px apart; the
    // stems are too far apart to bridge, the serifs are not.
    for (let x0 = 100; x0 < 1100; x0 += 24) {
      for (let y = 500; y < 530; y++) for (let d = 0; d < 3; d++) ink(x0 + d, y);
      for (let x = x0 - 3; x < x0 + 18; x++) for (let d = 0; d < 3; d++) ink(x, 530 + d);
    }
    const rulings = findRulings(img, 300);
    const at = rulings.dashed.map((r) => Math.round(r.at)).sort((a, b) => a - b);
    assert.deepEqual(at, [301, 401, 408], 'the dashed line and both strokes of the double one');
    assert.equal(rulings.horizontal.filter((r) => r.to - r.from > 300).length, 0, 'no dashed line is a solid rule');
    const clean = eraseRulings(img, rulings, [], 300);
    const inkIn = (g: GreyImage, y0: number, y1: number): number => binarize(g, 128).slice(y0 * g.width, y1 * g.width).reduce((a, b) => a + b, 0);
    assert.ok(inkIn(img, 295, 415) > 1500);
    assert.equal(inkIn(clean, 295, 415), 0, 'the dashes are gone');
    assert.equal(inkIn(clean, 495, 540), inkIn(img, 495, 540), 'the letters stay whole');
  });
});

describe('rules found in pieces', () => {
  /** A table's rulings as a skewed scan's finder gives them: every horizontal rule in overlapping pieces at about one height, one column's border missing. */
  function pieces(cut: number[], jitter: number): Rulings {
    const xs = [178, 266, 1216, 1344, 1531, 2325];
    const ys = [815, 887, 1009, 1081, 1153];
    const horizontal = ys.flatMap((y, i) => cut.map((from, k) => ({ at: y + ((k + i) % 2) * jitter, from, to: Math.min(2327, (cut[k + 1] ?? 2327) + 60), thickness: 3 })));
    // The border between the names and the units (x ≈ 1136) was not found.
    const vertical = xs.map((x) => ({ at: x, from: 815, to: 1153, thickness: 3 }));
    return { horizontal, vertical, skew: 0, inkAlong: () => 1 } as unknown as Rulings;
  }
  for (const [cut, jitter] of [[[177, 533, 835, 1136, 1739], 1], [[177, 700, 1300, 1900], 2], [[177, 400, 650, 900, 1150, 1400, 1650, 1900, 2150], 0]] as const) {
    it(`joins the pieces of each rule into one and finds one table (${cut.length} pieces, ±${jitter} px)`, () => {
      const grids = gridsOf(pieces([...cut], jitter), 6);
      assert.equal(grids.length, 1, JSON.stringify(grids.map((g) => g.xs)));
      assert.deepEqual(grids[0]!.xs.map(Math.round), [178, 266, 1216, 1344, 1531, 2325]);
      assert.equal(grids[0]!.ys.length, 5);
    });
  }

  it('keeps two rules on one line that a gap parts (a form\'s underlines) two rules', () => {
    const rules = joinCollinear([{ at: 300, from: 100, to: 500, thickness: 2 }, { at: 301, from: 540, to: 900, thickness: 2 }, { at: 299, from: 480, to: 520, thickness: 2 }], 6);
    assert.equal(rules.length, 2, JSON.stringify(rules));
  });
});


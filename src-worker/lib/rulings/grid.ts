import type { Rule, Rulings } from './find';

/**
 * Cell grids from rules: horizontal and vertical rules that cross each other form a table; the
 * distinct rule positions are its row and column borders, and a border missing between two
 * neighbouring cells makes them one merged cell (a header spanning several columns).
 * Coordinates stay in the sheared space of the rulings, scaled by the caller.
 */
export interface GridCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export interface Grid {
  skew: number;
  /** Column borders (sheared x), left to right; `xs.length - 1` columns. */
  xs: number[];
  /** Row borders (sheared y), top to bottom; `ys.length - 1` rows. */
  ys: number[];
  /** Every cell once, merged cells by their top-left corner. */
  cells: GridCell[];
}

/** A table has at least two rows and two columns of cells… */
const MIN_BORDERS = 3;
/** …and at most this many: forms have up to a few dozen columns and a page some hundred rows. */
const MAX_COLUMNS = 40;
const MAX_ROWS = 200;
/** Rules that must run on past a table's last border to say a border was lost there (one may be a page-wide line). */
const OUTER_MIN_RUNNING_ON = 2;

export function gridsOf(rulings: Rulings, tolerance: number): Grid[] {
  const grids = buildGrids(rulings, rulings.horizontal, tolerance, false);
  // Two grids side by side over the same rows are one table whose horizontal rules were found in
  // pieces (a skewed scan): built again with the overlapping pieces joined. Only then: joined
  // everywhere, pieces changed the columns of drawn forms (a ТОРГ-12 on the corpus's scans lost rows).
  const halves = grids.some((a) => grids.some((b) => a !== b && sameRows(a, b, tolerance) && (a.xs[a.xs.length - 1] as number) <= (b.xs[0] as number) + tolerance));
  // The halves are told by borders where most rules end; the grids given find a faded side by the
  // rules that run on too (pieces of one rule run on past a half's side, and would hide the halves).
  if (!halves) return buildGrids(rulings, rulings.horizontal, tolerance, true);
  const joined = buildGrids(rulings, joinCollinear(rulings.horizontal, tolerance), tolerance, true);
  return joined.length < grids.length ? joined : buildGrids(rulings, rulings.horizontal, tolerance, true);
}

/** Whether two grids have the same row borders (within `tolerance`). */
function sameRows(a: Grid, b: Grid, tolerance: number): boolean {
  return a.ys.length === b.ys.length && a.ys.every((y, i) => Math.abs(y - (b.ys[i] as number)) <= tolerance);
}

function buildGrids(rulings: Rulings, horizontal: readonly Rule[], tolerance: number, fadedSides: boolean): Grid[] {
  const { vertical } = rulings;
  const crosses = (h: Rule, v: Rule): boolean =>
    v.at >= h.from - tolerance && v.at <= h.to + tolerance && h.at >= v.from - tolerance && h.at <= v.to + tolerance;
  // Connected groups of crossing rules.
  const parent = [...horizontal, ...vertical].map((_, i) => i);
  const find = (i: number): number => { while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number; return i; };
  horizontal.forEach((h, i) => vertical.forEach((v, j) => {
    if (crosses(h, v)) parent[find(i)] = find(horizontal.length + j);
  }));
  const groups = new Map<number, { h: Rule[]; v: Rule[] }>();
  horizontal.forEach((h, i) => { const g = groups.get(find(i)) ?? { h: [], v: [] }; g.h.push(h); groups.set(find(i), g); });
  vertical.forEach((v, j) => { const g = groups.get(find(horizontal.length + j)) ?? { h: [], v: [] }; g.v.push(v); groups.set(find(horizontal.length + j), g); });
  const grids: Grid[] = [];
  for (const g of groups.values()) {
    // A rule counts as a border only when it meets at least two rules across it.
    const hs = g.h.filter((h) => g.v.filter((v) => crosses(h, v)).length >= 2);
    const vs = g.v.filter((v) => g.h.filter((h) => crosses(h, v)).length >= 2);
    let ys = withOuterBorders(cluster(hs.map((h) => h.at), tolerance), vs, tolerance, fadedSides);
    let xs = withOuterBorders(cluster(vs.map((v) => v.at), tolerance), hs, tolerance, fadedSides);
    if (ys.length < MIN_BORDERS || xs.length < MIN_BORDERS) continue;
    // Graph paper, a hatched drawing or a bar code is no table (and would cost an OCR call per column).
    if (xs.length - 1 > MAX_COLUMNS || ys.length - 1 > MAX_ROWS) continue;
    // Outer borders inferred from where rules end sit a little off the faint line: moved onto its ink.
    xs = snapOuter(xs, ys, 'v', rulings, tolerance);
    ys = snapOuter(ys, xs, 'h', rulings, tolerance);
    if (ys.length < MIN_BORDERS || xs.length < MIN_BORDERS) continue;
    grids.push({ skew: rulings.skew, xs, ys, cells: mergedCells(xs, ys, rulings.inkAlong, tolerance) });
  }
  return grids.sort((a, b) => (a.ys[0] as number) - (b.ys[0] as number));
}

/**
 * Pieces of one rule found apart: on a skewed scan a long rule leaves a pixel row for the next one
 * every few hundred pixels, and is found as overlapping pieces at about the same height ("815:177-683",
 * "815:533-988", "815:835-1290"); pieces that cross no border alone would cut the table in two.
 * Pieces within `tolerance` of each other's line that overlap or nearly touch are one rule.
 */
export function joinCollinear(rules: readonly Rule[], tolerance: number): Rule[] {
  const sorted = [...rules].sort((a, b) => a.from - b.from);
  const out: Rule[] = [];
  for (const r of sorted) {
    const into = out.find((o) => Math.abs(o.at - r.at) <= tolerance && r.from <= o.to + tolerance);
    if (!into) { out.push({ ...r }); continue; }
    // The joined rule's line: its pieces' weighted by their lengths.
    const la = into.to - into.from;
    const lb = r.to - r.from;
    into.at = (into.at * la + r.at * lb) / Math.max(1, la + lb);
    into.to = Math.max(into.to, r.to);
    into.thickness = Math.max(into.thickness, r.thickness);
  }
  return out;
}

/**
 * An outer border a light scan lost: when most long rules across the table run on past the last
 * border found, they end where the missing border is. A faded or cropped side loses pieces of its
 * rules too, so with `fadedSides` two rules running on (a third of the long ones at least) are
 * enough: rules of a table's rows do not run past its side unless a column stands there.
 */
function withOuterBorders(borders: number[], across: Rule[], tol: number, fadedSides: boolean): number[] {
  const first = borders[0];
  const last = borders[borders.length - 1];
  if (first === undefined || last === undefined) return borders;
  // Only rules across most of the table say where it ends (short ones divide header cells).
  const long = across.filter((r) => r.to - r.from >= (last - first) * 0.6);
  if (long.length < 2) return borders;
  const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] as number;
  // Where most long rules end; else where those that run on end, when enough of them do.
  const runOn = (ends: number[]): number | null => (fadedSides && ends.length >= OUTER_MIN_RUNNING_ON && ends.length * 3 >= long.length ? median(ends) : null);
  const starts = long.map((r) => r.from);
  const ends = long.map((r) => r.to);
  const [mostStart, mostEnd] = [median(starts), median(ends)];
  const start = mostStart < first - 3 * tol ? mostStart : runOn(starts.filter((x) => x < first - 3 * tol));
  const end = mostEnd > last + 3 * tol ? mostEnd : runOn(ends.filter((x) => x > last + 3 * tol));
  const out = [...borders];
  if (start !== null) out.unshift(start);
  if (end !== null) out.push(end);
  return out;
}

function snapOuter(borders: number[], across: number[], direction: 'h' | 'v', rulings: Rulings, tol: number): number[] {
  const from = across[0] as number;
  const to = across[across.length - 1] as number;
  const step = rulings.step ?? 1;
  // The middle of the inked band nearest to the inferred position (outer borders are often bold).
  const snap = (at: number): number => {
    const inks: [number, number][] = [];
    for (let p = Math.round((at - 2 * tol) / step) * step; p <= at + 2 * tol; p += step) inks.push([p, rulings.inkAlong(direction, p, from, to)]);
    const best = Math.max(...inks.map((i) => i[1]));
    if (best < 0.3) return at;
    const band = inks.filter((i) => i[1] >= best * 0.9).map((i) => i[0]);
    return (Math.min(...band) + Math.max(...band)) / 2;
  };
  const out = [...borders];
  out[0] = snap(out[0] as number);
  out[out.length - 1] = snap(out[out.length - 1] as number);
  return out;
}

/** Scales a grid (sheared pixels → page points); the skew is a ratio and stays. */
export function scaleGrid(g: Grid, k: number): Grid {
  return { ...g, xs: g.xs.map((x) => x * k), ys: g.ys.map((y) => y * k) };
}

/** Positions closer than `tolerance` are one border (a rule broken by noise, or drawn twice). */
function cluster(values: number[], tolerance: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[][] = [];
  for (const v of sorted) {
    const last = out[out.length - 1];
    if (last && v - (last[last.length - 1] as number) <= tolerance) last.push(v);
    else out.push([v]);
  }
  return out.map((c) => c.reduce((a, b) => a + b, 0) / c.length);
}

/** A shared edge with ink along this share of its length (corners left out) is a drawn border. */
const DRAWN = 0.6;

/** Unit cells joined where the border between them is not drawn. */
function mergedCells(xs: number[], ys: number[], inkAlong: Rulings['inkAlong'], tol: number): GridCell[] {
  const nRows = ys.length - 1;
  const nCols = xs.length - 1;
  // A line of text through a merged cell is inked along its middle too, but text is set off from the
  // cell's sides: a drawn border runs from end to end.
  const drawn = (direction: 'h' | 'v', at: number, from: number, to: number): boolean => {
    if (to - from <= 2 * tol) return true;
    const a = from + tol; const b = to - tol; const end = Math.max(tol, (b - a) * 0.2);
    // A short border inside a header may sit a few pixels off the long border it is clustered with.
    for (let k = 0; k <= tol; k += 2) {
      for (const p of k === 0 ? [at] : [at - k, at + k]) {
        if (inkAlong(direction, p, a, b) >= DRAWN && inkAlong(direction, p, a, a + end) >= DRAWN && inkAlong(direction, p, b - end, b) >= DRAWN) return true;
      }
    }
    return false;
  };
  const id = (r: number, c: number): number => r * nCols + c;
  const parent = Array.from({ length: nRows * nCols }, (_, i) => i);
  const find = (i: number): number => { while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number; return i; };
  for (let r = 0; r < nRows; r++) {
    for (let c = 0; c < nCols; c++) {
      if (c + 1 < nCols && !drawn('v', xs[c + 1] as number, ys[r] as number, ys[r + 1] as number)) parent[find(id(r, c + 1))] = find(id(r, c));
      if (r + 1 < nRows && !drawn('h', ys[r + 1] as number, xs[c] as number, xs[c + 1] as number)) parent[find(id(r + 1, c))] = find(id(r, c));
    }
  }
  const extents = new Map<number, { r0: number; c0: number; r1: number; c1: number; n: number; units: [number, number][] }>();
  for (let r = 0; r < nRows; r++) {
    for (let c = 0; c < nCols; c++) {
      const root = find(id(r, c));
      const e = extents.get(root);
      if (!e) extents.set(root, { r0: r, c0: c, r1: r, c1: c, n: 1, units: [[r, c]] });
      else { e.r0 = Math.min(e.r0, r); e.c0 = Math.min(e.c0, c); e.r1 = Math.max(e.r1, r); e.c1 = Math.max(e.c1, c); e.n++; e.units.push([r, c]); }
    }
  }
  // A merged region that is not a rectangle (an L where one border piece is missing) would overlap
  // its neighbours as one cell: its unit cells stay apart.
  return [...extents.values()]
    .flatMap((e) => (e.n === (e.r1 - e.r0 + 1) * (e.c1 - e.c0 + 1)
      ? [{ row: e.r0, col: e.c0, rowSpan: e.r1 - e.r0 + 1, colSpan: e.c1 - e.c0 + 1 }]
      : e.units.map(([row, col]) => ({ row, col, rowSpan: 1, colSpan: 1 }))))
    .sort((a, b) => a.row - b.row || a.col - b.col);
}

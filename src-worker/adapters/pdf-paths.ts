/**
 * The straight horizontal and vertical lines a PDF page draws, read from pdfjs's operator list
 * (pdfjs.ts hands it over with pdfjs's operator codes, so this file needs no import of pdfjs-dist and
 * is tested on hand-built lists). The graphics state is followed as a renderer follows it: the current
 * transform through save/restore/cm and form XObjects, the line width, the dash, whether stroke and
 * fill draw anything, and how light their colour is. What is reported is geometry only; which of it
 * is a table border is decided by the caller (lib/rulings/vector.ts).
 */

/** A straight line drawn on the page, in page points (top-left origin, the page's rotation applied). */
export interface DrawnSegment {
  /** 'h': along y = `at` from x = `from` to `to`; 'v': along x = `at` from y = `from` to `to`. */
  direction: 'h' | 'v';
  at: number;
  from: number;
  to: number;
  /** Extent across the line in points: a stroke's width, a filled band's height (h) or width (v); 0 for a hairline. */
  thickness: number;
  /** 0 for black … 1 for white: how light the ink looks on white paper (its luminance, lightened by its opacity); a pattern counts as black. */
  lightness: number;
  /** How it was drawn: a stroked line or a filled area. */
  paint: 'stroke' | 'fill';
}

/** pdfjs's operator codes that this reader follows (pdfjs's `OPS` has them all). */
export interface PathOpCodes {
  save: number; restore: number; transform: number; setLineWidth: number; setDash: number; setGState: number;
  setStrokeRGBColor: number; setFillRGBColor: number; setStrokeTransparent: number; setFillTransparent: number;
  setStrokeColorN: number; setFillColorN: number;
  paintFormXObjectBegin: number; paintFormXObjectEnd: number; beginGroup: number; endGroup: number;
  beginAnnotation: number; endAnnotation: number; constructPath: number;
  stroke: number; closeStroke: number; fill: number; eoFill: number; fillStroke: number; eoFillStroke: number;
  closeFillStroke: number; closeEOFillStroke: number; endPath: number;
}

export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

type Matrix = [number, number, number, number, number, number];

/**
 * A segment whose ends differ across it by at most this many points is straight along the axis: far
 * less than a hairline at print resolution, yet it forgives producers that round one end differently.
 */
const AXIS_SLACK_PT = 0.25;
/** A filled subpath covering at least this share of its bounding box is a rectangle (a border piece with mitred ends is a trapezoid just short of its box). */
const RECT_FILL_SHARE = 0.9;
/** Fills with more rectangles than this are read one rectangle at a time, without working out holes (the cost grows with the cube of their number). */
const MAX_RECTS_FOR_HOLES = 32;

interface State {
  ctm: Matrix;
  lineWidth: number;
  dash: number[];
  dashPhase: number;
  /** null: the colour draws nothing (transparent). */
  strokeLight: number | null;
  fillLight: number | null;
  strokeAlpha: number;
  fillAlpha: number;
  /** Inside a soft mask's drawing, which shapes the page's transparency and is never seen. */
  hidden: boolean;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 ∘ m2: m2 applied first (the order of pdfjs's Util.transform and a canvas's transform()). */
function compose(m1: Matrix, m2: readonly number[]): Matrix {
  const [a, b, c, d, e, f] = m2 as Matrix;
  return [
    m1[0] * a + m1[2] * b, m1[1] * a + m1[3] * b,
    m1[0] * c + m1[2] * d, m1[1] * c + m1[3] * d,
    m1[0] * e + m1[2] * f + m1[4], m1[1] * e + m1[3] * f + m1[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** A matrix argument of pdfjs (an array or a Float32Array), or the identity where there is none. */
function matrixOf(arg: unknown): Matrix {
  return (Array.isArray(arg) || ArrayBuffer.isView(arg)) && (arg as ArrayLike<number>).length === 6 ? Array.from(arg as ArrayLike<number>) as Matrix : IDENTITY;
}

/** How light ink of this lightness and opacity looks on white paper. */
function onPaper(lightness: number, alpha: number): number {
  return 1 - Math.min(1, Math.max(0, alpha)) * (1 - lightness);
}

/** Luminance (0 black … 1 white) of pdfjs's '#rrggbb' (0 for anything else, a pattern: taken as ink). */
function lightnessOf(color: unknown): number {
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/i.test(color)) return 0;
  const n = Number.parseInt(color.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/**
 * The page's straight horizontal and vertical lines, in page points: `page` maps PDF user space to
 * them (the viewport transform at scale 1, as text boxes are mapped).
 */
export function drawnSegments(list: OperatorList, ops: PathOpCodes, page: readonly number[]): DrawnSegment[] {
  const out: DrawnSegment[] = [];
  let s: State = { ctm: IDENTITY, lineWidth: 1, dash: [], dashPhase: 0, strokeLight: 0, fillLight: 0, strokeAlpha: 1, fillAlpha: 1, hidden: false };
  const stack: State[] = [];
  const push = (): void => { stack.push(s); s = { ...s }; };
  const pop = (): void => { s = stack.pop() ?? s; };
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i] as number;
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (fn === ops.save) push();
    else if (fn === ops.restore) pop();
    else if (fn === ops.transform) s.ctm = compose(s.ctm, args as number[]);
    else if (fn === ops.setLineWidth) s.lineWidth = Math.abs(Number(args[0]) || 0);
    else if (fn === ops.setDash) setDash(s, args[0], args[1]);
    else if (fn === ops.setGState) {
      for (const [key, value] of (args[0] ?? []) as [string, unknown][]) {
        if (key === 'LW') s.lineWidth = Math.abs(Number(value) || 0);
        else if (key === 'D' && Array.isArray(value)) setDash(s, value[0], value[1]);
        else if (key === 'CA') s.strokeAlpha = Number(value);
        else if (key === 'ca') s.fillAlpha = Number(value);
      }
    } else if (fn === ops.setStrokeRGBColor) s.strokeLight = lightnessOf(args[0]);
    else if (fn === ops.setFillRGBColor) s.fillLight = lightnessOf(args[0]);
    else if (fn === ops.setStrokeColorN) s.strokeLight = 0;
    else if (fn === ops.setFillColorN) s.fillLight = 0;
    else if (fn === ops.setStrokeTransparent) s.strokeLight = null;
    else if (fn === ops.setFillTransparent) s.fillLight = null;
    else if (fn === ops.paintFormXObjectBegin) { push(); s.ctm = compose(s.ctm, matrixOf(args[0])); }
    else if (fn === ops.paintFormXObjectEnd) pop();
    else if (fn === ops.beginGroup) {
      // A group with a soft mask is the mask's own drawing (its luminosity shapes what follows).
      push();
      if ((args[0] as { smask?: unknown } | undefined)?.smask) s.hidden = true;
    } else if (fn === ops.endGroup) pop();
    else if (fn === ops.beginAnnotation) {
      // An annotation's appearance is drawn in its own space: the page's, then its transform and matrix.
      push();
      s.ctm = compose(matrixOf(args[2]), matrixOf(args[3]));
    } else if (fn === ops.endAnnotation) pop();
    else if (fn === ops.constructPath && !s.hidden) {
      const op = args[0] as number;
      const data = (args[1] as unknown[] | undefined)?.[0];
      if (!data || typeof data !== 'object' || !('length' in data)) continue;
      const device = compose([...page] as Matrix, s.ctm);
      const strokes = op === ops.stroke || op === ops.closeStroke || op === ops.fillStroke || op === ops.eoFillStroke || op === ops.closeFillStroke || op === ops.closeEOFillStroke;
      const fills = op === ops.fill || op === ops.eoFill || op === ops.fillStroke || op === ops.eoFillStroke || op === ops.closeFillStroke || op === ops.closeEOFillStroke;
      const evenOdd = op === ops.eoFill || op === ops.eoFillStroke || op === ops.closeEOFillStroke;
      const subpaths = readPath(data as ArrayLike<number>);
      if (fills && s.fillLight !== null && s.fillAlpha > 0) filledBands(subpaths, device, evenOdd, onPaper(s.fillLight, s.fillAlpha), out);
      if (strokes && s.strokeLight !== null && s.strokeAlpha > 0) strokedLines(subpaths, device, s, onPaper(s.strokeLight, s.strokeAlpha), out);
    }
  }
  return out;
}

function setDash(s: State, array: unknown, phase: unknown): void {
  const dash = Array.isArray(array) ? (array as unknown[]).map(Number).filter((x) => Number.isFinite(x) && x >= 0) : [];
  // An all-zero pattern draws a solid line, as renderers treat it.
  s.dash = dash.some((x) => x > 0) ? (dash.length % 2 ? [...dash, ...dash] : dash) : [];
  s.dashPhase = Number(phase) || 0;
}

/** A subpath in user space: its points, whether it is closed, and which pieces are curves (`curve[k]`: the piece ending at point k). */
interface Subpath { points: [number, number][]; curve: boolean[]; closed: boolean; curved: boolean }

/** pdfjs's path data: 0 moveTo x y, 1 lineTo x y, 2 curveTo x1 y1 x2 y2 x y, 3 quadraticCurveTo x1 y1 x y, 4 closePath. */
function readPath(data: ArrayLike<number>): Subpath[] {
  const paths: Subpath[] = [];
  let cur: Subpath | null = null;
  const at = (k: number): number => data[k] as number;
  const to = (x: number, y: number, curve: boolean): void => {
    if (!cur) return;
    cur.points.push([x, y]); cur.curve.push(curve);
    if (curve) cur.curved = true;
  };
  for (let i = 0; i < data.length;) {
    const op = at(i);
    if (op === 0) { cur = { points: [[at(i + 1), at(i + 2)]], curve: [false], closed: false, curved: false }; paths.push(cur); i += 3; }
    else if (op === 1) { to(at(i + 1), at(i + 2), false); i += 3; }
    else if (op === 2) { to(at(i + 5), at(i + 6), true); i += 7; }
    else if (op === 3) { to(at(i + 3), at(i + 4), true); i += 5; }
    else if (op === 4) {
      if (cur) {
        cur.closed = true;
        // Drawing goes on from the subpath's start.
        const start = cur.points[0] as [number, number];
        cur = { points: [start], curve: [false], closed: false, curved: false };
        paths.push(cur);
      }
      i += 1;
    } else break;
  }
  return paths.filter((p) => p.points.length > 1);
}

/** Each straight axis-aligned piece of a stroked path, dashed where the dash says, as wide as the pen. */
function strokedLines(subpaths: Subpath[], device: Matrix, s: State, lightness: number, out: DrawnSegment[]): void {
  const det = Math.abs(device[0] * device[3] - device[1] * device[2]);
  for (const sp of subpaths) {
    const pts = sp.closed ? [...sp.points, sp.points[0] as [number, number]] : sp.points;
    // The dash runs on along a subpath's pieces and starts again with each subpath.
    let dashAt = s.dashPhase;
    for (let k = 1; k < pts.length; k++) {
      const [ux0, uy0] = pts[k - 1] as [number, number];
      const [ux1, uy1] = pts[k] as [number, number];
      const userLength = Math.hypot(ux1 - ux0, uy1 - uy0);
      if (userLength === 0) continue;
      // A curve's pieces are not lines; its end points only carry the dash on.
      const [x0, y0] = apply(device, ux0, uy0);
      const [x1, y1] = apply(device, ux1, uy1);
      const deviceLength = Math.hypot(x1 - x0, y1 - y0);
      // The pen's width across the line: a user-space width w covers w·|det| / |M·d| on the page.
      const thickness = deviceLength > 0 ? (s.lineWidth * det * userLength) / deviceLength : 0;
      const line = sp.curve[k] ? null : axisLine(x0, y0, x1, y1, thickness, lightness, 'stroke');
      if (line) {
        if (s.dash.length) out.push(...dashed(line, s.dash, dashAt, deviceLength / userLength, line.direction === 'h' ? x0 <= x1 : y0 <= y1));
        else out.push(line);
      }
      dashAt += userLength;
    }
  }
}

/** A straight piece from (x0, y0) to (x1, y1) in page points, if it runs along an axis. */
function axisLine(x0: number, y0: number, x1: number, y1: number, thickness: number, lightness: number, paint: DrawnSegment['paint']): DrawnSegment | null {
  const dx = Math.abs(x1 - x0); const dy = Math.abs(y1 - y0);
  if (dy <= AXIS_SLACK_PT && dx > dy) return { direction: 'h', at: (y0 + y1) / 2, from: Math.min(x0, x1), to: Math.max(x0, x1), thickness, lightness, paint };
  if (dx <= AXIS_SLACK_PT && dy > dx) return { direction: 'v', at: (x0 + x1) / 2, from: Math.min(y0, y1), to: Math.max(y0, y1), thickness, lightness, paint };
  return null;
}

/** The dashes of a line whose pattern (in user units, `scale` page points each) stands at `phase` where the line starts. */
function dashed(line: DrawnSegment, dash: number[], phase: number, scale: number, forward: boolean): DrawnSegment[] {
  const period = dash.reduce((a, b) => a + b, 0);
  const length = (line.to - line.from) / scale;
  const pieces: DrawnSegment[] = [];
  let pos = -(((phase % period) + period) % period);
  for (let k = 0; pos < length; k = (k + 1) % dash.length) {
    const len = dash[k] as number;
    const a = Math.max(0, pos); const b = Math.min(length, pos + len);
    if (k % 2 === 0 && b > a) {
      // Distances run from where the line starts, which is its `to` end when it was drawn backwards.
      const [from, to] = forward ? [line.from + a * scale, line.from + b * scale] : [line.to - b * scale, line.to - a * scale];
      pieces.push({ ...line, from, to });
    }
    pos += len;
  }
  return pieces;
}

interface Rect { x0: number; y0: number; x1: number; y1: number; sign: number }

/**
 * The inked bands of a filled path whose subpaths are rectangles on the page: a thin rectangle is a
 * line along its length; rectangles nested in one another leave a frame (outer and inner edge, the
 * way Chromium fills a box's border), whose sides are lines. Each band is reported along its longer
 * side with its shorter side as thickness; wide areas come out thick and the caller drops them.
 */
function filledBands(subpaths: Subpath[], device: Matrix, evenOdd: boolean, lightness: number, out: DrawnSegment[]): void {
  const rects: Rect[] = [];
  for (const sp of subpaths) {
    if (sp.curved || sp.points.length < 3) continue;
    const pts = sp.points.map(([x, y]) => apply(device, x, y));
    let area = 0;
    for (let k = 0; k < pts.length; k++) {
      const [ax, ay] = pts[k] as [number, number];
      const [bx, by] = pts[(k + 1) % pts.length] as [number, number];
      area += ax * by - bx * ay;
    }
    const xs = pts.map((p) => p[0]); const ys = pts.map((p) => p[1]);
    // Edges a rounding error apart are one edge, or the slivers between them would come out as bands.
    const r = { x0: milli(Math.min(...xs)), y0: milli(Math.min(...ys)), x1: milli(Math.max(...xs)), y1: milli(Math.max(...ys)), sign: Math.sign(area) };
    const box = (r.x1 - r.x0) * (r.y1 - r.y0);
    if (box > 0 && Math.abs(area) / 2 >= RECT_FILL_SHARE * box) rects.push(r);
  }
  if (rects.length === 0) return;
  if (rects.length === 1 || rects.length > MAX_RECTS_FOR_HOLES) {
    for (const r of rects) out.push(band(r.x0, r.y0, r.x1, r.y1, lightness));
    return;
  }
  // The plane cut at every rectangle edge; each piece is inked by the fill rule at its centre.
  const edges = (v: number[]): number[] => [...new Set(v)].sort((a, b) => a - b);
  const xs = edges(rects.flatMap((r) => [r.x0, r.x1]));
  const ys = edges(rects.flatMap((r) => [r.y0, r.y1]));
  const inked = (c: number, r: number): boolean => {
    const cx = ((xs[c] as number) + (xs[c + 1] as number)) / 2; const cy = ((ys[r] as number) + (ys[r + 1] as number)) / 2;
    let winding = 0; let count = 0;
    for (const q of rects) if (cx > q.x0 && cx < q.x1 && cy > q.y0 && cy < q.y1) { winding += q.sign; count++; }
    return evenOdd ? count % 2 === 1 : winding !== 0;
  };
  const ink = ys.slice(1).map((_, r) => xs.slice(1).map((__, c) => inked(c, r)));
  const transposed = xs.slice(1).map((_, c) => ink.map((row) => row[c] === true));
  // Runs along each row of pieces are horizontal bands, runs down each column vertical ones.
  for (const [y0, y1, x0, x1] of runs(ink, ys, xs)) {
    const b = band(x0, y0, x1, y1, lightness);
    if (b.direction === 'h') out.push(b);
  }
  for (const [x0, x1, y0, y1] of runs(transposed, xs, ys)) {
    const b = band(x0, y0, x1, y1, lightness);
    if (b.direction === 'v') out.push(b);
  }
}

/**
 * Runs of inked pieces along each line of pieces (`ink[line][k]`: lines cut at `across`, pieces at
 * `along`), as [across from, across to, along from, along to]. Neighbouring lines inked alike are
 * taken together, so a solid area cut by another rectangle's edges does not read as thin bands.
 */
function runs(ink: boolean[][], across: number[], along: number[]): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const alike = (a: boolean[], b: boolean[]): boolean => a.every((v, k) => v === b[k]);
  for (let l = 0; l < ink.length;) {
    const row = ink[l] as boolean[];
    let m = l;
    while (m + 1 < ink.length && alike(ink[m + 1] as boolean[], row)) m++;
    for (let k = 0; k < row.length;) {
      if (!row[k]) { k++; continue; }
      let e = k;
      while (e + 1 < row.length && row[e + 1]) e++;
      out.push([across[l] as number, across[m + 1] as number, along[k] as number, along[e + 1] as number]);
      k = e + 1;
    }
    l = m + 1;
  }
  return out;
}

function milli(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** A filled rectangle as a line along its longer side. */
function band(x0: number, y0: number, x1: number, y1: number, lightness: number): DrawnSegment {
  return x1 - x0 >= y1 - y0
    ? { direction: 'h', at: (y0 + y1) / 2, from: x0, to: x1, thickness: y1 - y0, lightness, paint: 'fill' }
    : { direction: 'v', at: (x0 + x1) / 2, from: y0, to: y1, thickness: x1 - x0, lightness, paint: 'fill' };
}

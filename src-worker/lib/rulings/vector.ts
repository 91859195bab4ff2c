import type { DrawnSegment } from '../../adapters/pdf-paths';
import { VECTOR_RULINGS } from '../../tuning/rulings';
import type { Rule, Rulings } from './find';
import { gridsOf } from './grid';
import type { Grid } from './grid';

/**
 * Rulings of a text-layer page from the lines it draws (adapters/pdf-paths.ts), in page points: the
 * same rules a rendering of the page would show, without rendering it. A form printed from an
 * accounting program (ТОРГ-12, УПД, счёт-фактура) draws each cell's borders on their own, as short
 * strokes or thin filled rectangles; the pieces of one line are joined into one rule, and whether a
 * border is drawn between two cells is answered from how much of it the pieces cover.
 */
export function vectorRulings(segments: readonly DrawnSegment[]): Rulings {
  const T = VECTOR_RULINGS;
  const inked = segments.filter((s) => s.to > s.from && s.thickness <= T.maxThicknessPt && s.lightness <= T.maxLightness);
  const h = inked.filter((s) => s.direction === 'h');
  const v = inked.filter((s) => s.direction === 'v');
  const cover = { h: coverage(h), v: coverage(v) };
  return {
    skew: 0,
    horizontal: joined(h).filter((r) => r.to - r.from >= T.minHorizontalPt),
    vertical: joined(v).filter((r) => r.to - r.from >= T.minVerticalPt),
    // Dashed lines matter to OCR only (they are painted out before reading a scan); a text layer is not read by OCR.
    dashed: [],
    inkAlong: (direction, at, from, to) => cover[direction](at, from, to),
    step: T.inkStepPt,
  };
}

/** The drawn table grids of a text-layer page, in page points. */
export function vectorGrids(segments: readonly DrawnSegment[]): Grid[] {
  return gridsOf(vectorRulings(segments), VECTOR_RULINGS.gridTolerancePt);
}

/**
 * Pieces of one line (centre lines within `sameLinePt`) that overlap or nearly meet end to end
 * (`joinGapPt`) are one rule: at the length-weighted mean of their centre lines, as thick as all
 * of them across.
 */
function joined(pieces: readonly DrawnSegment[]): Rule[] {
  const sorted = [...pieces].sort((a, b) => a.at - b.at);
  const lines: DrawnSegment[][] = [];
  for (const s of sorted) {
    const line = lines[lines.length - 1];
    if (line && s.at - (line[line.length - 1] as DrawnSegment).at <= VECTOR_RULINGS.sameLinePt) line.push(s);
    else lines.push([s]);
  }
  const rules: Rule[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.from - b.from);
    let run: DrawnSegment[] = [];
    let end = -Infinity;
    const close = (): void => {
      if (run.length) rules.push(ruleOf(run));
      run = [];
    };
    for (const s of line) {
      if (s.from - end > VECTOR_RULINGS.joinGapPt) close();
      run.push(s);
      end = Math.max(end, s.to);
    }
    close();
  }
  return rules;
}

function ruleOf(run: readonly DrawnSegment[]): Rule {
  let weight = 0; let sum = 0; let lo = Infinity; let hi = -Infinity; let from = Infinity; let to = -Infinity;
  for (const s of run) {
    const len = s.to - s.from;
    weight += len; sum += s.at * len;
    lo = Math.min(lo, s.at - s.thickness / 2); hi = Math.max(hi, s.at + s.thickness / 2);
    from = Math.min(from, s.from); to = Math.max(to, s.to);
  }
  return { at: sum / weight, from, to, thickness: hi - lo };
}

/**
 * Share (0–1) of the stretch from `from` to `to` along a line at `at` that drawn pieces cover. A
 * piece counts when its ink comes within the grid tolerance of `at`: the grid asks about a border
 * where the borders of several cells were clustered, which may be that far from any one of them.
 */
function coverage(pieces: readonly DrawnSegment[]): (at: number, from: number, to: number) => number {
  const sorted = [...pieces].sort((a, b) => a.at - b.at);
  const near = VECTOR_RULINGS.gridTolerancePt;
  const reach = Math.max(0, ...sorted.map((s) => s.thickness / 2)) + near;
  return (at, from, to) => {
    // The first piece that may reach `at` (binary search on the centre lines).
    let lo = 0; let hi = sorted.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if ((sorted[mid] as DrawnSegment).at < at - reach) lo = mid + 1; else hi = mid; }
    const spans: [number, number][] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as DrawnSegment).at <= at + reach; i++) {
      const s = sorted[i] as DrawnSegment;
      if (Math.abs(s.at - at) > s.thickness / 2 + near) continue;
      if (to <= from) { if (s.from <= from && s.to >= from) return 1; continue; }
      const a = Math.max(from, s.from); const b = Math.min(to, s.to);
      if (b > a) spans.push([a, b]);
    }
    if (to <= from) return 0;
    spans.sort((x, y) => x[0] - y[0]);
    let covered = 0; let end = from;
    for (const [a, b] of spans) {
      if (b <= end) continue;
      covered += b - Math.max(a, end);
      end = b;
    }
    return covered / (to - from);
  };
}

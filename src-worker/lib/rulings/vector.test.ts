import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DrawnSegment } from '../../adapters/pdf-paths';
import type { Grid } from './grid';
import { vectorGrids, vectorRulings } from './vector';

type Piece = Partial<DrawnSegment> & Pick<DrawnSegment, 'direction' | 'at' | 'from' | 'to'>;
const seg = (p: Piece): DrawnSegment => ({ thickness: 0.5, lightness: 0, paint: 'stroke', ...p });

/**
 * A table drawn the way HTML printers and accounting programs draw it: every cell strokes (or fills)
 * its own four sides, so each border is many short pieces, each cell's a little off its neighbour's
 * by the producer's rounding. `open` lists the cells ([row, col]) with no border drawn on their right
 * (by them or their neighbour), `openBelow` those with none under them.
 */
function cellBorders(xs: number[], ys: number[], opts: { thickness?: number; paint?: DrawnSegment['paint']; jitter?: number; open?: [number, number][]; openBelow?: [number, number][] } = {}): DrawnSegment[] {
  const out: DrawnSegment[] = [];
  const t = opts.thickness ?? 0.5;
  const paint = opts.paint ?? 'stroke';
  for (let r = 0; r + 1 < ys.length; r++) {
    for (let c = 0; c + 1 < xs.length; c++) {
      // A rounding of ±jitter that differs from cell to cell.
      const j = (opts.jitter ?? 0) * (((r * 7 + c * 3) % 5) - 2) / 2;
      const [x0, x1, y0, y1] = [xs[c] as number, xs[c + 1] as number, ys[r] as number, ys[r + 1] as number];
      const openRight = (rr: number, cc: number): boolean => opts.open?.some(([or, oc]) => or === rr && oc === cc) ?? false;
      const openBelow = (rr: number, cc: number): boolean => opts.openBelow?.some(([or, oc]) => or === rr && oc === cc) ?? false;
      if (!openBelow(r - 1, c)) out.push(seg({ direction: 'h', at: y0 + j, from: x0, to: x1, thickness: t, paint }));
      if (!openRight(r, c - 1)) out.push(seg({ direction: 'v', at: x0 + j, from: y0, to: y1, thickness: t, paint }));
      if (!openRight(r, c)) out.push(seg({ direction: 'v', at: x1 - j, from: y0, to: y1, thickness: t, paint }));
      if (!openBelow(r, c)) out.push(seg({ direction: 'h', at: y1 - j, from: x0, to: x1, thickness: t, paint }));
    }
  }
  return out;
}

const XS = [40, 70, 250, 300, 360, 430];
const YS = [100, 130, 145, 160, 175];
const close = (actual: number[], expected: number[], tol: number, what: string): void => {
  assert.equal(actual.length, expected.length, `${what}: ${actual.join(', ')}`);
  actual.forEach((a, i) => assert.ok(Math.abs(a - (expected[i] as number)) <= tol, `${what}: ${actual.join(', ')} against ${expected.join(', ')}`));
};
const spans = (g: Grid): number[][] => g.cells.filter((c) => c.rowSpan > 1 || c.colSpan > 1).map((c) => [c.row, c.col, c.rowSpan, c.colSpan]);

describe('rulings from the lines a page draws', () => {
  it('a ruled table drawn cell by cell is one grid with its borders where they are drawn, for hairlines to bold lines', () => {
    for (const thickness of [0, 0.25, 0.75, 2]) {
      for (const jitter of [0, 0.4]) {
        const grids = vectorGrids(cellBorders(XS, YS, { thickness, jitter }));
        assert.equal(grids.length, 1, `${thickness} pt, jitter ${jitter}`);
        const g = grids[0]!;
        close(g.xs, XS, jitter / 2 + 0.13, `columns (${thickness} pt, jitter ${jitter})`);
        close(g.ys, YS, jitter / 2 + 0.13, `rows (${thickness} pt, jitter ${jitter})`);
        assert.equal(g.skew, 0);
        assert.equal(g.cells.length, (XS.length - 1) * (YS.length - 1));
      }
    }
  });

  it('a border drawn exactly is kept exactly, not rounded to whole points', () => {
    const xs = [40.3, 90.7, 150.45]; const ys = [60.2, 75.65, 91.1];
    const g = vectorGrids(cellBorders(xs, ys))[0]!;
    close(g.xs, xs, 0.13, 'columns');
    close(g.ys, ys, 0.13, 'rows');
  });

  it('merged header cells: a border not drawn between two cells makes them one', () => {
    // The header's first cell spans two columns, the third spans two rows (the rows of a two-line header).
    const g = vectorGrids(cellBorders(XS, YS, { open: [[0, 0]], openBelow: [[0, 2]] }))[0]!;
    assert.deepEqual(spans(g), [[0, 0, 1, 2], [0, 2, 2, 1]]);
    assert.equal(g.cells.length, 20 - 2);
  });

  it('borders drawn as thin filled rectangles read as rules; wide bands, pale and white lines do not', () => {
    const fills = cellBorders(XS, YS, { thickness: 0.75, paint: 'fill' });
    // A shaded header row and a pale zebra stripe (filled areas, not lines), white separators across the body.
    const extra = [
      seg({ direction: 'h', at: 115, from: 40, to: 430, thickness: 30, paint: 'fill', lightness: 0.5 }),
      seg({ direction: 'h', at: 152.5, from: 40, to: 430, thickness: 15, paint: 'fill', lightness: 0.95 }),
      seg({ direction: 'v', at: 160, from: 100, to: 175, thickness: 1, lightness: 1 }),
      seg({ direction: 'h', at: 137.5, from: 40, to: 430, thickness: 1, lightness: 0.97, paint: 'fill' }),
    ];
    const g = vectorGrids([...fills, ...extra])[0]!;
    close(g.xs, XS, 0.13, 'columns');
    close(g.ys, YS, 0.13, 'rows');
    assert.equal(g.cells.length, 20);
  });

  it('borders stopped short of the line across (LibreOffice) or drawn in dashes are whole rules', () => {
    const pieces: DrawnSegment[] = [];
    for (const y of YS) for (let x = 40; x < 430; x += 6) pieces.push(seg({ direction: 'h', at: y, from: x, to: x + 4.5 }));
    for (const x of XS) for (let r = 0; r + 1 < YS.length; r++) pieces.push(seg({ direction: 'v', at: x, from: (YS[r] as number) + 0.3, to: (YS[r + 1] as number) - 0.3 }));
    const rulings = vectorRulings(pieces);
    assert.equal(rulings.horizontal.length, YS.length);
    assert.equal(rulings.vertical.length, XS.length);
    assert.ok(rulings.horizontal.every((r) => r.from === 40 && r.to >= 428));
    assert.ok(rulings.vertical.every((r) => r.to - r.from > 74));
    assert.equal(vectorGrids(pieces)[0]?.cells.length, 20);
  });

  it('the share of a border drawn is answered from the pieces that cover it', () => {
    const rulings = vectorRulings([
      seg({ direction: 'h', at: 100, from: 0, to: 40 }),
      seg({ direction: 'h', at: 100.4, from: 30, to: 60 }),
      seg({ direction: 'h', at: 100, from: 80, to: 100 }),
    ]);
    assert.equal(rulings.inkAlong('h', 100, 0, 100), 0.8);
    assert.equal(rulings.inkAlong('h', 100, 60, 80), 0);
    assert.equal(rulings.inkAlong('h', 105, 0, 100), 0, 'a line 5 pt away is another line');
    assert.equal(rulings.inkAlong('v', 100, 0, 100), 0, 'and a horizontal line is no vertical one');
  });

  it('short strokes (a word underlined, ticks) and lone lines make no grid', () => {
    const underlines = [60, 80, 100].map((y) => seg({ direction: 'h', at: y, from: 100, to: 112 }));
    const ticks = [100, 106, 112].map((x) => seg({ direction: 'v', at: x, from: 55, to: 62 }));
    const lone = [seg({ direction: 'h', at: 300, from: 40, to: 500 }), seg({ direction: 'v', at: 20, from: 40, to: 800 })];
    assert.deepEqual(vectorGrids([...underlines, ...ticks, ...lone]), []);
  });

  it('a table with no outer side borders ends where its rules end', () => {
    // Rules across the rows and the inner column borders only, as many invoices are printed.
    const pieces = [
      ...YS.map((y) => seg({ direction: 'h', at: y, from: 40, to: 430 })),
      ...XS.slice(1, -1).map((x) => seg({ direction: 'v', at: x, from: 100, to: 175 })),
    ];
    const g = vectorGrids(pieces)[0]!;
    close(g.xs, XS, 0.13, 'columns');
    close(g.ys, YS, 0.13, 'rows');
  });
});

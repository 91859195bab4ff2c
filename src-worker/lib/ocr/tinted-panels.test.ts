import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tintedPanels } from './tinted-panels';

/** A page at 150 dpi: white paper with a scanner's noise, lines of "text" as dark strokes, and fills drawn on it. */
function page(fills: { x0: number; y0: number; x1: number; y1: number; grey: number }[], noise: number, seed = 7): { data: Uint8Array; width: number; height: number } {
  const width = 1240;
  const height = 1754;
  const data = new Uint8Array(width * height);
  let s = seed;
  const rand = (): number => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fill = fills.find((f) => x >= f.x0 && x < f.x1 && y >= f.y0 && y < f.y1);
      const ground = fill ? fill.grey : 252;
      // Lines of text every 30 px, strokes over a third of their width.
      const ink = y % 30 < 9 && x % 9 < 3 && x > 80 && x < width - 80;
      const v = ink ? 40 : ground + (rand() - 0.5) * 2 * noise;
      data[y * width + x] = Math.max(0, Math.min(255, Math.round(v)));
    }
  }
  return { data, width, height };
}

describe('tinted panels', () => {
  for (const [grey, noise] of [[240, 6], [236, 10], [243, 4]] as const) {
    it(`finds a pale sidebar (grey ${grey}, noise ±${noise}) and its edge, text on it or not`, () => {
      const panels = tintedPanels(page([{ x0: 60, y0: 60, x1: 420, y1: 1690, grey }], noise), 150);
      assert.equal(panels.length, 1, JSON.stringify(panels));
      const [x0, , x1] = panels[0] as number[];
      assert.ok(Math.abs((x1 as number) - 420) <= 16 && Math.abs((x0 as number) - 60) <= 16, JSON.stringify(panels));
    });
  }

  it('finds none on white paper, in a tinted header band, a shaded totals box or a table\'s shaded column', () => {
    assert.deepEqual(tintedPanels(page([], 10), 150), []);
    assert.deepEqual(tintedPanels(page([{ x0: 80, y0: 400, x1: 1160, y1: 440, grey: 232 }, { x0: 700, y0: 1300, x1: 1160, y1: 1450, grey: 235 }], 8), 150), []);
    assert.deepEqual(tintedPanels(page([{ x0: 1000, y0: 300, x1: 1150, y1: 1500, grey: 238 }, { x0: 600, y0: 300, x1: 760, y1: 1500, grey: 238 }], 6), 150), []);
  });
});

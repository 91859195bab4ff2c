import type { GreyImage } from '../rulings/find';
import type { PanelRect } from './dark-panels';
import { cellValues, filledRegions } from './dark-panels';
import { TINT_INK_GREY, TINT_MIN_DROP, TINT_PANEL_CELL_INCHES, TINT_PANEL_MIN_FILL, TINT_PANEL_MIN_HEIGHT_SHARE, TINT_SIDEBAR_MARGIN, TINT_SIDEBAR_WIDTH } from '../../tuning/ocr';

/**
 * Tall panels printed in a light tint (a design template's pale sidebar, #eef1f5 on white): dark
 * text on them reads as it is, but their edge is where a column of the page ends, and lines of the
 * sidebar standing level with the items' rows must not be read across it. The page is looked at in
 * square cells; a cell's ground is the mean of its pixels lighter than ink (its text left out); a
 * cell is tinted when its ground is a few levels darker than the paper's (the median ground of the
 * page's cells). Regions of tinted cells that fill their box and stand a good share of the page tall
 * are the panels; the image is not changed.
 */
export function tintedPanels(img: GreyImage, dpi: number): PanelRect[] {
  const cell = Math.max(4, Math.round(dpi * TINT_PANEL_CELL_INCHES));
  const grid = cellValues(img, cell, (x0, y0) => groundOf(img, x0, y0, cell));
  if (!grid) return [];
  const { cols, rows, values: ground } = grid;
  const sorted = Float32Array.from(ground).sort();
  const paper = sorted[Math.floor(sorted.length / 2)] ?? 255;
  const tinted = new Uint8Array(cols * rows);
  ground.forEach((g, i) => { if (g > TINT_INK_GREY && g <= paper - TINT_MIN_DROP) tinted[i] = 1; });
  const minRows = rows * TINT_PANEL_MIN_HEIGHT_SHARE;
  // A sidebar's shape: tall, a sixth to under half of the page wide, against its left or right
  // margin; a shaded column of a table (the amounts) is narrower, and a tinted page is no panel.
  const sidebar = ([c0, r0, c1, r1]: [number, number, number, number]): boolean => r1 - r0 + 1 >= minRows
    && (c1 - c0 + 1) >= cols * TINT_SIDEBAR_WIDTH[0] && (c1 - c0 + 1) <= cols * TINT_SIDEBAR_WIDTH[1]
    && (c0 <= cols * TINT_SIDEBAR_MARGIN || c1 >= cols * (1 - TINT_SIDEBAR_MARGIN));
  return filledRegions(tinted, cols, rows, minRows * 2, TINT_PANEL_MIN_FILL)
    .filter(sidebar)
    .map(([c0, r0, c1, r1]) => [c0 * cell, r0 * cell, (c1 + 1) * cell, (r1 + 1) * cell]);
}

/** The mean grey of a cell's pixels lighter than ink: the ground the cell is printed on. */
function groundOf(img: GreyImage, x0: number, y0: number, size: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < Math.min(img.height, y0 + size); y++) {
    const row = y * img.width;
    for (let x = x0; x < Math.min(img.width, x0 + size); x++) {
      const v = img.data[row + x] as number;
      if (v > TINT_INK_GREY) { sum += v; n++; }
    }
  }
  return n ? sum / n : 0;
}

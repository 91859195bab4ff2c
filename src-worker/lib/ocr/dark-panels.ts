import { DARK_PANEL_CELL_INCHES, DARK_PANEL_MAX_GREY, DARK_PANEL_MIN_FILL, DARK_PANEL_MIN_SQUARE_INCHES } from '../../tuning/ocr';
import type { GreyImage } from '../rulings/find';

/** A rectangle of the page in pixels: x0, y0 inclusive, x1, y1 exclusive. */
export type PanelRect = [number, number, number, number];

/**
 * Light text on a dark panel made dark on light: the page is looked at in small square cells, the
 * cells dark enough to be fill are joined into regions, and every region large enough that fills
 * most of its bounding box (a panel is drawn as a rectangle) is inverted inside that box. Tesseract
 * reads only dark text on a light ground; a sidebar in a dark brand colour or a black table header
 * row otherwise reads as a picture, and whatever is printed on it is lost. Returns the panels found;
 * the image is changed in place.
 */
export function invertDarkPanels(img: GreyImage, dpi: number): PanelRect[] {
  const cell = Math.max(2, Math.round(dpi * DARK_PANEL_CELL_INCHES));
  const grid = cellValues(img, cell, (x0, y0) => meanGrey(img, [x0, y0, x0 + cell, y0 + cell]));
  if (!grid) return [];
  const { cols, rows } = grid;
  const dark = grid.values.map((g) => (g < DARK_PANEL_MAX_GREY ? 1 : 0));
  const minCells = (DARK_PANEL_MIN_SQUARE_INCHES * dpi * dpi) / (cell * cell);
  const panels: PanelRect[] = filledRegions(dark, cols, rows, minCells, DARK_PANEL_MIN_FILL).map(([c0, r0, c1, r1]) => [c0 * cell, r0 * cell, (c1 + 1) * cell, (r1 + 1) * cell]);
  for (const panel of panels) {
    grow(img, panel);
    const [x0, y0, x1, y1] = panel;
    // Inverted and stretched so that the fill becomes white: no grey box is left for the reader to
    // take for a picture, and the text stands as black on white as the rest of the page.
    const fill = meanGrey(img, panel);
    const scale = 255 / Math.max(1, 255 - fill);
    for (let y = y0; y < y1; y++) {
      const row = y * img.width;
      for (let x = x0; x < x1; x++) img.data[row + x] = Math.min(255, Math.round((255 - (img.data[row + x] as number)) * scale));
    }
  }
  return panels;
}

/** A measure of each square cell of the page, row by row (null for a page under two cells a side). */
export function cellValues(img: GreyImage, cell: number, measure: (x0: number, y0: number) => number): { cols: number; rows: number; values: Float32Array } | null {
  const cols = Math.floor(img.width / cell);
  const rows = Math.floor(img.height / cell);
  if (cols < 2 || rows < 2) return null;
  const values = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) values[r * cols + c] = measure(c * cell, r * cell);
  return { cols, rows, values };
}

/**
 * Regions of touching marked cells (a flood over the four neighbours) with at least `minCells`
 * cells that fill `minFill` of their bounding box (a panel is a rectangle), as inclusive cell boxes.
 */
export function filledRegions(marked: ArrayLike<number>, cols: number, rows: number, minCells: number, minFill: number): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const seen = new Uint8Array(cols * rows);
  for (let start = 0; start < marked.length; start++) {
    if (!marked[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let count = 0;
    let [c0, r0, c1, r1] = [cols, rows, -1, -1];
    while (stack.length) {
      const at = stack.pop() as number;
      const r = Math.floor(at / cols);
      const c = at % cols;
      count++;
      c0 = Math.min(c0, c); c1 = Math.max(c1, c); r0 = Math.min(r0, r); r1 = Math.max(r1, r);
      for (const next of [c > 0 ? at - 1 : -1, c < cols - 1 ? at + 1 : -1, r > 0 ? at - cols : -1, r < rows - 1 ? at + cols : -1]) {
        if (next >= 0 && marked[next] && !seen[next]) { seen[next] = 1; stack.push(next); }
      }
    }
    if (count >= minCells && count >= (c1 - c0 + 1) * (r1 - r0 + 1) * minFill) out.push([c0, r0, c1, r1]);
  }
  return out;
}

/** The panel's box grown to its drawn edges: the cells cut it to whole cells, its last rows and columns are still fill. */
function grow(img: GreyImage, p: PanelRect): void {
  const rowDark = (y: number): boolean => y >= 0 && y < img.height && meanGrey(img, [p[0], y, p[2], y + 1]) < DARK_PANEL_MAX_GREY;
  const colDark = (x: number): boolean => x >= 0 && x < img.width && meanGrey(img, [x, p[1], x + 1, p[3]]) < DARK_PANEL_MAX_GREY;
  while (rowDark(p[1] - 1)) p[1]--;
  while (rowDark(p[3])) p[3]++;
  while (colDark(p[0] - 1)) p[0]--;
  while (colDark(p[2])) p[2]++;
}

export function meanGrey(img: GreyImage, [x0, y0, x1, y1]: PanelRect): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    const row = y * img.width;
    for (let x = x0; x < x1; x++) sum += img.data[row + x] as number;
  }
  return sum / Math.max(1, (x1 - x0) * (y1 - y0));
}

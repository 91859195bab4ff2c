import { greyPixels } from '../../adapters/images';
import { findRulings } from './find';
import { gridsOf, scaleGrid } from './grid';
import type { Grid } from './grid';

/**
 * The drawn table grids of a page image (a page rendered from its vector drawing, or a scan), in
 * page points: the same rulings and grids as a scan's OCR uses, so a text-layer form with drawn
 * cells (ТОРГ-12, УПД, счёт-фактура printed from an accounting program) has its words put into
 * the cells its borders draw instead of being guessed from their alignment.
 */
export async function drawnGrids(png: Buffer, dpi: number): Promise<Grid[]> {
  const img = await greyPixels(png);
  const rulings = findRulings(img, dpi);
  return gridsOf(rulings, Math.max(3, dpi * 0.02)).map((g) => scaleGrid(g, 72 / dpi));
}

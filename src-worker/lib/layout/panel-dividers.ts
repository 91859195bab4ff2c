import type { DrawnSegment } from '../../adapters/pdf-paths';
import { LAYOUT_TUNING } from '../../tuning/layout';

/**
 * The x of the sides of the tall filled panels a text-layer page draws (a design template's tinted
 * sidebar, light or dark): where a column of the page ends, as `lib/ocr/tinted-panels.ts` finds
 * them on a scan. The drawn fill is reported as a band along its longer side (`DrawnSegment`): a
 * vertical one as tall as a third of the page and as wide as an eighth of it is a panel.
 */
export function panelDividers(segments: readonly DrawnSegment[], widthPt: number, heightPt: number): number[] {
  return segments
    .filter((s) => s.paint === 'fill' && s.direction === 'v' && s.to - s.from >= heightPt * LAYOUT_TUNING.dividerPanelMinHeightShare
      && s.thickness >= widthPt * LAYOUT_TUNING.dividerPanelMinWidthShare && s.thickness < widthPt * 0.9)
    .flatMap((s) => [s.at - s.thickness / 2, s.at + s.thickness / 2]);
}

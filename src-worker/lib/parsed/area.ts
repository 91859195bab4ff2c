import { A4_POINTS } from '../../../src-shared/document/geometry';

/**
 * Sheet area in A4 units for billing (SPEC: A3 counts 2, A2 4, A1 8). Sizes within 6% of a standard
 * ISO size, in either orientation, count as that size exactly; anything else counts by its area.
 */
export function areaInA4(widthPt: number, heightPt: number): number {
  const ratio = (widthPt * heightPt) / (A4_POINTS.width * A4_POINTS.height);
  for (const standard of [1, 2, 4, 8, 16]) {
    if (Math.abs(ratio - standard) / standard < 0.06) return standard;
  }
  return Math.round(ratio * 1000) / 1000;
}

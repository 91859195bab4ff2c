/**
 * One coordinate space inside the app: PDF points (1/72 inch), origin at the top-left of the page.
 * Every adapter converts into it once; nothing downstream converts again.
 */
export type Box = readonly [x0: number, y0: number, x1: number, y1: number];

/** 1-based page number. */
export type PageNo = number;

export function boxUnion(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** Whether two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return Math.min(a[2], b[2]) > Math.max(a[0], b[0]) && Math.min(a[3], b[3]) > Math.max(a[1], b[1]);
}

/** ISO 216 A4 in points; the billing unit of area (SPEC "Billing"). */
export const A4_POINTS = { width: 595.276, height: 841.89 } as const;

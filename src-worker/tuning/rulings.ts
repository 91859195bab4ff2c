/**
 * Thresholds of the drawn-table reader for text-layer PDFs (src-worker/lib/rulings/vector.ts), which
 * builds rules from the lines a page draws rather than from its pixels, each with the reason it has
 * its value. All are in page points.
 */
export const VECTOR_RULINGS = {
  /** A cell border is at most this thick: forms draw bold outer borders of up to 2 pt; a thicker line or a filled band is a bar, a shaded row or a block, not a border. */
  maxThicknessPt: 2.5,
  /** A line lighter than this (0 black … 1 white) is not seen as a border: white separators and pale backgrounds are lighter, light grey borders (#ccc is 0.8) are darker. */
  maxLightness: 0.85,
  /** Pieces whose centre lines are this close are one line: producers draw each cell's border on its own and round it to their own grid (Chromium to a quarter point, LibreOffice to a hundredth of a millimetre). */
  sameLinePt: 1,
  /** Pieces of one line this far apart end to end are one rule: a border broken where another crosses it (LibreOffice ends strokes short of the line across) or drawn in short dashes. */
  joinGapPt: 2,
  /** A horizontal rule is at least a quarter inch long, as on scans (`find.ts`): a shorter stroke is a dash or a word's underline, and a page reads the same printed or scanned. */
  minHorizontalPt: 18,
  /** A vertical rule is at least 0.15 inch long, as on scans: a row of a form in small type can be that low. */
  minVerticalPt: 10.8,
  /** Borders closer than this are one (a border drawn twice, a header's short border a rounding off the long one): the scan reader's 3 pixels at 150 dpi. */
  gridTolerancePt: 1.5,
  /** How finely the grid code steps across a border when it looks for ink: a fraction of the thinnest border, so positions are not rounded to whole points. */
  inkStepPt: 0.25,
} as const;

/**
 * Thresholds of the table reader (src-worker/lib/tables), each with the reason it has its value.
 */
export const TABLE_TUNING = {
  /** Right edges of figures within this many points are one edge: flush-right text lands on the same x to a fraction of a point, OCR boxes within a pixel or two at 150 dpi. */
  edgeTolerancePt: 1.5,
  /** Figures on this many lines make an aligned column; two could be chance (a date over a page number). */
  minFiguresOnEdge: 3,
  /** Two items closer than this share a word (a fraction of the font size is no gap at all); farther, a cell edge may fall between them. */
  wordGapInFontSizes: 0.2,
  /** A currency code nearer its figure than this many font sizes is the figure's ("15.83 CHF": a word space, about a third); farther, it may head a column. */
  codeGapInFontSizes: 1,
  /**
   * A group of thousands ("13" before "393,16") nearer the rest of its figure than this many font
   * sizes is part of it: a group mark (space, thin space) is a quarter to a third of the type; the
   * gutter between a quantity and an amount set close is wider (half a size or more).
   */
  groupGapInFontSizes: 0.45,
  /** A group mark as wide as the line's word space, give or take a tenth (a font with wide spaces, justified text), still joins the groups of a figure. */
  wordGapSlack: 1.1,
  /**
   * A gap between two pieces of one line wider than this many font sizes (of the smaller type)
   * parts two cells, written as two blanks: a word space is a quarter to a half of the type, a
   * justified line's widest about one; one and a half is already a gutter between cells, as pdftotext also reads it.
   */
  cellGapInFontSizes: 1.5,
  /** A minority of rows (a totals block's labels, a few long names) may bridge two columns; more than a quarter of the rows covering an x makes it part of a column. */
  bridgingRowShare: 0.25,
  /** Splitting a span by the rows' coverage needs enough rows for a share to mean anything. */
  minRowsToSplitSpan: 6,
  /** A gap between columns is at least this wide in points (about a space of 10 pt type); narrower low runs are chance. */
  minGapPt: 3,
  /**
   * Lines above a table's header belong to another block when the gap over the header is this many
   * times the table's usual gap between its lines: a table's rows are evenly spaced, a block set
   * apart is set apart by more (a blank line's worth).
   */
  apartGapRatio: 1.8,
  /** A line of this many words or more is a sentence: a group's caption or a column's header is a few words, payment terms and notes are more. */
  sentenceWords: 6,
  /** A name wraps over at most this many more lines inside a row (a long description of goods); a longer run of one-cell lines is prose between tables. */
  maxWrappedLines: 4,
  /** Rows stand apart by their cells' padding when the usual gap between them is a third of a line's height or more (unpadded rows touch: gap about 0). */
  paddedRowGap: 0.33,
  /** A line at least three quarters of the usual row gap below the row above is a row of its own; a wrapped line follows at the leading, much closer. */
  ownRowGapShare: 0.75,
  /** A line more than half a line's height farther below than the rows stand apart is a line of its own: wrapped lines follow at the leading. */
  beyondLeading: 0.5,
  /** Lines that stay inside a row's text cell, each close under the last, wrap that cell however narrow its column: up to this many (a long description in a column a few words wide). */
  maxWrappedCellLines: 12,
} as const;

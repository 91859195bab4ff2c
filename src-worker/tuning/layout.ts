/**
 * Thresholds of the page layout (src-worker/lib/layout), each with the reason it has its value.
 */
export const LAYOUT_TUNING = {
  /** The line below a label may reach up into the label's box by this share of its height: OCR boxes hold descenders, and tight leading sets a value's top over a label's "g". */
  belowOverlapShare: 0.3,
  /** A column gutter is at least this many points wide: narrower bands free of text are word or cell gaps that happen to line up. */
  minGutterPt: 8,
  /** …and at least this many of the page's usual type sizes: a gutter between set columns is a few ems; a table's column gaps are often less. */
  minGutterInFontSizes: 1.5,
  /** Each side of a gutter holds this many lines: a couple of lines beside a block are a caption or a stamp, not a column. */
  minLinesPerColumn: 4,
  /** Both sides have text over this share of the shorter side's height: a header block beside the title is no column. */
  minCommonHeightShare: 0.5,
  /** A panel's edge counts for a gutter it stands in or within this many points of (the fill's edge is drawn where the gutter's blank begins or ends, give or take a scan's blur). */
  dividerTolerancePt: 4,
  /** A filled panel is a column's ground when it is at least this share of the page tall (a sidebar; a table's header band or a total's box is not). */
  dividerPanelMinHeightShare: 0.3,
  /** …and at least this share of the page wide (a sidebar is a fifth to a third of it; a drawn rule or a table's column band is narrower). */
  dividerPanelMinWidthShare: 0.12,
  /** This share of the shorter side's lines standing level with lines across is a table's rows: independent columns at a similar leading stand level about a third of the time by chance. */
  maxLevelShare: 0.6,
  /** Two lines stand level when their bottoms are within this share of the smaller type's height: a row's cells share a baseline (OCR boxes within a pixel or two). */
  levelBaselineShare: 0.2,
  /** …in OCR within this share: a word's box ends at its ink, lower under a comma or a descender ("9,1" beside "Stk."). */
  levelBaselineShareOcr: 0.4,
  /** …or where the smaller of two OCR words lies this much within the other's height (a box grown by a speck: "33,35" read 15 px tall beside "Stk." of 6). */
  levelOverlapShareOcr: 0.9,
  /** This many consecutive lines level with consecutive lines across a gap are rows of one table (a header over two items); two happen by chance between columns set at the same leading. */
  levelRunOfTable: 3,
} as const;

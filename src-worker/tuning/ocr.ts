/**
 * Thresholds of reading OCR words into text items. Each says why it is what it is.
 */

/**
 * A word with letters or digits whose box is under this share of the page's typical word height is
 * not print: no letter is that flat (a lowercase word without ascenders is about 0.6). Tesseract
 * reads the remnants of a rule or the edge of a shaded band so ("p", "EE" one pixel high), and such
 * a word, placed between two rows of a table, joins them into one line.
 */
export const FLAT_WORD_SHARE = 0.3;

/**
 * A short (one or two characters), unsure (confidence under `SMUDGE_MAX_CONFIDENCE`) word this many
 * times taller than the typical word is a smudge; kept, it would glue two lines into one.
 */
export const SMUDGE_HEIGHT_RATIO = 1.8;
export const SMUDGE_MAX_CONFIDENCE = 40;

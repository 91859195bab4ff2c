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

/**
 * Ink that no word of the page's reading covers (`lib/ocr/unread-ink.ts`): Tesseract's page layout
 * drops short, isolated words (a column of quantities or row numbers standing alone between wide
 * gaps) as noise. A blob counts as a glyph from this share of the page's typical word height (a
 * word box holds ascenders and descenders; a digit is about 0.7 of it, a speck far less)…
 */
export const UNREAD_GLYPH_MIN_HEIGHT = 0.4;
/** …up to this share (taller is a logo, a stamp, a signature or a rule's remnant). */
export const UNREAD_GLYPH_MAX_HEIGHT = 1.5;
/**
 * A blob may be this many half word heights wide: a glyph, or a whole word in bold type whose
 * letters touch ("Quantité" in a table's bold header is one blob about four heights wide); a rule's
 * remnant is flatter than any glyph and is left out by its height.
 */
export const UNREAD_GLYPH_MAX_WIDTH = 12;
/** Glyphs closer than this share of the typical word height are one word (letters of a word touch or nearly). */
export const UNREAD_WORD_GAP = 0.8;
/**
 * Unread ink nearer a read word than this share of the typical word height is a piece of that word
 * its box cut off (a space is about a fifth of it; a dropped word stands a column gap away).
 */
export const UNREAD_APART = 0.8;
/** Words read again below this confidence are left out: what the first reading dropped was judged unsure once already. */
export const UNREAD_MIN_CONFIDENCE = 70;
/**
 * A page with more unread blobs than this is not a page of a few dropped words (a photo, a
 * halftone, heavy noise): it stays as it was read, so the second look costs one small OCR call.
 */
export const UNREAD_MAX_BOXES = 60;

/**
 * Resolution pages are read at by OCR (a PDF page rendered, an image of lower stated resolution
 * enlarged): Tesseract reads body type best at about 300 dpi, and a 150- or 200-dpi scan read at its
 * own size loses rows (measured on the waybill scans: 79 exact rows at 300 dpi, 51 at 200)…
 */
export const OCR_DPI = 300;
/** …unless that makes the page larger than this: an A3 or poster-sized page is read finer than needed. */
export const OCR_MAX_PIXELS = 12_000_000;

/**
 * Dark panels (`lib/ocr/dark-panels.ts`): a filled band or box with light text on it (a sidebar in
 * the brand's colour, a table header row in black). Tesseract reads dark on light only and takes
 * such a panel for a picture. The page is looked at in square cells of this many inches (about a
 * third of a line of 10 pt type: a header row of 18 pt is three cells high)…
 */
export const DARK_PANEL_CELL_INCHES = 0.05;
/** …a cell is dark fill when its mean grey is under this (0 black, 255 white): text alone never darkens a cell this much, even bold type covers under half of it… */
export const DARK_PANEL_MAX_GREY = 96;
/** …a panel is at least this many square inches of dark cells (a logo's mark or a bold title's letters are less)… */
export const DARK_PANEL_MIN_SQUARE_INCHES = 0.15;
/** …and fills this share of its bounding box (a panel is a rectangle; a photo's or a stamp's dark patches are not). */
export const DARK_PANEL_MIN_FILL = 0.75;

/**
 * Tinted panels (`lib/ocr/tinted-panels.ts`): a light fill under dark text, whose edge ends a column
 * of the page. Cells of this many inches (a few lines of type: a cell's ground is measured on its
 * pixels lighter than ink, and enough of them average a scan's noise away)…
 */
export const TINT_PANEL_CELL_INCHES = 0.1;
/** …pixels darker than this are ink, left out of a cell's ground (a tint is far lighter; #eef1f5 is 240)… */
export const TINT_INK_GREY = 170;
/** …a cell is tinted when its ground is this many levels under the paper's (a pale tint is 10–20 under white; a scan's noise averages to a level or two over a cell)… */
export const TINT_MIN_DROP = 6;
/** …a panel fills this share of its box (a panel is a rectangle; lines of text on white leave paper between them)… */
export const TINT_PANEL_MIN_FILL = 0.75;
/** …and stands this share of the page tall (a sidebar; a header band, a totals box or a shaded row is not a column's edge). */
export const TINT_PANEL_MIN_HEIGHT_SHARE = 0.3;
/** …between these shares of the page wide (a sidebar is a sixth to under half of it; a table's shaded column is narrower)… */
export const TINT_SIDEBAR_WIDTH: readonly [number, number] = [0.15, 0.45];
/** …and within this share of the page's width from its left or right edge (a sidebar stands against a margin). */
export const TINT_SIDEBAR_MARGIN = 0.12;

/**
 * A bar after a figure read as the letter "l" (`lib/ocr/bars.ts`): as tall as a letter with an
 * ascender, from this share of the page's typical word height (a word box holds ascenders and
 * descenders; an "l" is about three quarters of it)…
 */
export const BAR_LETTER_MIN_HEIGHT = 0.55;
/** …to this share (a rule's remnant is the height of its row, more than the type). */
export const BAR_LETTER_MAX_HEIGHT = 1.1;
/** …a word space after the figure at most (this share of the typical word height); farther, it stands at a cell's edge. */
export const BAR_LETTER_MAX_GAP = 0.6;
/**
 * …or its box reaching back over the figure's by up to this share: Tesseract draws a thin glyph's box
 * a few pixels wide of its ink, so a bar set close after "0,75" overlaps it; a rule's remnant at a
 * cell's edge stands clear of the text.
 */
export const BAR_LETTER_MAX_OVERLAP = 0.3;

/**
 * Two OCR words are one figure split after its group mark ("€29," + "452.01") when they stand at most
 * this share of the page's typical word height apart: a word space, as the comma's space is set.
 */
export const SPLIT_GROUP_MAX_GAP = 0.6;

/**
 * A drawn table's column is read again as a strip (`lib/ocr/cells.ts`, the costliest step of a ruled
 * page: 1.5 times the page's own reading on the scanned waybill) only when one of its body cells was
 * read with a mean confidence under this. A strip's reading replaces a cell only when surer by 5, and
 * the page's sure cells (85 and over) were never replaced on the waybill (issue 16, docs/benchmarks.md
 * "OCR profile"); weak cells and misfits in figure columns are always read again.
 */
export const CELL_STRIP_SKIP_CONFIDENCE = 85;

/**
 * Resident memory an OCR process may reach while it reads a page (`adapters/ocr-process.ts`), in MB,
 * unless DOCINTEL_OCR_MEMORY_LIMIT_MB says otherwise: 40 % of the machine's memory, at most 4 GB.
 * Tesseract's WebAssembly memory cannot be capped and never shrinks; a warm engine with two language
 * sets holds 0.5–0.8 GB and a 12-megapixel page adds a few hundred MB, so 4 GB is only ever passed by a
 * runaway reading, and two pipeline workers' processes at 40 % each stay below the machine's memory.
 */
export const OCR_PROCESS_MEMORY_SHARE = 0.4;
export const OCR_PROCESS_MEMORY_MAX_MB = 4096;
/**
 * An OCR process found above this many MB once its page is read is ended (the next page starts a
 * fresh one, loading its models again in about a second), unless DOCINTEL_OCR_RECYCLE_MB says
 * otherwise: the engine's WebAssembly memory only grows, and a warm engine with two language sets
 * holds 0.25–0.8 GB, so only a large page leaves it far above that.
 */
export const OCR_PROCESS_RECYCLE_MB = 1536;
/** How often that memory is looked at while a page is read: a runaway reading is stopped within a few hundred MB. */
export const OCR_PROCESS_MEMORY_WATCH_MS = 250;

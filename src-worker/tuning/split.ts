/**
 * Thresholds and weights of the splitter of composite PDFs, each with the reason it has its value.
 * Evidence is added up as log-odds that a new document starts between two pages; the sum goes
 * through a logistic function, so a weight of 2 moves a neutral 50 % to about 88 %.
 */

/** Bands of the page, as fractions of its height, where headers, letterheads and footers are printed. */
export const ZONES = {
  /** Page marks and running headers are printed in the top or bottom eighth or so; a little more for scans with margins. */
  markBand: 0.15,
  /** A document's title, number, date and parties sit in its top third on the first page. */
  head: 0.35,
  /** The letterhead: the first lines only, which a continuation page repeats when it repeats anything. */
  letterhead: 0.12,
  /** Footers: company details, bank, pagination. */
  foot: 0.12,
  /** Where a document's closing lines (totals, amount in words, signatures) are looked for: its lower part. */
  closing: 0.45,
} as const;

/**
 * A separator sheet is empty: a text page with no letter or digit at all, a scan with at most this
 * many read with confidence (specks read as "i" or "."). A page holding one figure is no separator:
 * spreadsheets printed page by page leave such pages (a total's cell in a column band of its own), and a
 * page whose text layer holds a few characters only is OCR'd, so "535" must not pass for specks.
 */
export const BLANK_PAGE_MAX_CHARS = 2;
/** OCR words read with less confidence than this on a near-empty page are noise, not text. */
export const BLANK_NOISE_CONFIDENCE = 60;

/** A head line this much larger than the body type is a heading (bold 14 pt over 11 pt body text counts). */
export const HEADING_SIZE = 1.2;
/** An OCR'd page with fewer words (of five letters or more) than this may just be a near-empty text page, not a scan. */
export const SCAN_MIN_WORDS = 3;
/** Two sets of letterhead or footer words this similar (Jaccard) are the same print. */
export const SAME_PRINT_SIMILARITY = 0.6;
/** Pages whose sizes differ by more than this many points are different paper. */
export const SIZE_TOLERANCE_PT = 15;

/** A page's print (type size, margins) is measured over at least this many lines of body text. */
export const STYLE_MIN_LINES = 8;
/** Type sizes differing by more than this share are another setting (10 pt body vs 12 pt). */
export const STYLE_SIZE_TOLERANCE = 0.15;
/** Margins differing by more than this share of the page width are another layout. */
export const STYLE_MARGIN_TOLERANCE = 0.05;
/** …and from at least this many different words of three letters or more (a column of one code repeated tells nothing)… */
export const SCRIPT_MIN_WORDS = 12;
/** A page's writing system is told from at least this many letters… */
export const SCRIPT_MIN_LETTERS = 60;
/** …of which this share is of one script (a Russian page quotes Latin names and codes). */
export const SCRIPT_DOMINANCE = 0.7;

/**
 * Pages of one document share their words; pages of two documents hardly do. Measured on the tune
 * documents (bench/split-sets.ts), Jaccard similarity of words of five letters or more between
 * consecutive pages: within a document 5 % of gaps fall under 0.036 and 10 % under 0.05; between
 * documents 90 % fall under 0.01 and 95 % under 0.03.
 */
export const VOCABULARY = {
  /** Both pages need this many such words for the comparison to mean anything (a page with fewer is compared by its section's last fuller page). */
  minWords: 12,
  /** At or above: one document going on. */
  shared: 0.06,
  /** Below: two documents. */
  distinct: 0.02,
} as const;

/**
 * Column bands of a printed spreadsheet (split/grid.ts): a page whose lines sit on the rows of an
 * earlier page of its section, with other text on them.
 */
export const GRID = {
  /** Fewer body lines than this sit on some rows of any other page by chance. */
  minLines: 8,
  /** Rows coincide when their tops differ by at most this (a print places rows exactly; OCR is not compared this finely). */
  tolerancePt: 1,
  /** At least this share of the page's body lines on rows of the earlier page. */
  onRowShare: 0.9,
  /** At most this share of those lines repeating the earlier row's words (a same-template document repeats its head). */
  repeatedShare: 0.3,
} as const;
/** Log-odds weights of each kind of evidence; positive: a new document starts; negative: the same one goes on. */
export const WEIGHTS = {
  /** With no evidence either way, pages are taken to belong together: a split needs a reason. */
  prior: -1.2,
  /** "Page 1" (of anything) is printed only on the first page of a document. */
  markRestarts: 4.5,
  /** "Page 3" right after "Page 2" (same count) is the same document going on. */
  markContinues: -5,
  /** A page numbered 2 or more opens no document, even when the previous page had no mark. */
  markLater: -3,
  /** The previous page was "N of N": its document ended there. */
  previousWasLast: 4,
  /** The previous page was "2 of 5": its document has pages still to come. */
  previousUnfinished: -3.5,
  /** The same document number in both heads: the same document (a repeated header). */
  sameNumber: -4,
  /** Two different document numbers in the heads: two documents. */
  otherNumber: 4,
  /**
   * The page shows nothing a document's first page shows — no title, number, date, parties or
   * heading in its head: a continuation (a table's next rows, a spreadsheet's next column band).
   */
  noFirstPageLook: -1,
  /** A document title (invoice, акт, Rechnung…) in the head of the page. */
  title: 2.2,
  /** A title naming another kind of document than the previous section's. */
  otherKind: 1.2,
  /** Party labels (Bill to, Покупатель, Rechnungsempfänger…) in the head: a first page. */
  parties: 1,
  /** "Continued", "Übertrag", "Перенос" at the top: a continuation page. */
  continued: -2.5,
  /** The previous page ended with totals or an amount in words: its document is complete. */
  previousClosed: 0.8,
  /** Another paper size or orientation. */
  paperChange: 1.5,
  /** A scanned page after a text page or the reverse. */
  layerChange: 1.8,
  /** The same letterhead (first lines) on both pages. */
  sameLetterhead: -1,
  /** The same footer on both pages. */
  sameFooter: -1.2,
  /** Another date in the head than the previous page's. */
  otherDate: 0.8,
  /** The body is set in another type size or margin (weak: a document's last page may be set smaller). */
  styleChange: 0.6,
  /** The same type size and margins: one typesetting. */
  sameStyle: -0.6,
  /** Another writing system (a Russian page after an English one). */
  scriptChange: 1.5,
  /** The pages share much of their vocabulary. */
  sharedVocabulary: -1.2,
  /** The pages share almost no words. */
  distinctVocabulary: 1.8,
  /**
   * The page is another column band of a page of the open section (split/grid.ts): the right-hand
   * columns of rows already begun, whatever header cells fell onto it.
   */
  columnBand: -3,
  /** One or more blank pages between the two: the usual separator sheet (a blank verso inside a duplex scan is rarer). */
  blankBetween: 4,
} as const;

/** A boundary is drawn where the probability that a new document starts reaches this. */
export const BOUNDARY_THRESHOLD = 0.5;

/** `/v1/split` `use_llm_fallback` (pipeline/split-model.ts). */
export const MODEL_SPLIT = {
  /** What the model reads of each page: its opening, where a document's title and number are printed. */
  pageHeadChars: 600,
  /** Edges a model proposed have no evidence of ours behind them: they are reported at this certainty. */
  edgeConfidence: 0.5,
} as const;

/**
 * Thresholds of the built-in extractor, each with the reason it has its value. Finders and the
 * resolvers read them from here; no finder keeps a bare number of its own for these decisions.
 */

/** Choosing the document's totals together (builtin/resolve-totals.ts, builtin/complete-totals.ts). */
export const TOTALS_TUNING = {
  /** Net + VAT = gross to the cent, and one cent more: each printed total is rounded on its own. */
  sumToleranceCents: 1.1,
  /** VAT is at most 30% of the net in every country we read (the highest standard rate is 27%). */
  maxVatShare: 0.3,
  /** Of a totals line, its last three amounts are totals (a form's totals row: net, VAT, gross); earlier ones are quantities or weights. */
  amountsPerLine: 3,
  /** A gross whose label OCR garbled is looked for on the next two lines below a VAT line (a rounding line may stand between). */
  grossBelowVatLines: 2,
  /** A currency sign printed before figures this many times is the document's way of writing money (one may be a stray mark). */
  signPrintedMin: 2,
} as const;

/** Votes for the document's currency when no label states it (builtin/document.ts `currency`). */
export const CURRENCY_VOTES = {
  /** Each amount written with its currency ("€ 12,50", "1 200 руб."): a document in dollars writes many. */
  amount: 1,
  /** An ISO code written out ("EUR") names a currency on purpose. */
  isoCode: 1,
  /** A line naming a currency in words or a sign ("руб. коп.", "рублей", "$") votes once, so a stray sign cannot outweigh a form's headers and sum in words. */
  mention: 1,
  /** The script of the document (Cyrillic: roubles, Han: yuan) tips a tie; any currency the document names twice more outweighs it. */
  script: 1,
} as const;

/** Reading a party's block of lines (builtin/parties.ts). */
export const PARTY_TUNING = {
  /** Lines of one value touch: the next starts within 60% of a line's height below the last (a form's caption line sits farther). */
  touchingGap: 0.6,
  /** …and may overlap the last by a fifth of a line (tight leading). */
  touchingOverlap: 0.2,
  /** Lines of one value are set in one size, within a fifth; a caption under a field is set smaller. */
  sameSizeShare: 0.2,
  /** A party's block reads at most this many lines from its label: name, address, identifiers, a wrapped line or two. */
  blockLines: 6,
  /** Lines of one value start at one x, within 3 points (justified text, OCR boxes). */
  sameStartPt: 3,
  /** A name's wrapped end is a few words (a patronymic, "Logistics Ltd", the rest of a quoted name); more is another line of text. */
  wrappedNameWords: 4,
  /** Pieces of a line more than a line's height apart stand in different cells (a label and its value); words are about a third of that apart. */
  cellGapHeights: 1,
  /** Lines of one value are compared by their first three words: about a hundred points, over which a scan's skew lifts a line by a point or two. */
  startPieces: 3,
  /** A letter's return line starts where the address window under it starts, within 20 points (it is often set smaller and indented a little). */
  returnLineStartPt: 20,
  /** …and sits at most three line heights over the window's first line (a rule or a blank line between them). */
  returnLineGapHeights: 3,
} as const;

/** Reading items by what their columns hold. */
export const ITEMS_TUNING = {
  /** A page that lays a continued table out anew moves a column's edge by a few points (ten at most); the next column stands farther off. */
  continuationDriftPt: 10,
  /** Four rows in five opening with their own line number, in order, show a numbering column read with the names; OCR misreads or drops a row's figure now and then. */
  ordinalRowsShare: 0.8,
  /**
   * Where the name column's own header names the numbering ("# Désignation", "№ Наименование"), half
   * the rows (two at least) opening with their own number in order are enough: the header says the
   * column holds it, and a short table has few rows to spare for OCR's misreadings.
   */
  ordinalRowsShareUnderHeader: 0.5,
  /** A name has at least four letters ("Болт", "Nuts"); units ("шт", "kg") and codes' letters ("A4") have fewer. */
  nameMinLetters: 4,
  /** The column of names has a name in at least three rows of five (some rows may be continuation or notes). */
  nameRowShare: 0.6,
  /** Quantity × price matches the amount within half a percent: printed prices are rounded to the cent, amounts computed before rounding. */
  productTolerance: 0.005,
  /** Columns are tied by the product when it holds on three rows of five (a discount or a wrapped row may break it on others). */
  productRowShare: 0.6,
  /** OCR loses a decimal separator of up to three places (quantities to the gram, prices to the cent). */
  lostSeparatorPlaces: 3,
  /** A row of one- or two-character marks in five cells or more numbers the columns (an item has a name; a short item row fills fewer). */
  markRowCells: 5,
  /**
   * Column numbers rise from cell to cell in at least four steps of five: OCR misreads one now and
   * then ("1б" as "16"), and an item row never rises so (its figures are prices and amounts).
   */
  numberingRisingShare: 0.8,
  /**
   * A table's decimal mark is the one its two-place figures use at least four times as often as the
   * other: a stray "12.50" in a comma table (a code, a date part) must not make it ambiguous.
   */
  decimalMarkShare: 4,
} as const;

/** Telling a wrapped line of a paragraph from a line of its own (lib/reading/prose.ts). */
export const PROSE_TUNING = {
  /** A sentence runs on from a line this long at least; shorter lines above are captions, addresses or headings. */
  sentenceLineChars: 50,
  /** A wrapped line starts within a line's height under the line before it (the leading); a heading sits farther. */
  leadingHeights: 1,
  /** Wrapped lines of a paragraph start at one x, within 3 points (justified text, OCR boxes). */
  sameStartPt: 3,
  /** A line whose type is this many times taller than the line above is a heading under it, never the rest of its sentence. */
  headingSizeRatio: 1.25,
} as const;

import { SAME_PRINT_SIMILARITY, SIZE_TOLERANCE_PT, STYLE_MARGIN_TOLERANCE, STYLE_SIZE_TOLERANCE, VOCABULARY, WEIGHTS } from '../../tuning/split';
import type { PageSignals } from './page-signals';

/**
 * The evidence that a new document starts at page `next` (after `prev`, with `blanks` blank pages
 * between them), as log-odds summed from named pieces; the probability is their logistic. Each
 * piece is reported by name, so a boundary can be explained and the weights measured.
 */
export interface GapEvidence {
  /** Probability that `next` opens a new document. */
  probability: number;
  /** The pieces of evidence that fired, with their weights. */
  reasons: { name: keyof typeof WEIGHTS; weight: number }[];
}

export interface GapInput {
  prev: PageSignals;
  next: PageSignals;
  blanks: number;
  /** Document kind whose title the next page's head shows (null: no title there). */
  nextTitle: string | null;
  /** Kind of the document the previous page belongs to, where known. */
  prevKind: string | null;
  /** The next page is another column band of a page of the open section (grid.ts). */
  columnBand: boolean;
}

export function gapEvidence(input: GapInput): GapEvidence {
  const reasons: GapEvidence['reasons'] = [];
  const add = (name: keyof typeof WEIGHTS): void => {
    reasons.push({ name, weight: WEIGHTS[name] });
  };
  // A right-hand column band's header cells (a title, a number, a date, a contract referred to) are
  // the cells of rows already begun: they open nothing, so they are not read as a head.
  const band = input.columnBand && input.blanks === 0;
  const g: GapInput = band ? { ...input, nextTitle: null, next: { ...input.next, number: null, date: null } } : input;
  const { prev, next } = g;
  add('prior');
  if (next.mark) {
    if (next.mark.n === 1) add('markRestarts');
    else if (prev.mark && next.mark.n === prev.mark.n + 1 && sameCount(prev.mark.of, next.mark.of)) add('markContinues');
    else add('markLater');
  }
  if (prev.mark?.of != null) {
    if (prev.mark.n === prev.mark.of) add('previousWasLast');
    else if (prev.mark.n < prev.mark.of) add('previousUnfinished');
  }
  const sameNumber = prev.number !== null && prev.number === next.number;
  if (prev.number && next.number) add(sameNumber ? 'sameNumber' : 'otherNumber');
  // A title repeated with the same number on every page of one document is a running header, not a new document.
  if (g.nextTitle && !sameNumber) {
    add('title');
    if (g.prevKind && g.prevKind !== g.nextTitle) add('otherKind');
  }
  if (next.parties > 0) add('parties');
  const firstPageLook = g.nextTitle !== null || next.number !== null || next.date !== null || next.parties > 0 || next.heading || next.mark?.n === 1;
  if (!firstPageLook) add('noFirstPageLook');
  if (next.continued) add('continued');
  if (prev.closes) add('previousClosed');
  if (paperChanged(prev, next)) add('paperChange');
  if (prev.scanned !== null && next.scanned !== null && prev.scanned !== next.scanned) add('layerChange');
  // A page that opens with a title set as a heading is a first page; the same print around it then
  // says only that one issuer printed both (a batch of one seller's invoices), not that one document goes on.
  const opensWithHeading = g.nextTitle !== null && next.heading;
  if (!opensWithHeading && similar(prev.letterhead, next.letterhead)) add('sameLetterhead');
  if (!opensWithHeading && similar(prev.footer, next.footer)) add('sameFooter');
  if (prev.date && next.date && prev.date !== next.date) add('otherDate');
  const style = sameStyle(prev, next);
  if (style !== null && !(style && opensWithHeading)) add(style ? 'sameStyle' : 'styleChange');
  if (prev.script && next.script && prev.script !== next.script) add('scriptChange');
  const shared = vocabularyShared(prev, next);
  if (shared !== null && shared >= VOCABULARY.shared) add('sharedVocabulary');
  if (shared !== null && shared < VOCABULARY.distinct) add('distinctVocabulary');
  if (band) add('columnBand');
  if (g.blanks > 0) add('blankBetween');
  const logit = reasons.reduce((s, r) => s + r.weight, 0);
  return { probability: 1 / (1 + Math.exp(-logit)), reasons };
}

/** Jaccard similarity of two pages' vocabularies; null when either has too few words to compare. */
function vocabularyShared(a: PageSignals, b: PageSignals): number | null {
  if (a.vocabulary.size < VOCABULARY.minWords || b.vocabulary.size < VOCABULARY.minWords) return null;
  let both = 0;
  for (const w of a.vocabulary) if (b.vocabulary.has(w)) both++;
  return both / (a.vocabulary.size + b.vocabulary.size - both);
}

/** Whether two pages are set alike (null when either has too little body text to tell). */
function sameStyle(a: PageSignals, b: PageSignals): boolean | null {
  if (!a.style || !b.style) return null;
  const size = Math.abs(a.style.size - b.style.size) / Math.max(a.style.size, b.style.size);
  return size <= STYLE_SIZE_TOLERANCE && Math.abs(a.style.left - b.style.left) <= STYLE_MARGIN_TOLERANCE;
}

function sameCount(a: number | null, b: number | null): boolean {
  return a === null || b === null || a === b;
}

function paperChanged(a: PageSignals, b: PageSignals): boolean {
  const landscape = (p: PageSignals): boolean => p.widthPt > p.heightPt;
  if (landscape(a) !== landscape(b)) return true;
  return Math.abs(a.widthPt - b.widthPt) > SIZE_TOLERANCE_PT || Math.abs(a.heightPt - b.heightPt) > SIZE_TOLERANCE_PT;
}



/** Jaccard similarity of two word sets, when both have enough words to compare. */
function similar(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size < 3 || b.size < 3) return false;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared) >= SAME_PRINT_SIMILARITY;
}

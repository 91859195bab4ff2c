import type { HeadSegment } from './head-lines';
import { isCjk, isSpaced, tokenise, upperShare } from './normalise';
import type { KindId, Phrase, PhraseRole, Vocabulary } from './vocabulary';

/**
 * Whether a piece of the head zone is the title of a document kind, and how surely. A title is a
 * kind's phrase at the START of its piece, followed by little more than a number and a date: "СЧЁТ
 * НА ОПЛАТУ № 12 от 3 мая", "Договор поставки № 15", "北京增值税专用发票"; in large, centred or
 * upper-case type one or two qualifying words may come first ("FINAL INVOICE"). A kind's word inside
 * running text ("according to the invoice", "Основание: Договор поставки", "по договору № 5") does
 * not begin its piece, or is not the title form, or comes with a long tail, and is no title.
 * Typography raises the score: large type, centred, upper case, near the top.
 */

export interface Candidate {
  type: KindId;
  role: PhraseRole;
  score: number;
  /** The piece of text the evidence is on, as printed. */
  text: string;
  page: number;
  pageIndex: number;
  depth: number;
}

/** A kind's phrase beginning a short piece of the head zone: evidence on its own, though weak without typography. */
const TITLE_BASE = 0.25;
/** Nothing but a number and a date after the phrase: the shape of a title line (and of a reference to one: typography tells them apart). */
const BARE_SHAPE = 0.1;
/** Up to this many other words after the phrase still look like a title ("Договор поставки товаров № 5"). */
const SHORT_TAIL = 3;
const SHORT_SHAPE = 0.05;
/** More words than this after the phrase make running text, in plain type… */
const MAX_TAIL = 8;
/** …and this many in large, upper-case or centred type (a long contract title: "ДОГОВОР ПОДРЯДА НА ВЫПОЛНЕНИЕ РАБОТ ПО …"). */
const MAX_TAIL_EMPHASISED = 16;
/** Typography is what sets a title apart from a reference to a document of that kind: it weighs most. */
const LARGE = 0.25;
const CENTRED = 0.15;
const UPPER = 0.15;
/** The top of the head zone adds this much, its bottom nothing. */
const TOP = 0.1;
/** Upper case needs this share of the cased letters of the title phrase, at least UPPER_LETTERS of them ("INVOICE", not "No."). */
const UPPER_SHARE = 0.8;
const UPPER_LETTERS = 4;
/** A field label ("Invoice number", "Договор:") names the kind of a field, not of the document: half the weight of a title. */
const LABEL_FACTOR = 0.5;
/** Read only after closing the gaps of spaced letters ("С Ч Е Т"): the word boundary is a guess. */
const SPACED_FACTOR = 0.9;
/** On the second page of the range: the title is usually on the first. */
const LATER_PAGE_FACTOR = 0.75;
/** A form code (ТОРГ-12, OKUD 0330212) anywhere on a head line: printed only on that form, though sometimes quoted by another. */
const CODE_SCORE = 0.45;
/** A line with more words than this is prose: a form code in it is quoted, not printed as the form's own. */
const MAX_CODE_LINE_WORDS = 8;
/** At most this many ideographs before a Chinese title (a province: "北京增值税专用发票"). */
const CJK_PREFIX = 6;
/** At most this many words may qualify a kind before it ("FINAL INVOICE", "Приходная накладная", "Payment receipt"). */
const MODIFIERS = 2;
/** A qualified title is believed only in emphasised type, and a little less than one that starts with its kind. */
const MODIFIED_FACTOR = 0.8;

interface Match { phrase: Phrase; start: number; end: number; spaced: boolean }

/** Candidates of one head piece: at most one title or label, plus any form codes on it. */
export function candidatesOf(seg: HeadSegment, vocab: Vocabulary): Candidate[] {
  const tokens = tokenise(seg.text);
  if (tokens.length === 0) return [];
  const out: Candidate[] = [];
  const match = atStart(tokens, vocab) ?? spaced(tokens, vocab) ?? afterCjkPrefix(tokens, vocab) ?? afterModifiers(tokens, vocab);
  if (match) {
    const score = titleScore(seg, tokens, match, vocab);
    if (score > 0) out.push(candidate(seg, match.phrase.type, tokens[match.end] === ':' ? 'label' : match.phrase.role, score));
  }
  // A code that is the title itself ("CMR" heading its line) is not counted twice; a code quoted in
  // a sentence ("акт о приемке (форма КС-2) и справку…") is a reference, not the form's own print.
  const skip = match ? [match.start, match.end] as const : null;
  if (tailWords(tokens, 0, vocab) > MAX_CODE_LINE_WORDS) return out;
  for (const code of codesIn(tokens, vocab, skip)) out.push(candidate(seg, code.type, 'code', CODE_SCORE * (seg.pageIndex > 0 ? LATER_PAGE_FACTOR : 1)));
  return out;
}

function candidate(seg: HeadSegment, type: KindId, role: PhraseRole, score: number): Candidate {
  return { type, role, score, text: seg.text, page: seg.page, pageIndex: seg.pageIndex, depth: seg.depth };
}

const sameAt = (tokens: string[], at: number, phrase: Phrase): boolean => phrase.tokens.every((t, i) => tokens[at + i] === t);

/** A Chinese phrase does not end inside a longer word: "发票号码" (invoice number) is not "发票". */
function boundaryAfter(tokens: string[], end: number, phrase: Phrase): boolean {
  const next = tokens[end];
  return next === undefined || !(isCjk(next) && isCjk(phrase.tokens[phrase.tokens.length - 1] ?? ''));
}

function atStart(tokens: string[], vocab: Vocabulary): Match | null {
  for (const phrase of vocab.byFirstToken.get(tokens[0] as string) ?? []) {
    const end = phrase.tokens.length;
    if (phrase.role !== 'code' && sameAt(tokens, 0, phrase) && boundaryAfter(tokens, end, phrase)) return { phrase, start: 0, end, spaced: false };
  }
  return null;
}

/** "С Ч Е Т - Ф А К Т У Р А  № 5": the letters closed up and read against the phrases' compact forms. */
function spaced(tokens: string[], vocab: Vocabulary): Match | null {
  if (!isSpaced(tokens)) return null;
  let best: Match | null = null;
  for (const phrase of vocab.phrases) {
    if (phrase.role === 'code') continue;
    let text = '';
    let end = 0;
    while (end < tokens.length && text.length < phrase.compact.length) text += tokens[end++];
    if (text === phrase.compact && (!best || phrase.compact.length > best.phrase.compact.length)) best = { phrase, start: 0, end, spaced: true };
  }
  return best;
}

/** A Chinese title after a few ideographs of place or issuer ("北京增值税专用发票"). */
function afterCjkPrefix(tokens: string[], vocab: Vocabulary): Match | null {
  for (let start = 1; start <= CJK_PREFIX && start < tokens.length && isCjk(tokens[start - 1] as string); start++) {
    for (const phrase of vocab.byFirstToken.get(tokens[start] as string) ?? []) {
      const end = start + phrase.tokens.length;
      if (phrase.role !== 'code' && isCjk(phrase.tokens[0] as string) && sameAt(tokens, start, phrase) && boundaryAfter(tokens, end, phrase)) return { phrase, start, end, spaced: false };
    }
  }
  return null;
}

/** A kind's title after one or two qualifying words: only words, no number, mark or colon between. */
function afterModifiers(tokens: string[], vocab: Vocabulary): Match | null {
  for (let start = 1; start <= MODIFIERS && start < tokens.length; start++) {
    const modifier = tokens[start - 1] as string;
    if (!/^\p{L}{2,}$/u.test(modifier) || isCjk(modifier)) return null;
    for (const phrase of vocab.byFirstToken.get(tokens[start] as string) ?? []) {
      const end = start + phrase.tokens.length;
      if (phrase.role === 'title' && sameAt(tokens, start, phrase) && boundaryAfter(tokens, end, phrase)) return { phrase, start, end, spaced: false };
    }
  }
  return null;
}

function codesIn(tokens: string[], vocab: Vocabulary, skip: readonly [number, number] | null): Phrase[] {
  const found: Phrase[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (skip && i >= skip[0] && i < skip[1]) continue;
    for (const phrase of vocab.byFirstToken.get(tokens[i] as string) ?? []) {
      if (phrase.role === 'code' && sameAt(tokens, i, phrase) && !found.includes(phrase)) found.push(phrase);
    }
  }
  return found;
}

/** Words after the phrase that make it longer than a title: not numbers, dates, marks or the language's tail-free words. */
function tailWords(tokens: string[], from: number, vocab: Vocabulary): number {
  let words = 0;
  let ideographs = 0;
  for (const t of tokens.slice(from)) {
    if (isCjk(t)) ideographs++;
    else if (/\p{L}/u.test(t) && !/\d/.test(t) && t.length >= 2 && !vocab.tailFree.has(t)) words++;
  }
  // Two ideographs make about one word.
  return words + Math.ceil(ideographs / 2);
}

function titleScore(seg: HeadSegment, tokens: string[], match: Match, vocab: Vocabulary): number {
  // A sentence of Chinese running text ends with its full stop; a title never does.
  if (/。\s*$/.test(seg.text)) return 0;
  // A title begins with a capital or is set in capitals; a small letter first is a sentence running on from above.
  if (/^\p{Ll}/u.test(seg.text.trimStart())) return 0;
  const tail = tailWords(tokens, match.end, vocab);
  const caps = upperShare(seg.text, match.phrase.compact.length);
  const upper = caps.letters >= UPPER_LETTERS && caps.share >= UPPER_SHARE;
  const emphasised = seg.large || upper || seg.centred === true;
  if (tail > (emphasised ? MAX_TAIL_EMPHASISED : MAX_TAIL)) return 0;
  const modified = match.start > 0 && !isCjk(match.phrase.tokens[0] as string);
  if (modified && (!emphasised || tail > SHORT_TAIL)) return 0;
  let score = TITLE_BASE
    + (tail === 0 ? BARE_SHAPE : tail <= SHORT_TAIL ? SHORT_SHAPE : 0)
    + (seg.large ? LARGE : 0)
    + (seg.centred ? CENTRED : 0)
    + (upper ? UPPER : 0)
    + TOP * (1 - seg.depth);
  if (match.phrase.role === 'label' || tokens[match.end] === ':') score *= LABEL_FACTOR;
  if (match.spaced) score *= SPACED_FACTOR;
  if (modified) score *= MODIFIED_FACTOR;
  if (seg.pageIndex > 0) score *= LATER_PAGE_FACTOR;
  return Math.min(1, score);
}

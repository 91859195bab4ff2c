import { CURRENCY_CODES } from '../../lib/util/currency-codes';
import { isDigit, plainView } from './text-view';

/**
 * What translation never touches: numbers, dates, amounts, identifiers (ИНН/КПП/ОГРН, VAT ids, IBANs,
 * bank accounts), article codes ("E103184", "CA6707/10", "3х2,5"), e-mails, URLs and currency codes.
 * A token that carries a digit is an identifier or a measure: it is kept whole, whatever its letters.
 * An all-capital word without digits is NOT kept ("LED", "PIPE"): it may be a word, and a model call
 * is cheaper than an untranslated word reported as done.
 */

export interface Span { start: number; end: number }

/** URLs, e-mails and IBANs: spans the matcher skips even though they hold words and dots. */
const PROTECTED: readonly RegExp[] = [
  // A URL ends before the punctuation of the sentence around it.
  /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:!?)]/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/gu,
];

export function protectedSpans(text: string): Span[] {
  const plain = plainView(text);
  const spans: Span[] = [];
  for (const re of PROTECTED) {
    for (const m of plain.matchAll(re)) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans.sort((a, b) => a.start - b.start);
}

const CURRENCIES = new Set(CURRENCY_CODES);
/** The sign between the figures of a size ("3 x 2,5", "50х150х6000"), Latin or Cyrillic. */
const DIMENSION_SIGNS = new Set(['x', 'X', 'х', 'Х']);

/**
 * Tokens for the completeness check: letters and digits joined by inner punctuation ("E-10",
 * "3.5х35"). A run of Chinese characters is a token of its own, since Chinese glues words to codes
 * ("规格M6×20": the word 规格 and the code M6×20).
 */
const NOT_HAN = '(?:(?!\\p{Script=Han})[\\p{L}\\p{N}])';
export const TOKEN = new RegExp(`\\p{Script=Han}+|${NOT_HAN}+(?:[-–'./_,]${NOT_HAN}+)*`, 'gu');

/**
 * Whether a token with letters needs no translation: it holds a digit (a code, a size, an ordinal),
 * is a currency code, or is the multiplication sign of a size standing between two figures.
 */
export function isKeepToken(token: string, before = '', after = ''): boolean {
  if (/\p{Nd}/u.test(token)) return true;
  if (CURRENCIES.has(token)) return true;
  if (DIMENSION_SIGNS.has(token)) return isDigit(before.trimEnd().slice(-1)) && isDigit(after.trimStart()[0]);
  return false;
}

/** Whether the token at `start` in `text` is one that translation keeps as written. */
export function keepsTokenAt(text: string, start: number, token: string): boolean {
  return isKeepToken(token, text.slice(0, start), text.slice(start + token.length));
}

/**
 * A value that is nothing but numbers, dates, amounts, identifiers, codes, e-mails and URLs: the
 * translation stage copies it as it is ("7701234567", "15.03.2024", "1 500,00 RUB", "E103184").
 * A string without any letter (punctuation, an empty string) has nothing to translate either.
 */
export function isKeepAsIs(value: string): boolean {
  let rest = plainView(value);
  for (const span of protectedSpans(rest).reverse()) rest = rest.slice(0, span.start) + ' '.repeat(span.end - span.start) + rest.slice(span.end);
  for (const m of rest.matchAll(TOKEN)) {
    if (/\p{L}/u.test(m[0]) && !keepsTokenAt(rest, m.index, m[0])) return false;
  }
  return true;
}

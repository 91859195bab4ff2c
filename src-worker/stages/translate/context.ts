import { isCjk, isDigit, isLetter, isWordChar } from './text-view';

/**
 * Where a glossary term may stand. Terms are word-bounded; a unit may also follow its number
 * directly ("5kg", "10件"); short unit spellings count only after a free-standing number, so the
 * letters of codes ("M8", "ABC-10m"), compounds ("T-shirt", "Roll-up") and dates ("2024 г.") stay.
 */

/** Spaces a unit may stand from its number: "10шт", "10 шт", and a doubled space from a layout. */
const MAX_SPACES_BEFORE_UNIT = 2;
/**
 * Characters that end the token a number belongs to (what stands before them is another token).
 * Chinese characters and full-width punctuation count: "规格M6×20，1000个" has the figure 1000 alone,
 * and "数量1000个" has no code before its figure.
 */
const TOKEN_START = /[\s([{«"“„;:\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** The multiplication sign inside a size ("3х2,5"), which does not make the size a code. */
const DIMENSION_SIGN = /[xXхХ×*]/u;

export interface NumberBefore {
  /** The figure itself ("10", "2,5", "15.03.2024"). */
  text: string;
  /** The whole token the figure ends ("3х2,5", "2024-03-15"). */
  token: string;
}

/** Whether the letters before a figure make it part of a code ("M8", "ABC-10", "CA6707/10"). */
function gluedToCode(left: string): boolean {
  for (let i = 0; i < left.length; i++) {
    if (isLetter(left[i]) && !(DIMENSION_SIGN.test(left[i] ?? '') && isDigit(left[i - 1]))) return true;
  }
  return false;
}

/** The free-standing number a term at `at` is written after, or null. */
export function numberBefore(plain: string, at: number): NumberBefore | null {
  let end = at;
  for (let gap = 0; gap < MAX_SPACES_BEFORE_UNIT && plain[end - 1] === ' '; gap++) end--;
  if (!isDigit(plain[end - 1])) return null;
  let start = end;
  while (start > 0 && (isDigit(plain[start - 1]) || (/[.,]/.test(plain[start - 1] ?? '') && isDigit(plain[start - 2])))) start--;
  let tokenStart = start;
  while (tokenStart > 0 && !TOKEN_START.test(plain[tokenStart - 1] ?? '')) tokenStart--;
  if (gluedToCode(plain.slice(tokenStart, start))) return null;
  return { text: plain.slice(start, end), token: plain.slice(tokenStart, end) };
}

/** A year ("2024") or a date ("15.03.2024", "2024-03-15"): after it "г." and "年" mean "year". */
export function isYearOrDate(n: NumberBefore): boolean {
  return /^(?:1[89]|20|21)\d\d$/.test(n.text) || /^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(n.token) || /^\d{4}-\d{1,2}-\d{1,2}$/.test(n.token);
}

/** After a slash that joins it to another unit or figure: "км/ч", "шт/уп", "件/箱". */
export function slashBefore(plain: string, at: number): boolean {
  return plain[at - 1] === '/' && (isWordChar(plain[at - 2]) || plain[at - 2] === '.');
}

/**
 * Whether a term may begin at `at`: not inside a word or code, not the second half of a hyphenated
 * compound. A digit right before is allowed only for units (checked again by numberBefore); Chinese
 * terms may touch anything, as Chinese has no spaces.
 */
export function startsCleanly(plain: string, at: number, afterDigit: boolean): boolean {
  const first = plain[at];
  const prev = plain[at - 1];
  if (isCjk(first) || !isWordChar(first) || prev === undefined) return true;
  if (isWordChar(prev)) return (afterDigit && isDigit(prev)) || isCjk(prev);
  return !(prev === '-' && isWordChar(plain[at - 2]));
}

/** Whether a term may end at `end`: the next character does not continue its word or compound. */
export function endsCleanly(plain: string, end: number): boolean {
  const last = plain[end - 1];
  const next = plain[end];
  if (next === undefined || !isWordChar(last) || isCjk(last)) return true;
  if (isWordChar(next)) return isCjk(next);
  return !(next === '-' && isWordChar(plain[end + 1]));
}

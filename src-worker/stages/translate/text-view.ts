/**
 * Character views the glossary matcher reads. `plain` and `folded` keep every index of the original
 * string (each character maps to exactly one), so a match found in a view is a span of the original.
 */

const SPACES = /[\u00a0\u2007\u2009\u202f\t]/g;
const APOSTROPHES = /[\u2019\u02bc\u2018`]/g;
const HYPHENS = /[\u2010\u2011]/g;

/** Spaces, apostrophes and hyphens made uniform; letters untouched (exact spellings match here). */
export function plainView(text: string): string {
  return text.replace(SPACES, ' ').replace(APOSTROPHES, "'").replace(HYPHENS, '-');
}

/** The plain view in lower case with `ё` read as `е` (Russian prints both); same length as the input. */
export function foldedView(text: string): string {
  let out = '';
  for (const ch of plainView(text)) {
    const lower = ch.toLowerCase();
    const one = lower.length === ch.length ? lower : ch;
    out += one === 'ё' ? 'е' : one;
  }
  return out;
}

export const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
export const isDigit = (ch: string | undefined): boolean => ch !== undefined && /\p{Nd}/u.test(ch);
/** Letters, digits and the superscripts of m²/m³: what a word boundary may not cut through. */
export const isWordChar = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
/** Chinese characters (and the CJK compatibility signs such as ㎡), written without spaces. */
export const isCjk = (ch: string | undefined): boolean => ch !== undefined && /[\p{Script=Han}\u3300-\u33ff]/u.test(ch);
/** Full-width punctuation of Chinese text. */
export const isCjkPunct = (ch: string | undefined): boolean => ch !== undefined && /[\u3000-\u303f\uff00-\uff0f\uff1a-\uff20]/u.test(ch);
/** Latin or Cyrillic letters: scripts that separate words with spaces. */
export const isSpacedLetter = (ch: string | undefined): boolean => ch !== undefined && /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(ch);

/** Number of letters in a spelling (a one-letter spelling is matched exactly: "m" is not "M"). */
export const letterCount = (s: string): number => (s.match(/\p{L}/gu) ?? []).length;

/** A spelling written all in capitals (codes and abbreviations such as "EXW", "НДС", "COD"). */
export function isCapitalised(s: string): boolean {
  const letters = s.match(/\p{L}/gu) ?? [];
  return letters.length >= 2 && letters.every((l) => l !== l.toLowerCase() && l === l.toUpperCase());
}

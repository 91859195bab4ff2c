/**
 * One reading of text for matching titles, applied alike to the vocabulary and to the document, so
 * the two meet whatever the typography or the OCR did: compatibility forms folded (NFKC: full-width
 * letters, `№` → `No`), lower case, accents of Latin letters dropped (`Facturé`, `Auftragsbestätigung`),
 * ё read as е, and every Latin letter that looks like a Cyrillic one folded into it — OCR of a Russian
 * title mixes them ("CЧET-ФAKTУPA"), and a Latin word folds the same way on both sides, so English
 * and German phrases still match themselves.
 *
 * A text becomes tokens: runs of letters and digits, each CJK ideograph on its own (Chinese has no
 * spaces, so a phrase is a run of ideograph tokens), a colon kept as a token of its own (a word
 * followed by a colon is a label, not a title), and `#` kept as a number mark. Every other mark,
 * hyphens and dashes included, only separates (`счёт-фактура` = `счет фактура` = `СЧЕТ – ФАКТУРА`).
 */

/** Latin letters (lower case) and the Cyrillic letters they pass for in print or in OCR. */
const LATIN_TWINS: Record<string, string> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у',
};

const IDEOGRAPH = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const CJK = new RegExp(`[${IDEOGRAPH}]`, 'u');
/** One ideograph, or a run of other letters and digits, or a colon or number mark. */
const TOKEN = new RegExp(`[${IDEOGRAPH}]|(?:(?![${IDEOGRAPH}])[\\p{L}\\p{N}])+|[:#]`, 'gu');

/** A token that is a Chinese (or Japanese) ideograph. */
export function isCjk(token: string): boolean {
  return CJK.test(token);
}

/** The folded form of one piece of text (no tokenising). */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .replace(/ё/g, 'е')
    .replace(/[a-z]/g, (c) => LATIN_TWINS[c] ?? c);
}

/** Tokens of a text as described above (`№` is "No" after NFKC, so it reads as the word `no`). */
export function tokenise(text: string): string[] {
  return [...fold(text).matchAll(TOKEN)].map((m) => m[0]);
}

/**
 * Share of upper-case letters among the first `limit` cased letters of a text (those of its title
 * phrase: "СЧЁТ НА ОПЛАТУ № 5 от 3 мая" is set in capitals though "от" is not), and how many were read.
 */
export function upperShare(text: string, limit = Infinity): { share: number; letters: number } {
  let upper = 0;
  let cased = 0;
  for (const ch of text) {
    if (cased >= limit) break;
    if (/\p{Lu}/u.test(ch)) { upper++; cased++; } else if (/\p{Ll}/u.test(ch)) cased++;
  }
  return { share: cased === 0 ? 0 : upper / cased, letters: cased };
}

/** Share of single-letter words at which a piece reads as set in spaced letters ("С Ч Е Т"), with at least SPACED_LETTERS of them. */
const SPACED_SHARE = 0.6;
const SPACED_LETTERS = 3;

/** A piece set in spaced letters: most of its (non-ideograph) words are single letters. */
export function isSpaced(tokens: readonly string[]): boolean {
  const words = tokens.filter((t) => /\p{L}/u.test(t) && !isCjk(t));
  const single = words.filter((t) => t.length === 1).length;
  return single >= SPACED_LETTERS && single >= words.length * SPACED_SHARE;
}

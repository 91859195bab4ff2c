/**
 * Words that are the same word read twice: once cleanly and once with OCR's slips (a letter read
 * as its neighbour, one dropped or doubled: "Наиметчование" for "Наименование", "Stomость" for
 * "Стоимость"), and without the punctuation that clings to a word's end ("услуг." / "услуг!").
 * Used to tell a header repeated on a later page, however differently OCR read it each time.
 */

/**
 * One slip per this many letters past the first two is still the same word: seven letters take
 * one, twelve two. Shorter words must be read right: one letter makes another word of them too
 * often ("Betrag" / "Beitrag", "Menge" / "Mange").
 */
const LETTERS_PER_SLIP = 5;

/** The word without the punctuation at its ends, lower case. */
export function bareWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Edit distance between a and b, or `limit + 1` as soon as it is sure to exceed `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Whether two words (already bare) are one word, allowing a slip per LETTERS_PER_SLIP letters past the first two of the shorter. */
export function nearSameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const slips = Math.floor((Math.min(a.length, b.length) - 2) / LETTERS_PER_SLIP);
  return slips > 0 && distanceWithin(a, b, slips) <= slips;
}

/** How many of `words` have a near-same word in `others` (each of `others` used once). */
export function nearCommonCount(words: ReadonlySet<string>, others: ReadonlySet<string>): number {
  const left = new Set(others);
  let count = 0;
  for (const w of words) {
    if (left.has(w)) { left.delete(w); count++; continue; }
    const twin = [...left].find((o) => nearSameWord(w, o));
    if (twin !== undefined) { left.delete(twin); count++; }
  }
  return count;
}

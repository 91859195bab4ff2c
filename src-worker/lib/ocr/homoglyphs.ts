/**
 * OCR of Russian text mixes Latin letters that look like Cyrillic ones into Cyrillic words
 * ("АВИА-KOC", "Cand" for "Салф"), and reads the legal form ООО as zeros. A word that already holds
 * Cyrillic letters gets its Latin look-alikes turned Cyrillic; a run of zeros or O's right before a
 * quoted name is the legal form ООО.
 */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', Y: 'У',
  a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у',
};
export const CYRILLIC = /[\u0400-\u04ff]/;

/** The Cyrillic letter a Latin one looks like, in the same case (lower-case b h k m t by their capitals' twins), or the letter itself. */
export function cyrillicTwin(ch: string): string {
  const upper = LATIN_TO_CYRILLIC[ch.toUpperCase()];
  return LATIN_TO_CYRILLIC[ch] ?? (upper ? (ch === ch.toLowerCase() ? upper.toLowerCase() : upper) : ch);
}
const LOOKALIKE = /[ABCEHKMOPTXYacepoxy]/g;

export function fixCyrillicWord(word: string): string {
  if (CYRILLIC.test(word) && /[A-Za-z]/.test(word)) {
    // Only when every Latin letter has a Cyrillic twin: a real Latin word glued to Cyrillic stays.
    if (!/[A-Za-z]/.test(word.replace(LOOKALIKE, ''))) return word.replace(LOOKALIKE, (c) => LATIN_TO_CYRILLIC[c] ?? c);
  }
  return word;
}

const ZEROS_FOR_OOO = /^(?:000|OOO|0OO|O0O|OO0|0ОО|О0О|ОО0)$/;

/**
 * Words of one OCR line, with "000"/"OOO" before a quoted name read as ООО — only on a line that
 * has Cyrillic, so an amount of "000" elsewhere keeps its zeros.
 */
export function fixLegalForms(words: string[]): string[] {
  if (!words.some((w) => CYRILLIC.test(w))) return words;
  return words.map((w, i) => {
    if (!/^[«"“„']/.test(words[i + 1] ?? '')) return w;
    if (ZEROS_FOR_OOO.test(w)) return 'ООО';
    // A Russian legal form read in Latin look-alikes ("AO «Агроснаб»", "OAO") before a quoted name on a Cyrillic line.
    const twin = [...w].map(cyrillicTwin).join('');
    return /^[A-Z]+$/.test(w) && LEGAL_FORM.test(twin) ? twin : w;
  });
}

/** A label glued to the legal form after it ("ПлательщикООО") is two words; any other word is one. */
export function splitGluedForm(word: string): string[] {
  const m = GLUED_FORM.exec(word);
  return m?.[1] && m[2] ? [m[1], m[2]] : [word];
}

const LEGAL_FORM = /^(?:ООО|ОАО|ЗАО|ПАО|АО|НАО|ТОО|ИП|ЧП|ООП)$/u;
const GLUED_FORM = /^(\p{Lu}?[а-яё]{2,}:?)((?:ООО|ОАО|ЗАО|ПАО|АО|ИП|000)(?:[«"“„'].*)?)$/u;

const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([l, c]) => [c, l]));
const CYRILLIC_TWINS = new RegExp(`[${Object.keys(CYRILLIC_TO_LATIN).join('')}]`, 'g');
/** A word with a Latin letter that has no Cyrillic twin is Latin for sure ("Factor", "Breeze"). */
const SURELY_LATIN = /[A-Za-z]/;
const surelyLatin = (w: string): boolean => SURELY_LATIN.test(w.replace(LOOKALIKE, ''));

/**
 * Script fixes that need the neighbouring words of a line:
 * - a word made only of Cyrillic letters with Latin twins, followed by a word that is surely Latin,
 *   is Latin ("Мах Factor" → "Max Factor"); legal forms (ООО, АО …) never;
 * - a unit glued to a number in Latin look-alikes on a Cyrillic line is Cyrillic ("8CM" → "8СМ");
 * - a look-alike x between two numbers is the Latin "x" of a dimension ("145х250" → "145x250"),
 *   and a З before a digit or a unit is a 3 ("З0шт" → "30шт", "Зшт" → "3шт");
 * - grams after a number read as a Latin r on a Cyrillic line are grams ("100r" → "100г").
 */
export function fixScriptsByContext(words: string[]): string[] {
  const cyrillicLine = words.filter((w) => CYRILLIC.test(w)).length >= words.filter((w) => surelyLatin(w)).length;
  return words.map((w, i) => {
    let out = w.replace(/(\d)[хХ](?=\d)/g, '$1x').replace(/(^|\d)[Зз](?=\d)/g, '$13').replace(/^З(?=(?:шт|мл|кг|см|мм|гр?|л|м)\.?$)/u, '3');
    // Grams after a number on a Cyrillic line: OCR reads the "г" as a Latin "r" ("100r", "50rp").
    if (cyrillicLine) out = out.replace(/^(\d+(?:[.,]\d+)?)r(p?)(\.?)$/, (_m, n: string, p: string, dot: string) => `${n}г${p ? 'р' : ''}${dot}`);
    const bare = out.replace(/[^\p{L}]/gu, '');
    const twinsOnly = bare.length > 0 && CYRILLIC.test(bare) && bare.replace(CYRILLIC_TWINS, '') === '';
    // Legal forms stay Cyrillic ("ООО Samsung"), and a brand reads on to the right ("Мах Factor", not "Samsung … Рус").
    if (twinsOnly && !LEGAL_FORM.test(bare) && surelyLatin(words[i + 1] ?? '')) {
      out = out.replace(CYRILLIC_TWINS, (c) => CYRILLIC_TO_LATIN[c] ?? c);
    }
    if (cyrillicLine && /^\d+[A-Z]+\.?$/.test(out) && !surelyLatin(out)) out = out.replace(LOOKALIKE, (c) => LATIN_TO_CYRILLIC[c] ?? c);
    return out;
  });
}

/**
 * The other way round, on a page printed in Latin letters (an English, French or German invoice read
 * with Russian and English together): a word whose Cyrillic letters all have Latin twins is Latin
 * ("М8x40" → "M8x40", "А4" → "A4", "СИМ" → "SIM"), unless it is a Russian legal form or stands
 * beside a word that is surely Cyrillic (a Russian address or name quoted on the page stays).
 */
export function fixLatinWords(words: string[]): string[] {
  const surelyCyrillic = (w: string | undefined): boolean => w !== undefined && CYRILLIC.test(w.replace(CYRILLIC_TWINS, ''));
  return words.map((w, i) => {
    if (!CYRILLIC.test(w) || surelyCyrillic(w) || LEGAL_FORM.test(w.replace(/[^\p{L}]/gu, ''))) return w;
    if (surelyCyrillic(words[i - 1]) || surelyCyrillic(words[i + 1])) return w;
    return w.replace(CYRILLIC_TWINS, (c) => CYRILLIC_TO_LATIN[c] ?? c);
  });
}

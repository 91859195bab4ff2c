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
const CYRILLIC = /[\u0400-\u04ff]/;
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
  return words.map((w, i) => (ZEROS_FOR_OOO.test(w) && /^[«"“„']/.test(words[i + 1] ?? '') ? 'ООО' : w));
}

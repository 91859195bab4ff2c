import { fixCyrillicWord } from '../ocr/homoglyphs';
import { FUNCTION_WORDS, INFLECTIONAL_ENDINGS, MIN_STEM_LETTERS } from '../vocabulary/embedding';

/**
 * The words of a text as the embedding compares them: NFKC (`№` becomes `No`), Latin look-alikes in a
 * Cyrillic word turned Cyrillic (OCR mixes them: "Грузополучатeль"), lower case, ё as е; runs of
 * letters, and runs of digits apart from them ("№5", "ТОРГ12" hold a number); Han runs as overlapping
 * character pairs (Chinese writes no spaces, and two characters are its usual word); each word with
 * its inflectional ending stripped (vocabulary/embedding.ts).
 */
export interface Word {
  /** The word as written, normalised (for character n-grams). */
  form: string;
  /** What two inflected forms of one word share. */
  stem: string;
  /** A number (digits only): matched whole, never by n-grams. */
  numeric: boolean;
  /** Written with a capital, or a number: a name or a code, what tells one document from another. */
  marked: boolean;
}

const WORD = /[\p{L}\p{M}]+|\p{N}+/gu;
const HAN = /^\p{Script=Han}+$/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /^[\p{Script=Latin}\p{M}]+$/u;
const DIGITS = /^\p{N}+$/u;
const FUNCTION = new Set(Object.values(FUNCTION_WORDS).flat());

/** One word as compared: look-alikes made Cyrillic, lower case, ё written е (Russian text writes either). */
function normaliseWord(word: string): string {
  return fixCyrillicWord(word).toLowerCase().replace(/ё/g, 'е');
}

/** The stem of one normalised word: its longest inflectional ending removed, if enough is left. */
export function stemOf(word: string): string {
  const script = CYRILLIC.test(word) ? 'cyrillic' : LATIN.test(word) ? 'latin' : null;
  if (script === null) return word;
  const letters = [...word];
  for (const ending of INFLECTIONAL_ENDINGS[script]) {
    if (word.endsWith(ending) && letters.length - [...ending].length >= MIN_STEM_LETTERS[script]) return word.slice(0, word.length - ending.length);
  }
  return word;
}

/** Every word of the text, function words included, in order. */
export function allWords(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.normalize('NFKC').matchAll(WORD)) {
    const raw = normaliseWord(m[0]);
    const marked = /^\p{Lu}|^\p{N}/u.test(m[0]);
    if (HAN.test(raw)) {
      const chars = [...raw];
      if (chars.length === 1) out.push({ form: raw, stem: raw, numeric: false, marked: false });
      for (let i = 0; i + 1 < chars.length; i++) {
        const pair = `${chars[i]}${chars[i + 1]}`;
        out.push({ form: pair, stem: pair, numeric: false, marked: false });
      }
      continue;
    }
    const numeric = DIGITS.test(raw);
    out.push({ form: raw, stem: numeric ? raw : stemOf(raw), numeric, marked });
  }
  return out;
}

/** The words that carry meaning: function words left out, unless nothing else is there. */
export function contentWords(words: readonly Word[]): Word[] {
  const kept = words.filter((w) => !FUNCTION.has(w.form));
  return kept.length > 0 ? kept : [...words];
}

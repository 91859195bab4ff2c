import { STOPWORDS } from '../vocabulary/languages';

/**
 * The language most of a text is written in: by script for Russian and Chinese, by frequent words
 * among the Latin-script languages; null when the text is too short or mixed to tell.
 */
export function documentLanguage(text: string): string | null {
  const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  // A Chinese character carries about a word; weigh it against letters.
  const scripts = [['ru', cyrillic], ['zh', han * 3], ['latin', latin]] as const;
  const [best, n] = [...scripts].sort((a, b) => b[1] - a[1])[0]!;
  if (n < MIN_LETTERS) return null;
  if (best !== 'latin') return best;
  // Accents are folded on both sides: an OCR model without them reads "für" as "fur".
  const words = fold(text.toLowerCase()).match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(STOPWORDS).map(([lang, list]) => {
    const set = new Set(list.map(fold));
    return [lang, words.filter((w) => set.has(w)).length] as const;
  }).sort((a, b) => b[1] - a[1]);
  const [lang, hits] = scores[0]!;
  const runnerUp = scores[1]?.[1] ?? 0;
  return hits >= MIN_STOPWORD_HITS && hits > runnerUp * LEAD ? lang : null;
}

/** Fewer letters than this is too little text to name its language. */
const MIN_LETTERS = 40;
/** A Latin-script language needs this many of its frequent words… */
const MIN_STOPWORD_HITS = 3;
/** …and this lead over the next language (French and Dutch share "de"). */
const LEAD = 1.3;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

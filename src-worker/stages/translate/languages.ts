import { STOPWORDS } from '../../lib/vocabulary/languages';

/** Target languages by code, as a model is told them. Others are passed to the model by their code. */
export const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Russian', en: 'English', zh: 'Simplified Chinese', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch', pl: 'Polish',
};

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
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(STOPWORDS).map(([lang, list]) => {
    const set = new Set(list);
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

import { FIELD_VOCABULARIES } from '../vocabulary/fields';
import type { FieldLang } from '../vocabulary/fields';
import { STOPWORDS } from '../vocabulary/languages';

/**
 * The language most of a text is written in: by script for Russian and Chinese, by frequent words
 * among the Latin-script languages; null when the text is too short or mixed to tell. Business
 * papers are telegraphic ("Rechnungsdatum", "Zwischensumme", "Nettobetrag" and few sentences), so
 * the words of each language's field labels count beside its frequent words — those only it prints.
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
  const scores = [...LATIN_WORDS].map(([lang, set]) => [lang, words.filter((w) => set.has(w)).length] as const).sort((a, b) => b[1] - a[1]);
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

/** Label words shorter than this are shared abbreviations ("nr", "tel", "qty") more than a language's own. */
const MIN_LABEL_WORD = 4;
const LATIN_LANGS: readonly FieldLang[] = ['en', 'de', 'fr', 'nl', 'es', 'it'];

/** Every string of a vocabulary, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Per Latin-script language, its frequent words and the words of its labels that no other of them prints. */
const LATIN_WORDS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const labelWords = new Map(LATIN_LANGS.map((lang) => [lang, new Set(
    stringsOf(FIELD_VOCABULARIES[lang]).flatMap((label) => fold(label.toLowerCase()).match(/\p{L}+/gu) ?? []).filter((w) => w.length >= MIN_LABEL_WORD),
  )]));
  const own = (lang: FieldLang): string[] => [...(labelWords.get(lang) ?? [])].filter((w) => LATIN_LANGS.every((other) => other === lang || !labelWords.get(other)?.has(w)));
  return new Map(LATIN_LANGS.map((lang) => [lang, new Set([...((STOPWORDS as Partial<Record<FieldLang, readonly string[]>>)[lang] ?? []).map(fold), ...own(lang)])]));
})();

import { EMBED_NGRAM, EMBED_NGRAM_MIN_LETTERS, EMBED_WEIGHTS } from '../../tuning/embed';
import { conceptsIn } from './concepts';
import { allWords, contentWords } from './words';

import type { EmbedType } from '../../../src-shared/contract/operations/embed';

export type { EmbedType };

/**
 * The weighted features of a text before hashing: `w:` stems, `p:` pairs of neighbouring stems,
 * `g:` character n-grams, `c:` glossary concepts. Prefixes keep the kinds apart in the hash (the stem
 * "акт" and the n-gram "акт" are different evidence).
 */
export function featuresOf(text: string, type: EmbedType): Map<string, number> {
  const weights = EMBED_WEIGHTS[type];
  const counts = new Map<string, number>();
  const add = (key: string, weight: number): void => {
    counts.set(key, (counts.get(key) ?? 0) + weight);
  };
  const every = allWords(text);
  const words = contentWords(every);
  for (const [i, word] of words.entries()) {
    add(`w:${word.stem}`, 1);
    const next = words[i + 1];
    if (next) add(`p:${word.stem} ${next.stem}`, 1);
    if (word.numeric) continue;
    const letters = [...word.form];
    if (letters.length < EMBED_NGRAM_MIN_LETTERS) continue;
    const marked = ['#', ...letters, '#'];
    const grams = marked.length - EMBED_NGRAM + 1;
    // Spread over the word's n-grams so that a long word weighs no more than a short one.
    for (let g = 0; g < grams; g++) add(`g:${marked.slice(g, g + EMBED_NGRAM).join('')}`, 1 / Math.sqrt(grams));
  }
  for (const concept of conceptsIn(every.map((w) => w.stem))) add(`c:${concept}`, 1);

  const out = new Map<string, number>();
  for (const [key, count] of counts) {
    const kind = key.slice(0, 1);
    const base = kind === 'w' ? weights.word : kind === 'p' ? weights.pair : kind === 'g' ? weights.ngrams : weights.concept;
    // Queries count each feature once (an n-gram at most as much as one whole word gives it);
    // document text counts repeats as 1 + ln n.
    const tf = weights.sublinear ? (count > 1 ? 1 + Math.log(count) : count) : Math.min(count, 1);
    out.set(key, base * tf);
  }
  return out;
}

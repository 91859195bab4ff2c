import { EMBED_NGRAM, EMBED_NGRAM_MIN_LETTERS, EMBED_WEIGHTS } from '../../tuning/embed';
import { conceptsIn } from './concepts';
import { allWords, contentWords } from './words';
import type { Word } from './words';

import type { EmbedType } from '../../../src-shared/contract/operations/embed';

export type { EmbedType };

/**
 * The weighted features of a text before hashing: `w:` stems, `p:` pairs of neighbouring stems,
 * `g:` character n-grams, `c:` glossary concepts. Prefixes keep the kinds apart in the hash (the stem
 * "акт" and the n-gram "акт" are different evidence).
 */
export function featuresOf(text: string, type: EmbedType): Map<string, number> {
  const weights = EMBED_WEIGHTS[type];
  // How often each feature occurs (an n-gram as a fraction of its word), and the largest scale of a word it came from.
  const counts = new Map<string, number>();
  const scales = new Map<string, number>();
  const add = (key: string, amount: number, scale: number): void => {
    counts.set(key, (counts.get(key) ?? 0) + amount);
    scales.set(key, Math.max(scales.get(key) ?? 0, scale));
  };
  const every = allWords(text);
  const hits = conceptsIn(every.map((w) => w.stem));
  const common = new Set<Word>(hits.flatMap((h) => every.slice(h.start, h.start + h.length)));
  const words = contentWords(every);
  // How much each word weighs (its stem, its pair with the next word and its n-grams): names and codes more, glossary words less.
  const scale = (w: Word): number => (common.has(w) ? weights.commonWord : w.marked ? weights.markedWord : 1);
  for (const [i, word] of words.entries()) {
    const k = scale(word);
    add(`w:${word.stem}`, 1, k);
    const next = words[i + 1];
    if (next) add(`p:${word.stem} ${next.stem}`, 1, Math.sqrt(k * scale(next)));
    if (word.numeric) continue;
    const letters = [...word.form];
    if (letters.length < EMBED_NGRAM_MIN_LETTERS) continue;
    const marked = ['#', ...letters, '#'];
    const grams = marked.length - EMBED_NGRAM + 1;
    // Spread over the word's n-grams so that a long word weighs no more than a short one.
    for (let g = 0; g < grams; g++) add(`g:${marked.slice(g, g + EMBED_NGRAM).join('')}`, 1 / Math.sqrt(grams), k);
  }
  for (const hit of hits) add(`c:${hit.concept}`, 1, 1);

  const out = new Map<string, number>();
  for (const [key, count] of counts) {
    const kind = key.slice(0, 1);
    const base = kind === 'w' ? weights.word : kind === 'p' ? weights.pair : kind === 'g' ? weights.ngrams : weights.concept;
    // Queries count each feature once (an n-gram at most as much as one whole word gives it);
    // document text counts repeats as 1 + ln n.
    const tf = weights.sublinear ? (count > 1 ? 1 + Math.log(count) : count) : Math.min(count, 1);
    out.set(key, base * tf * (scales.get(key) ?? 1));
  }
  return out;
}

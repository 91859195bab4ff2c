import { GLOSSARIES, LANGS } from '../vocabulary/glossary';
import type { ConceptId } from '../vocabulary/glossary';
import { allWords } from './words';

/**
 * The cross-lingual bridge of the embedding: the translation glossary's concepts (document kinds,
 * field names, units, payment and trade terms), each named in Russian, English, Chinese, German and
 * French. A text that names a concept in any of them gets the concept as a feature, so "счёт на
 * оплату", "invoice" and "Rechnung" share one. Only `forms` are read (words that mean the concept
 * anywhere); `afterNumber` spellings ("г", "m") mean it only beside a number and would match noise.
 */
interface Phrase { stems: readonly string[]; concept: ConceptId }

/** Spellings whose every word is shorter than this are too ambiguous to stand for a concept ("п/п", "ДТ"). */
const MIN_LONGEST_WORD = 3;

function buildPhrases(): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const lang of LANGS) {
    for (const [concept, term] of Object.entries(GLOSSARIES[lang].terms) as [ConceptId, { forms: readonly string[] }][]) {
      for (const form of term.forms) {
        if (form.includes('{')) continue;
        const stems = allWords(form).map((w) => w.stem);
        if (stems.length === 0 || Math.max(...stems.map((s) => [...s].length)) < MIN_LONGEST_WORD) continue;
        const key = `${concept}\u0000${stems.join(' ')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const first = stems[0] as string;
        const list = byFirst.get(first) ?? [];
        list.push({ stems, concept });
        byFirst.set(first, list);
      }
    }
  }
  // Longest phrases first, so "сумма без НДС" wins over "сумма" where both start.
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return byFirst;
}

let phrases: Map<string, Phrase[]> | null = null;

/** A concept named in a text, at the index of its first word and spanning `length` words. */
export interface ConceptHit { concept: ConceptId; start: number; length: number }

/** The concepts a sequence of stems names, one per matched phrase (longest match, left to right). */
export function conceptsIn(stems: readonly string[]): ConceptHit[] {
  phrases ??= buildPhrases();
  const found: ConceptHit[] = [];
  let i = 0;
  while (i < stems.length) {
    const candidates = phrases.get(stems[i] as string) ?? [];
    const hit = candidates.find((p) => p.stems.every((s, j) => stems[i + j] === s));
    if (hit) {
      found.push({ concept: hit.concept, start: i, length: hit.stems.length });
      i += hit.stems.length;
    } else i++;
  }
  return found;
}

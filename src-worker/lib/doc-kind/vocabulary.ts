import { isCatalogTypeId } from '../../../src-shared/catalog';
import type { CatalogTypeId } from '../../../src-shared/catalog';
import de from '../vocabulary/doc-kind/de.json' with { type: 'json' };
import en from '../vocabulary/doc-kind/en.json' with { type: 'json' };
import es from '../vocabulary/doc-kind/es.json' with { type: 'json' };
import fr from '../vocabulary/doc-kind/fr.json' with { type: 'json' };
import it from '../vocabulary/doc-kind/it.json' with { type: 'json' };
import nl from '../vocabulary/doc-kind/nl.json' with { type: 'json' };
import ru from '../vocabulary/doc-kind/ru.json' with { type: 'json' };
import zh from '../vocabulary/doc-kind/zh.json' with { type: 'json' };
import { tokenise } from './normalise';

/**
 * The words that name document kinds, one data file per language (src-worker/lib/vocabulary/doc-kind/):
 * - `titles`: how a document of that kind is titled, in the nominative a title uses ("Счёт-фактура",
 *   "Packing list"); `other` names kinds that have no catalog schema (a delivery note, акт сверки),
 *   so their titles are recognised as what they are and not read as a shorter catalog title;
 * - `labels`: field labels that begin with a title word ("Invoice number", "Номер договора" does not,
 *   "Счёт получателя" does): weaker evidence than a title;
 * - `codes`: form codes printed in the head of a form wherever they stand on their line (ТОРГ-12,
 *   its OKUD code 0330212);
 * - `tailFree`: words that may follow a title without making it running text (number marks, "от", "dated").
 * All languages are read together: a document may be titled in any of them, whatever its language.
 * The languages are those the extractor reads (concepts.ts): Russian, English, German, French,
 * Dutch, Spanish, Italian, Chinese.
 */

export type KindId = CatalogTypeId | 'other';
export type PhraseRole = 'title' | 'label' | 'code';

export interface Phrase {
  type: KindId;
  role: PhraseRole;
  /** As written in the data file. */
  text: string;
  tokens: string[];
  /** The tokens joined without spaces: for titles set in spaced letters ("С Ч Е Т"). */
  compact: string;
  language: string;
}

export interface VocabularyFile {
  language: string;
  titles: Record<string, string[]>;
  labels: Record<string, string[]>;
  codes: Record<string, string[]>;
  tailFree: string[];
}

export interface Vocabulary {
  phrases: Phrase[];
  /** Phrases by their first token, longest first. */
  byFirstToken: Map<string, Phrase[]>;
  tailFree: Set<string>;
}

export const FILES: readonly VocabularyFile[] = [ru, en, de, fr, nl, es, it, zh];

function kindOf(type: string, file: string): KindId {
  if (type === 'other' || isCatalogTypeId(type)) return type;
  throw new Error(`doc-kind vocabulary ${file}: '${type}' is neither a catalog type id nor 'other'`);
}

export function compileVocabulary(files: readonly VocabularyFile[]): Vocabulary {
  const phrases: Phrase[] = [];
  const tailFree = new Set<string>();
  for (const file of files) {
    const add = (role: PhraseRole, groups: Record<string, string[]>): void => {
      for (const [type, list] of Object.entries(groups)) {
        const kind = kindOf(type, file.language);
        for (const text of list) {
          const tokens = tokenise(text).filter((t) => t !== ':');
          if (tokens.length === 0) throw new Error(`doc-kind vocabulary ${file.language}: '${text}' has no words`);
          phrases.push({ type: kind, role, text, tokens, compact: tokens.join(''), language: file.language });
        }
      }
    };
    add('title', file.titles);
    add('label', file.labels);
    add('code', file.codes);
    for (const w of file.tailFree) for (const t of tokenise(w)) tailFree.add(t);
  }
  const byFirstToken = new Map<string, Phrase[]>();
  for (const p of phrases) {
    const first = p.tokens[0] as string;
    byFirstToken.set(first, [...(byFirstToken.get(first) ?? []), p]);
  }
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { phrases, byFirstToken, tailFree };
}

export const VOCABULARY: Vocabulary = compileVocabulary(FILES);

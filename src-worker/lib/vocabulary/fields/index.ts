import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { NL } from './nl';
import { RU } from './ru';
import type { DocumentConceptId, FieldLang, FieldVocabulary, ItemConceptId, PartyFieldId, RoleId, TotalLineId } from './types';
import { ZH } from './zh';

export * from './types';

/** The field vocabulary of every language we read, one file each. */
export const FIELD_VOCABULARIES: Readonly<Record<FieldLang, FieldVocabulary>> = { ru: RU, en: EN, de: DE, fr: FR, nl: NL, es: ES, it: IT, zh: ZH };

const ALL = Object.values(FIELD_VOCABULARIES);
const unique = (words: readonly string[]): string[] => [...new Set(words)];

/** A role's words in every language. */
export function roleWords(role: RoleId): string[] {
  return unique(ALL.flatMap((v) => v.roles[role]));
}

/** A party detail's labels in every language. */
export function partyFieldWords(field: PartyFieldId): string[] {
  return unique(ALL.flatMap((v) => v.party[field]));
}

/** A document-level concept's labels in every language. */
export function documentWords(concept: DocumentConceptId): string[] {
  return unique(ALL.flatMap((v) => v.document[concept]));
}

/** An item column's labels in every language. */
export function itemWords(concept: ItemConceptId): string[] {
  return unique(ALL.flatMap((v) => v.items[concept]));
}

/** Words that open a totals line of any kind, in every language. */
export const GENERIC_TOTAL_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.generic));
/** Words meaning only "amount", in every language. */
export const AMOUNT_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.amountWords));
/** Labels of a form's totals row carrying net, VAT and gross, in every language. */
export const FORM_TOTAL_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.formTotals));

/**
 * The labels of a totals line in every language, in the order they are tried: the specific ones,
 * longest first (a longer label is the more specific: "итого без ндс" before "итого"); for the gross
 * total then the generic words and last the words that mean only "amount".
 */
export function totalLineWords(concept: TotalLineId): string[] {
  const specific = unique(ALL.flatMap((v) => v.totalLines[concept])).sort((a, b) => b.length - a.length);
  return concept === 'totals.gross' ? unique([...specific, ...GENERIC_TOTAL_WORDS, ...AMOUNT_WORDS]) : specific;
}

/** Words that are no party's name in any language. */
export const NOT_NAME_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.notNames));
/** Labels of other papers' numbers, in every language. */
export const OTHER_NUMBER_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.otherNumbers));
/** Words that open a note of what an item includes, every language's ("incl.", "inkl.", "в т.ч.", "含"). */
export const INCLUDING_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.including));
/** Words that exclude what follows them, every language's ("без", "excl.", "hors", "不含"). */
export const WITHOUT_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.without));
/** Words joining two words that share an ending, every language's ("und", "ou", "или"). */
export const CONJUNCTION_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.conjunctions));
/** Words no name ends with, every language's ("of", "the", "für", "pour", "для"). */
export const DANGLING_WORDS: readonly string[] = unique(ALL.flatMap((v) => v.danglingWords));

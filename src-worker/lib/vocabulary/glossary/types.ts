/**
 * Shape of the translation glossary (SPEC rule 4: units, packaging and trade terms are translated
 * without a model). One file per language maps every shared concept id to that language's words;
 * `concepts.ts` holds what belongs to no language (the kind of each concept, its UN/ECE and Incoterms
 * codes). Any pair of languages follows from two files.
 */
export type Lang = 'ru' | 'en' | 'zh' | 'de' | 'fr';

export const LANGS: readonly Lang[] = ['ru', 'en', 'zh', 'de', 'fr'];

export type ConceptKind = 'unit' | 'packaging' | 'incoterm' | 'payment' | 'document' | 'field' | 'quantity';

/** Words chosen by the plural category of the number before the term (Intl.PluralRules). */
export interface Counted {
  one?: string;
  few?: string;
  many?: string;
  other?: string;
}

export interface Term {
  /** What this language writes for the concept; may hold `{placeholders}` (see below). */
  out: string;
  /**
   * Spellings recognised anywhere in a value, word-bounded. Case-insensitive (`ё` = `е`), except a
   * spelling with a single letter, which matches exactly as written. A spelling that ends in a dot
   * consumes the dot; without it the dot stays in the text.
   * `{n}`, `{count}`, `{days}`, `{pct}` stand for a number; `{pack}` and `{unit}` for any unit or
   * packaging term of the same language.
   */
  forms: readonly string[];
  /**
   * Short spellings that mean this concept only right after a number ("10 м", "5kg") or after a slash
   * ("км/ч"), or as a whole value; elsewhere they are letters of other words ("г. Москва", "M8").
   */
  afterNumber?: readonly string[];
  /** Inflected `out` after a number, where the language needs it ("1 Karton", "10 Kartons"). */
  counted?: Counted;
}

export interface LanguageGlossary<Id extends string = string> {
  lang: Lang;
  /**
   * After a year ("2024 г.") or a date these spellings mean "year", not a unit: the term is left
   * for the model instead of becoming grams or years.
   */
  yearMarks: readonly string[];
  terms: Readonly<Record<Id, Term>>;
}

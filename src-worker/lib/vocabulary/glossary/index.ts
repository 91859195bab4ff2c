import type { ConceptId } from './concepts';
import { DE } from './de';
import { EN } from './en';
import { FR } from './fr';
import { RU } from './ru';
import type { Lang, LanguageGlossary } from './types';
import { ZH } from './zh';

export { CONCEPTS, type ConceptId } from './concepts';
export { LANGS, type Lang, type LanguageGlossary, type Term, type Counted, type ConceptKind } from './types';

/** The five vocabulary files of the translation glossary, by language. */
export const GLOSSARIES: Readonly<Record<Lang, LanguageGlossary<ConceptId>>> = { ru: RU, en: EN, zh: ZH, de: DE, fr: FR };

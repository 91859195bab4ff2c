/**
 * Words of the languages we read, as the embedding method (src-worker/lib/embed) needs them:
 * inflectional endings stripped to reach a shared stem, and function words that say nothing about
 * what a text is about. The cross-lingual bridge is not here: it is the translation glossary
 * (vocabulary/glossary), whose concepts every language names.
 */

/**
 * Inflectional endings, longest first per script. Only endings that inflect a word (case, number,
 * gender), never ones that derive another word (-ость, -ние, -tion): `поставщика` and `поставщиком`
 * meet at `поставщик`; `поставка` and `поставщик` stay apart.
 */
export const INFLECTIONAL_ENDINGS: Readonly<Record<'cyrillic' | 'latin', readonly string[]>> = {
  // Russian nouns and adjectives in every case and number, and the reflexive/verbal endings that
  // business text uses ("обязуется", "выполнены").
  cyrillic: [
    'иями', 'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ией', 'ется', 'ются', 'ится', 'ятся',
    'ия', 'ие', 'ий', 'ию', 'ии', 'ая', 'яя', 'ое', 'ее', 'ые', 'ой', 'ей', 'ую', 'юю', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ов', 'ев', 'ых', 'их', 'ен', 'ны',
    'ы', 'и', 'а', 'я', 'о', 'е', 'у', 'ю', 'ь', 'й',
  ],
  // English, German and French plurals and the commonest inflections of those languages' nouns.
  latin: ['ies', 'ing', 'es', 'en', 'er', 'ed', 's', 'e', 'n'],
};

/** A stem keeps at least this many letters; a shorter word is kept whole ("акт", "tax", "НДС"). */
export const MIN_STEM_LETTERS: Readonly<Record<'cyrillic' | 'latin', number>> = { cyrillic: 3, latin: 4 };

/**
 * Function words of Russian, English, German and French (already lower case, ё as е). Dropped from
 * a text's words unless the text has nothing else, so "the" and "и" do not make every text alike.
 */
export const FUNCTION_WORDS: Readonly<Record<'ru' | 'en' | 'de' | 'fr', readonly string[]>> = {
  ru: [
    'и', 'в', 'во', 'на', 'с', 'со', 'к', 'ко', 'по', 'о', 'об', 'от', 'до', 'из', 'за', 'для', 'при', 'без', 'под', 'над', 'не', 'ни', 'но',
    'а', 'или', 'что', 'как', 'это', 'этот', 'эта', 'эти', 'его', 'ее', 'их', 'же', 'ли', 'бы', 'то', 'так', 'также', 'который', 'которая',
    'которые', 'которого', 'если', 'все', 'всех', 'г', 'т', 'д', 'тч',
  ],
  // `no` is also what NFKC makes of `№`.
  en: [
    'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'is', 'are', 'was', 'be', 'this', 'that',
    'these', 'it', 'its', 'our', 'your', 'we', 'you', 'not', 'no', 'if', 'all', 'per', 'what', 'which',
  ],
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einer', 'und', 'oder', 'mit', 'von', 'zu', 'zum', 'zur', 'bei', 'ist', 'auf', 'im', 'für', 'nicht'],
  fr: ['le', 'la', 'les', 'un', 'une', 'et', 'ou', 'de', 'du', 'des', 'au', 'aux', 'pour', 'avec', 'sur', 'par', 'est', 'en', 'ne', 'pas'],
};

/**
 * Short, frequent words that tell apart the Latin-script languages we read, for guessing the
 * language of a document (the source language of a translation). Cyrillic text is taken as
 * Russian and Han text as Chinese by script.
 */
export const STOPWORDS: Record<'en' | 'de' | 'fr' | 'nl', readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'for', 'with', 'is', 'on', 'by', 'from', 'this', 'are', 'your', 'please', 'payment', 'total', 'date', 'invoice', 'amount', 'due'],
  de: ['der', 'die', 'das', 'und', 'mit', 'für', 'von', 'zu', 'bei', 'ist', 'auf', 'den', 'dem', 'des', 'ein', 'eine', 'rechnung', 'betrag', 'datum', 'summe'],
  fr: ['le', 'la', 'les', 'et', 'de', 'des', 'du', 'pour', 'avec', 'est', 'sur', 'par', 'une', 'un', 'au', 'aux', 'facture', 'montant', 'date', 'total'],
  nl: ['de', 'het', 'een', 'en', 'van', 'voor', 'met', 'op', 'is', 'aan', 'bij', 'te', 'factuur', 'bedrag', 'datum', 'totaal'],
};

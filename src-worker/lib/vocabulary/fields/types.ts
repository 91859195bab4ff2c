/**
 * Shape of the field vocabulary: the words each language prints for the business concepts the
 * extractor reads (party roles, party details, document fields, item columns, totals). One file per
 * language; `index.ts` merges them, and `src-worker/lib/fields/concepts.ts` gives each concept its
 * kind. The types make every file name every concept: adding a language is adding one file (and its
 * id to FIELD_LANGS).
 */
export const FIELD_LANGS = ['ru', 'en', 'de', 'fr', 'nl', 'es', 'it', 'zh'] as const;
export type FieldLang = (typeof FIELD_LANGS)[number];

export const ROLE_IDS = ['seller', 'buyer', 'shipper', 'consignee', 'carrier'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const PARTY_FIELD_IDS = ['name', 'inn', 'kpp', 'ogrn', 'vat_id', 'address', 'bank', 'bic', 'account', 'corr_account', 'iban', 'phone', 'email'] as const;
export type PartyFieldId = (typeof PARTY_FIELD_IDS)[number];

export const DOCUMENT_CONCEPT_IDS = ['document.number', 'document.date', 'document.due_date', 'document.currency', 'document.contract_number',
  'document.contract_date', 'document.subject', 'document.type', 'totals.net', 'totals.vat', 'totals.gross', 'totals.vat_rate',
  'totals.amount_in_words', 'totals.weight_net', 'totals.weight_gross'] as const;
export type DocumentConceptId = (typeof DOCUMENT_CONCEPT_IDS)[number];

export const ITEM_CONCEPT_IDS = ['items[].line', 'items[].name', 'items[].article', 'items[].barcode', 'items[].unit', 'items[].quantity',
  'items[].price', 'items[].amount', 'items[].vat_rate', 'items[].vat_amount', 'items[].total', 'items[].country', 'items[].customs_declaration'] as const;
export type ItemConceptId = (typeof ITEM_CONCEPT_IDS)[number];

/** The totals a document's totals lines carry. */
export type TotalLineId = 'totals.gross' | 'totals.net' | 'totals.vat';

export interface FieldVocabulary {
  lang: FieldLang;
  /** Words naming a party's role ("Продавец", "Bill to", "Lieferant"), in lower case. */
  roles: Readonly<Record<RoleId, readonly string[]>>;
  /** Labels of a party's details ("ИНН", "USt-IdNr.", "IBAN"). */
  party: Readonly<Record<PartyFieldId, readonly string[]>>;
  /** Labels of document-level fields; schema properties are matched to concepts by these too. */
  document: Readonly<Record<DocumentConceptId, readonly string[]>>;
  /** Column headers of line items. */
  items: Readonly<Record<ItemConceptId, readonly string[]>>;
  /**
   * Labels of the totals lines of a document, the most specific first ("итого без ндс" before
   * "итого"); the generic words that may name any total ("итого", "total") go to `generic`.
   */
  totalLines: Readonly<Record<TotalLineId, readonly string[]>>;
  /** Words that open a line of totals of any kind ("Итого", "Total", "Gesamt"): a bare one may be gross, net or a page subtotal. */
  generic: readonly string[];
  /** Words that mean only "amount" ("Сумма", "Amount", "Betrag"): the gross total only when nothing better names it. */
  amountWords: readonly string[];
  /** Labels of a form's totals row carrying net, VAT and gross in its last columns ("Всего по накладной"). */
  formTotals: readonly string[];
  /**
   * Words forms print beside a party that are no party's name: labels of other things (trade terms,
   * customer numbers, references), stamp and signature placeholders.
   */
  notNames: readonly string[];
  /**
   * Labels of the numbers of other papers a document prints beside its own ("Order number",
   * "Bestell-Nr.", "N° de commande"): a number label inside one of them is that paper's, not the
   * document's.
   */
  otherNumbers: readonly string[];
  /** Words that open a line naming what an item includes ("inkl. Pfand 1,50", "в т.ч. НДС", "含押金"): a note of the row above, never an item or part of its name. */
  including: readonly string[];
  /** Words that exclude what follows them ("без НДС", "excl. VAT", "hors taxes"): a column "Сумма без НДС" is no VAT column. */
  without: readonly string[];
  /**
   * Words that join two words sharing an ending ("Ein- und Ausgang", "pré- ou post-traitement"):
   * after a hyphen at a line's end they show the hyphen stands for the shared part, not a break.
   */
  conjunctions: readonly string[];
  /**
   * Words a name never ends with: articles, prepositions, conjunctions, "is", "not". A name that ends
   * with one was cut from a phrase ("This is not a" of "This is not a VAT invoice", cut at "VAT").
   */
  danglingWords: readonly string[];
  /**
   * The currency a document in this language is in when it names none clearly (a Russian form's
   * roubles); null where the language alone says nothing (English, French: many currencies).
   */
  homeCurrency: string | null;
}

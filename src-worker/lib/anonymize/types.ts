/**
 * Types of the anonymization stage (SPEC "What the service does": before any call to an external
 * model, names, company details, tax identifiers and addresses are replaced by placeholders).
 */

/**
 * Text (or JSON) that went through a scrub session, or that is bound for a loopback endpoint.
 * The brand cannot be produced outside this stage without an explicit cast, so the model client,
 * which accepts only `Scrubbed<string>`, cannot be handed raw document text by accident.
 */
export type Scrubbed<T> = T & { readonly __scrubbed: unique symbol };

/** What the scrubber replaces; each has its placeholder tag (`[ORG_1]`, `[INN_2]`, …). */
export const CATEGORIES = {
  person: 'PERSON',
  org: 'ORG',
  inn: 'INN',
  kpp: 'KPP',
  ogrn: 'OGRN',
  okpo: 'OKPO',
  bic: 'BIC',
  account: 'ACCOUNT',
  iban: 'IBAN',
  vat: 'VAT',
  phone: 'PHONE',
  email: 'EMAIL',
  address: 'ADDRESS',
  /** A web address: a company's site names the company. */
  web: 'WEB',
  /** A long digit run (procurement codes, EDI ids) that may embed a tax id: ИКЗ carries the customer's ИНН and КПП. */
  id: 'ID',
} as const;

export type Category = keyof typeof CATEGORIES;

/** SPEC: `details.residual` holds only categories and counts, never the data. */
export type CategoryCounts = Partial<Record<Category, number>>;

/** One finding of a detector: a span of the text to replace. */
export interface Hit {
  start: number;
  end: number;
  category: Category;
}

/** A primary detector: finds spans in text that may already hold placeholders (never inside one). */
export type Detector = (text: string) => Hit[];

/** A placeholder as written into outbound text: `[TAG_n]`. */
export const PLACEHOLDER_RE = /\[([A-Z]+)_(\d+)\]/g;

export function isCategory(value: string): value is Category {
  return Object.prototype.hasOwnProperty.call(CATEGORIES, value);
}

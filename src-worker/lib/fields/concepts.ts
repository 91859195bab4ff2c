import { DOCUMENT_CONCEPT_IDS, ITEM_CONCEPT_IDS, PARTY_FIELD_IDS, documentWords, itemWords, partyFieldWords, roleWords } from '../vocabulary/fields';
import type { DocumentConceptId, ItemConceptId, PartyFieldId, RoleId } from '../vocabulary/fields';

/**
 * The business concepts the extractor knows, with their names in the languages we read (one
 * vocabulary file per language: src-worker/lib/vocabulary/fields). A caller's schema property is matched to a concept through its
 * name, `title` and `description`; every rung (known XML formats, text rules, layout, tables) fills
 * concepts, and the schema decides where each value lands.
 *
 * Paths: `document.*` about the document itself, `seller.*`/`buyer.*`/… parties, `totals.*`, and
 * `items[].*` for line items.
 */
export type ValueKind = 'string' | 'date' | 'amount' | 'number' | 'inn' | 'kpp' | 'ogrn' | 'bic' | 'account' | 'iban' | 'vat_id' | 'currency' | 'percent' | 'phone' | 'email';

export interface Concept {
  id: string;
  kind: ValueKind;
  /** Words and phrases that name it (lower case); matched against schema names and document labels. */
  labels: string[];
}

/** The party roles, each with its words in every language (src-worker/lib/vocabulary/fields). */
export const PARTY_ROLES: Readonly<Record<RoleId, readonly string[]>> = {
  seller: roleWords('seller'), buyer: roleWords('buyer'), shipper: roleWords('shipper'), consignee: roleWords('consignee'), carrier: roleWords('carrier'),
};
export type PartyRole = RoleId;

/** The kind of value of each party detail; its labels come from the vocabulary. */
const PARTY_FIELD_KINDS: Record<PartyFieldId, ValueKind> = {
  name: 'string', inn: 'inn', kpp: 'kpp', ogrn: 'ogrn', vat_id: 'vat_id', address: 'string', bank: 'string', bic: 'bic',
  account: 'account', corr_account: 'account', iban: 'iban', phone: 'phone', email: 'email',
};

export const PARTY_FIELDS: Concept[] = PARTY_FIELD_IDS.map((id) => ({ id, kind: PARTY_FIELD_KINDS[id], labels: partyFieldWords(id) }));

const DOCUMENT_KINDS: Record<DocumentConceptId, ValueKind> = {
  'document.number': 'string', 'document.date': 'date', 'document.due_date': 'date', 'document.currency': 'currency',
  'document.contract_number': 'string', 'document.contract_date': 'date', 'document.subject': 'string', 'document.type': 'string',
  'totals.net': 'amount', 'totals.vat': 'amount', 'totals.gross': 'amount', 'totals.vat_rate': 'percent', 'totals.amount_in_words': 'string',
  'totals.weight_net': 'number', 'totals.weight_gross': 'number',
};

export const DOCUMENT_FIELDS: Concept[] = DOCUMENT_CONCEPT_IDS.map((id) => ({ id, kind: DOCUMENT_KINDS[id], labels: documentWords(id) }));

const ITEM_KINDS: Record<ItemConceptId, ValueKind> = {
  'items[].line': 'number', 'items[].name': 'string', 'items[].article': 'string', 'items[].barcode': 'string', 'items[].unit': 'string',
  'items[].quantity': 'number', 'items[].price': 'amount', 'items[].amount': 'amount', 'items[].vat_rate': 'percent', 'items[].vat_amount': 'amount',
  'items[].total': 'amount', 'items[].country': 'string', 'items[].customs_declaration': 'string',
};

export const ITEM_FIELDS: Concept[] = ITEM_CONCEPT_IDS.map((id) => ({ id, kind: ITEM_KINDS[id], labels: itemWords(id) }));

/** Every concept, party fields expanded for every role (`seller.inn`, `buyer.name`, …). */
export const CONCEPTS: Concept[] = [
  ...DOCUMENT_FIELDS,
  ...ITEM_FIELDS,
  ...Object.keys(PARTY_ROLES).flatMap((role) => PARTY_FIELDS.map((f) => ({ ...f, id: `${role}.${f.id}` }))),
];

/** Concepts by id (the ids are unique): looked up per row and field of every items table. */
const CONCEPT_BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));

export function conceptById(id: string): Concept | undefined {
  return CONCEPT_BY_ID.get(id);
}

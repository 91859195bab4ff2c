import { PARTY_ROLES } from '../../lib/fields/concepts';
import { hasAnyPhrase, memo, tokens } from './tree';

/**
 * What a key name means, whatever the caller's schema: party roles (from concepts.ts, in all our
 * languages, plus contract roles it does not list), party fields, and the keys the checks look for.
 */

export type Role = 'seller' | 'buyer' | 'shipper' | 'consignee' | 'carrier' | 'other';

const words = (list: readonly string[]): string[] => [...list];
const without = (list: readonly string[], drop: readonly string[]): string[] => list.filter((w) => !drop.includes(w));

/**
 * Checked in this order: a key naming the carrier or the shipper is that, even though concepts.ts
 * also lists грузоотправитель among sellers (it usually is the seller, but not for these checks).
 */
const ROLE_WORDS: [Role, string[]][] = [
  ['carrier', [...words(PARTY_ROLES.carrier), 'перевозчика']],
  ['shipper', words(PARTY_ROLES.shipper)],
  ['consignee', words(PARTY_ROLES.consignee)],
  ['seller', [...without(PARTY_ROLES.seller, PARTY_ROLES.shipper), 'contractor', 'executor', 'performer', 'lessor', 'landlord', 'licensor', 'продавца', 'арендодатель', 'лицензиар', 'агент']],
  ['buyer', [...without(PARTY_ROLES.buyer, PARTY_ROLES.consignee), 'lessee', 'tenant', 'licensee', 'principal', 'арендатор', 'лицензиат', 'принципал']],
  ['other', ['party', 'counterparty', 'контрагент', 'сторона']],
];

/** Latin words match with a plural -s; Russian words by stem, so `поставщика`, `исполнителя` match. */
function tokenMatches(token: string, word: string): boolean {
  if (token === word) return true;
  if (/^[a-z]+$/.test(word)) return token === `${word}s` || token === `${word}es`;
  if (/[а-я]/.test(word) && word.length >= 5) return token.startsWith(word.slice(0, -1)) && token.length <= word.length + 2;
  return false;
}

function keyHasWord(keyTokens: string[], word: string): boolean {
  const w = tokens(word);
  for (let i = 0; i + w.length <= keyTokens.length; i++) {
    if (w.every((t, j) => tokenMatches(keyTokens[i + j] ?? '', t))) return true;
  }
  return false;
}

export const roleOf = memo((key: string): Role | null => {
  const t = tokens(key);
  for (const [role, list] of ROLE_WORDS) if (list.some((w) => keyHasWord(t, w))) return role;
  return null;
});

/** Role of a value like "seller", "Поставщик" (a `role` field inside a party of a `parties` list). */
export function roleOfValue(value: string): Role | null {
  return value.length <= 40 ? roleOf(value) : null;
}

/** Keys that carry a party word but name a part of the party, not the party (`seller_bank`, `buyer_address`). */
const NOT_PARTY = ['bank', 'банк', 'address', 'адрес', 'contact', 'representative', 'signatory', 'signer', 'director', 'директор', 'подписант', 'представитель', 'account', 'счет', 'phone', 'email', 'code', 'id', 'order', 'reference', 'ref'];

export function isPartyKey(key: string): boolean {
  const t = tokens(key);
  return roleOf(key) !== null && !t.some((x) => NOT_PARTY.includes(x));
}

/** Keys of lists of parties whose role is inside each element. */
export function isPartyListKey(key: string): boolean {
  return hasAnyPhrase(tokens(key), ['parties', 'стороны', 'participants', 'counterparties', 'контрагенты', 'участники']);
}

export type PartyField = 'inn' | 'kpp' | 'inn_kpp' | 'tax_id' | 'name' | 'vat_id' | 'ogrn' | 'address' | 'country' | 'iban' | 'bic';

const NAME_WORDS = ['name', 'full_name', 'short_name', 'company', 'company_name', 'organization', 'organisation', 'наименование', 'название', 'firma', 'firmenname', 'raison_sociale', 'nom', '名称', 'фио'];
const VAT_WORDS = ['vat_id', 'vat_number', 'vat_no', 'vat_reg', 'vat_registration', 'vatin', 'ust_idnr', 'ust_id', 'ustid', 'ustidnr', 'umsatzsteuer_id', 'uid', 'tva', 'n_tva', 'numero_tva', 'btw', 'btw_nummer', 'nif', 'cif', 'nip', 'partita_iva', 'p_iva', '税号'];
const TAX_ID_WORDS = ['tin', 'tax_id', 'taxpayer_number', 'taxpayer_id', 'tax_number', 'tax_identification_number', 'налоговый_номер'];

export function isInnKey(key: string): boolean {
  const t = tokens(key);
  return t.includes('inn') || t.includes('инн');
}

export function isKppKey(key: string): boolean {
  const t = tokens(key);
  return t.includes('kpp') || t.includes('кпп');
}

/** Generic tax-id keys: an INN in a Russian document, something else in a foreign one. */
export function isTaxIdKey(key: string): boolean {
  return hasAnyPhrase(tokens(key), TAX_ID_WORDS);
}

export function isVatIdKey(key: string): boolean {
  return hasAnyPhrase(tokens(key), VAT_WORDS);
}

export const partyField = memo((key: string): PartyField | null => {
  const t = tokens(key);
  if (isInnKey(key)) return isKppKey(key) ? 'inn_kpp' : 'inn';
  if (isKppKey(key)) return 'kpp';
  if (isVatIdKey(key)) return 'vat_id';
  if (isTaxIdKey(key)) return 'tax_id';
  if (t.some((x) => ['ogrn', 'огрн', 'огрнип', 'ogrnip'].includes(x))) return 'ogrn';
  if (t.some((x) => ['iban'].includes(x))) return 'iban';
  if (t.some((x) => ['bic', 'swift', 'бик'].includes(x))) return 'bic';
  if (t.some((x) => ['country', 'страна', 'land', 'pays', '国家'].includes(x))) return 'country';
  if (t.some((x) => ['address', 'адрес', 'anschrift', 'adresse', '地址'].includes(x))) return 'address';
  if (hasAnyPhrase(t, NAME_WORDS)) return 'name';
  return null;
});

/** Keys of date values whose dates may lawfully lie before 1990 (a signatory's birth date). */
export function isBirthDateKey(key: string): boolean {
  return tokens(key).some((x) => /^(?:birth|birthday|dob|рождения|geburt|geburtsdatum|naissance|出生)/u.test(x));
}

export function isDateKey(key: string): boolean {
  return tokens(key).some((x) => /^(?:date|dates|datum|дата|даты|日期|issued|expiry|expires|valid|due|deadline|срок)$/u.test(x) || x.endsWith('date'));
}

/** A currency code or word from a `currency` field: `RUB`, `643`, `руб.`, `USD`. */
export function isCurrencyKey(key: string): boolean {
  return tokens(key).some((x) => ['currency', 'валюта', 'währung', 'wahrung', 'devise', '币种', '货币', 'curr'].includes(x));
}

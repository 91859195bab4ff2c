import type { Category } from './types';
import { IBAN_COUNTRIES } from './vocab-ids';
import { CN_SURNAMES, GIVEN_NAMES } from './vocab-people';
import { NOT_TOWN_WORDS } from './vocab-places';

/**
 * The residual scan's rules for languages other than Russian, written apart from the detectors
 * (they share only vocabulary data): a known given name before any capitalised word, a title
 * before a name, a label of a person, party or address followed by letters, a legal form after a
 * capitalised word, the national postcode, street, phone and identifier shapes, web addresses.
 * Text reaches this scan with every placeholder turned into "¤", so a label followed by a
 * placeholder is clean.
 */
export interface Rule {
  category: Category;
  pattern: RegExp;
  /** Extra check on the matched text. */
  accept?: (match: string) => boolean;
}

const NO_L = '(?<![\\p{L}])';
/** A label in the cases documents write it (as given, Title Case, capitals, lower case). */
const anyCase = (labels: string[]): string => labels.flatMap((l) => [l, l.toUpperCase(), l.toLowerCase(), l.replace(/(^|\s)\p{Ll}/gu, (m) => m.toUpperCase())]).join('|');

const MONTHS_DAYS = new Set('January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '));
const givenThenCapital = (m: string): boolean => {
  const [first = '', second = ''] = m.split(/[ \t]+/u);
  const cased = first[0] + first.slice(1).toLowerCase();
  return (GIVEN_NAMES.has(first) || (first === first.toUpperCase() && GIVEN_NAMES.has(cased))) && !MONTHS_DAYS.has(second);
};
const notTown = new RegExp(`\\s(?:${NOT_TOWN_WORDS.join('|')})$`, 'iu');
const notYears = (m: string): boolean => !m.trim().split(/\s+/u).every((g) => /^(?:19|20)\d\d$/u.test(g));
/** Dates and periods share the shape of a dotted phone number: a date with fewer than five digit groups, or a period, is not one. */
const phoneNotDate = (m: string): boolean => {
  const groups = m.split(/\D+/u).filter(Boolean).length;
  const date = /(?<!\d)\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)/u.test(m);
  return !/\d{1,2}[./]\d{1,2}[./]\d{2,4}\s*[-–]\s*\d/u.test(m) && !(date && groups < 5) && (m.match(/\d/gu) ?? []).length >= 9;
};

const PERSON_LABELS = anyCase(['Contact person', 'Contact name', 'Ansprechpartner', 'Ansprechpartnerin', 'Interlocuteur', 'Contactpersoon', 'Kontoinhaber', 'Account holder', 'Geschäftsführer', 'Signed by', 'Sachbearbeiter', 'Bearbeiter', 'Attn', 'T.a.v.', 'Guest name', 'Kontaktperson', 'Referente', 'Persona de contacto']);
const PARTY_LABELS = anyCase(['Bill to', 'Billed to', 'Invoice to', 'Sold to', 'Ship to', 'Customer', 'Client', 'Buyer', 'Seller', 'Vendor', 'Supplier', 'Käufer', 'Verkäufer', 'Lieferant', 'Kunde', 'Rechnungsempfänger', 'Facturé à', 'Acheteur', 'Vendeur', 'Fournisseur', 'Klant', 'Leverancier', 'Koper', 'Verkoper', 'Nabywca', 'Sprzedawca']);
const ADDRESS_LABELS = anyCase(['Address', 'Adresse', 'Anschrift', 'Adres', 'Indirizzo', 'Dirección', 'Registered office', 'Siège social']);
const FORMS = 'GmbH|GMBH|Ltd|LTD|Limited|LIMITED|LLC|Inc|INC|SARL|SAS|B\\.V\\.|BV|N\\.V\\.|AG|S\\.A\\.|S\\.p\\.A\\.|S\\.r\\.l\\.|Srl|Oy|AB|A/S|Pty|PLC|plc|Corp|Corporation|KG|Sp\\. z o\\.o\\.|spółka akcyjna';
const STREET_BEFORE = 'rue|avenue|boulevard|chemin|allée|impasse|quai|via|viale|piazza|corso|calle|avenida|paseo|ulica|ul\\.';

export const INTL_RULES: Rule[] = [
  // People: a known given name and a capitalised word; a title; a person label; Chinese labels and honorifics.
  { category: 'person', pattern: /(?<![\p{L}'’-])(?:\p{Lu}\p{Ll}+|\p{Lu}{2,})(?:-\p{Lu}\p{Ll}+)?[ \t]{1,2}\p{Lu}[\p{L}'’-]+/gu, accept: givenThenCapital },
  { category: 'person', pattern: new RegExp(`${NO_L}(?:Mrs?|Ms|Miss|Dr|Prof|Herr|Frau|Mme|Mlle|Madame|Monsieur|Dhr|Mevr|Mevrouw|Signora|Sig\\.ra|Sra|Sr|M)\\.?[ \\t]+\\p{Lu}\\p{Ll}{2,}`, 'gu'), accept: (m) => !/^M[ \t]/u.test(m) },
  { category: 'person', pattern: new RegExp(`${NO_L}(?:${PERSON_LABELS})[ \\t]*[:：][ \\t]*\\p{L}`, 'gu') },
  { category: 'person', pattern: /(?:联系人|负责人|经办人|收款人|收货人|收件人|法定代表人|姓名)[ \t]*[:：]?[ \t]*\p{Script=Han}/gu },
  { category: 'person', pattern: new RegExp(`[${CN_SURNAMES}]\\p{Script=Han}{0,2}[ \\t]?(?:先生|女士|小姐)`, 'gu') },
  // Companies: a legal form after a capitalised word; a party label followed by a name; Chinese company words.
  { category: 'org', pattern: new RegExp(`${NO_L}\\p{Lu}[\\p{L}&.'’-]*,?[ \\t]+(?:${FORMS})(?![\\p{L}])`, 'gu') },
  { category: 'org', pattern: new RegExp(`(?<![\\p{L}-])(?:${PARTY_LABELS})[ \\t]*[:：][ \\t]*(?:\\|[ \\t]*)?(?!\\p{Lu}[\\p{L} .]{0,25}[:：])\\p{Lu}`, 'gu') },
  { category: 'org', pattern: /\p{Script=Han}{2,}(?:有限公司|公司|集团)/gu },
  // Addresses: postcodes with a town, street lines, Chinese streets and districts, address labels.
  { category: 'address', pattern: /(?<![A-Z\d])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![\p{L}\d-])/gu },
  { category: 'address', pattern: /(?<![\p{L}\d])\d{4} ?[A-Z]{2}[ \t]+\p{Lu}\p{Ll}{2,}/gu },
  { category: 'address', pattern: /(?<![\p{L}\d.,/-])\d{5}[ \t]+\p{Lu}\p{Ll}+(?!\p{L})/gu, accept: (m) => !notTown.test(m) },
  { category: 'address', pattern: new RegExp(`(?<![\\p{L}\\d])\\d{1,4},?[ \\t]+(?:${STREET_BEFORE})[ \\t]+\\p{L}`, 'giu') },
  { category: 'address', pattern: new RegExp(`${NO_L}(?:${STREET_BEFORE})[ \\t]+(?:\\p{L}+[ \\t'’]+){0,3}\\p{Lu}\\p{Ll}+[ \\t]+\\d{1,4}(?!\\d)`, 'gu') },
  { category: 'address', pattern: /\d{1,5}[A-Za-z]?[ \t]+(?:\p{Lu}\p{Ll}+[ \t]+){1,3}(?:Street|Road|Avenue|Lane|Drive|Boulevard|Crescent|Close|Terrace|Parade|Square)(?!\p{L})/gu },
  { category: 'address', pattern: /\p{Lu}\p{Ll}+(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|gracht|plein|kade|steeg)[ \t]*\d{1,4}(?!\d)/gu },
  { category: 'address', pattern: /(?:路|街|道|巷|弄)\d+号/gu },
  { category: 'address', pattern: /\p{Script=Han}{1,6}(?:省|市)\p{Script=Han}{1,4}(?:区|县)/gu },
  { category: 'address', pattern: new RegExp(`${NO_L}(?:${ADDRESS_LABELS})[ \\t]*[:：][ \\t]*[\\p{L}\\d]`, 'gu') },
  { category: 'address', pattern: /(?:地址|住址)[ \t]*[:：]?[ \t]*[\p{Script=Han}\d]/gu },
  // Phones: national numbers with a trunk zero, Chinese mobiles, labels in our languages.
  { category: 'phone', pattern: /(?<![\p{L}\d.,/+-])\(?0\d{1,4}\)?(?:[ \t]?[/.-][ \t]?|[ \t])\d{2,8}(?:(?:[ \t]?[/.-][ \t]?|[ \t])\d{1,8}){1,4}(?!\d)/gu, accept: phoneNotDate },
  { category: 'phone', pattern: /(?<!\d)1[3-9]\d(?:[ -]?\d{4}){2}(?!\d)/gu },
  { category: 'phone', pattern: /(?<![\p{L}])(?:Telefon|Tél|Phone|Mobil|Mobile|Handy|Portable|GSM|Telefoon|电话|手机|传真)\.?[ \t]*[:：]?[ \t]*[+(]?\d[\d ()/.-]{5,}\d/gu, accept: (m) => (m.match(/\d/gu) ?? []).length >= 7 },
  // Identifiers: IBANs of issuing countries, German tax numbers, GSTIN, Chinese credit codes, labelled registry numbers, long accounts.
  { category: 'iban', pattern: new RegExp(`(?<![A-Z0-9])(?:${IBAN_COUNTRIES})\\d{2}(?: ?[A-Z0-9]{4}){3,}`, 'gu') },
  { category: 'vat', pattern: /(?<![\d/])\d{2,3}\/\d{3,4}\/\d{4,5}(?![\d/])/gu },
  { category: 'vat', pattern: /\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]/gu },
  { category: 'vat', pattern: /(?<![A-Z\d])[A-Z]{5}\d{4}[A-Z](?![A-Z\d])/gu },
  { category: 'vat', pattern: /(?<![\p{L}\d])[159Y][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{10}(?![\p{L}\d])/gu },
  { category: 'vat', pattern: /(?<![\p{L}])(?:Steuer-?Nr\.?|Steuernummer|SIRE[NT]|KvK|HR[AB]|NIP|NIF|P\.? ?IVA|ABN|GSTIN|CIN|纳税人识别号|税号|统一社会信用代码)[^\n\d¤]{0,12}\d[\d ]{4,}/gu },
  { category: 'account', pattern: /(?<!\d)\d{16,19}(?!\d)/gu },
  { category: 'account', pattern: /(?<![\p{L}\d])\d{4}(?: \d{4}){3,}(?!\d)/gu, accept: notYears },
  // Web addresses name their company.
  { category: 'web', pattern: /(?:https?:\/\/|www\.)[^\s¤]/giu },
  { category: 'email', pattern: /[^\s＠]\s?＠\s?[^\s＠]/gu },
];

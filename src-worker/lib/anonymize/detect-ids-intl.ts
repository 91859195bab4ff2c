import { digitCount, hitsOf, re, trimHit } from './match';
import { alt, labelAlt } from './names-latin';
import type { Detector, Hit } from './types';
import { IBAN_COUNTRIES } from './vocab-ids';
import { CN_ID_LABELS, ID_LABELS } from './vocab-labels';

/**
 * Identifiers outside Russian requisites: IBANs by shape (with a known country prefix, whatever
 * the check digits: examples and OCR slips are personal data too), labelled tax, registry,
 * customer and account numbers in our languages (Steuer-Nr., SIRET, KvK, HRB, NIP, GSTIN, 税号,
 * 账号…), and the shapes that need no label: German tax numbers (143/567/89012), Indian GSTIN and
 * CIN, Chinese unified social credit codes, card and bank account numbers written in groups of four.
 */

const NB = '(?<![\\p{L}\\d])';
const NA = '(?![\\p{L}\\d])';

const IBAN_SHAPE = re(`(?<![A-Z0-9])(?:${IBAN_COUNTRIES})\\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?(?![A-Z0-9])`, 'gu');
/** After an IBAN label even a foreign or broken shape is taken, up to the next wide gap. */
const IBAN_LABELLED = re(`IBAN[ \\t]*(?:[:：]|\\|)?[ \\t]*(?:\\|[ \\t]*)?(?<v>[A-Z]{2}[ \\t]?\\d{2}(?:[ ]?[A-Z0-9]{1,4}){2,9})`, 'gud');

export const ibans: Detector = (text) => [...hitsOf(IBAN_LABELLED, text, 'iban', 'v'), ...hitsOf(IBAN_SHAPE, text, 'iban')];

/** A labelled value: optional letters (country or register prefix), then digit groups; at least 5 digits. */
const ID_VALUE = '(?:[A-Z]{1,5}[ \\t-]?)?\\d[\\dA-Z]*(?:(?:[ ./-]|[ \\t]?/[ \\t]?)\\d[\\dA-Z]*)*';
const NUMBER_WORD = '(?:#|№|N°|N°|No\\.?|Nr\\.?|Num\\.?|nummer|number)';
/** Between label and value: a number word, a colon, empty cells, and a register's town ("KvK Rotterdam 24330087", "RCS PARIS 123 456 789"). */
const LABEL_SEP = `[ \\t]*${NUMBER_WORD}?[ \\t]*[:：.]?[ \\t]*(?:\\|[ \\t]*){0,2}(?:\\p{Lu}[\\p{L}-]+[ \\t]+(?=\\d))?`;

const LABELLED = ID_LABELS.map(({ label, category }) => ({
  category,
  pattern: re(`(?<![\\p{L}])(?:${labelAlt([label])})(?:[ \\t]*/[ \\t]*(?:${labelAlt([label])}))*(?![\\p{Ll}])${LABEL_SEP}(?<v>${ID_VALUE})${NA}`, 'gud'),
}));
const CN_LABELLED = re(`(?:${alt(CN_ID_LABELS)})[ \\t]*[:：]?[ \\t]*(?<v>[0-9A-Z](?:[0-9A-Z]|[ -](?=[0-9A-Z])){5,30})`, 'gud');

/** Shapes strong enough alone. */
const SHAPES: { pattern: RegExp; category: Hit['category'] }[] = [
  // German Steuernummer: 2–3 / 3–4 / 4–5 digits (dates have a 2-digit middle part).
  { pattern: re(`${NB}\\d{2,3}/\\d{3,4}/\\d{4,5}(?:/\\d)?${NA}`, 'gu'), category: 'vat' },
  // Indian GSTIN (state code, PAN, entity, Z, check) and CIN.
  // (a letter glued before it is OCR noise: "O06AABCO6063D1ZQ")
  { pattern: re(`(?<!\\d)\\d{2}[A-Z]{5}\\d{4}[A-Z][A-Z\\d]Z[A-Z\\d]${NA}`, 'gu'), category: 'vat' },
  { pattern: re(`${NB}[LU]\\d{5}[A-Z]{2}\\d{4}[A-Z]{3}\\d{6}${NA}`, 'gu'), category: 'id' },
  // Indian PAN: five letters, four digits, a letter.
  { pattern: re(`${NB}[A-Z]{5}\\d{4}[A-Z]${NA}`, 'gu'), category: 'vat' },
  // Chinese unified social credit code: authority, type, 6-digit region, 10 characters.
  { pattern: re(`${NB}[159Y][1-9]\\d{6}[0-9A-HJ-NPQRTUWXY]{10}${NA}`, 'gu'), category: 'vat' },
  // Cards and bank accounts in groups of four (6222 0200 0112 3456 789); a row of years is not one.
  { pattern: re(`${NB}\\d{4}(?:[ ]\\d{4}){3,4}(?:[ ]\\d{1,3})?${NA}`, 'gu'), category: 'account' },
];

/** A labelled value is an identifier with five digits, or as a mixed code of eight characters or more (PAN ABCDE1234F). */
function idLike(value: string): boolean {
  const digits = digitCount(value);
  const letters = (value.match(/\p{L}/gu) ?? []).length;
  return digits >= 5 || (digits >= 3 && letters >= 3 && value.replace(/[^\p{L}\d]/gu, '').length >= 8);
}

function notYears(text: string, h: Hit): boolean {
  return !text.slice(h.start, h.end).split(/\s+/u).every((g) => /^(?:19|20)\d\d$/u.test(g));
}

export const intlIds: Detector = (text) => {
  const hits: Hit[] = [];
  for (const { category, pattern } of LABELLED) {
    for (const h of hitsOf(pattern, text, category, 'v')) {
      const t = trimHit(text, h, ' -/.');
      if (t && idLike(text.slice(t.start, t.end))) hits.push(t);
    }
  }
  for (const h of hitsOf(CN_LABELLED, text, 'vat', 'v')) if (digitCount(text.slice(h.start, h.end)) >= 5) hits.push(h);
  for (const { pattern, category } of SHAPES) hits.push(...hitsOf(pattern, text, category).filter((h) => category !== 'account' || notYears(text, h)));
  return hits;
};

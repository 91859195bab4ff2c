import { digitCount, hitsOf, re } from './match';
import { alt, labelAlt } from './names-latin';
import type { Detector, Hit } from './types';
import { CN_PHONE_LABELS, PHONE_LABELS } from './vocab-labels';

/**
 * Phone numbers in their national spellings, beside the Russian ones of detect-ids.ts: after a
 * label in any of our languages; international (+44 (0)20 7946 0958, +33.1.23.45.67.89); national
 * with a trunk zero (030 1234567, 0711 / 98 76 54-0, 04 78 12 34 56, 06-12345678, 020 7946 0958);
 * North American (217) 555-0143 and 217.555.0199; Chinese mobiles (139 1234 5678, 13912345678).
 * Dates and date ranges share the shape of a dotted number and are left alone.
 */

const NB = '(?<![\\p{L}\\d])';
const NA = '(?![\\p{L}\\d])';
/** Enough digits to be a phone, not a house number or a quantity. */
const MIN_DIGITS = 7;

const LABEL = re(
  `(?<![\\p{L}])(?:${labelAlt([...PHONE_LABELS, 'Fon', 'Tel\\.?/Fax', 'Phone No', 'Phone number', 'Telefonnummer', 'Numéro de téléphone', 'Customer Care'])})\\.?(?:[ \\t]*(?:No|Nr|N°)\\.?)?[ \\t]*(?:\\(?[\\p{L}]{1,10}\\)?)?[ \\t]*[:.]?[ \\t]*(?:\\|[ \\t]*)?(?<v>\\+?[\\d(][\\d ()/.\\u00a0–-]{4,24}\\d)`,
  'gud',
);
const CN_LABEL = re(`(?:${alt(CN_PHONE_LABELS)})[ \\t]*[:：]?[ \\t]*(?<v>\\+?[\\d(（][\\d ()（）/.–-]{5,22}\\d)`, 'gud');
const INTERNATIONAL = re(`(?<![\\d+])\\+[ \\t]?\\d{1,3}(?:[ \\t./-]?\\(\\d{1,5}\\))?(?:[ \\t./-]?\\d{1,5}){2,6}${NA}`, 'gu');
const TRUNK_ZERO = re(`(?<![\\p{L}\\d.,/+-])\\(?0\\d{1,4}\\)?(?:[ \\t]?[/.-][ \\t]?|[ \\t])\\d{1,8}(?:(?:[ \\t]?[/.-][ \\t]?|[ \\t])\\d{1,8}){0,4}${NA}`, 'gu');
const NORTH_AMERICAN = re(`${NB}(?:1[ .-])?(?:\\(\\d{3}\\)[ \\t]?|\\d{3}[.-])\\d{3}[.-]\\d{4}${NA}`, 'gu');
const AREA_CODE = re(`(?<![\\d+])\\(\\d{2,5}\\)[ \\t]?\\d[\\d /.-]{3,14}\\d${NA}`, 'gu');
const CN_MOBILE = re(`${NB}1[3-9]\\d(?:[ -]?\\d{4}){2}${NA}`, 'gu');

/** dd.mm.yy(yy), dd/mm/yyyy and ranges of them: a date, unless five groups make it a dotted phone. */
const DATE_PART = /(?<!\d)\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)/u;
/** 01.05.14-31.05.14: a period, not a phone, whatever its digit count. */
const DATE_RANGE = /\d{1,2}[./]\d{1,2}[./]\d{2,4}[ \t]*[-–][ \t]*\d{1,2}[./]\d{1,2}[./]\d{2,4}/u;

function phoneLike(value: string): boolean {
  if (digitCount(value) < MIN_DIGITS) return false;
  const groups = value.split(/[^\d]+/u).filter(Boolean).length;
  return !DATE_RANGE.test(value) && !(DATE_PART.test(value) && groups < 5);
}

export const intlPhones: Detector = (text) => {
  const labelled = [...hitsOf(LABEL, text, 'phone', 'v'), ...hitsOf(CN_LABEL, text, 'phone', 'v')].map((h) => trimEnd(text, h));
  const shaped = [INTERNATIONAL, TRUNK_ZERO, NORTH_AMERICAN, AREA_CODE, CN_MOBILE].flatMap((p) => hitsOf(p, text, 'phone'));
  return [...labelled, ...shaped].filter((h) => phoneLike(text.slice(h.start, h.end)));
};

/** A labelled value may run into the next field's opening bracket or dash: "0711 / 98 76 54-0 (" → stop at the last digit. */
function trimEnd(text: string, h: Hit): Hit {
  let end = h.end;
  while (end > h.start && !/\d/u.test(text[end - 1] ?? '')) end--;
  return { ...h, end };
}

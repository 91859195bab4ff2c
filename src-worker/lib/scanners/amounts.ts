import { CURRENCY_CODES } from '../util/currency-codes';
import { scanDates } from './dates';
import type { AmountHit, Money } from './types';

/**
 * Money in figures. The hard part is the separators: `1.200,00` (German/Russian), `1,200.00`
 * (English), `1 200,00` / `1'200.00` (grouping by space or apostrophe) and `1,5` must all come out
 * right without knowing the locale, so the rule is read from the separators themselves.
 */

const SPACES = ' \\u00a0\\u2009\\u202f';
const GROUP_CHARS = /[\s\u00a0\u2009\u202f'’]/g;

/** Currency spellings → ISO code, first match wins (so `бел. руб.` is BYN, not RUB). */
const W = (alternatives: string): string => `(?<!\\p{L})(?:${alternatives})(?!\\p{L})`;
const CURRENCY_PATTERNS: [RegExp, string][] = [
  [new RegExp(`US\\$|\\$|${W('USD|dollars?|долл\\.?')}|доллар`, 'iu'), 'USD'],
  [new RegExp(`€|${W('EUR|euros?|евро')}`, 'iu'), 'EUR'],
  [new RegExp(`${W('BYN|BYR')}|бел\\.?\\s?руб`, 'iu'), 'BYN'],
  [new RegExp(`₽|${W('RUB|RUR|р\\.')}|руб`, 'iu'), 'RUB'],
  [new RegExp(`人民币|元|¥|${W('CNY|RMB|yuan')}|юан`, 'iu'), 'CNY'],
  [new RegExp(`£|${W('GBP|pounds?')}`, 'iu'), 'GBP'],
  [new RegExp(`₹|${W('INR|Rs\\.?|rupees?')}`, 'iu'), 'INR'],
  [new RegExp(W('CHF|Franken'), 'iu'), 'CHF'],
  [new RegExp(`円|${W('JPY')}`, 'u'), 'JPY'],
  [new RegExp(`₸|${W('KZT|тенге')}`, 'iu'), 'KZT'],
  [new RegExp(`zł|${W('PLN|złotych|zloty')}`, 'iu'), 'PLN'],
  [new RegExp(`Kč|${W('CZK')}`, 'u'), 'CZK'],
  [new RegExp(`₴|${W('UAH|грн\\.?|гривен|гривны|гривня')}`, 'iu'), 'UAH'],
  [new RegExp(`₺|${W('TRY')}`, 'u'), 'TRY'],
  [new RegExp(W('SEK'), 'u'), 'SEK'],
  [new RegExp(W('NOK'), 'u'), 'NOK'],
  [new RegExp(W('DKK'), 'u'), 'DKK'],
  [new RegExp(W('HUF'), 'u'), 'HUF'],
];

export function currencyOf(text: string): string | null {
  for (const [re, code] of CURRENCY_PATTERNS) if (re.test(text)) return code;
  return null;
}

/**
 * Every currency a text names, once each, in the order of CURRENCY_PATTERNS: what an earlier
 * pattern took is not read again by a later one ("бел. руб." is BYN only, not also RUB).
 */
export function currenciesIn(text: string): string[] {
  const codes: string[] = [];
  let rest = text;
  for (const [re, code] of CURRENCY_PATTERNS) {
    if (!re.test(rest)) continue;
    codes.push(code);
    rest = rest.replace(new RegExp(re.source, `${re.flags}g`), ' ');
  }
  return codes;
}

/**
 * A number string with any grouping → its value, or null when the separators make no sense.
 * One `.` or `,` followed by exactly three digits is a thousands separator (`1.200`, `1,200`) unless
 * the number is already grouped by spaces (`1 200,500` has a decimal comma).
 */
export function parseNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^\d[\d\s\u00a0\u2009\u202f'’.,]*$/u.test(trimmed)) return null;
  const spaced = GROUP_CHARS.test(trimmed);
  GROUP_CHARS.lastIndex = 0;
  // Space-grouped digits are thousands only in threes after the first group ("1 200 000"); "1 2 3"
  // is a row of separate numbers, not one.
  if (spaced) {
    const groups = trimmed.split(/[.,](?=\d+$)/)[0]?.split(/[\s\u00a0\u2009\u202f'’]+/) ?? [];
    if (groups.slice(1).some((g) => g.length !== 3) || (groups[0]?.length ?? 0) > 3) return null;
  }
  let s = trimmed.replace(GROUP_CHARS, '');
  if (!/\d$/.test(s)) return null;
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if (s.split(decimal).length !== 2) return null;
    s = s.split(group).join('').replace(decimal, '.');
  } else if (dots + commas > 1) {
    // The same separator several times can only be grouping: 1.200.000 / 1,200,000, or the Indian
    // lakh grouping 1,00,000 (pairs, then a final three).
    const parts = s.split(/[.,]/);
    const western = parts.slice(1).every((p) => p.length === 3);
    const indian = commas > 0 && parts.slice(1, -1).every((p) => p.length === 2) && parts[parts.length - 1]?.length === 3;
    // Groups of three closed by one or two places ("65,007,21", "1.234.567.89"): a scan whose decimal
    // mark OCR read as the grouping one; no grouping leaves fewer than three digits in a group.
    const lastPlaces = parts[parts.length - 1]?.length ?? 0;
    const misreadDecimal = parts.length >= 3 && parts.slice(1, -1).every((p) => p.length === 3) && lastPlaces >= 1 && lastPlaces <= 2 && (parts[0]?.length ?? 0) <= 3;
    if (misreadDecimal) return Number(`${parts.slice(0, -1).join('')}.${parts[parts.length - 1]}`);
    if (!western && !indian) return null;
    s = parts.join('');
  } else if (dots + commas === 1) {
    const [before = '', after = ''] = s.split(/[.,]/);
    const thousands = after.length === 3 && !spaced && before.length <= 3 && before !== '0';
    s = thousands ? before + after : `${before}.${after}`;
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const NUM_IN_TEXT = new RegExp(`\\d[\\d${SPACES}'’.,]*\\d|\\d`, 'u');

/**
 * A figure with two places and one lone digit after it ("282,24 2"): on a scan, a currency sign read
 * as a figure ("₽" as "2") or a footnote mark; the amount is the figure before it.
 */
const STRAY_DIGIT_AFTER = new RegExp(`^(\\d[\\d${SPACES}'’.,]*[.,]\\d{2})[${SPACES}]+\\d$`, 'u');

/** The amount in words between figures and currency ("74 000 (Семьдесят четыре тысячи) рублей 00 копеек"). */
const WORDS_BETWEEN = '\\([^()\\d]{3,160}\\)';
/** Rubles and kopecks, with the amount in words between them or not ("12 333 (…) рубля 33 копейки"). */
const RUBLES_AND_KOPECKS = new RegExp(`(\\d[\\d${SPACES}]*)\\s*(?:${WORDS_BETWEEN}\\s*)?(?:руб\\p{L}*\\.?|р\\.)\\s*(\\d{1,2})\\s*коп`, 'iu');

/**
 * A written amount (`1 234,56 руб.`, `-14.99`, `(14.99)`, `€ 1.200,00`, `125 400 рублей 00 копеек`)
 * → amount and currency, or null when there is no number in it.
 */
export function parseAmount(raw: string): Money | null {
  const s = raw.trim();
  const kopecks = RUBLES_AND_KOPECKS.exec(s);
  let amount: number | null;
  let numberAt: number;
  if (kopecks) {
    const whole = parseNumber(kopecks[1] ?? '');
    amount = whole === null ? null : Math.round(whole * 100 + Number(kopecks[2])) / 100;
    numberAt = kopecks.index;
  } else {
    const m = NUM_IN_TEXT.exec(s);
    if (!m) return null;
    amount = parseNumber(m[0]) ?? parseNumber(STRAY_DIGIT_AFTER.exec(m[0])?.[1] ?? '');
    numberAt = m.index;
  }
  if (amount === null) return null;
  const before = s.slice(0, numberAt);
  const negative = /[-−–]\s*\S{0,4}\s*$/u.test(before) && !/\d/.test(before)
    || /^\([^()]*\d[^()]*\)/u.test(s)
    || /\d\s*-$/u.test(s);
  return { amount: negative ? -amount : amount, currency: currencyOf(s.replace(/коп\p{L}*/giu, '')) };
}

const CODES = CURRENCY_CODES.join('|');
const PREFIX_CUR = `(?:US\\$|\\$|€|£|¥|₹|₽|₴|₸|₺|人民币|(?<!\\p{L})(?:${CODES}|Rs\\.?)(?!\\p{L}))`;
const SUFFIX_CUR = `(?:₽|\\$|€|£|¥|元|₹|₴|₸|₺|(?:руб(?:лей|ля|ль)?\\.?|р\\.|${CODES}|zł|Kč|грн\\.?|евро|долл(?:аров|ара|ар)?\\.?(?:\\s?США)?|юан(?:ей|я|ь)|dollars?|euros?)(?!\\p{L}))`;
const NUM = `\\d{1,3}(?:[${SPACES}'’]\\d{3})+(?:[.,]\\d{1,2})?|\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,2})?|\\d{1,3}(?:[.,]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?`;
const AMOUNT_RE = new RegExp(
  `(?<![\\p{L}\\d.,/#№-])(\\()?([-−–]\\s?)?(${PREFIX_CUR}\\s?)?([-−–]\\s?)?(${NUM})(?![\\d]|[.,/-]\\d)(\\))?((?:\\s?${WORDS_BETWEEN})?\\s?${SUFFIX_CUR}(?:\\s?\\d{1,2}\\s?коп(?:еек|ейки|ейка|\\.)?)?)?(\\))?`,
  'gu',
);
/** Figures that are quantities or rates, not money. */
const UNIT_AFTER = /^\s?(?:%|кг|kg|шт|pcs|г(?!\p{L})|т(?!\p{L})|л(?!\p{L})|м(?!\p{L})|км|km|t(?!\p{L})|g(?!\p{L}))/iu;

/**
 * Amounts in figures. A bare number counts only when it looks like money: a currency next to it,
 * two decimals, or thousands grouping. Dates and percentages are left out.
 */
export function scanAmounts(text: string): AmountHit[] {
  const dates = scanDates(text);
  const hits: AmountHit[] = [];
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(text); m; m = AMOUNT_RE.exec(text)) {
    const [whole, open, signed, prefix, sign2, num = '', close1, suffix, close2] = m;
    const close = close1 ?? close2;
    let start = m.index;
    let raw = whole;
    // A dash set off by single spaces is punctuation, no minus: an en or em dash after a word or
    // figure ("Итого – 1 500,00"), a hyphen after a rate ("НДС 20% - 21 250"). A minus sign (U+2212),
    // and a hyphen after a word ("Сальдо - 12 500,00") or opening its own cell, stay minus signs.
    // Only the two characters before the sign decide (its last is the space).
    const before = text.slice(Math.max(0, start - 2), start);
    const dash = !open && signed !== undefined && /\s/.test(signed)
      && (/^[–—]/.test(signed) ? /[\p{L}\p{N}%»")] $/u.test(before) : /% $/.test(before));
    const sign1 = dash ? undefined : signed;
    if (dash) { start += signed.length; raw = raw.slice(signed.length); }
    // A lone parenthesis belongs to the surrounding prose, not to the amount.
    if (open && !close) { start += 1; raw = raw.slice(1); }
    if (close && !open) raw = raw.slice(0, -1);
    const end = start + raw.length;
    const hasCurrency = Boolean(prefix || suffix);
    const grouped = /\d[\s\u00a0\u2009\u202f'’.,]\d{3}(?!\d)/u.test(num) && !/^\d+[.,]\d{3}$/.test(num);
    const decimals = /[.,]\d{2}$/.test(num);
    if (!hasCurrency && !decimals && !grouped) continue;
    if (!hasCurrency && UNIT_AFTER.test(text.slice(end))) continue;
    if (dates.some((d) => start < d.end && d.start < end)) continue;
    const value = parseAmount(raw);
    if (!value) continue;
    if ((sign1 || sign2) && value.amount > 0) value.amount = -value.amount;
    hits.push({ value, raw, start, end });
  }
  return hits;
}

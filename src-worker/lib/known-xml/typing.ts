import type { KnownValue } from './types';
import type { Read } from './xpath';

/**
 * Typing of raw XML strings. XML decimals are plain `-?digits(.digits)?`; anything else (a hyphen
 * placeholder, a comma) is not the number the schema promises, so it is dropped rather than guessed:
 * the later rungs can still look for the value.
 */
export type Kind = 'string' | 'number' | 'percent' | 'date.dmy' | 'date.ymd' | 'date.iso' | 'currency';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function toNumber(raw: string): number | null {
  const s = raw.trim();
  if (!DECIMAL.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** `18%`, `18` and `18.00` are the number 18; `без НДС`, `20/120` and such stay as written. */
export function toPercent(raw: string): number | string {
  const s = raw.trim();
  const m = /^([+-]?\d+(?:\.\d+)?)\s*%?$/.exec(s);
  return m?.[1] !== undefined ? Number(m[1]) : s;
}

function isoIfValid(y: string, m: string, d: string): string | null {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const ok = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
  return ok ? `${y}-${m}-${d}` : null;
}

/** FNS `DD.MM.YYYY`. */
export function dmyToIso(raw: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(raw.trim());
  return m && m[1] && m[2] && m[3] ? isoIfValid(m[3], m[2], m[1]) : null;
}

/** UN/CEFACT date format 102, `YYYYMMDD`. */
export function ymdToIso(raw: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw.trim());
  return m && m[1] && m[2] && m[3] ? isoIfValid(m[1], m[2], m[3]) : null;
}

/** xs:date, which may carry a zone (`2024-01-31Z`, `2024-01-31+01:00`): the calendar date is kept. */
export function isoDate(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(raw.trim());
  return m && m[1] && m[2] && m[3] ? isoIfValid(m[1], m[2], m[3]) : null;
}

/** ISO 4217 numeric codes met in Russian and EU documents (FNS writes `КодОКВ`, numeric). */
const CURRENCY_BY_NUMBER: Record<string, string> = {
  '643': 'RUB', '810': 'RUR', '840': 'USD', '978': 'EUR', '156': 'CNY', '933': 'BYN', '398': 'KZT',
  '980': 'UAH', '826': 'GBP', '756': 'CHF', '392': 'JPY', '949': 'TRY', '051': 'AMD', '417': 'KGS',
  '860': 'UZS', '944': 'AZN', '981': 'GEL', '498': 'MDL', '972': 'TJS', '934': 'TMT', '985': 'PLN',
  '203': 'CZK', '752': 'SEK', '578': 'NOK', '208': 'DKK', '124': 'CAD', '036': 'AUD', '344': 'HKD',
  '356': 'INR', '410': 'KRW', '784': 'AED', '348': 'HUF', '946': 'RON', '975': 'BGN', '941': 'RSD',
};

/** A numeric code we know becomes its letters; any other code is kept as written. */
export function currencyCode(raw: string): string {
  const s = raw.trim();
  return (Object.hasOwn(CURRENCY_BY_NUMBER, s) ? CURRENCY_BY_NUMBER[s] : undefined) ?? s;
}

/** A read, typed; undefined when absent or when it is not what its kind requires. */
export function typed(read: Read | undefined, kind: Kind): KnownValue | undefined {
  if (!read) return undefined;
  let value: string | number | null;
  switch (kind) {
    // Strings stay exactly as written: identifiers and names are compared to the source byte for byte.
    case 'string': value = read.raw; break;
    case 'number': value = toNumber(read.raw); break;
    case 'percent': value = toPercent(read.raw); break;
    case 'date.dmy': value = dmyToIso(read.raw); break;
    case 'date.ymd': value = ymdToIso(read.raw); break;
    case 'date.iso': value = isoDate(read.raw); break;
    case 'currency': value = currencyCode(read.raw); break;
  }
  return value === null || value === '' ? undefined : { value, path: read.path };
}

/** Sets `key` unless already set: callers list the preferred source first. */
export function put(target: Record<string, KnownValue>, key: string, read: Read | undefined, kind: Kind = 'string'): void {
  if (Object.hasOwn(target, key)) return;
  const v = typed(read, kind);
  if (v) target[key] = v;
}

/** A plain value (already typed, e.g. a joined name) with the path it was built from. */
export function putValue(target: Record<string, KnownValue>, key: string, value: string | number | null | undefined, path: string): void {
  if (Object.hasOwn(target, key) || value === null || value === undefined || value === '') return;
  target[key] = { value, path };
}

/**
 * Line integer for `items[].line`: CII/UBL line ids are strings and may be `A1` or `1.2`; only a
 * plain integer becomes a number, anything else stays as written.
 */
export function lineNo(read: Read | undefined): KnownValue | undefined {
  if (!read) return undefined;
  const s = read.raw.trim();
  return { value: /^\d{1,15}$/.test(s) ? Number(s) : s, path: read.path };
}

/** When every line has the same value for `key`, that value (with the first line's path). */
export function commonItemValue(items: Record<string, KnownValue>[], key: string): KnownValue | undefined {
  const first = items[0]?.[key];
  if (!first) return undefined;
  return items.every((it) => it[key]?.value === first.value) ? first : undefined;
}

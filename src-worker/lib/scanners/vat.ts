/**
 * International identifiers: IBAN (ISO 13616, mod 97) and EU VAT numbers. VAT numbers are checked
 * for their national structure, and for the check digit where the algorithm is public and short.
 */

const compact = (s: string): string => s.replace(/[\s\u00a0.\-/]/g, '').toUpperCase();

/** IBAN length by country (SWIFT IBAN registry); unknown countries are accepted at 15–34 characters. */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22,
  GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30,
  KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31,
  MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SE: 24, SI: 19, SK: 24, SM: 27, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

export function ibanLength(country: string): number | undefined {
  return IBAN_LENGTH[country];
}

/** Letters become 10–35 (ISO 7064), then the remainder of the long number by 97, chunk by chunk. */
export function mod97(alnum: string): number {
  let r = 0;
  for (const ch of alnum) {
    const v = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of v) r = (r * 10 + Number(d)) % 97;
  }
  return r;
}

export function isValidIban(value: string): boolean {
  const s = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const len = IBAN_LENGTH[s.slice(0, 2)];
  if (len !== undefined && s.length !== len) return false;
  return mod97(s.slice(4) + s.slice(0, 4)) === 1;
}

const digits = (s: string): number[] => [...s].map(Number);

/** ISO 7064 MOD 11,10 — German USt-IdNr. */
function de(n: string): boolean {
  let product = 10;
  for (const d of digits(n.slice(0, 8))) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(n[8]);
}

/** French key: (12 + 3 × (SIREN mod 97)) mod 97; letter keys (new-style) are checked for structure only. */
function fr(key: string, siren: string): boolean {
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/** Dutch BTW: the old mod-11 on the 9 digits, or (sole traders since 2020) mod 97 of the whole number. */
function nl(full: string): boolean {
  const n = full.slice(2, 11);
  const d = digits(n);
  const sum = d.slice(0, 8).reduce((s, x, i) => s + x * (9 - i), 0) - (d[8] ?? 0);
  return sum % 11 === 0 || mod97(full) === 1;
}

/** Austrian UID: ATU + 8 digits, weights 1,2 with digit sums, check = (96 - sum) mod 10. */
function at(n: string): boolean {
  const d = digits(n);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const p = (d[i] ?? 0) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - ((sum + 4) % 10)) % 10 === d[7];
}

function luhn(n: string): boolean {
  let sum = 0;
  [...n].reverse().forEach((ch, i) => {
    let v = Number(ch);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  });
  return sum % 10 === 0;
}

/** Polish NIP: weights 6,5,7,2,3,4,5,6,7, remainder mod 11 is the last digit. */
function pl(n: string): boolean {
  const d = digits(n);
  const sum = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((s, w, i) => s + w * (d[i] ?? 0), 0) % 11;
  return sum !== 10 && sum === d[9];
}

/** Belgian enterprise number: 97 − (first 8 digits mod 97) = last two. */
function be(n: string): boolean {
  return 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8));
}

/** UK VAT (9 digits, or 12 with branch): weights 8…2 plus the last two digits, mod 97 (old or 9755 scheme). */
function gb(n: string): boolean {
  const d = digits(n.slice(0, 9));
  const sum = [8, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * (d[i] ?? 0), 0) + Number(n.slice(7, 9));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

interface VatRule { re: RegExp; check?: (m: RegExpExecArray, s: string) => boolean }

const VAT_RULES: Record<string, VatRule> = {
  DE: { re: /^DE(\d{9})$/, check: (m) => de(m[1] ?? '') },
  FR: { re: /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/, check: (m) => fr(m[1] ?? '', m[2] ?? '') },
  NL: { re: /^NL(\d{9})B\d{2}$/, check: (_m, s) => nl(s) },
  AT: { re: /^ATU(\d{8})$/, check: (m) => at(m[1] ?? '') },
  IT: { re: /^IT(\d{11})$/, check: (m) => luhn(m[1] ?? '') },
  ES: { re: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/ },
  PL: { re: /^PL(\d{10})$/, check: (m) => pl(m[1] ?? '') },
  BE: { re: /^BE([01]\d{9})$/, check: (m) => be(m[1] ?? '') },
  GB: { re: /^GB(?:(\d{9})|(\d{9})\d{3}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, check: (m) => (m[1] ?? m[2]) === undefined || gb((m[1] ?? m[2]) as string) },
  XI: { re: /^XI(\d{9}|\d{12})$/ },
  CH: { re: /^CHE\d{9}(?:MWST|TVA|IVA)?$/ },
  LU: { re: /^LU\d{8}$/ },
  DK: { re: /^DK\d{8}$/ },
  FI: { re: /^FI\d{8}$/ },
  SE: { re: /^SE\d{10}01$/ },
  PT: { re: /^PT\d{9}$/ },
  IE: { re: /^IE\d{7}[A-W][A-IW]?$|^IE\d[A-Z+*]\d{5}[A-W]$/ },
  CZ: { re: /^CZ\d{8,10}$/ },
  SK: { re: /^SK\d{10}$/ },
  HU: { re: /^HU\d{8}$/ },
  SI: { re: /^SI\d{8}$/ },
  EE: { re: /^EE\d{9}$/ },
  LV: { re: /^LV\d{11}$/ },
  LT: { re: /^LT(?:\d{9}|\d{12})$/ },
  EL: { re: /^EL\d{9}$/ },
  CY: { re: /^CY\d{8}[A-Z]$/ },
  MT: { re: /^MT\d{8}$/ },
  RO: { re: /^RO\d{2,10}$/ },
  BG: { re: /^BG\d{9,10}$/ },
  HR: { re: /^HR\d{11}$/ },
};

/** Country prefixes the VAT scanner looks for. */
export const VAT_COUNTRIES = Object.keys(VAT_RULES);

/** Structure by country prefix, plus the national check digit for DE, FR, NL, AT, IT, PL, BE, GB. */
export function isValidVatId(value: string): boolean {
  const s = compact(value);
  const rule = VAT_RULES[s.slice(0, 2)];
  if (!rule) return false;
  const m = rule.re.exec(s);
  if (!m) return false;
  return rule.check ? rule.check(m, s) : true;
}

/** True when the country's rule includes a check digit (a bare candidate can then be trusted). */
export function vatHasChecksum(value: string): boolean {
  return Boolean(VAT_RULES[compact(value).slice(0, 2)]?.check);
}

/**
 * Russian company and bank identifiers with their control digits. Each function takes the
 * identifier as printed (spaces allowed) and answers whether it is well formed and its checksum holds.
 */

const digitsOf = (s: string): number[] => [...s].map(Number);
const compact = (s: string): string => s.replace(/[\s\u00a0\u2009\u202f-]/g, '');

function weighted(digits: number[], weights: number[]): number {
  return weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0);
}

/** ИНН: 10 digits (organisation, one control digit) or 12 (individual, two), FNS weights. */
export function isValidInn(value: string): boolean {
  const s = compact(value);
  if (!/^\d{10}$|^\d{12}$/.test(s) || /^0+$/.test(s)) return false;
  const d = digitsOf(s);
  if (s.length === 10) {
    return (weighted(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === d[9];
  }
  const c11 = (weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const c12 = (weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return c11 === d[10] && c12 === d[11];
}

/**
 * КПП: 9 characters NNNN PP XXX — tax office code, reason code (digits, or capital Latin letters
 * since 2019), serial number. It has no checksum.
 */
export function isValidKpp(value: string): boolean {
  const s = compact(value);
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(s) && !/^0{4}/.test(s);
}

/** Remainder of a long decimal string without losing precision. */
function mod(numeric: string, m: number): number {
  let r = 0;
  for (const ch of numeric) r = (r * 10 + Number(ch)) % m;
  return r;
}

/** ОГРН (13 digits: first 12 mod 11) and ОГРНИП (15 digits: first 14 mod 13); last digit of the remainder. */
export function isValidOgrn(value: string): boolean {
  const s = compact(value);
  if (/^\d{13}$/.test(s)) return mod(s.slice(0, 12), 11) % 10 === Number(s[12]);
  return isValidOgrnip(s);
}

export function isValidOgrnip(value: string): boolean {
  const s = compact(value);
  return /^\d{15}$/.test(s) && mod(s.slice(0, 14), 13) % 10 === Number(s[14]);
}

/**
 * БИК: 9 digits. `04` is the Russian country code of credit institutions; since 2021 the treasury
 * bodies (ТОФК) have BICs starting `01` (e.g. 016126031), and Bank of Russia units `00`/`02`.
 */
export function isValidBic(value: string): boolean {
  return /^0[0124]\d{7}$/.test(compact(value));
}

/** SWIFT/BIC of international banks: 4 bank letters, 2 country letters, 2 location, optional 3 branch. */
export function isValidSwiftBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(compact(value));
}

const ACCOUNT_WEIGHTS = [7, 1, 3];

function accountKeyHolds(prefix3: string, account: string): boolean {
  const s = prefix3 + account;
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += (Number(s[i]) * (ACCOUNT_WEIGHTS[i % 3] ?? 0)) % 10;
  return sum % 10 === 0;
}

/**
 * A 20-digit account against its bank's BIC (Bank of Russia rule): the key (9th digit) is computed
 * over the 23 digits "three BIC digits + account". For an account at a credit institution those are
 * the last three BIC digits; for a correspondent account (`301…`, or the treasury's single account
 * `40102…`) and for accounts held at a Bank of Russia unit (BIC ending 000–002) they are `0` + BIC
 * digits 5–6. Treasury accounts (`03…` at a treasury BIC `01…`) carry no key: their digits 9–16 are
 * the OKTMO code, so only their structure (currency 643) is checked.
 */
export function isValidAccount(account: string, bic: string): boolean {
  const a = compact(account);
  const b = compact(bic);
  if (!/^\d{20}$/.test(a) || !isValidBic(b) || /^0+$/.test(a)) return false;
  if (a.startsWith('03') && b.startsWith('01')) return a.slice(5, 8) === '643';
  const rkc = `0${b.slice(4, 6)}`;
  const own = b.slice(6, 9);
  if (isCorrespondentAccount(a) || /^00[012]$/.test(own)) return accountKeyHolds(rkc, a);
  return accountKeyHolds(own, a);
}

/** Correspondent accounts of banks at the Bank of Russia and the single treasury account (ЕКС 40102…). */
export function isCorrespondentAccount(account: string): boolean {
  return /^(?:301|40102)/.test(compact(account));
}

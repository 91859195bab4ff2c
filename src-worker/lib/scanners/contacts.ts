import { caseless } from './id-scan';
import type { IdHit } from './types';

/**
 * Phone numbers and e-mail addresses. A phone number has no checksum, so a digit run counts only
 * when it is written like a phone (`+7 …`, `8 (800) …`, `(555) …`) or follows a phone label; `value`
 * is the number in international form where the country is known (`+74951234567`).
 */

const PHONE_LABEL = new RegExp(`(?:${caseless('тел\\.?|телефон|факс|моб\\.?|tel\\.?|telephone|phone|fax|mobile|telefon|téléphone|电话|手机')})[\\s:.：]*$`, 'u');
const PHONE_RE = /(?<![\d\p{L}+])(?:\+|00)?\d[\d \u00a0().\-–]{5,20}\d(?!\d)/gu;

/** A candidate's digits → international form, or null when it cannot be a phone number. */
function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  let intl: string;
  if (raw.startsWith('+')) intl = digits;
  else if (raw.startsWith('00')) intl = digits.slice(2);
  // Russian domestic long-distance form: 8 (495) 123-45-67.
  else if (digits.length === 11 && digits.startsWith('8')) intl = `7${digits.slice(1)}`;
  else return digits.length >= 6 && digits.length <= 11 ? digits : null;
  if (intl.startsWith('7') && intl.length !== 11) return null;
  return intl.length >= 8 && intl.length <= 15 ? `+${intl}` : null;
}

export function scanPhones(text: string): IdHit[] {
  const hits: IdHit[] = [];
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = m[0].replace(/[\s(.\-–]+$/u, '');
    // Dates, amounts and identifiers are digit runs too: ask for a phone shape or a phone label.
    const shaped = /^\+/.test(raw) || (/^00[1-9]/.test(raw) && raw.replace(/\D/g, '').length >= 11) || /^8\s?\(\d{3,5}\)/.test(raw) || /^\(\d{3,5}\)/.test(raw);
    const labelled = PHONE_LABEL.test(text.slice(Math.max(0, m.index - 20), m.index));
    if (!shaped && !labelled) continue;
    if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(raw)) continue;
    const value = normalisePhone(raw);
    const digits = raw.replace(/\D/g, '').length;
    hits.push({ value: value ?? raw, raw, start: m.index, end: m.index + raw.length, valid: value !== null && digits >= 7 });
  }
  return hits;
}

const EMAIL_RE = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu;

/** E-mail addresses; `valid` checks the parts (no leading/double dots, a top-level domain of letters). */
export function scanEmails(text: string): IdHit[] {
  const hits: IdHit[] = [];
  for (const m of text.matchAll(EMAIL_RE)) {
    const raw = m[0].replace(/[.-]+$/u, '');
    const [local = '', domain = ''] = raw.split('@');
    const valid = !/^\.|\.\.|\.$/.test(local) && /\.\p{L}{2,}$/u.test(domain) && !domain.split('.').some((p) => p === '' || p.startsWith('-') || p.endsWith('-'));
    hits.push({ value: raw.toLowerCase(), raw, start: m.index, end: m.index + raw.length, valid });
  }
  return hits;
}

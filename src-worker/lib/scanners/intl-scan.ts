import { caseless } from './id-scan';
import type { IdHit } from './types';
import { VAT_COUNTRIES, ibanLength, isValidIban, isValidVatId, vatHasChecksum } from './vat';

/**
 * Finders for IBANs and EU VAT numbers. Both are printed in groups (`DE89 3704 0044 …`,
 * `FR 32 123 456 789`), so a candidate runs over spaces and is then cut back to the length its
 * country prescribes — otherwise the `BIC` after an IBAN would be read as its last group.
 */

const ALNUM = /[A-Z0-9]/;

/** Offsets (relative to `s`) just after the `count`-th alphanumeric character, or -1 when there are fewer. */
function cutAfter(s: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < s.length; i++) {
    if (ALNUM.test(s[i] as string)) seen += 1;
    if (seen === count) return i + 1;
  }
  return -1;
}

const alnumOnly = (s: string): string => s.replace(/[^A-Z0-9]/g, '');

/** The longest prefix of `raw` (in alphanumeric characters, from `max` down to `min`) that passes `ok`. */
function longestValid(raw: string, min: number, max: number, ok: (v: string) => boolean): string | null {
  const total = alnumOnly(raw).length;
  for (let n = Math.min(max, total); n >= min; n--) {
    const cut = raw.slice(0, cutAfter(raw, n));
    if (ok(alnumOnly(cut))) return cut;
  }
  return null;
}

function labelledAt(text: string, start: number, label: RegExp): boolean {
  return label.test(text.slice(Math.max(0, start - 40), start));
}

const IBAN_LABEL = new RegExp(`(?:${caseless('iban')})[\\s:.#№]*$`, 'u');

/** IBANs anywhere (the country code and mod-97 make bare ones safe); labelled ones are kept even when invalid. */
export function scanIbans(text: string): IdHit[] {
  const hits: IdHit[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]){11,30}/gu)) {
    const country = m[0].slice(0, 2);
    const len = ibanLength(country);
    let raw: string | null = len !== undefined
      ? (cutAfter(m[0], len) > 0 ? m[0].slice(0, cutAfter(m[0], len)) : null)
      : longestValid(m[0], 15, 34, isValidIban);
    const labelled = labelledAt(text, m.index, IBAN_LABEL);
    if (raw === null || !isValidIban(raw)) {
      if (!labelled) continue;
      raw = raw ?? m[0].trimEnd();
    }
    hits.push({ value: alnumOnly(raw), raw, start: m.index, end: m.index + raw.length, valid: isValidIban(raw) });
  }
  return hits;
}

const VAT_LABEL = new RegExp(
  `(?:${caseless('ust-?id(?:nr)?\\.?|ust\\.?-?idnr\\.?|umsatzsteuer-?id(?:entifikationsnummer)?|uid(?:-nr\\.?)?|vat(?:\\s*(?:id|no\\.?|number|reg\\.?(?:istration)?(?:\\s*no\\.?|\\s*number)?))?|tva(?:\\s*intracommunautaire)?|n°\\s*tva|btw(?:-?nummer|-?nr\\.?)?|p\\.?\\s*iva|partita\\s+iva|nif|cif|nip|tax\\s*id|vatin')})[\\s:.#№°-]*$`,
  'u',
);
const COUNTRY_ALT = [...VAT_COUNTRIES].sort((a, b) => b.length - a.length).join('|');

/**
 * VAT numbers with their country prefix. After a VAT label any candidate is reported (`valid` false
 * when the structure or check digit fails); without a label only numbers whose check digit holds.
 */
export function scanVatIds(text: string): IdHit[] {
  const hits: IdHit[] = [];
  const ibans = scanIbans(text);
  const re = new RegExp(`(?<![A-Za-z0-9])(?:${COUNTRY_ALT})[ \\u00a0]?[0-9A-Z](?:[ .\\u00a0-]?[0-9A-Z]){6,15}`, 'gu');
  for (const m of text.matchAll(re)) {
    // The bank code inside an IBAN can pass a VAT check digit by chance.
    if (ibans.some((i) => m.index >= i.start && m.index < i.end)) continue;
    const labelled = labelledAt(text, m.index, VAT_LABEL);
    const good = longestValid(m[0], 8, 15, isValidVatId);
    if (good !== null && (labelled || vatHasChecksum(good))) {
      hits.push({ value: alnumOnly(good), raw: good, start: m.index, end: m.index + good.length, valid: true });
    } else if (labelled) {
      // The first unbroken run is the best guess of what was meant.
      const raw = /^[A-Z]{2}[ \u00a0]?[0-9A-Z]+/u.exec(m[0])?.[0] ?? m[0];
      hits.push({ value: alnumOnly(raw), raw, start: m.index, end: m.index + raw.length, valid: false });
    }
  }
  return hits;
}

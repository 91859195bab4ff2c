import { isCorrespondentAccount, isValidAccount, isValidBic, isValidInn, isValidKpp, isValidOgrn, isValidSwiftBic } from './ids';
import type { IdHit } from './types';

/**
 * Finders for Russian identifiers. A number after its label (`ИНН 7701234567`, `ИНН/КПП
 * 7701234567/770101001`, `р/с 40702…`) is always reported, with `valid` telling whether it checks
 * out, so a typo is visible; a bare number without a label is reported only when its checksum holds,
 * since a random 10-digit number passes the INN check one time in ten at best.
 * Offsets and `raw` cover the identifier itself, not its label.
 */

export interface AccountHit extends IdHit {
  kind: 'settlement' | 'correspondent';
  /** The BIC in the text that the account's control key was checked against (nearest that fits). */
  bic: string | null;
}

const compact = (s: string): string => s.replace(/[\s\u00a0\u2009\u202f]/g, '');

/** Words that may stand between a label and its number ("ИНН покупателя: …", "ИНН/КПП продавца …"). */
const LABEL_TAIL = '(?:\\s+(?!КПП|ОГРН|БИК|ИНН)(?=\\p{L}*\\p{Ll})\\p{L}{2,20}(?!\\p{L})\\.?){0,2}[\\s:№.#]*';

/**
 * A label pattern made case-insensitive letter by letter, so that the value after it stays
 * case-sensitive (a SWIFT code is upper case; `bank` after `BIC` is not one). Escapes are kept.
 */
export function caseless(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (next === 'p' || next === 'P') {
        const close = pattern.indexOf('}', i);
        out += pattern.slice(i, close + 1);
        i = close;
      } else {
        out += ch + next;
        i += 1;
      }
      continue;
    }
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (ch === '[') {
      // Inside a class both cases go into the same class: [её] → [еЕёЁ].
      const close = pattern.indexOf(']', i);
      const body = pattern.slice(i + 1, close);
      out += `[${[...body].map((c) => (c.toLowerCase() !== c.toUpperCase() ? c.toLowerCase() + c.toUpperCase() : c)).join('')}]`;
      i = close;
    } else {
      out += lower !== upper ? `[${lower}${upper}]` : ch;
    }
  }
  return out;
}

function labelled(text: string, label: string, value: string, valid: (v: string) => boolean, group = 1): IdHit[] {
  const re = new RegExp(`(?<!\\p{L})(?:${caseless(label)})(?!\\p{L})${LABEL_TAIL}${value}`, 'gud');
  const hits: IdHit[] = [];
  for (const m of text.matchAll(re)) {
    const at = m.indices?.[group];
    const raw = m[group];
    if (!at || raw === undefined) continue;
    const v = compact(raw);
    hits.push({ value: v, raw, start: at[0], end: at[1], valid: valid(v) });
  }
  return hits;
}

/** Labels of other identifiers: a bare number right after one of them is that identifier, not an INN. */
const OTHER_LABEL = /(?<!\p{L})(?:КПП|ОГРН\p{L}*|ОКПО|ОКАТО|ОКТМО|ОКВЭД|БИК|BIC|сч[её]т\p{L}*|р\/с|к\/с|тел\p{L}*\.?|phone|tel\.?|fax|факс|№|No\.?|#|[+])[\s:]*$/iu;

function bare(text: string, re: RegExp, valid: (v: string) => boolean, taken: IdHit[]): IdHit[] {
  const hits: IdHit[] = [];
  for (const m of text.matchAll(re)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((t) => start < t.end && t.start < end)) continue;
    if (!valid(m[0]) || OTHER_LABEL.test(text.slice(Math.max(0, start - 14), start))) continue;
    hits.push({ value: m[0], raw: m[0], start, end, valid: true });
  }
  return hits;
}

const byStart = (a: IdHit, b: IdHit): number => a.start - b.start;

/** ИНН after `ИНН`/`INN`/`ИНН/КПП`, and bare 10/12-digit numbers whose control digits hold. */
export function scanInn(text: string): IdHit[] {
  const found = labelled(text, 'ИНН(?:\\s*\\/\\s*КПП)?|INN(?:\\s*\\/\\s*KPP)?', '(\\d{5,15})(?!\\d)', isValidInn);
  return [...found, ...bare(text, /(?<![\d\p{L}])(?:\d{10}|\d{12})(?![\d\p{L}])/gu, isValidInn, found)].sort(byStart);
}

/** КПП after `КПП`, or the second half of `ИНН/КПП 7701234567/770101001`. No checksum exists, so no bare ones. */
export function scanKpp(text: string): IdHit[] {
  const own = labelled(text, '(?<!ИНН\\s*\\/\\s*)КПП|(?<!INN\\s*\\/\\s*)KPP', '(\\d[\\dA-Z]{4,11})(?![\\dA-Z])', isValidKpp);
  const pair = labelled(text, 'ИНН\\s*\\/\\s*КПП|INN\\s*\\/\\s*KPP', '\\d{10,12}\\s*\\/\\s*(\\d[\\dA-Z]{4,11})(?![\\dA-Z])', isValidKpp);
  return [...own, ...pair.filter((p) => !own.some((o) => o.start === p.start))].sort(byStart);
}

/** ОГРН/ОГРНИП after their labels, and bare ones: 13 digits starting 1 or 5, 15 digits starting 3. */
export function scanOgrn(text: string): IdHit[] {
  const found = labelled(text, 'ОГРН(?:ИП)?|OGRN(?:IP)?', '(\\d{5,17})(?!\\d)', isValidOgrn);
  return [...found, ...bare(text, /(?<![\d\p{L}])(?:[15]\d{12}|3\d{14})(?![\d\p{L}])/gu, isValidOgrn, found)].sort(byStart);
}

/** БИК (9 digits) and SWIFT codes after `БИК`/`BIK`/`BIC`/`SWIFT`; a BIC has no checksum, so labels only. */
export function scanBic(text: string): IdHit[] {
  return labelled(text, 'БИК|BIK|BIC|SWIFT(?:\\s*code)?|SWIFT\\/BIC|BIC\\/SWIFT', '(\\d{9}(?!\\d)|\\d{5,8}(?!\\d)|[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![A-Z0-9]))', (v) => isValidBic(v) || isValidSwiftBic(v));
}

const ACCOUNT_DIGITS = '(\\d(?:[ \\u00a0]?\\d){19})(?![\\d])';
const SETTLEMENT_LABEL = 'р\\s*\\/\\s*сч?|р\\s*\\\\\\s*с|расч\\.?\\s*сч[её]т|расч[её]тный\\s+сч[её]т|сч[её]т\\s*№|settlement\\s+account|account(?:\\s+no\\.?)?';
const CORR_LABEL = 'к\\s*\\/\\s*сч?|кор\\s*\\/\\s*сч?|корр?\\.?\\s*сч[её]т|корреспондентский\\s+сч[её]т|correspondent\\s+account';

/**
 * 20-digit accounts after `р/с`, `к/с`, `расчетный счет`… and bare 20-digit numbers that pass the
 * control key with some BIC of the same text. `valid` needs a BIC: without one the key cannot be checked.
 */
export function scanAccounts(text: string): AccountHit[] {
  const bics = scanBic(text).filter((b) => /^\d{9}$/.test(b.value) && b.valid);
  const check = (account: string, at: number): string | null => {
    const near = [...bics].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at));
    return near.find((b) => isValidAccount(account, b.value))?.value ?? null;
  };
  const hits: AccountHit[] = [];
  const add = (h: IdHit, corrLabel: boolean): void => {
    if (hits.some((x) => x.start === h.start)) return;
    const bic = h.value.length === 20 ? check(h.value, h.start) : null;
    const kind = corrLabel || isCorrespondentAccount(h.value) ? 'correspondent' : 'settlement';
    hits.push({ ...h, valid: bic !== null, kind, bic });
  };
  for (const h of labelled(text, CORR_LABEL, ACCOUNT_DIGITS, () => false)) add(h, true);
  for (const h of labelled(text, SETTLEMENT_LABEL, ACCOUNT_DIGITS, () => false)) add(h, false);
  for (const m of text.matchAll(/(?<![\d\p{L}])\d{20}(?![\d\p{L}])/gu)) {
    if (hits.some((h) => m.index < h.end && h.start < m.index + 20)) continue;
    if (check(m[0], m.index) === null) continue;
    add({ value: m[0], raw: m[0], start: m.index, end: m.index + 20, valid: true }, false);
  }
  return hits.sort(byStart);
}

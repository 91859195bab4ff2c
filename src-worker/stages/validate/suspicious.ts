import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { currencyOf, parseAmount, scanAmounts } from '../extract/scanners/amounts';
import { amountInWords } from '../extract/scanners/words';
import type { AmountHit } from '../extract/scanners/types';
import { isCurrencyKey } from './keys';
import { amountRole } from './totals';
import { isObject, joinPath } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/**
 * suspicious_amount: a sum above 100 million roubles is where a misread digit or a lost decimal
 * comma costs most, and Russian documents repeat such sums in words. An amount passes when the text
 * has an amount in words of the same value anywhere, or any amount in words within 500 characters of
 * where the figures occur.
 */

export const SUSPICIOUS_ABOVE = 100_000_000;
export const WORDS_NEARBY = 500;

/** The currency in force for a value: its own (`150 000 000 руб.`), else the nearest `currency` field above it. */
function currencyFor(value: JsonValue, chain: JsonObject[]): string | null {
  if (typeof value === 'string') {
    const own = parseAmount(value)?.currency;
    if (own) return own;
  }
  for (const obj of [...chain].reverse()) {
    for (const [k, v] of Object.entries(obj)) {
      if (!isCurrencyKey(k) || typeof v !== 'string' && typeof v !== 'number') continue;
      const s = String(v).trim();
      if (s === '643' || /^(?:RUB|RUR)$/iu.test(s)) return 'RUB';
      return currencyOf(s) ?? (/^[A-Z]{3}$/.test(s) ? s : null);
    }
  }
  return null;
}

/** Where the figures of `amount` occur in the text: amount hits of that value, and the plain digit run. */
function positionsOf(amount: number, text: string, hits: AmountHit[]): number[] {
  const at = hits.filter((h) => Math.abs(h.value.amount - amount) < 0.005).map((h) => h.start);
  const plain = String(Math.trunc(amount));
  for (let i = text.indexOf(plain); i >= 0; i = text.indexOf(plain, i + 1)) at.push(i);
  return at;
}

function confirmed(amount: number, text: string, words: AmountHit[], figures: AmountHit[]): boolean {
  if (words.some((w) => Math.abs(w.value.amount - amount) < 0.005 || Math.trunc(w.value.amount) === Math.trunc(amount))) return true;
  return positionsOf(amount, text, figures).some((p) => words.some((w) => w.end >= p - WORDS_NEARBY && w.start <= p + WORDS_NEARBY));
}

export function checkLargeAmounts(result: JsonObject, text: string): Warning[] {
  const out: Warning[] = [];
  let words: AmountHit[] | null = null;
  let figures: AmountHit[] | null = null;
  const visit = (value: JsonValue, key: string, path: string, chain: JsonObject[]): void => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) visit(v, k, joinPath(path, k), [...chain, value]);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, key, joinPath(path, i), chain));
      return;
    }
    if (amountRole(key) === null) return;
    const amount = typeof value === 'number' ? value : typeof value === 'string' ? parseAmount(value)?.amount ?? null : null;
    if (amount === null || Math.abs(amount) <= SUSPICIOUS_ABOVE) return;
    const currency = currencyFor(value, chain);
    if (currency !== null && currency !== 'RUB') return;
    words ??= amountInWords(text);
    figures ??= scanAmounts(text);
    if (confirmed(Math.abs(amount), text, words, figures)) return;
    out.push(warn('suspicious_amount', `amount ${amount} is above 100 million RUB and the document has no amount in words to confirm it`, path));
  };
  visit(result, '', '', []);
  return out;
}

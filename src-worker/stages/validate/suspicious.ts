import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { currencyOf, parseAmount, scanAmounts } from '../../lib/scanners/amounts';
import { amountInWords } from '../../lib/scanners/words';
import type { AmountHit } from '../../lib/scanners/types';
import { isCurrencyKey } from './keys';
import { isMoneyKey } from './totals';
import { isObject, joinPath } from './tree';
import { warn } from './warn';
import type { Warning } from '../../../src-shared/contract/warnings';

/**
 * suspicious_amount (SPEC: "amount above 100 million RUB with no amount in words nearby"): a sum that
 * large is where a misread digit or a lost decimal comma costs most, and Russian documents repeat
 * such sums in words beside the figures.
 *
 * Which leaves are money, whatever the schema calls them: a value that carries its currency
 * ("150 000 000 руб."), a number the document prints as money (with a currency, kopecks or thousands
 * grouping: "Стоимость работ: 150 000 000 руб." makes `contract_value` money), or a key that names
 * money (amounts of any role and prices, in our languages) — the last for figures the document does
 * not print that way, such as a misread one.
 *
 * Which currency: the value's own, else the nearest `currency` field above it, else the currency
 * printed with the same figure in the text, else the document's: roubles for a document in Russian
 * (more Cyrillic than Latin letters), unknown otherwise. Only roubles are checked: the bar is set in
 * roubles, we hold no exchange rates, and the custom of writing sums in words is the Russian one.
 *
 * Confirmed ("in words nearby"): an amount in words within WORDS_NEARBY characters of a place where
 * the figure is printed; or, where the figure is not printed at all, the same sum in words (the
 * words are then the source of the figure).
 */

export const SUSPICIOUS_ABOVE = 100_000_000;
/** "Nearby": a sum in words follows its figures in the same clause or the line under a total, well within this many characters. */
export const WORDS_NEARBY = 500;

const sameSum = (a: number, b: number): boolean => Math.abs(a - b) < 0.005 || Math.trunc(a) === Math.trunc(b);

interface TextMoney {
  text: string;
  figures: AmountHit[];
  words: AmountHit[];
  /** The currency of a figure the text does not name it for. */
  defaultCurrency: string | null;
}

function readText(text: string): TextMoney {
  const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  return { text, figures: scanAmounts(text), words: amountInWords(text), defaultCurrency: cyrillic > latin ? 'RUB' : null };
}

/** The nearest `currency` field above a value: `RUB`, `643`, `руб.`, `USD`. */
function currencyField(chain: JsonObject[]): string | null {
  for (const obj of [...chain].reverse()) {
    for (const [k, v] of Object.entries(obj)) {
      if (!isCurrencyKey(k) || (typeof v !== 'string' && typeof v !== 'number')) continue;
      const s = String(v).trim();
      if (s === '643' || /^(?:RUB|RUR)$/iu.test(s)) return 'RUB';
      return currencyOf(s) ?? (/^[A-Z]{3}$/.test(s) ? s : null);
    }
  }
  return null;
}

/** Where the figures of `amount` are printed: amount hits of that value, and the plain digit run. */
function positionsOf(amount: number, m: TextMoney): number[] {
  const at = m.figures.filter((h) => sameSum(Math.abs(h.value.amount), amount)).map((h) => h.start);
  const plain = String(Math.trunc(amount));
  for (let i = m.text.indexOf(plain); i >= 0; i = m.text.indexOf(plain, i + 1)) at.push(i);
  return at;
}

function confirmed(amount: number, m: TextMoney): boolean {
  const at = positionsOf(amount, m);
  if (at.length === 0) return m.words.some((w) => sameSum(w.value.amount, amount));
  return at.some((p) => m.words.some((w) => w.end >= p - WORDS_NEARBY && w.start <= p + WORDS_NEARBY));
}

export function checkLargeAmounts(result: JsonObject, text: string): Warning[] {
  const out: Warning[] = [];
  let money: TextMoney | null = null;
  const visit = (value: JsonValue, key: string, path: string, chain: JsonObject[]): void => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) visit(v, k, joinPath(path, k), [...chain, value]);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, key, joinPath(path, i), chain));
      return;
    }
    if (typeof value !== 'number' && typeof value !== 'string') return;
    const own = typeof value === 'string' ? parseAmount(value) : { amount: value, currency: null };
    if (!own || Math.abs(own.amount) <= SUSPICIOUS_ABOVE) return;
    money ??= readText(text);
    const amount = Math.abs(own.amount);
    // scanAmounts keeps only figures that look like money (a currency, kopecks, thousands grouping).
    const printed = money.figures.filter((h) => sameSum(Math.abs(h.value.amount), amount));
    // Neither its currency, its key nor the document says it is money: an identifier ("10016137436"), a count.
    if (!own.currency && !isMoneyKey(key) && printed.length === 0) return;
    const currency = own.currency ?? currencyField(chain) ?? printed.find((h) => h.value.currency)?.value.currency ?? money.defaultCurrency;
    if (currency !== 'RUB') return;
    if (confirmed(amount, money)) return;
    out.push(warn('suspicious_amount', `amount ${own.amount} is above 100 million RUB and no amount in words stands near its figures`, path));
  };
  visit(result, '', '', []);
  return out;
}

import type { AmountHit } from './types';
import { zhAmountsInWords } from './words-zh';

/**
 * Amounts written in words ("сумма прописью"): Russian and English number words, with the currency
 * and the kopecks/cents that follow, and Chinese numerals (words-zh.ts). Contracts and invoices
 * repeat a large total in words; a validator uses these hits to confirm an amount in figures.
 */

type Kind = 'unit' | 'teen' | 'ten' | 'hundred' | 'hundredMul' | 'scale';
interface Word { kind: Kind; value: number }

const WORDS = new Map<string, Word>();
function add(kind: Kind, entries: [string, number][]): void {
  for (const [w, value] of entries) WORDS.set(w, { kind, value });
}
add('unit', [['ноль', 0], ['один', 1], ['одна', 1], ['одно', 1], ['два', 2], ['две', 2], ['три', 3], ['четыре', 4], ['пять', 5], ['шесть', 6], ['семь', 7], ['восемь', 8], ['девять', 9]]);
add('teen', [['десять', 10], ['одиннадцать', 11], ['двенадцать', 12], ['тринадцать', 13], ['четырнадцать', 14], ['пятнадцать', 15], ['шестнадцать', 16], ['семнадцать', 17], ['восемнадцать', 18], ['девятнадцать', 19]]);
add('ten', [['двадцать', 20], ['тридцать', 30], ['сорок', 40], ['пятьдесят', 50], ['шестьдесят', 60], ['семьдесят', 70], ['восемьдесят', 80], ['девяносто', 90]]);
add('hundred', [['сто', 100], ['двести', 200], ['триста', 300], ['четыреста', 400], ['пятьсот', 500], ['шестьсот', 600], ['семьсот', 700], ['восемьсот', 800], ['девятьсот', 900]]);
add('scale', [['тысяча', 1e3], ['тысячи', 1e3], ['тысяч', 1e3], ['миллион', 1e6], ['миллиона', 1e6], ['миллионов', 1e6], ['миллиард', 1e9], ['миллиарда', 1e9], ['миллиардов', 1e9], ['триллион', 1e12], ['триллиона', 1e12], ['триллионов', 1e12]]);
add('unit', [['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9]]);
add('teen', [['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15], ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19]]);
add('ten', [['twenty', 20], ['thirty', 30], ['forty', 40], ['fourty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90]]);
add('hundredMul', [['hundred', 100]]);
add('scale', [['thousand', 1e3], ['million', 1e6], ['billion', 1e9], ['trillion', 1e12], ['lakh', 1e5], ['lakhs', 1e5], ['crore', 1e7], ['crores', 1e7]]);

/** Currency words (lower case, prefix match on the stem) → ISO code. */
const CURRENCY_STEMS: [RegExp, string][] = [
  [/^(?:рубл[ьяей]{1,2}|руб)$/u, 'RUB'], [/^доллар(?:а|ов)?$/u, 'USD'], [/^евро$/u, 'EUR'], [/^юан(?:ь|я|ей)$/u, 'CNY'],
  [/^фунт(?:а|ов)?$/u, 'GBP'], [/^(?:dollars?)$/u, 'USD'], [/^euros?$/u, 'EUR'], [/^(?:pounds?)$/u, 'GBP'],
  [/^rupees?$/u, 'INR'], [/^yuan$/u, 'CNY'], [/^r[o]?ubles?$/u, 'RUB'],
];
const FRACTION_WORD = /^(?:копе(?:йка|йки|ек)|коп|цент(?:а|ов)?|cents?|paise|pence|kopecks?|kopeks?)$/u;

interface Tok { lower: string; start: number; end: number }

function tokenize(text: string): Tok[] {
  const toks: Tok[] = [];
  for (const m of text.matchAll(/\p{L}+|\d+(?:\/100)?/gu)) {
    toks.push({ lower: m[0].toLowerCase().replace(/ё/g, 'е'), start: m.index, end: m.index + m[0].length });
  }
  return toks;
}

function currencyWord(tok: Tok | undefined): string | null {
  if (!tok) return null;
  for (const [re, code] of CURRENCY_STEMS) if (re.test(tok.lower)) return code;
  return null;
}

/** A currency name at `toks[k]`, with `US` before (`US Dollars`) or `США` after (`долларов США`). */
function currencyAt(toks: Tok[], k: number): { code: string; last: number } | null {
  const at = toks[k]?.lower === 'us' ? k + 1 : k;
  const code = currencyWord(toks[at]);
  if (!code) return null;
  return { code, last: code === 'USD' && toks[at + 1]?.lower === 'сша' ? at + 1 : at };
}

/** Text between two tokens that may sit inside one written number. */
const inNumberGap = (gap: string): boolean => /^[\s-]*$/u.test(gap);

interface Parsed { value: number; next: number; words: number; hasScale: boolean }

/**
 * Reads number words from `toks[i]`, stopping at the first word that cannot continue the number
 * (`двадцать тридцать` is two numbers). Groups below a thousand follow hundreds → tens → units.
 */
function readNumber(toks: Tok[], text: string, i: number): Parsed | null {
  let total = 0;
  let group = 0;
  let lastScale = Infinity;
  let has = { hundreds: false, tens: false, units: false };
  let j = i;
  let words = 0;
  let hasScale = false;
  while (j < toks.length) {
    const tok = toks[j] as Tok;
    if (j > i && !inNumberGap(text.slice((toks[j - 1] as Tok).end, tok.start))) break;
    // English "one hundred and five": `and` joins only when a number word follows.
    if (tok.lower === 'and' && j > i) {
      const nextWord = toks[j + 1] ? WORDS.get((toks[j + 1] as Tok).lower) : undefined;
      if (nextWord && nextWord.kind !== 'scale' && nextWord.kind !== 'hundredMul') { j += 1; continue; }
      break;
    }
    const w = WORDS.get(tok.lower);
    if (!w) break;
    if (w.value === 0 && words > 0) break;
    let ok = true;
    switch (w.kind) {
      case 'hundred': ok = !has.hundreds && !has.tens && !has.units; if (ok) has.hundreds = true; break;
      case 'ten': ok = !has.tens && !has.units; if (ok) has.tens = true; break;
      case 'teen': ok = !has.tens && !has.units; if (ok) { has.tens = true; has.units = true; } break;
      case 'unit': ok = !has.units; if (ok) has.units = true; break;
      case 'hundredMul': ok = group > 0 && group < 100 && !has.hundreds; break;
      case 'scale': ok = w.value < lastScale && (group > 0 || words === 0 || total === 0); break;
    }
    if (!ok) break;
    if (w.kind === 'hundredMul') {
      group *= 100;
      has = { hundreds: true, tens: false, units: false };
    } else if (w.kind === 'scale') {
      total += (group || 1) * w.value;
      group = 0;
      lastScale = w.value;
      hasScale = true;
      has = { hundreds: false, tens: false, units: false };
    } else {
      group += w.value;
    }
    words += 1;
    j += 1;
  }
  // A trailing `and` is not part of the number.
  while (j > i && (toks[j - 1] as Tok).lower === 'and') j -= 1;
  return words === 0 ? null : { value: total + group, next: j, words, hasScale };
}

/** Kopecks/cents after the currency: `00 копеек`, `ноль копеек`, `and 50 cents`, `and 50/100`. */
function readFraction(toks: Tok[], text: string, i: number): { cents: number; next: number } | null {
  let j = i;
  if (toks[j]?.lower === 'and' || toks[j]?.lower === 'и') j += 1;
  const tok = toks[j];
  if (!tok || j > 0 && !/^[\s,-]*$/u.test(text.slice((toks[j - 1] as Tok).end, tok.start))) return null;
  const over100 = /^(\d{1,2})\/100$/.exec(tok.lower);
  if (over100) return { cents: Number(over100[1]), next: j + 1 };
  let cents: number;
  let k: number;
  if (/^\d{1,2}$/.test(tok.lower)) {
    cents = Number(tok.lower);
    k = j + 1;
  } else {
    const n = readNumber(toks, text, j);
    if (!n || n.value > 99) return null;
    cents = n.value;
    k = n.next;
  }
  const unit = toks[k];
  if (!unit || !FRACTION_WORD.test(unit.lower) || !/^\s*$/u.test(text.slice((toks[k - 1] as Tok).end, unit.start))) return null;
  return { cents, next: k + 1 };
}

function ruEnAmountsInWords(text: string): AmountHit[] {
  const toks = tokenize(text);
  const hits: AmountHit[] = [];
  let i = 0;
  while (i < toks.length) {
    const n = readNumber(toks, text, i);
    if (!n) { i += 1; continue; }
    let first = i;
    let last = n.next - 1;
    // Currency before (Indian and some English invoices: "Rupees Five Hundred Only", "US Dollars ...").
    let currency = i > 0 && /^[\s:]*$/u.test(text.slice((toks[i - 1] as Tok).end, (toks[i] as Tok).start)) ? currencyWord(toks[i - 1]) : null;
    if (currency) first = i - 1;
    let next = n.next;
    // Currency after, possibly past the closing parenthesis of "74 000 (Семьдесят четыре тысячи) рублей".
    const after = toks[next];
    if (!currency && after && /^[\s)]*$/u.test(text.slice((toks[last] as Tok).end, after.start))) {
      const c = currencyAt(toks, next);
      if (c) { currency = c.code; last = c.last; next = c.last + 1; }
    }
    let cents = 0;
    // Cheque style: "Twenty-Five Thousand and 00/100 US Dollars" — the fraction comes before the currency.
    const over100 = /^(\d{1,2})\/100$/.exec(toks[next + 1]?.lower ?? '');
    if (!currency && toks[next]?.lower === 'and' && over100) {
      const c = currencyAt(toks, next + 2);
      cents = Number(over100[1]);
      last = c ? c.last : next + 1;
      next = last + 1;
      currency = c?.code ?? null;
    }
    const fraction = currency && cents === 0 ? readFraction(toks, text, next) : null;
    if (fraction) { cents = fraction.cents; last = fraction.next - 1; next = fraction.next; }
    if (toks[next]?.lower === 'only' && /^\s*$/u.test(text.slice((toks[last] as Tok).end, (toks[next] as Tok).start))) { last = next; next += 1; }
    // A lone number word ("один экземпляр", "one of") is prose, not an amount.
    if (currency || n.words >= 2 || n.hasScale) {
      const start = (toks[first] as Tok).start;
      const end = (toks[last] as Tok).end;
      hits.push({ value: { amount: Math.round((n.value + cents / 100) * 100) / 100, currency }, raw: text.slice(start, end), start, end });
    }
    i = next;
  }
  return hits;
}

/** Every amount written in words (Russian, English, Chinese), in text order. */
export function amountInWords(text: string): AmountHit[] {
  return [...ruEnAmountsInWords(text), ...zhAmountsInWords(text)].sort((a, b) => a.start - b.start);
}

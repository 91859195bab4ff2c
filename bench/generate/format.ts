import type { Rng } from './prng';

export type Lang = 'en' | 'de' | 'fr' | 'zh' | 'ru';

/** A number format: thousands separator and decimal mark. */
export interface NumFormat { thou: string; dec: string }

const NF = {
  enComma: { thou: ',', dec: '.' },
  plainDot: { thou: '', dec: '.' },
  deDot: { thou: '.', dec: ',' },
  plainComma: { thou: '', dec: ',' },
  spaceComma: { thou: ' ', dec: ',' },
  nbspComma: { thou: '\u00a0', dec: ',' },
  thinComma: { thou: '\u202f', dec: ',' },
  swiss: { thou: "'", dec: '.' },
} as const satisfies Record<string, NumFormat>;

/** The language's usual number formats first (drawn ~80% of the time), then any other. */
export function pickNumFormat(r: Rng, lang: Lang, currency: string): NumFormat {
  const usual: Record<Lang, NumFormat[]> = {
    en: [NF.enComma, NF.enComma, NF.plainDot],
    zh: [NF.enComma, NF.plainDot],
    de: [NF.deDot, NF.deDot, NF.plainComma],
    fr: [NF.thinComma, NF.spaceComma, NF.plainComma],
    ru: [NF.spaceComma, NF.nbspComma, NF.plainComma],
  };
  if (currency === 'CHF' && r.chance(0.6)) return NF.swiss;
  if (r.chance(0.8)) return r.pick(usual[lang]);
  return r.pick(Object.values(NF));
}

export function fmtNum(n: number, f: NumFormat, decimals = 2): string {
  const neg = n < 0;
  const [int = '0', frac] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = f.thou ? int.replace(/\B(?=(\d{3})+(?!\d))/g, f.thou) : int;
  return `${neg ? '-' : ''}${grouped}${frac !== undefined ? f.dec + frac : ''}`;
}

/** A quantity: whole numbers without decimals (or with a fixed 2/3 in some documents), fractions as needed. */
export function fmtQty(q: number, f: NumFormat, style: 'plain' | 'fixed2' | 'fixed3'): string {
  if (style === 'fixed2') return fmtNum(q, f, 2);
  if (style === 'fixed3') return fmtNum(q, f, 3);
  if (Number.isInteger(q)) return fmtNum(q, f, 0);
  const s = String(q).split('.')[1]?.length ?? 0;
  return fmtNum(q, f, Math.min(3, s));
}

export interface Ymd { y: number; m: number; d: number }
export const isoOf = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;

const MONTHS: Record<string, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

export type DateStyle = (d: Ymd) => string;
const p2 = (n: number): string => String(n).padStart(2, '0');
const DS = {
  dotted: (d: Ymd) => `${p2(d.d)}.${p2(d.m)}.${d.y}`,
  iso: (d: Ymd) => isoOf(d),
  slashDmy: (d: Ymd) => `${p2(d.d)}/${p2(d.m)}/${d.y}`,
  slashMdy: (d: Ymd) => `${p2(d.m)}/${p2(d.d)}/${d.y}`,
  enLong: (d: Ymd) => `${d.d} ${MONTHS.en?.[d.m - 1]} ${d.y}`,
  enUs: (d: Ymd) => `${MONTHS.en?.[d.m - 1]} ${d.d}, ${d.y}`,
  deLong: (d: Ymd) => `${d.d}. ${MONTHS.de?.[d.m - 1]} ${d.y}`,
  frLong: (d: Ymd) => `${d.d} ${MONTHS.fr?.[d.m - 1]} ${d.y}`,
  zh: (d: Ymd) => `${d.y}年${d.m}月${d.d}日`,
  zhSlash: (d: Ymd) => `${d.y}/${p2(d.m)}/${p2(d.d)}`,
  ruLong: (d: Ymd) => `${d.d} ${MONTHS.ru?.[d.m - 1]} ${d.y} г.`,
  ruQuoted: (d: Ymd) => `«${d.d}» ${MONTHS.ru?.[d.m - 1]} ${d.y} г.`,
} satisfies Record<string, DateStyle>;

/**
 * A date format for the language. Slash formats, whose day and month a reader cannot tell apart, are
 * used only for days past the 12th (the truth must be recoverable).
 */
export function pickDateStyle(r: Rng, lang: Lang, d: Ymd, currency: string): DateStyle {
  const unambiguous = d.d > 12;
  const pools: Record<Lang, DateStyle[]> = {
    en: [DS.enLong, DS.enUs, DS.iso, DS.dotted, ...(unambiguous ? [currency === 'USD' ? DS.slashMdy : DS.slashDmy] : [])],
    de: [DS.dotted, DS.dotted, DS.deLong, DS.iso],
    fr: [DS.frLong, DS.dotted, ...(unambiguous ? [DS.slashDmy, DS.slashDmy] : [DS.frLong])],
    zh: [DS.zh, DS.zh, DS.iso, DS.zhSlash],
    ru: [DS.dotted, DS.dotted, DS.ruLong, DS.ruQuoted],
  };
  return r.pick(pools[lang]);
}
export const ruLongDate = DS.ruLong;
export const ruQuotedDate = DS.ruQuoted;
export const dottedDate = DS.dotted;

/** How a currency is shown next to money: a symbol or the ISO code, before or after, or nowhere (stated once). */
export const SYMBOL: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF', RUB: '₽', CNY: '¥' };

export function moneyFormatter(r: Rng, lang: Lang, currency: string, nf: NumFormat): { money: (n: number) => string; showsEach: boolean } {
  const style = r.pick(['none', 'none', 'symbol', 'code'] as const);
  const sym = SYMBOL[currency] ?? currency;
  const after = lang === 'de' || lang === 'fr' || lang === 'ru';
  const money = (n: number): string => {
    const s = fmtNum(n, nf);
    if (style === 'none') return s;
    const unit = style === 'symbol' ? sym : currency;
    return after || unit.length === 3 ? `${s}\u00a0${unit}` : `${unit}${s}`;
  };
  return { money, showsEach: style !== 'none' };
}

/** Russian amount in words ("Двенадцать тысяч триста сорок пять рублей 00 копеек"). */
export function rubInWords(n: number): string {
  const units = [['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'], ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять']];
  const teens = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
  const tens = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
  const hundreds = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];
  const plural = (k: number, forms: [string, string, string]): string => {
    const a = k % 100; const b = k % 10;
    if (a >= 11 && a <= 14) return forms[2];
    return b === 1 ? forms[0] : b >= 2 && b <= 4 ? forms[1] : forms[2];
  };
  const triad = (k: number, fem: number): string[] => {
    const out: string[] = [];
    out.push(hundreds[Math.floor(k / 100)] ?? '');
    const t = k % 100;
    if (t >= 10 && t < 20) out.push(teens[t - 10] ?? '');
    else { out.push(tens[Math.floor(t / 10)] ?? ''); out.push(units[fem]?.[t % 10] ?? ''); }
    return out.filter(Boolean);
  };
  const rub = Math.floor(n + 1e-9);
  const kop = Math.round((n - rub) * 100);
  const words: string[] = [];
  const mln = Math.floor(rub / 1e6); const th = Math.floor((rub % 1e6) / 1000); const rest = rub % 1000;
  if (mln) words.push(...triad(mln, 0), plural(mln, ['миллион', 'миллиона', 'миллионов']));
  if (th) words.push(...triad(th, 1), plural(th, ['тысяча', 'тысячи', 'тысяч']));
  if (rest || words.length === 0) words.push(...(rest ? triad(rest, 0) : ['ноль']));
  const s = `${words.join(' ')} ${plural(rub, ['рубль', 'рубля', 'рублей'])} ${String(kop).padStart(2, '0')} ${plural(kop, ['копейка', 'копейки', 'копеек'])}`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

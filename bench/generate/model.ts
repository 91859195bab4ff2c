/** The content of one generated document and its ground truth (bench/extract-score's canonical form). */
import type { Lang, Ymd } from './format';
import { isoOf } from './format';
import type { Goods, Party } from './names';
import { articleOf, goodsOf, partyOf } from './names';
import type { Rng } from './prng';

export type Kind = 'invoice' | 'torg12' | 'upd' | 'act';
/** excl: prices without VAT, VAT added; incl: prices with VAT, the VAT contained is stated (Russian invoices, acts). */
export type VatMode = 'excl' | 'incl';

export interface Line {
  name: string;
  article: string;
  unit: string;
  qty: number;
  price: number;
  rate: number;
  net: number;
  vat: number;
  gross: number;
  /** A group heading printed above this line (not an item). */
  group?: string;
  /** A sub-line printed under this line ("incl. deposit"; not an item). */
  sub?: string;
}

export interface Doc {
  kind: Kind;
  lang: Lang;
  number: string;
  date: Ymd;
  due: Ymd;
  currency: string;
  seller: Party;
  buyer: Party;
  /** The consignee when it differs from the buyer (waybills, УПД). */
  consignee: Party | null;
  lines: Line[];
  mode: VatMode;
  /** Discount and shipping of the totals block (only with one VAT rate and no VAT per line). */
  discount: number;
  shipping: number;
  subtotal: number;
  net: number;
  vat: number;
  gross: number;
  vatByRate: { rate: number; base: number; vat: number }[];
  contract: { number: string; date: Ymd };
}

export interface DocOptions {
  kind: Kind;
  lang: Lang;
  mode: VatMode;
  /** VAT rates to draw lines from (several give a multi-rate document). */
  rates: number[];
  currency: string;
  adjustments: boolean;
  services: boolean;
  maxRows: number;
  /** Rows drawn from this many up to maxRows (a long document's family); null: mostly short documents. */
  minRows: number | null;
  groups: string[] | null;
  deposits: string | null;
}

const cents = (n: number): number => Math.round(n * 100);
const fromCents = (c: number): number => Math.round(c) / 100;

export const addDays = (d: Ymd, n: number): Ymd => {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};

function numberFor(r: Rng, lang: Lang, kind: Kind, y: number): string {
  if (lang === 'ru') return r.pick([() => `${r.int(1, 999)}`, () => `${r.int(1, 99)}/${r.int(1, 12)}`, () => `${r.pick(['ЦБ', 'УТ', 'АА'])}-${r.int(100, 9999)}`, () => `${r.int(1000, 9999)}`])();
  if (kind === 'act') return r.pick([() => `ACT-${y}-${r.int(1, 999)}`, () => `${r.int(10, 999)}`])();
  return r.pick([() => `INV-${y}-${String(r.int(1, 9999)).padStart(4, '0')}`, () => `${y}${String(r.int(1, 999)).padStart(4, '0')}`, () => `RE-${r.int(10000, 99999)}`,
    () => `F${y}-${r.int(100, 999)}`, () => `${r.int(1000, 99999)}`, () => `${y}/${r.int(10, 999)}`, () => `${String.fromCharCode(65 + r.int(0, 25))}${r.int(100000, 999999)}`])();
}

export function makeDoc(r: Rng, o: DocOptions): Doc {
  const y = r.int(2021, 2025);
  const date: Ymd = { y, m: r.int(1, 12), d: r.int(1, 28) };
  const seller = partyOf(r.fork('seller'), o.lang);
  const buyer = partyOf(r.fork('buyer'), o.lang, { soleTrader: o.lang === 'ru' ? r.chance(0.12) : false });
  const consignee = r.chance(0.3) ? partyOf(r.fork('consignee'), o.lang, { soleTrader: false }) : null;
  const rows = o.minRows !== null ? r.int(o.minRows, o.maxRows) : r.chance(0.2) ? r.int(13, o.maxRows) : r.int(1, Math.min(12, o.maxRows));
  const singleRate = o.adjustments || o.mode === 'incl' || r.chance(0.6);
  const mainRate = o.rates[0] ?? 0;
  const lines: Line[] = [];
  const lr = r.fork('lines');
  for (let i = 0; i < rows; i++) {
    const g: Goods = goodsOf(lr, o.lang, o.services || (o.kind === 'invoice' && lr.chance(0.15)), 0.25);
    const qty = g.frac && lr.chance(0.7) ? lr.int(1, 4000) / (lr.chance(0.5) ? 10 : 100) : lr.chance(0.7) ? lr.int(1, 10) : lr.int(11, 500);
    const priceC = qty > 20 ? lr.int(20, 5000) : lr.chance(0.3) ? lr.int(5, 999) * 100 : lr.int(35, 150000);
    const rate = singleRate ? mainRate : lr.pick(o.rates);
    const amountC = Math.round((Math.round(qty * 1000) * priceC) / 1000);
    const line: Line = { name: g.name, article: articleOf(lr), unit: g.unit, qty, price: fromCents(priceC), rate, net: 0, vat: 0, gross: 0 };
    if (o.mode === 'excl') {
      const vatC = Math.round((amountC * Math.round(rate * 10)) / 1000);
      Object.assign(line, { net: fromCents(amountC), vat: fromCents(vatC), gross: fromCents(amountC + vatC) });
    } else {
      Object.assign(line, { gross: fromCents(amountC) });
    }
    lines.push(line);
  }
  if (o.groups && lines.length >= 3 && r.chance(0.5)) {
    const cut = r.int(1, lines.length - 1);
    const [a, b] = r.shuffle(o.groups);
    (lines[0] as Line).group = a ?? '';
    (lines[cut] as Line).group = b ?? '';
  }
  if (o.deposits) for (const l of lines) if (r.chance(0.2)) l.sub = o.deposits;
  let subtotalC: number; let netC: number; let vatC: number; let grossC: number; let discountC = 0; let shippingC = 0;
  const byRate = new Map<number, { base: number; vat: number }>();
  if (o.mode === 'excl') {
    subtotalC = lines.reduce((s, l) => s + cents(l.net), 0);
    if (o.adjustments) {
      if (r.chance(0.6)) discountC = Math.round((subtotalC * r.pick([2, 3, 5, 10])) / 100);
      if (r.chance(0.6)) shippingC = r.pick([490, 995, 1500, 2500, 4900]);
      netC = subtotalC - discountC + shippingC;
      vatC = Math.round((netC * Math.round(mainRate * 10)) / 1000);
      byRate.set(mainRate, { base: netC, vat: vatC });
    } else {
      netC = subtotalC;
      vatC = lines.reduce((s, l) => s + cents(l.vat), 0);
      for (const l of lines) {
        const e = byRate.get(l.rate) ?? { base: 0, vat: 0 };
        e.base += cents(l.net); e.vat += cents(l.vat);
        byRate.set(l.rate, e);
      }
    }
    grossC = netC + vatC;
  } else {
    grossC = lines.reduce((s, l) => s + cents(l.gross), 0);
    subtotalC = grossC;
    vatC = Math.round((grossC * mainRate) / (100 + mainRate));
    netC = grossC - vatC;
    byRate.set(mainRate, { base: netC, vat: vatC });
  }
  return {
    kind: o.kind, lang: o.lang, number: numberFor(r, o.lang, o.kind, y), date, due: addDays(date, r.pick([7, 10, 14, 30])), currency: o.currency,
    seller, buyer, consignee, lines, mode: o.mode,
    discount: fromCents(discountC), shipping: fromCents(shippingC), subtotal: fromCents(subtotalC), net: fromCents(netC), vat: fromCents(vatC), gross: fromCents(grossC),
    vatByRate: [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rate, v]) => ({ rate, base: fromCents(v.base), vat: fromCents(v.vat) })),
    contract: { number: `${r.int(1, 300)}${r.chance(0.4) ? `/${y}` : ''}`, date: addDays(date, -r.int(20, 400)) },
  };
}

/** The ground truth in the form bench/extract-score's canonGt reads. */
export interface Truth {
  kind: Kind;
  number: string;
  date: string;
  seller: { name: string; inn: string | null };
  buyer: { name: string; inn: string | null };
  currency?: string;
  total_net?: number;
  total_tax: number;
  total_gross: number;
  lines: { name: string; quantity: number; amount: number }[];
}

/**
 * What the document states: `amount` is the line's gross when the table prints a gross column, else its
 * net (what the catalog's amount_gross, else amount_net, holds); a field the page does not print is left out.
 */
export function truthOf(doc: Doc, printed: { grossColumn: boolean; netTotal: boolean; currency: boolean }): Truth {
  return {
    kind: doc.kind, number: doc.number, date: isoOf(doc.date),
    seller: { name: doc.seller.name, inn: doc.seller.inn }, buyer: { name: doc.buyer.name, inn: doc.buyer.inn },
    ...(printed.currency ? { currency: doc.currency } : {}),
    ...(printed.netTotal ? { total_net: doc.net } : {}),
    total_tax: doc.vat, total_gross: doc.gross,
    lines: doc.lines.map((l) => ({ name: l.name, quantity: l.qty, amount: printed.grossColumn ? l.gross : l.net })),
  };
}

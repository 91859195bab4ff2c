/** What every family's template shares: the drawing context, escaping, the page shell, the item table, a logo. */
import type { DateStyle, Lang, NumFormat, Ymd } from './format';
import { fmtNum, fmtQty, moneyFormatter, pickDateStyle, pickNumFormat } from './format';
import type { Doc, Line } from './model';
import type { Label, Pools } from './phrases/types';
import { isHeldOnly, phraseText } from './phrases/types';
import { EN } from './phrases/en';
import { DE } from './phrases/de';
import { FR } from './phrases/fr';
import { ZH } from './phrases/zh';
import { RU } from './phrases/ru';
import type { Rng } from './prng';

export const POOLS: Record<Lang, Pools> = { en: EN, de: DE, fr: FR, zh: ZH, ru: RU };

export type ColKey = 'no' | 'article' | 'name' | 'unit' | 'qty' | 'price' | 'vatRate' | 'vat' | 'net' | 'gross';

export interface Ctx {
  r: Rng;
  doc: Doc;
  lang: Lang;
  held: boolean;
  /** The phrasing of a label for this document (drawn once per label, held-only phrasings for held families only). */
  L(label: Label): string;
  nf: NumFormat;
  money(n: number): string;
  /** Whether amounts print their currency (else the family must state it once). */
  moneyShowsCurrency: boolean;
  num(n: number): string;
  qty(q: number): string;
  date(d: Ymd): string;
  font: string;
  size: number;
  /** Set by the family: what the page prints that the truth depends on. */
  printed: { grossColumn: boolean; netTotal: boolean; currency: boolean };
}

const FONTS = ["'Liberation Sans'", "'Liberation Serif'", "'DejaVu Sans'", "'DejaVu Serif'", "'Liberation Sans Narrow'", "'DejaVu Sans Condensed'", "'Liberation Mono'"];

export function makeCtx(r: Rng, doc: Doc, held: boolean): Ctx {
  const pools = POOLS[doc.lang];
  const chosen = new Map<Label, string>();
  const nf = pickNumFormat(r, doc.lang, doc.currency);
  const ds: DateStyle = pickDateStyle(r, doc.lang, doc.date, doc.currency);
  const m = moneyFormatter(r, doc.lang, doc.currency, nf);
  const qtyStyle = r.pick(['plain', 'plain', 'plain', doc.lang === 'ru' ? 'fixed3' : 'fixed2'] as const);
  const font = doc.lang === 'zh' ? "'WenQuanYi Micro Hei'" : r.chance(0.9) ? r.pick(FONTS.slice(0, 6)) : r.pick(FONTS);
  const L = (label: Label): string => {
    const had = chosen.get(label);
    if (had !== undefined) return had;
    const pool = (pools[label] ?? POOLS.en[label] ?? [label]).filter((p) => held || !isHeldOnly(p));
    const p = phraseText(r.pick(pool.length ? pool : [label]));
    chosen.set(label, p);
    return p;
  };
  return { r, doc, lang: doc.lang, held, L, nf, money: m.money, moneyShowsCurrency: m.showsEach, num: (n) => fmtNum(n, nf), qty: (q) => fmtQty(q, nf, qtyStyle),
    date: ds, font, size: r.pick([10, 10.5, 11, 11.5, 12, 12.5, 13]), printed: { grossColumn: false, netTotal: true, currency: true } };
}

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function page(c: Ctx, body: string, opts: { landscape?: boolean; css?: string } = {}): string {
  const margin = c.r.pick(['12mm', '15mm', '18mm', '10mm 14mm']);
  return `<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><style>
@page { size: A4${opts.landscape ? ' landscape' : ''}; margin: ${margin}; }
* { box-sizing: border-box; }
body { font-family: ${c.font}, sans-serif; font-size: ${c.size}px; color: #111; margin: 0; }
table { border-collapse: collapse; }
td, th { vertical-align: top; }
.r { text-align: right; } .c { text-align: center; } .b { font-weight: bold; } .small { font-size: 0.85em; } .muted { color: #555; }
tr { page-break-inside: avoid; }
${opts.css ?? ''}
</style></head><body>
${body}
</body></html>`;
}

/** A logo drawn with shapes only (an image, no text layer). */
export function logo(r: Rng, size = 48): string {
  const hue = r.int(0, 359);
  const shape = r.pick([
    `<circle cx="24" cy="24" r="20" fill="hsl(${hue},60%,45%)"/><rect x="14" y="14" width="20" height="20" fill="white" transform="rotate(45 24 24)"/>`,
    `<rect x="4" y="4" width="40" height="40" rx="8" fill="hsl(${hue},55%,40%)"/><circle cx="24" cy="24" r="10" fill="white"/>`,
    `<polygon points="24,3 45,40 3,40" fill="hsl(${hue},65%,42%)"/><polygon points="24,18 34,36 14,36" fill="white"/>`,
  ]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${shape}</svg>`;
  return `<img alt="" width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
}

/**
 * The item columns: the name, quantity and the amount the truth needs always, the rest drawn. excl
 * documents with discounts show no VAT per line; incl documents show one amount (with VAT).
 */
export function chooseColumns(c: Ctx, opts: { adjustments: boolean; fixed?: ColKey[] } = { adjustments: false }): ColKey[] {
  if (opts.fixed) return opts.fixed;
  const r = c.r;
  let amounts: ColKey[];
  if (c.doc.mode === 'incl') amounts = r.pick([['gross'], ['gross'], ['vatRate', 'gross']]);
  else if (opts.adjustments || c.doc.vatByRate.length === 1 && r.chance(0.5)) amounts = r.pick([['net'], ['net'], ['vatRate', 'net']]);
  else amounts = r.pick([['net'], ['vatRate', 'net'], ['net', 'vatRate', 'vat', 'gross'], ['vatRate', 'net', 'vat', 'gross'], ['net', 'vat', 'gross'], ['vatRate', 'gross']]);
  if (c.doc.vatByRate.length > 1 && !amounts.includes('vatRate')) amounts = ['vatRate', ...amounts];
  const head: ColKey[] = [];
  if (r.chance(0.7)) head.push('no');
  const name: ColKey[] = r.chance(0.35) ? (r.chance(0.7) ? ['article', 'name'] : ['name', 'article']) : ['name'];
  const unit = r.chance(0.5);
  const qp: ColKey[] = c.lang === 'fr' && r.chance(0.3) ? ['price', 'qty'] : ['qty', 'price'];
  if (unit) qp.splice(r.chance(0.7) ? 1 : 0, 0, 'unit');
  if (r.chance(0.07)) qp.splice(qp.indexOf('price'), 1);
  return [...head, ...name, ...qp, ...amounts];
}

export function colLabel(c: Ctx, k: ColKey): string {
  const map: Record<ColKey, Label> = { no: 'colNo', article: 'colArticle', name: 'colName', unit: 'colUnit', qty: 'colQty', price: 'colPrice', vatRate: 'colVatRate', vat: 'colVat', net: 'colNet', gross: 'colGross' };
  return c.L(map[k]);
}

export function cell(c: Ctx, k: ColKey, l: Line, i: number): string {
  switch (k) {
    case 'no': return String(i + 1);
    case 'article': return esc(l.article);
    case 'name': return esc(l.name);
    case 'unit': return esc(l.unit);
    case 'qty': return c.qty(l.qty);
    case 'price': return c.money(l.price);
    case 'vatRate': return `${fmtNum(l.rate, c.nf, Number.isInteger(l.rate) ? 0 : 1)}${c.lang === 'ru' && c.r.chance(0) ? '' : '%'}`;
    case 'vat': return c.money(l.vat);
    case 'net': return c.money(l.net);
    case 'gross': return c.money(l.gross);
  }
}

export interface TableStyle {
  /** Header repeated on each page (a thead) or printed once. */
  repeatHeader: boolean;
  /** all: every cell ruled; rows: horizontal rules only; none: no rules. */
  rules: 'all' | 'rows' | 'none';
  headerBg: string | null;
  /** Column-number row under the header (1 2 3 …), as Russian unified forms print. */
  colNumbers?: string[] | null;
  /** Extra header html rows replacing the simple one (two-level headers). */
  customHead?: string;
  /** Rows appended after the items (totals rows inside the table). */
  tail?: string;
}

export function itemsTable(c: Ctx, cols: ColKey[], st: TableStyle): string {
  const border = st.rules === 'all' ? 'border:1px solid #222;' : '';
  const rowRule = st.rules === 'rows' ? 'border-bottom:1px solid #999;' : '';
  const pad = c.r.pick(['2px 4px', '3px 5px', '4px 6px']);
  const th = (k: ColKey): string => `<th style="${border}${rowRule}padding:${pad};${st.headerBg ? `background:${st.headerBg};` : ''}" class="${k === 'name' ? '' : 'c'}">${esc(colLabel(c, k))}</th>`;
  const numeric = new Set<ColKey>(['qty', 'price', 'vatRate', 'vat', 'net', 'gross']);
  const headRow = st.customHead ?? `<tr>${cols.map(th).join('')}</tr>`;
  const numbers = st.colNumbers ? `<tr>${st.colNumbers.map((n) => `<td class="c small" style="${border}padding:1px 3px">${esc(n)}</td>`).join('')}</tr>` : '';
  const body: string[] = [];
  c.doc.lines.forEach((l, i) => {
    if (l.group) body.push(`<tr><td colspan="${cols.length}" style="${border}padding:${pad};font-weight:bold;font-style:italic">${esc(l.group)}</td></tr>`);
    body.push(`<tr>${cols.map((k) => `<td style="${border}${rowRule}padding:${pad};${k === 'name' ? 'max-width:260px;' : 'white-space:nowrap;'}" class="${numeric.has(k) ? 'r' : k === 'no' ? 'c' : ''}">${cell(c, k, l, i)}</td>`).join('')}</tr>`);
    if (l.sub) {
      const at = Math.max(0, cols.indexOf('name'));
      body.push(`<tr>${cols.map((_, j) => `<td style="${border}padding:0 ${pad.split(' ')[1]};" class="small muted">${j === at ? esc(l.sub ?? '') : ''}</td>`).join('')}</tr>`);
    }
  });
  const head = st.repeatHeader ? `<thead>${headRow}${numbers}</thead><tbody>` : `<tbody>${headRow}${numbers}`;
  return `<table style="width:100%;margin:8px 0">${head}${body.join('')}${st.tail ?? ''}</tbody></table>`;
}

/** Totals as label/value rows: subtotal, discount, shipping, net, VAT (per rate), gross, as the document's mode has them. */
export function totalsRows(c: Ctx): [string, string][] {
  const d = c.doc;
  const out: [string, string][] = [];
  const rateTxt = (rate: number): string => `${fmtNum(rate, c.nf, Number.isInteger(rate) ? 0 : 1)}${c.lang === 'fr' ? '\u00a0' : ''}%`;
  if (d.mode === 'incl') {
    out.push([c.L('gross'), c.money(d.gross)]);
    out.push([`${c.L('vatIncl')} ${rateTxt(d.vatByRate[0]?.rate ?? 0)}`, c.money(d.vat)]);
    c.printed.netTotal = false;
    return out;
  }
  if (d.discount || d.shipping) {
    const sub = c.L('subtotal');
    out.push([sub, c.money(d.subtotal)]);
    if (d.discount) out.push([c.L('discount'), c.money(-d.discount)]);
    if (d.shipping) out.push([c.L('shipping'), c.money(d.shipping)]);
    const net = c.L('netTotal');
    out.push([net === sub ? (c.lang === 'en' ? 'Net total' : c.lang === 'de' ? 'Nettobetrag' : c.lang === 'fr' ? 'Total HT' : c.lang === 'zh' ? '合计金额' : 'Итого без НДС') : net, c.money(d.net)]);
  } else out.push([c.L('netTotal'), c.money(d.net)]);
  if (d.vatByRate.length > 1) {
    for (const v of d.vatByRate) out.push([`${c.L('vat')} ${rateTxt(v.rate)}`, c.money(v.vat)]);
    out.push([{ en: 'Total VAT', de: 'Summe MwSt.', fr: 'Total TVA', zh: '税额合计', ru: 'Итого НДС' }[c.lang], c.money(d.vat)]);
  } else out.push([`${c.L('vat')} ${rateTxt(d.vatByRate[0]?.rate ?? 0)}`, c.money(d.vat)]);
  out.push([c.L('gross'), c.money(d.gross)]);
  return out;
}

export function totalsTable(c: Ctx, opts: { ruled: boolean; width?: string; boldLast?: boolean; colon?: boolean }): string {
  const rows = totalsRows(c);
  const b = opts.ruled ? 'border:1px solid #333;' : '';
  return `<table style="margin-left:auto;width:${opts.width ?? 'auto'};margin-top:6px">${rows.map(([k, v], i) => {
    const last = i === rows.length - 1 && opts.boldLast !== false;
    return `<tr${last ? ' class="b"' : ''}><td style="${b}padding:2px 10px 2px 4px" class="r">${esc(k)}${opts.colon ? ':' : ''}</td><td style="${b}padding:2px 4px;white-space:nowrap" class="r">${esc(v)}</td></tr>`;
  }).join('')}</table>`;
}

/** The currency stated once when amounts do not carry it ("Currency: EUR", "Amounts in EUR"). */
export function currencyNote(c: Ctx): string {
  if (c.moneyShowsCurrency) return '';
  const code = c.doc.currency;
  const t = { en: c.r.pick([`Currency: ${code}`, `All amounts in ${code}`]), de: c.r.pick([`Währung: ${code}`, `Alle Beträge in ${code}`]), fr: c.r.pick([`Devise : ${code}`, `Montants exprimés en ${code}`]),
    zh: c.r.pick([`币种：${code}`, `货币：${code}`]), ru: c.r.pick(['Валюта: руб.', 'Валюта: RUB', 'Все суммы указаны в рублях']) }[c.lang];
  return `<div class="small" style="margin:4px 0">${esc(t)}</div>`;
}

/** A party's details lines (address, VAT id or INN/KPP) as the language prints them. */
export function partyDetails(c: Ctx, p: Doc['seller']): string[] {
  const out = [...p.address];
  if (c.lang === 'ru') out.push(p.kpp ? `ИНН ${p.inn}, КПП ${p.kpp}` : `ИНН ${p.inn}`);
  else if (p.vatId && c.r.chance(0.85)) out.push(`${c.L('vatId')}${c.lang === 'fr' ? ' : ' : ': '}${p.vatId}`);
  return out;
}

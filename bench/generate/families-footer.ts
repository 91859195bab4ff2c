/**
 * Dev family from the invoices European firms print on their own letter paper: the issuer only as
 * a brand at the top (its short name, a logo), its legal name with address, register, VAT number,
 * manager and bank only in the footer's small columns; the addressee in the letter's window with no
 * label or under a buyer label; the number and date on one line under the title or in a small table
 * at the right.
 */
import type { Ctx } from './html';
import { chooseColumns, currencyNote, esc, itemsTable, logo, page, totalsRows, totalsTable } from './html';

/** The footer's register line and manager's title, per language (what such footers print). */
const FOOTER_WORDS = {
  en: { register: ['Registered in England and Wales No.', 'Company No.'], manager: ['Director', 'Managing Director'] },
  de: { register: ['Amtsgericht München HRB', 'Registergericht Berlin HRB'], manager: ['Geschäftsführer', 'Geschäftsführerin'] },
  fr: { register: ['RCS Paris B', 'SIREN'], manager: ['Gérant', 'Président'] },
} as const;

/** dev — letter paper with the issuer's legal data only in the footer: brand on top, addressee window, number and date on a line or in a small table, items, totals, footer columns. */
export function footerLegal(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  const w = FOOTER_WORDS[(c.lang === 'de' || c.lang === 'fr' ? c.lang : 'en') as keyof typeof FOOTER_WORDS];
  const brand = r.chance(0.5) ? (d.seller.name.split(' ')[0] ?? d.seller.name).toUpperCase() : (d.seller.name.split(' ')[0] ?? d.seller.name);
  const labelled = r.chance(0.5);
  const addressee = `<div style="margin-top:36px;width:45%">${labelled ? `<div class="small muted">${esc(c.L('buyer'))}</div>` : ''}<div>${esc(d.buyer.name)}</div><div>${d.buyer.address.map(esc).join('<br>')}</div></div>`;
  const colon = r.chance(0.5) ? ':' : '';
  const oneLine = r.chance(0.5);
  const info = oneLine
    ? `<div style="margin:4px 0 12px">${esc(c.L('number'))}${colon} ${esc(d.number)} &nbsp;·&nbsp; ${esc(c.L('date'))}${colon} ${esc(c.date(d.date))}</div>`
    : `<table style="margin-left:auto">${[[c.L('number'), d.number], [c.L('date'), c.date(d.date)]].map(([k, v]) => `<tr><td style="padding:1px 12px 1px 0">${esc(k as string)}${colon}</td><td>${esc(v as string)}</td></tr>`).join('')}</table>`;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  totalsRows(c);
  const footCols: string[][] = [
    [d.seller.name, ...d.seller.address],
    [`${r.pick(w.register)} ${r.int(10000, 999999)}`, ...(d.seller.vatId ? [`${c.L('vatId')} ${d.seller.vatId}`] : []), `${r.pick(w.manager)}: ${d.seller.person}`],
    [d.seller.bank, `IBAN ${d.seller.iban}`, `BIC ${d.seller.bic}`],
  ];
  const footer = `<div class="small muted" style="display:flex;gap:4%;margin-top:36px;border-top:1px solid #bbb;padding-top:6px">${footCols.map((col) => `<div style="width:30%">${col.map(esc).join('<br>')}</div>`).join('')}</div>`;
  return page(c, `
<div style="display:flex;justify-content:${r.chance(0.5) ? 'space-between' : 'flex-end'};align-items:center;gap:10px">
  ${r.chance(0.6) ? logo(r, 40) : ''}<span style="font-size:1.7em;font-weight:bold;letter-spacing:${r.chance(0.3) ? '2px' : '0'}">${esc(brand)}</span>
</div>
${oneLine ? addressee : `<div style="display:flex;justify-content:space-between;align-items:flex-end">${addressee}${info}</div>`}
<div style="font-size:1.5em;font-weight:bold;margin:24px 0 6px">${esc(c.L('invoiceTitle'))}</div>
${oneLine ? info : ''}
${itemsTable(c, cols, { repeatHeader: false, rules: r.pick(['rows', 'none', 'all'] as const), headerBg: r.pick(['#eeeeee', null]) })}
${totalsTable(c, { ruled: r.chance(0.5), width: '45%', boldLast: true, colon: r.chance(0.5) })}
${currencyNote(c)}
${footer}`);
}

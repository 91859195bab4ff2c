/** Invoice families in English, German, French and Chinese, and the English act. */
import type { Ctx } from './html';
import { chooseColumns, currencyNote, esc, itemsTable, logo, page, partyDetails, totalsRows, totalsTable } from './html';
import type { Doc } from './model';

const colon = (c: Ctx): string => (c.lang === 'fr' ? '\u00a0: ' : c.lang === 'zh' ? '：' : ': ');
const lines = (xs: string[]): string => xs.map(esc).join('<br>');

/** Number, date and due date in the family's label placement. */
export function headerFields(c: Ctx, placement: 'left' | 'above' | 'cell', align: 'left' | 'right' = 'left'): string {
  const d = c.doc;
  const f: [string, string][] = [[c.L('number'), d.number], [c.L('date'), c.date(d.date)]];
  if (c.r.chance(0.6)) f.push([c.L('dueDate'), c.date(d.due)]);
  if (placement === 'left') return `<table style="${align === 'right' ? 'margin-left:auto' : ''}">${f.map(([k, v]) => `<tr><td style="padding:1px 8px 1px 0">${esc(k)}${c.r.chance(0.8) ? colon(c).trimEnd() : ''}</td><td class="b" style="padding:1px 0">${esc(v)}</td></tr>`).join('')}</table>`;
  if (placement === 'above') return `<div style="display:flex;gap:28px;${align === 'right' ? 'justify-content:flex-end' : ''}">${f.map(([k, v]) => `<div><div class="small muted">${esc(k)}</div><div class="b">${esc(v)}</div></div>`).join('')}</div>`;
  return `<table style="${align === 'right' ? 'margin-left:auto' : ''}"><tr>${f.map(([k]) => `<td style="border:1px solid #444;padding:2px 6px" class="small">${esc(k)}</td>`).join('')}</tr><tr>${f.map(([, v]) => `<td style="border:1px solid #444;padding:2px 6px" class="b">${esc(v)}</td>`).join('')}</tr></table>`;
}

function partyBox(c: Ctx, label: string, p: Doc['seller'], style: 'box' | 'above' | 'plain'): string {
  const body = `<div class="b">${esc(p.name)}</div><div>${lines(partyDetails(c, p))}</div>`;
  if (style === 'box') return `<div style="border:1px solid #333;padding:6px 8px;flex:1"><div class="small muted" style="margin-bottom:3px">${esc(label)}</div>${body}</div>`;
  if (style === 'above') return `<div style="margin:8px 0"><div class="small b" style="text-transform:uppercase;letter-spacing:1px;color:#444">${esc(label)}</div>${body}</div>`;
  return `<div style="margin:6px 0"><span>${esc(label)}${colon(c)}</span>${body}</div>`;
}

const table = (c: Ctx, adjustments: boolean, rules: 'all' | 'rows' | 'none', headerBg: string | null): string => {
  const cols = chooseColumns(c, { adjustments });
  c.printed.grossColumn = cols.includes('gross');
  return itemsTable(c, cols, { repeatHeader: c.r.chance(0.6), rules, headerBg });
};

const bankLine = (c: Ctx, p: Doc['seller']): string => (c.lang === 'zh' ? `开户行${colon(c)}${p.bank}\u3000账号${colon(c)}${p.iban}` : `${p.bank} · ${c.L('iban')} ${p.iban} · BIC ${p.bic}`);

/** dev — letterhead top-left (logo, seller), title and numbers right, seller and buyer side by side in boxes, ruled table. */
export function letterheadBoxes(c: Ctx): string {
  const d = c.doc;
  const boxes = [partyBox(c, c.L('seller'), d.seller, 'box'), partyBox(c, c.L('buyer'), d.buyer, 'box')];
  if (c.r.chance(0.3)) boxes.reverse();
  return page(c, `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="display:flex;gap:10px">${c.r.chance(0.7) ? logo(c.r) : ''}<div><div class="b" style="font-size:1.4em">${esc(d.seller.name)}</div><div class="small">${lines(d.seller.address)}<br>${esc(d.seller.phone)}</div></div></div>
  <div class="r"><div class="b" style="font-size:1.9em;margin-bottom:6px">${esc(c.L('invoiceTitle'))}</div>${headerFields(c, c.r.pick(['left', 'cell'] as const), 'right')}</div>
</div>
<div style="display:flex;gap:14px;margin:14px 0">${boxes.join('')}</div>
${table(c, d.discount + d.shipping > 0, c.r.pick(['all', 'rows'] as const), c.r.pick(['#ddd', '#eee', null]))}
${totalsTable(c, { ruled: c.r.chance(0.5), colon: c.r.chance(0.5) })}
${currencyNote(c)}
<p class="small">${esc(c.L('thanks'))}</p>
<div class="small muted" style="margin-top:20px;border-top:1px solid #999;padding-top:4px">${esc(bankLine(c, d.seller))}</div>`);
}

/** dev — title on top, numbers with labels above the values, parties stacked with labels above, rules between rows. */
export function stacked(c: Ctx): string {
  const d = c.doc;
  const centred = c.r.chance(0.4);
  return page(c, `
<div style="${centred ? 'text-align:center;' : ''}font-size:2em;font-weight:bold;margin-bottom:10px">${esc(c.L('invoiceTitle'))}</div>
${headerFields(c, 'above')}
${partyBox(c, c.L('seller'), d.seller, 'above')}
${partyBox(c, c.L('buyer'), d.buyer, 'above')}
${table(c, d.discount + d.shipping > 0, 'rows', c.r.pick(['#f0f0f0', null]))}
${totalsTable(c, { ruled: false, colon: c.r.chance(0.6) })}
${currencyNote(c)}
<p class="small">${esc(c.L('thanks'))}<br>${esc(bankLine(c, d.seller))}</p>`);
}

/** dev — modern minimal: no table rules, a large light title, parties in two columns with small labels, right-aligned totals with a rule over the total. */
export function minimal(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const rows = totalsRows(c);
  const totals = `<div style="margin-left:auto;width:46%;margin-top:10px">${rows.map(([k, v], i) => `<div style="display:flex;justify-content:space-between;padding:2px 0;${i === rows.length - 1 ? 'border-top:2px solid #111;font-weight:bold;font-size:1.2em;margin-top:4px;padding-top:4px' : ''}"><span>${esc(k)}</span><span>${esc(v)}</span></div>`).join('')}</div>`;
  return page(c, `
<div style="display:flex;justify-content:space-between;align-items:baseline">
  <div style="font-size:2.6em;font-weight:300;letter-spacing:2px;color:#333">${esc(c.L('invoiceTitle'))}</div>
  <div class="r">${headerFields(c, 'left', 'right')}</div>
</div>
<div style="display:flex;gap:40px;margin:22px 0">
  <div style="flex:1">${partyBox(c, c.L('seller'), d.seller, 'above')}</div>
  <div style="flex:1">${partyBox(c, c.L('buyer'), d.buyer, 'above')}</div>
</div>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: 'none', headerBg: null })}
${totals}
${currencyNote(c)}
<p class="small muted" style="margin-top:26px">${esc(c.L('thanks'))} ${esc(bankLine(c, d.seller))}</p>`, { css: 'th { border-bottom: 1px solid #bbb; font-weight: 600; color: #444; }' });
}

/** held — labels to the left in a two-column key/value table (numbers, parties), totals as rows at the foot of the item table. */
export function keyValue(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const kv: [string, string][] = [[c.L('number'), esc(d.number)], [c.L('date'), esc(c.date(d.date))]];
  if (c.r.chance(0.5)) kv.push([c.L('dueDate'), esc(c.date(d.due))]);
  kv.push([c.L('seller'), `<b>${esc(d.seller.name)}</b><br>${lines(partyDetails(c, d.seller))}`], [c.L('buyer'), `<b>${esc(d.buyer.name)}</b><br>${lines(partyDetails(c, d.buyer))}`]);
  const rows = totalsRows(c);
  const tail = rows.map(([k, v], i) => `<tr${i === rows.length - 1 ? ' class="b"' : ''}><td colspan="${cols.length - 1}" class="r" style="border:1px solid #222;padding:2px 6px">${esc(k)}</td><td class="r" style="border:1px solid #222;padding:2px 6px;white-space:nowrap">${esc(v)}</td></tr>`).join('');
  return page(c, `
<div style="font-size:1.7em;font-weight:bold;margin-bottom:8px">${esc(c.L('invoiceTitle'))}</div>
<table style="width:75%">${kv.map(([k, v]) => `<tr><td style="border:1px solid #555;padding:3px 8px;width:30%;background:#f3f3f3">${esc(k)}</td><td style="border:1px solid #555;padding:3px 8px">${v}</td></tr>`).join('')}</table>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: 'all', headerBg: '#e6e6e6', tail })}
${currencyNote(c)}
<p class="small">${esc(bankLine(c, d.seller))}</p>`);
}

/** held — the seller only in the letterhead and the footer (no seller label), the buyer in an address window with no label. */
export function brandOnly(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const vat = d.seller.vatId ? ` · ${c.L('vatId')} ${d.seller.vatId}` : '';
  return page(c, `
<div style="text-align:center;border-bottom:3px double #333;padding-bottom:6px">${c.r.chance(0.6) ? `${logo(c.r, 40)}<br>` : ''}<span style="font-size:1.6em;font-variant:small-caps">${esc(d.seller.name)}</span><br><span class="small">${esc(d.seller.address.join(' · '))}</span></div>
<div style="display:flex;justify-content:space-between;margin-top:18px">
  <div style="width:48%"><div class="small muted" style="text-decoration:underline">${esc(`${d.seller.short}, ${d.seller.address.join(', ')}`)}</div><div style="margin-top:6px"><b>${esc(d.buyer.name)}</b><br>${lines(d.buyer.address)}</div></div>
  <div style="width:44%">${headerFields(c, c.r.pick(['left', 'cell'] as const), 'right')}</div>
</div>
<h2 style="margin:18px 0 4px">${esc(c.L('invoiceTitle'))} ${esc(d.number)}</h2>
${itemsTable(c, cols, { repeatHeader: false, rules: c.r.pick(['rows', 'all'] as const), headerBg: null })}
${totalsTable(c, { ruled: false, colon: false })}
${currencyNote(c)}
<p class="small">${esc(c.L('thanks'))}</p>
<div class="small" style="margin-top:24px;border-top:1px solid #333;padding-top:4px;text-align:center">${esc(d.seller.name)} · ${esc(d.seller.address.join(', '))}${esc(vat)}<br>${esc(bankLine(c, d.seller))}</div>`);
}

/** dev — English certificate of completion: title, number and date left of their values, parties stacked with labels to the left, table, totals, statement, signatures. */
export function actEn(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: false, fixed: c.r.pick([['no', 'name', 'unit', 'qty', 'price', 'net'], ['no', 'name', 'qty', 'price', 'net'], ['name', 'qty', 'unit', 'price', 'net']] as const).slice() });
  c.printed.grossColumn = false;
  return page(c, `
<div class="c b" style="font-size:1.5em">${esc(c.L('actTitle'))}</div>
${((inTitle: boolean) => `<div class="c" style="margin-bottom:12px">No. ${esc(d.number)} ${inTitle ? `dated ${esc(c.date(d.date))}` : ''}</div>${inTitle ? '' : `<div>Date: ${esc(c.date(d.date))}</div>`}`)(c.r.chance(0.5))}
<table style="margin:8px 0"><tr><td style="padding:2px 10px 2px 0" class="b">${esc(c.L('contractor'))}:</td><td>${esc(d.seller.name)}, ${esc(partyDetails(c, d.seller).join(', '))}</td></tr>
<tr><td style="padding:2px 10px 2px 0" class="b">${esc(c.L('customer'))}:</td><td>${esc(d.buyer.name)}, ${esc(partyDetails(c, d.buyer).join(', '))}</td></tr>
<tr><td style="padding:2px 10px 2px 0" class="b">${esc(c.L('basis'))}:</td><td>No. ${esc(d.contract.number)} of ${esc(c.date(d.contract.date))}</td></tr></table>
<p>The Contractor has performed and the Customer has accepted the following services:</p>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: 'all', headerBg: '#eee' })}
${totalsTable(c, { ruled: false, colon: true })}
${currencyNote(c)}
<p>The services have been rendered in full and on time. The Customer has no claims regarding the scope, quality or timing of the services.</p>
<table style="width:100%;margin-top:30px"><tr><td style="width:50%">${esc(c.L('contractor'))}<br><br>______________ ${esc(d.seller.person)}</td><td>${esc(c.L('customer'))}<br><br>______________ ${esc(d.buyer.person)}</td></tr></table>`);
}

/** held (also Russian) — parties side by side in a bordered two-column table under the title, totals at the foot of the table. */
export function actSidesEn(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: false, fixed: c.r.pick([['no', 'name', 'qty', 'unit', 'price', 'net'], ['name', 'qty', 'price', 'net']] as const).slice() });
  c.printed.grossColumn = false;
  const rows = totalsRows(c);
  const tail = rows.map(([k, v]) => `<tr><td colspan="${cols.length - 1}" class="r b" style="padding:2px 6px">${esc(k)}</td><td class="r" style="border:1px solid #222;padding:2px 6px">${esc(v)}</td></tr>`).join('');
  const cellS = 'border:1px solid #333;padding:3px 8px;width:50%';
  return page(c, `
<div class="c b" style="font-size:1.4em;text-transform:uppercase">${esc(c.L('actTitle'))} № ${esc(d.number)}</div>
<div style="display:flex;justify-content:space-between;margin:6px 0 12px"><span>${esc(d.seller.address[d.seller.address.length - 1] ?? '')}</span><span>${esc(c.date(d.date))}</span></div>
<table style="width:100%"><tr><th style="${cellS}">${esc(c.L('contractor').toUpperCase())}</th><th style="${cellS}">${esc(c.L('customer').toUpperCase())}</th></tr>
<tr><td style="${cellS}">${esc(d.seller.name)}</td><td style="${cellS}">${esc(d.buyer.name)}</td></tr>
<tr><td style="${cellS}">${lines(partyDetails(c, d.seller))}</td><td style="${cellS}">${lines(partyDetails(c, d.buyer))}</td></tr></table>
<p>Under agreement No. ${esc(d.contract.number)} dated ${esc(c.date(d.contract.date))} the following works were completed and accepted:</p>
${itemsTable(c, cols, { repeatHeader: true, rules: 'all', headerBg: null, tail })}
${currencyNote(c)}
<table style="width:100%;margin-top:28px"><tr><td style="width:50%">For the ${esc(c.L('contractor'))}: ______________</td><td>For the ${esc(c.L('customer'))}: ______________</td></tr></table>`);
}

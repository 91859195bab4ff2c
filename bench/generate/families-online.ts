/**
 * Dev family from the invoices online shops, marketplaces and subscription services send: the
 * brand at the top, a key–value block where the invoice's own number and date stand among an order
 * number, an order date, a customer number, a delivery date and a payment reference (values in a
 * second column, no rules), then "Sold by", billing and delivery addresses side by side, the items,
 * the totals with an amount paid and the amount due, and the legal small print at the foot.
 */
import type { Ctx } from './html';
import { cell, chooseColumns, colLabel, currencyNote, esc, itemsTable, logo, page, partyDetails, totalsRows, totalsTable } from './html';
import { addDays } from './model';

/** The extra labels of an online order's paper, per language (what shops and marketplaces print). */
const SHOP_WORDS = {
  en: { title: ['Invoice', 'Tax Invoice', 'INVOICE'], order: ['Order number', 'Order #', 'Order ID'], orderDate: ['Order date', 'Ordered on'], customer: ['Customer number', 'Account number', 'Customer ID'],
    delivery: ['Delivery date', 'Date of supply', 'Shipped on'], reference: ['Payment reference', 'Transaction ID'], soldBy: ['Sold by', 'Seller of record'], billing: ['Billing address', 'Bill to'],
    shipping: ['Delivery address', 'Ship to'], paid: ['Amount paid', 'Paid'], due: ['Amount due', 'Outstanding'], foot: ['Registered in England and Wales', 'Registered office'] },
  de: { title: ['Rechnung', 'RECHNUNG'], order: ['Bestellnummer', 'Bestell-Nr.'], orderDate: ['Bestelldatum', 'Bestellt am'], customer: ['Kundennummer', 'Kunden-Nr.'],
    delivery: ['Lieferdatum', 'Leistungsdatum'], reference: ['Zahlungsreferenz', 'Transaktions-ID'], soldBy: ['Verkauft von', 'Verkäufer'], billing: ['Rechnungsadresse'],
    shipping: ['Lieferadresse', 'Lieferanschrift'], paid: ['Bereits bezahlt', 'Bezahlt'], due: ['Offener Betrag', 'Zu zahlen'], foot: ['Sitz der Gesellschaft', 'Registergericht'] },
  fr: { title: ['Facture', 'FACTURE'], order: ['N° de commande', 'Commande n°'], orderDate: ['Date de commande', 'Commandé le'], customer: ['N° client', 'Numéro de client'],
    delivery: ['Date de livraison', 'Date d’expédition'], reference: ['Référence de paiement', 'ID de transaction'], soldBy: ['Vendu par', 'Vendeur'], billing: ['Adresse de facturation'],
    shipping: ['Adresse de livraison', 'Livré à'], paid: ['Montant payé', 'Déjà réglé'], due: ['Reste à payer', 'Montant dû'], foot: ['Siège social', 'RCS'] },
} as const;
type ShopLang = keyof typeof SHOP_WORDS;

/** dev — online-shop / marketplace invoice: brand on top, a key–value block with the invoice number and date among order, customer, delivery and payment numbers and dates, Sold by / billing / delivery side by side, items, totals with paid and due, legal small print. */
export function marketplace(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  const w = SHOP_WORDS[(c.lang === 'de' || c.lang === 'fr' ? c.lang : 'en') as ShopLang];
  const colon = r.chance(0.6) ? (c.lang === 'fr' ? ' :' : ':') : '';
  const orderNo = r.pick([`${r.int(100, 999)}-${r.int(1000000, 9999999)}-${r.int(1000000, 9999999)}`, `ORD-${d.date.y}-${r.int(1000, 99999)}`, `#${r.int(100000, 999999)}`]);
  const pairs: [string, string][] = [
    [c.L('number'), d.number],
    [c.L('date'), c.date(d.date)],
    [r.pick(w.order), orderNo],
    [r.pick(w.orderDate), c.date(addDays(d.date, -r.int(1, 12)))],
    ...(r.chance(0.6) ? [[r.pick(w.customer), `${r.int(10000, 999999)}`] as [string, string]] : []),
    ...(r.chance(0.5) ? [[r.pick(w.delivery), c.date(addDays(d.date, r.int(-3, 0)))] as [string, string]] : []),
    ...(r.chance(0.4) ? [[r.pick(w.reference), `${r.pick(['PAY', 'TX', 'pi_'])}${r.int(10000000, 99999999)}`] as [string, string]] : []),
    ...(r.chance(0.5) ? [[c.L('dueDate'), c.date(d.due)] as [string, string]] : []),
  ];
  // The invoice's own number and date need not come first: shops put the order first as often.
  const ordered = r.chance(0.5) ? pairs : [...pairs.slice(2, 4), ...pairs.slice(0, 2), ...pairs.slice(4)];
  const kv = `<table style="${r.chance(0.5) ? 'margin-left:auto;' : ''}margin-top:6px">${ordered.map(([k, v]) => `<tr><td style="padding:1px 14px 1px 0" class="muted">${esc(k)}${colon}</td><td style="padding:1px 0" class="${r.chance(0.3) ? 'b' : ''}">${esc(v)}</td></tr>`).join('')}</table>`;
  const block = (label: string, name: string, body: string[]): string => `<div style="width:32%"><div class="small muted b" style="text-transform:${r.chance(0.5) ? 'uppercase' : 'none'};margin-bottom:2px">${esc(label)}</div><div>${esc(name)}</div><div class="small">${body.map(esc).join('<br>')}</div></div>`;
  const ship = d.consignee ?? d.buyer;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const rows = totalsRows(c);
  const paid = r.chance(0.4) ? Math.round(d.gross * r.pick([0.3, 0.5, 1]) * 100) / 100 : 0;
  const tail: [string, string][] = paid ? [[r.pick(w.paid), c.money(-paid)], [r.pick(w.due), c.money(Math.round((d.gross - paid) * 100) / 100)]] : [];
  const totals = `<table style="margin-left:auto;margin-top:6px">${[...rows, ...tail].map(([k, v], i) => `<tr${i === rows.length - 1 ? ' class="b"' : ''}><td style="padding:2px 16px 2px 0">${esc(k)}</td><td class="r" style="white-space:nowrap">${esc(v)}</td></tr>`).join('')}</table>`;
  const brand = d.seller.name.split(' ')[0] ?? d.seller.name;
  return page(c, `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="display:flex;gap:8px;align-items:center">${r.chance(0.7) ? logo(r, 36) : ''}<span style="font-size:1.6em;font-weight:bold">${esc(brand)}</span></div>
  <div style="font-size:1.9em;font-weight:${r.chance(0.5) ? 'bold' : 'normal'}">${esc(r.pick(w.title))}</div>
</div>
${kv}
<div style="display:flex;gap:2%;margin:14px 0">
  ${block(r.pick(w.soldBy), d.seller.name, partyDetails(c, d.seller))}
  ${block(r.pick(w.billing), d.buyer.name, partyDetails(c, d.buyer))}
  ${r.chance(0.7) ? block(r.pick(w.shipping), ship.name, ship.address) : ''}
</div>
${itemsTable(c, cols, { repeatHeader: r.chance(0.5), rules: r.pick(['rows', 'none', 'all'] as const), headerBg: r.pick(['#f0f0f0', null]) })}
${totals}
${currencyNote(c)}
<div class="small muted" style="margin-top:24px;border-top:1px solid #ccc;padding-top:4px">${esc(d.seller.name)} · ${esc(d.seller.address.join(', '))} · ${esc(r.pick(w.foot))}${d.seller.vatId ? ` · ${esc(c.L('vatId'))} ${esc(d.seller.vatId)}` : ''}</div>`);
}

/** A page's running head and the carried-forward line, per language (what long invoices print). */
const CARRY_WORDS = {
  en: { page: (n: number, of: number): string => `Page ${n} of ${of}`, carried: ['Carried forward', 'Subtotal carried forward'], brought: ['Brought forward', 'Carried forward'], cont: ['continued on next page', 'continued overleaf'] },
  de: { page: (n: number, of: number): string => `Seite ${n} von ${of}`, carried: ['Übertrag', 'Zwischensumme Übertrag'], brought: ['Übertrag', 'Übertrag von Seite'], cont: ['Fortsetzung auf der nächsten Seite', 'bitte wenden'] },
  fr: { page: (n: number, of: number): string => `Page ${n} / ${of}`, carried: ['Report', 'À reporter'], brought: ['Report', 'Report de la page précédente'], cont: ['suite page suivante', 'suite au verso'] },
} as const;

/** dev — long invoice over two or three pages: a running head, the items header on each page, carried-forward lines at each page's foot and the next page's head, totals on the last page. */
export function carried(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  const w = CARRY_WORDS[(c.lang === 'de' || c.lang === 'fr' ? c.lang : 'en') as keyof typeof CARRY_WORDS];
  const cols = chooseColumns(c, { adjustments: false });
  c.printed.grossColumn = cols.includes('gross');
  const amountKey: 'net' | 'gross' = cols.includes('net') ? 'net' : 'gross';
  const perPage = r.int(14, 20);
  const chunks: { from: number; to: number }[] = [];
  for (let i = 0; i < d.lines.length; i += perPage) chunks.push({ from: i, to: Math.min(d.lines.length, i + perPage) });
  const pages = chunks.length;
  const border = r.pick(['border-bottom:1px solid #aaa;', 'border:1px solid #333;', '']);
  const numeric = new Set(['qty', 'price', 'vatRate', 'vat', 'net', 'gross']);
  const th = cols.map((k) => `<th style="${border}padding:3px 5px;background:#eee" class="${k === 'name' ? '' : 'c'}">${esc(colLabel(c, k))}</th>`).join('');
  const carryLabel = r.pick(w.carried);
  const broughtLabel = r.pick(w.brought);
  const carryRow = (label: string, sum: number): string => `<tr class="b"><td colspan="${cols.length - 1}" style="${border}padding:3px 5px" class="r">${esc(label)}</td><td style="${border}padding:3px 5px" class="r">${esc(c.money(sum))}</td></tr>`;
  let running = 0;
  const body = chunks.map((ch, p) => {
    const rows: string[] = [];
    if (p > 0) rows.push(carryRow(broughtLabel, running));
    for (let i = ch.from; i < ch.to; i++) {
      const l = d.lines[i];
      if (!l) continue;
      rows.push(`<tr>${cols.map((k) => `<td style="${border}padding:3px 5px;${k === 'name' ? 'max-width:260px;' : 'white-space:nowrap;'}" class="${numeric.has(k) ? 'r' : k === 'no' ? 'c' : ''}">${cell(c, k, l, i)}</td>`).join('')}</tr>`);
      running = Math.round((running + l[amountKey]) * 100) / 100;
    }
    const last = p === pages - 1;
    if (!last) rows.push(carryRow(carryLabel, running));
    const head = p === 0
      ? `<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div>${r.chance(0.5) ? logo(r, 40) : ''}<div class="b" style="font-size:1.2em">${esc(d.seller.name)}</div><div class="small">${esc(d.seller.address.join(' · '))}</div></div>
  <div class="r"><div style="font-size:1.8em" class="b">${esc(c.L('invoiceTitle'))}</div><div>${esc(c.L('number'))}: ${esc(d.number)}</div><div>${esc(c.L('date'))}: ${esc(c.date(d.date))}</div></div>
</div>
<div style="margin:14px 0"><div class="small muted">${esc(c.L('buyer'))}</div><div>${esc(d.buyer.name)}</div><div class="small">${partyDetails(c, d.buyer).map(esc).join('<br>')}</div></div>`
      : `<div class="small muted" style="display:flex;justify-content:space-between;border-bottom:1px solid #ccc;margin-bottom:8px"><span>${esc(d.seller.name)} · ${esc(c.L('invoiceTitle'))} ${esc(d.number)}</span><span>${esc(w.page(p + 1, pages))}</span></div>`;
    const foot = last ? '' : `<div class="small muted r">${esc(r.pick(w.cont))}</div>`;
    const pageNo = p === 0 && pages > 1 ? `<div class="small muted r">${esc(w.page(1, pages))}</div>` : '';
    return `<div style="${last ? '' : 'page-break-after:always;'}">${head}${pageNo}<table style="width:100%;margin:6px 0"><tr>${th}</tr>${rows.join('')}</table>${foot}${last ? `${totalsTable(c, { ruled: false, colon: r.chance(0.5) })}${currencyNote(c)}
<div class="small" style="margin-top:18px">${esc(c.L('thanks'))}<br>${esc(d.seller.bank)} · IBAN ${esc(d.seller.iban)}${d.seller.vatId ? ` · ${esc(c.L('vatId'))} ${esc(d.seller.vatId)}` : ''}</div>` : ''}</div>`;
  });
  return page(c, body.join('\n'));
}

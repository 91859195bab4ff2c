/**
 * Dev families from layouts common in practice that the first dev families did not draw: the
 * accounting-package invoice with Bill To / Ship To boxes and an order strip, the two-column
 * design-template invoice with a coloured sidebar, the Chinese VAT e-invoice grid (buyer before
 * seller, 名称/纳税人识别号 inside the party cell), and the 1C «Расходная накладная».
 */
import { dottedDate, fmtNum, rubInWords } from './format';
import type { Ctx } from './html';
import { chooseColumns, currencyNote, esc, itemsTable, logo, page, partyDetails, totalsRows } from './html';
import type { Party } from './names';

const lines = (xs: string[]): string => xs.map(esc).join('<br>');

/** Words of the order strip and the ship-to box, per language (what accounting packages print). */
const ORDER_WORDS = {
  en: { shipTo: ['Ship To', 'Deliver to', 'Shipping address'], po: ['P.O. Number', 'PO #', 'Order ref.'], terms: ['Terms', 'Payment terms'], via: ['Ship Via', 'Carrier'], rep: ['Rep', 'Sales rep'], customerNo: ['Customer ID', 'Account No.'], termsValue: ['Net 30', 'Net 14', 'Due on receipt'], carriers: ['UPS', 'DHL', 'Courier', 'Pick-up'] },
  de: { shipTo: ['Lieferanschrift', 'Lieferadresse', 'Versand an'], po: ['Bestell-Nr.', 'Ihre Bestellung', 'Auftrags-Nr.'], terms: ['Zahlungsziel', 'Zahlungsbedingungen'], via: ['Versandart', 'Spedition'], rep: ['Bearbeiter', 'Ansprechpartner'], customerNo: ['Kunden-Nr.', 'Kundennummer'], termsValue: ['30 Tage netto', '14 Tage netto', 'sofort'], carriers: ['DHL', 'DPD', 'Spedition', 'Abholung'] },
  fr: { shipTo: ['Adresse de livraison', 'Livrer à', 'Expédié à'], po: ['N° de commande', 'Réf. commande', 'Bon de commande'], terms: ['Conditions de paiement', 'Échéance'], via: ['Mode d’expédition', 'Transporteur'], rep: ['Commercial', 'Suivi par'], customerNo: ['N° client', 'Code client'], termsValue: ['30 jours net', 'À réception', '45 jours fin de mois'], carriers: ['Colissimo', 'Chronopost', 'Transporteur', 'Retrait'] },
} as const;
type OrderLang = keyof typeof ORDER_WORDS;
const orderLang = (c: Ctx): OrderLang => (c.lang === 'de' || c.lang === 'fr' ? c.lang : 'en');

const initialsOf = (p: Party): string => p.person.split(' ').map((w, i) => (i === 0 ? w : `${w[0] ?? ''}.`)).join(' ');

/** dev — accounting-package invoice: letterhead left, title and a Date / Invoice No. cell grid right, Bill To and Ship To boxes, an order strip (PO, terms, carrier), ruled items, totals right. */
export function billShip(c: Ctx): string {
  const d = c.doc;
  const w = ORDER_WORDS[orderLang(c)];
  const r = c.r;
  const band = r.pick(['#d9e2f3', '#e2efda', '#eeeeee', '#fde9d9']);
  const b = 'border:1px solid #444;padding:3px 6px;';
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const shipParty = d.consignee ?? d.buyer;
  const shipAddress = d.consignee ? d.consignee.address : [r.pick(['Warehouse', 'Lager', 'Entrepôt']) + ' ' + String(r.int(1, 9)), ...d.buyer.address.slice(1)];
  const boxTable = (label: string, body: string): string => `<table style="width:48%"><tr><th style="${b}background:${band};text-align:left">${esc(label)}</th></tr><tr><td style="${b}height:70px">${body}</td></tr></table>`;
  const headCells: [string, string][] = r.chance(0.5) ? [[c.L('date'), c.date(d.date)], [c.L('number'), d.number]] : [[c.L('number'), d.number], [c.L('date'), c.date(d.date)]];
  const strip: [string, string][] = [
    [r.pick(w.po), `${r.pick(['PO', 'BE', 'CMD', ''])}${r.int(1000, 99999)}`],
    [r.pick(w.terms), r.pick(w.termsValue)],
    [c.L('dueDate'), c.date(d.due)],
    ...(r.chance(0.6) ? [[r.pick(w.via), r.pick(w.carriers)] as [string, string]] : []),
    ...(r.chance(0.5) ? [[r.pick(w.rep), initialsOf(d.seller)] as [string, string]] : []),
    ...(r.chance(0.5) ? [[r.pick(w.customerNo), `${r.pick(['C', 'K', 'CL'])}-${r.int(100, 9999)}`] as [string, string]] : []),
  ];
  const rows = totalsRows(c);
  const totals = `<table style="margin-left:auto;margin-top:4px">${rows.map(([k, v], i) => `<tr${i === rows.length - 1 ? ' class="b"' : ''}><td style="padding:2px 10px;${i === rows.length - 1 ? `background:${band};` : ''}">${esc(k)}</td><td class="r" style="padding:2px 6px;white-space:nowrap;${i === rows.length - 1 ? `background:${band};` : ''}">${esc(v)}</td></tr>`).join('')}</table>`;
  return page(c, `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="display:flex;gap:10px">${r.chance(0.6) ? logo(r) : ''}<div><div class="b" style="font-size:1.25em">${esc(d.seller.name)}</div><div class="small">${lines(partyDetails(c, d.seller))}<br>${esc(d.seller.phone)}</div></div></div>
  <div class="r"><div class="b" style="font-size:2em;margin-bottom:6px">${esc(c.L('invoiceTitle'))}</div>
  <table style="margin-left:auto"><tr>${headCells.map(([k]) => `<th style="${b}background:${band}" class="small">${esc(k)}</th>`).join('')}</tr><tr>${headCells.map(([, v]) => `<td style="${b}" class="c">${esc(v)}</td>`).join('')}</tr></table></div>
</div>
<div style="display:flex;justify-content:space-between;margin:14px 0">${boxTable(c.L('buyer'), `${esc(d.buyer.name)}<br>${lines(partyDetails(c, d.buyer))}`)}${boxTable(r.pick(w.shipTo), `${esc(shipParty.name)}<br>${lines(shipAddress)}`)}</div>
<table style="width:100%;margin-bottom:6px"><tr>${strip.map(([k]) => `<th style="${b}background:${band}" class="small">${esc(k)}</th>`).join('')}</tr><tr>${strip.map(([, v]) => `<td style="${b}" class="c">${esc(v)}</td>`).join('')}</tr></table>
${itemsTable(c, cols, { repeatHeader: r.chance(0.6), rules: 'all', headerBg: band })}
<div style="display:flex;justify-content:space-between;gap:20px"><div class="small" style="max-width:50%">${esc(c.L('thanks'))}<br>${esc(d.seller.bank)} · IBAN ${esc(d.seller.iban)}</div>${totals}</div>
${currencyNote(c)}`);
}

/** dev — design-template invoice: a coloured sidebar on the left (brand, seller, the bill-to block, numbers with labels above, bank), the title, items and totals in the main column on the right. */
export function sidebar(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  const tint = r.pick(['#1f3b57', '#2d4a22', '#4a2a4f', '#333333']);
  const light = r.chance(0.5);
  const side = light ? `background:#eef1f5;color:#111` : `background:${tint};color:#fff`;
  const label = (t: string): string => `<div style="font-size:0.78em;letter-spacing:1px;text-transform:uppercase;opacity:0.8;margin-top:14px">${esc(t)}</div>`;
  const cols = chooseColumns(c, { adjustments: d.discount + d.shipping > 0 });
  c.printed.grossColumn = cols.includes('gross');
  const rows = totalsRows(c);
  const totals = `<table style="margin-left:auto;margin-top:8px">${rows.map(([k, v], i) => `<tr${i === rows.length - 1 ? ` style="font-weight:bold;font-size:1.15em;border-top:2px solid ${tint}"` : ''}><td style="padding:3px 12px 3px 0">${esc(k)}</td><td class="r" style="padding:3px 0;white-space:nowrap">${esc(v)}</td></tr>`).join('')}</table>`;
  return page(c, `
<div style="display:flex;gap:18px;align-items:stretch">
<div style="width:31%;${side};padding:14px 12px;min-height:260mm">
  ${r.chance(0.7) ? logo(r, 40) : ''}
  <div class="b" style="font-size:1.15em;margin-top:6px">${esc(d.seller.name)}</div>
  <div class="small">${lines(partyDetails(c, d.seller))}<br>${esc(d.seller.phone)}</div>
  ${label(c.L('buyer'))}<div class="b">${esc(d.buyer.name)}</div><div class="small">${lines(partyDetails(c, d.buyer))}</div>
  ${label(c.L('number'))}<div class="b">${esc(d.number)}</div>
  ${label(c.L('date'))}<div>${esc(c.date(d.date))}</div>
  ${r.chance(0.6) ? `${label(c.L('dueDate'))}<div>${esc(c.date(d.due))}</div>` : ''}
  ${label(c.L('iban'))}<div class="small">${esc(d.seller.bank)}<br>${esc(d.seller.iban)}<br>BIC ${esc(d.seller.bic)}</div>
</div>
<div style="flex:1">
  <div style="font-size:2.4em;font-weight:bold;color:${tint};margin:4px 0 16px">${esc(c.L('invoiceTitle'))}</div>
  ${itemsTable(c, cols, { repeatHeader: r.chance(0.5), rules: r.pick(['rows', 'none'] as const), headerBg: r.pick(['#e8e8e8', null]) })}
  ${totals}
  ${currencyNote(c)}
  <p class="small" style="margin-top:24px">${esc(c.L('thanks'))}</p>
</div>
</div>`);
}

const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
/** An amount in Chinese capital numerals as tax invoices print it (壹仟贰佰叁拾肆圆伍角陆分). */
export function cnyInWords(n: number): string {
  const fen = Math.round(n * 100);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const f = fen % 10;
  const section = (k: number): string => {
    const units = ['仟', '佰', '拾', ''];
    const ds = String(k).padStart(4, '0').split('').map(Number);
    let s = '';
    let zero = false;
    ds.forEach((dg, i) => {
      if (dg === 0) { zero = s !== ''; return; }
      if (zero) { s += '零'; zero = false; }
      s += `${CN_DIGITS[dg]}${units[i]}`;
    });
    return s;
  };
  const wan = Math.floor(yuan / 10000);
  const rest = yuan % 10000;
  let y = '';
  if (wan) y += `${section(wan)}万`;
  if (rest) y += `${wan && rest < 1000 ? '零' : ''}${section(rest)}`;
  const head = yuan ? `${y}圆` : '';
  if (!jiao && !f) return `${head || '零圆'}整`;
  return `${head}${jiao ? `${CN_DIGITS[jiao]}角` : yuan ? '零' : ''}${f ? `${CN_DIGITS[f]}分` : ''}`;
}

/** dev (Chinese) — the VAT e-invoice grid: title with number and date right, buyer and seller side by side (buyer first) with 名称 and 纳税人识别号 inside each cell, items with 合计, 价税合计 in capitals and figures, 备注 and 开票人. */
export function fapiao(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  c.printed.grossColumn = false;
  c.printed.currency = false;
  const red = r.pick(['#8b1a1a', '#7a4b00', '#222']);
  const b = `border:1px solid ${red};padding:3px 5px;`;
  // "统一社会信用代码" is a held-only phrasing of the pools: the dev family prints the taxpayer number's other label.
  const idLabel = '纳税人识别号';
  const party = (role: string, p: Party): string => `<td style="${b}width:3%;height:92px;writing-mode:vertical-rl;text-align:center;color:${red}">${esc(role)}</td><td style="${b}width:47%">名称：${esc(p.name)}<br>${idLabel}：${esc(p.vatId ?? '')}${r.chance(0.5) ? `<br>地址、电话：${esc(p.address.join(''))} ${esc(p.phone)}` : ''}</td>`;
  const money = (n: number): string => fmtNum(n, { thou: '', dec: '.' });
  const rate = (x: number): string => `${x}%`;
  const body = d.lines.map((l) => `<tr><td style="${b}border-top:none;border-bottom:none">${esc(l.name)}</td><td style="${b}border-top:none;border-bottom:none" class="c">${esc(l.unit)}</td><td style="${b}border-top:none;border-bottom:none" class="r">${c.qty(l.qty)}</td><td style="${b}border-top:none;border-bottom:none" class="r">${money(l.price)}</td><td style="${b}border-top:none;border-bottom:none" class="r">${money(l.net)}</td><td style="${b}border-top:none;border-bottom:none" class="c">${rate(l.rate)}</td><td style="${b}border-top:none;border-bottom:none" class="r">${money(l.vat)}</td></tr>`).join('');
  // The older VAT invoice's wording: the e-invoice's "项目名称" is a held-only phrasing of the pools.
  const head = ['货物或应税劳务名称', '单位', '数量', '单价', '金额', r.pick(['税率/征收率', '税率']), '税额'];
  const title = r.pick(['电子发票（增值税专用发票）', '电子发票（普通发票）', '增值税专用发票']);
  return page(c, `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div style="width:28%"></div>
  <div class="c" style="color:${red};font-size:1.7em;font-weight:bold;border-bottom:3px double ${red};padding-bottom:2px">${esc(title)}</div>
  <div style="width:28%" class="small">发票号码：${esc(d.number)}<br>开票日期：${d.date.y}年${String(d.date.m).padStart(2, '0')}月${String(d.date.d).padStart(2, '0')}日</div>
</div>
<table style="width:100%;margin-top:10px"><tr>${party('购买方信息', d.buyer)}${party('销售方信息', d.seller)}</tr></table>
<table style="width:100%"><tr>${head.map((h) => `<th style="${b}color:${red};font-weight:normal">${esc(h)}</th>`).join('')}</tr>${body}
<tr><td style="${b}" class="c">合\u3000\u3000计</td><td style="${b}"></td><td style="${b}"></td><td style="${b}"></td><td style="${b}" class="r">¥${money(d.net)}</td><td style="${b}"></td><td style="${b}" class="r">¥${money(d.vat)}</td></tr>
<tr><td style="${b}" class="c">价税合计（大写）</td><td colspan="4" style="${b}">ⓧ${cnyInWords(d.gross)}</td><td colspan="2" style="${b}">（小写）¥${money(d.gross)}</td></tr>
<tr><td style="${b}height:50px" class="c">备<br>注</td><td colspan="6" style="${b}">${r.chance(0.5) ? `合同编号：${esc(d.contract.number)}` : ''}</td></tr></table>
<div style="margin-top:8px">开票人：${esc(d.seller.person)}</div>`);
}

/** dev (Russian) — the 1C «Расходная накладная»: title with number and date, Поставщик / Покупатель lines, a simple ruled table with prices including VAT, Итого / В том числе НДС, the count-and-sum line, Отпустил / Получил. */
export function rashodnaya(c: Ctx): string {
  const d = c.doc;
  const r = c.r;
  c.printed.grossColumn = true;
  c.printed.netTotal = false;
  const b = 'border:1px solid #000;padding:2px 4px;';
  const withArticle = r.chance(0.4);
  const head = ['№', ...(withArticle ? ['Артикул'] : []), r.pick(['Товар', 'Наименование', 'Товары (работы, услуги)']), r.pick(['Кол-во', 'Количество']), r.pick(['Ед.', 'Ед. изм.']), 'Цена', 'Сумма'];
  const nameAt = withArticle ? 2 : 1;
  const body = d.lines.map((l, i) => {
    const cells = [String(i + 1), ...(withArticle ? [esc(l.article)] : []), esc(l.name), c.qty(l.qty), esc(l.unit), c.num(l.price), c.num(l.gross)];
    const align = (j: number): string => (j === 0 || j === nameAt + 2 ? 'c' : j > nameAt ? 'r' : '');
    return `<tr>${cells.map((x, j) => `<td style="${b}${j === nameAt ? '' : 'white-space:nowrap;'}" class="${align(j)}">${x}</td>`).join('')}</tr>`;
  }).join('');
  const vatLine = d.vat ? `В том числе НДС${r.chance(0.5) ? ` (${d.vatByRate[0]?.rate ?? 20}%)` : ''}:` : 'Без налога (НДС)';
  const label = (t: string, v: string): string => `<tr><td style="padding:3px 10px 3px 0;white-space:nowrap;vertical-align:top">${t}</td><td class="b">${esc(v)}</td></tr>`;
  const party = (p: Party): string => [p.name, p.kpp ? `ИНН ${p.inn}, КПП ${p.kpp}` : `ИНН ${p.inn}`, p.address.join(', '), ...(r.chance(0.5) ? [`тел.: ${p.phone}`] : [])].join(', ');
  return page(c, `
<div class="b" style="font-size:1.35em;border-bottom:2px solid #000;padding-bottom:3px;margin-bottom:8px">${r.pick(['Расходная накладная', 'Накладная'])} № ${esc(d.number)} от ${esc(dottedDate(d.date))}${r.chance(0.5) ? ' г.' : ''}</div>
<table style="margin-bottom:8px">${label('Поставщик:', party(d.seller))}${label('Покупатель:', party(d.buyer))}${r.chance(0.4) ? label('Склад:', r.pick(['Основной склад', 'Склад № 2', 'Центральный склад'])) : ''}</table>
<table style="width:100%"><tr>${head.map((h) => `<th style="${b}background:#f2f2f2">${esc(h)}</th>`).join('')}</tr>${body}</table>
<table style="margin-left:auto;margin-top:4px"><tr class="b"><td class="r" style="padding:1px 8px">Итого:</td><td class="r">${c.num(d.gross)}</td></tr>
<tr class="b"><td class="r" style="padding:1px 8px">${vatLine}</td><td class="r">${d.vat ? c.num(d.vat) : '-'}</td></tr></table>
<div style="margin-top:6px">Всего наименований ${d.lines.length}, на сумму ${fmtNum(d.gross, { thou: ' ', dec: ',' })} руб.<br><b>${esc(rubInWords(d.gross))}</b></div>
<table style="width:100%;margin-top:24px;border-top:2px solid #000"><tr><td style="width:50%;padding-top:10px">Отпустил ____________ ${esc(initialsOf(d.seller))}</td><td style="padding-top:10px">Получил ____________</td></tr></table>`);
}


/** Russian families: счёт на оплату, ТОРГ-12, УПД / счёт-фактура, акт. */
import { dottedDate, fmtNum, rubInWords, ruLongDate, ruQuotedDate } from './format';
import type { Ctx } from './html';
import { chooseColumns, esc, itemsTable, page, totalsRows } from './html';
import type { Doc, Line } from './model';
import type { Party } from './names';

const innKpp = (p: Party): string => (p.kpp ? `ИНН ${p.inn}, КПП ${p.kpp}` : `ИНН ${p.inn}`);
const addr = (p: Party): string => p.address.join(', ');
const bankOf = (p: Party): string => `р/с ${p.account}, в банке ${p.bank}, БИК ${p.bic}, к/с ${p.corrAccount}`;
/** A party on one line as 1C prints it: name, INN/KPP, address (and bank details). */
const partyLine = (c: Ctx, p: Party, bank: boolean): string => [p.name, innKpp(p), addr(p), ...(c.r.chance(0.5) ? [`тел.: ${p.phone}`] : []), ...(bank ? [bankOf(p)] : [])].join(', ');
const initials = (p: Party): string => { const [s, f, o] = p.person.split(' '); return `${s} ${f?.[0]}. ${o?.[0]}.`; };
const rate = (c: Ctx, r: number): string => `${fmtNum(r, c.nf, 0)}%`;
const titleDate = (c: Ctx): string => c.r.pick([ruLongDate, ruLongDate, dottedDate, ruQuotedDate])(c.doc.date);
const GROUPS_NOTE = (d: Doc): string => `Всего наименований ${d.lines.length}, на сумму ${fmtNum(d.gross, { thou: ' ', dec: ',' })} руб.`;

function signatures(c: Ctx, left: string, right: string): string {
  return `<table style="width:100%;margin-top:26px"><tr><td style="width:50%">${esc(left)} ____________ ${esc(initials(c.doc.seller))}</td><td>${esc(right)} ____________</td></tr></table>`;
}

/** dev — the Russian bank-details grid (Банк получателя / БИК / Сч. № / ИНН / КПП / Получатель) above the title, parties as lines, amount in words. */
export function schetBank(c: Ctx): string {
  const d = c.doc;
  const s = d.seller;
  const b = 'border:1px solid #000;padding:2px 5px;';
  const cols = chooseColumns(c, { adjustments: false });
  c.printed.grossColumn = cols.includes('gross');
  const rows = totalsRows(c);
  const sellerLabel = c.L('seller');
  const buyerLabel = c.L('buyer');
  const titleWord = c.L('invoiceTitle');
  return page(c, `
${c.r.chance(0.5) ? `<div class="small c" style="margin-bottom:6px">${esc(c.L('thanks'))}</div>` : ''}
<table style="width:100%">
<tr><td colspan="2" style="${b}border-bottom:none">${esc(s.bank)}</td><td style="${b}width:9%">БИК</td><td style="${b}width:26%;border-bottom:none">${s.bic}</td></tr>
<tr><td colspan="2" style="${b}border-top:none" class="small">Банк получателя</td><td style="${b}">Сч. №</td><td style="${b}border-top:none">${s.corrAccount}</td></tr>
<tr><td style="${b}">ИНН ${s.inn}</td><td style="${b}">${s.kpp ? `КПП ${s.kpp}` : ''}</td><td rowspan="2" style="${b}">Сч. №</td><td rowspan="2" style="${b}">${s.account}</td></tr>
<tr><td colspan="2" style="${b}">${esc(s.name)}<br><span class="small">Получатель</span></td></tr>
</table>
<div class="b" style="font-size:1.5em;margin:14px 0 6px;border-bottom:2px solid #000;padding-bottom:4px">${esc(titleWord)} № ${esc(d.number)} от ${esc(titleDate(c))}</div>
<table style="margin:6px 0"><tr><td style="padding:3px 8px 3px 0;width:22%">${esc(sellerLabel)}:</td><td class="b">${esc(partyLine(c, s, false))}</td></tr>
<tr><td style="padding:3px 8px 3px 0">${esc(buyerLabel)}:</td><td class="b">${esc(partyLine(c, d.buyer, false))}</td></tr>
${c.r.chance(0.6) ? `<tr><td style="padding:3px 8px 3px 0">Основание:</td><td>Договор № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))}</td></tr>` : ''}</table>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: 'all', headerBg: null })}
<table style="margin-left:auto">${rows.map(([k, v]) => `<tr class="b"><td class="r" style="padding:1px 8px">${esc(k)}:</td><td class="r">${esc(v)}</td></tr>`).join('')}</table>
<div style="margin-top:8px">${esc(GROUPS_NOTE(d))}<br><b>${esc(rubInWords(d.gross))}</b></div>
<div style="border-bottom:2px solid #000;margin:8px 0"></div>
${signatures(c, 'Руководитель', 'Бухгалтер')}`);
}

/** held — title first, parties and basis in a borderless two-column table, totals as rows of the item table, bank details as text at the foot. */
export function schetTwoCol(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: false });
  c.printed.grossColumn = cols.includes('gross');
  const rows = totalsRows(c);
  const tail = rows.map(([k, v]) => `<tr><td colspan="${cols.length - 1}" class="r b" style="padding:2px 6px">${esc(k)}:</td><td class="r b" style="border:1px solid #000;padding:2px 6px;white-space:nowrap">${esc(v)}</td></tr>`).join('');
  const dl = (k: string, v: string): string => `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap" class="muted">${esc(k)}</td><td style="padding:4px 0">${v}</td></tr>`;
  return page(c, `
<div class="c b" style="font-size:1.6em">${esc(c.L('invoiceTitle'))} № ${esc(d.number)}</div>
<div class="c" style="margin-bottom:12px">от ${esc(titleDate(c))}</div>
<table style="width:100%">
${dl(`${c.L('seller')}:`, `<b>${esc(d.seller.name)}</b><br>${esc(innKpp(d.seller))}<br>${esc(addr(d.seller))}`)}
${dl(`${c.L('buyer')}:`, `<b>${esc(d.buyer.name)}</b><br>${esc(innKpp(d.buyer))}<br>${esc(addr(d.buyer))}`)}
${c.r.chance(0.5) ? dl('Основание:', `Договор № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))}`) : ''}
${c.r.chance(0.5) ? dl(`${c.L('dueDate')}:`, esc(dottedDate(d.due))) : ''}
</table>
${itemsTable(c, cols, { repeatHeader: true, rules: 'all', headerBg: '#eee', tail })}
<div style="margin-top:6px">Сумма прописью: ${esc(rubInWords(d.gross))}</div>
<div class="small" style="margin-top:14px;border:1px dashed #777;padding:6px">Реквизиты для оплаты: ${esc(d.seller.name)}, ${esc(bankOf(d.seller))}</div>
${signatures(c, 'Генеральный директор', 'Главный бухгалтер')}`);
}

const SMALL = 'font-size:0.72em;color:#222;';

/** The ТОРГ-12 item rows with their 15 columns, the page's rules and the totals rows of the form. */
function torgRows(c: Ctx, b: string): { body: string; total: string } {
  const d = c.doc;
  const okei: Record<string, string> = { шт: '796', кг: '166', м: '006', упак: '778', пач: '728', меш: '796', бут: '796', компл: '839' };
  const body = d.lines.map((l: Line, i) => {
    const cells = [String(i + 1), esc(l.name), c.r.chance(0.4) ? esc(l.article) : '', esc(l.unit), okei[l.unit] ?? '796', '', '', '', '', c.qty(l.qty), c.num(l.price), c.num(l.net), rate(c, l.rate), c.num(l.vat), c.num(l.gross)];
    return `<tr>${cells.map((x, j) => `<td style="${b}${j === 1 ? '' : 'white-space:nowrap;'}" class="${j >= 9 ? 'r' : j === 1 ? '' : 'c'}">${x}</td>`).join('')}</tr>`;
  }).join('');
  const qtySum = c.qty(Math.round(d.lines.reduce((s, l) => s + l.qty, 0) * 1000) / 1000);
  const sums = (label: string): string => `<tr class="b"><td colspan="9" class="r" style="padding:2px 5px">${label}</td><td style="${b}" class="r">${qtySum}</td><td style="${b}" class="c">X</td><td style="${b}" class="r">${c.num(d.net)}</td><td style="${b}" class="c">X</td><td style="${b}" class="r">${c.num(d.vat)}</td><td style="${b}" class="r">${c.num(d.gross)}</td></tr>`;
  return { body, total: `${c.r.chance(0.6) ? sums('Итого') : ''}${sums('Всего по накладной')}` };
}

/** dev — ТОРГ-12 in the unified-form grid: long header (shipper, consignee, supplier, payer, basis) with codes, the two-level table header and its 1–15 column-number row. */
export function torg12Unified(c: Ctx): string {
  const d = c.doc;
  c.printed.grossColumn = true;
  const b = 'border:1px solid #000;padding:1px 3px;';
  const consignee = d.consignee ?? d.buyer;
  const hrow = (label: string, value: string, caption: string): string => `<tr><td style="padding:2px 6px 0 0;white-space:nowrap;vertical-align:bottom">${label}</td><td style="border-bottom:1px solid #000;vertical-align:bottom">${esc(value)}</td></tr><tr><td></td><td class="c" style="${SMALL}">${caption}</td></tr>`;
  const codes = [['Форма по ОКУД', '0330212'], ['по ОКПО', String(c.r.int(10000000, 99999999))], ['Вид деятельности по ОКДП', ''], ['по ОКПО', String(c.r.int(10000000, 99999999))], ['по ОКПО', String(c.r.int(10000000, 99999999))], ['по ОКПО', String(c.r.int(10000000, 99999999))], ['номер', esc(d.contract.number)], ['дата', dottedDate(d.contract.date)], ['Вид операции', '']];
  const head = `<tr><th rowspan="2" style="${b}">Номер по порядку</th><th colspan="2" style="${b}">Товар</th><th colspan="2" style="${b}">Единица измерения</th><th rowspan="2" style="${b}">Вид упаковки</th><th colspan="2" style="${b}">Количество</th><th rowspan="2" style="${b}">Масса брутто</th><th rowspan="2" style="${b}">Количество (масса нетто)</th><th rowspan="2" style="${b}">Цена, руб. коп.</th><th rowspan="2" style="${b}">Сумма без учета НДС, руб. коп.</th><th colspan="2" style="${b}">НДС</th><th rowspan="2" style="${b}">Сумма с учетом НДС, руб. коп.</th></tr>
<tr><th style="${b}">наименование, характеристика, сорт, артикул товара</th><th style="${b}">код</th><th style="${b}">наиме-нование</th><th style="${b}">код по ОКЕИ</th><th style="${b}">в одном месте</th><th style="${b}">мест, штук</th><th style="${b}">ставка, %</th><th style="${b}">сумма, руб. коп.</th></tr>`;
  const { body, total } = torgRows(c, b);
  const numbers = Array.from({ length: 15 }, (_, i) => `<td class="c" style="${b}${SMALL}">${i + 1}</td>`).join('');
  const repeat = c.r.chance(0.5);
  return page(c, `
<div class="r" style="${SMALL}">Унифицированная форма № ТОРГ-12<br>Утверждена постановлением Госкомстата России от 25.12.98 № 132</div>
<div style="display:flex;gap:10px">
<table style="flex:1">
<tr><td colspan="2" style="border-bottom:1px solid #000">${esc(partyLine(c, d.seller, true))}</td></tr>
<tr><td colspan="2" class="c" style="${SMALL}">организация-грузоотправитель, адрес, телефон, факс, банковские реквизиты</td></tr>
<tr><td colspan="2" style="border-bottom:1px solid #000">&nbsp;</td></tr><tr><td colspan="2" class="c" style="${SMALL}">структурное подразделение</td></tr>
${hrow('Грузополучатель', partyLine(c, consignee, c.r.chance(0.5)), 'организация, адрес, телефон, факс, банковские реквизиты')}
${hrow('Поставщик', partyLine(c, d.seller, true), 'организация, адрес, телефон, факс, банковские реквизиты')}
${hrow('Плательщик', partyLine(c, d.buyer, c.r.chance(0.5)), 'организация, адрес, телефон, факс, банковские реквизиты')}
${hrow('Основание', `Договор поставки № ${d.contract.number} от ${dottedDate(d.contract.date)}`, 'договор, заказ-наряд')}
</table>
<table style="width:150px;align-self:flex-start"><tr><td></td><td style="${b}" class="c">Коды</td></tr>${codes.map(([k, v]) => `<tr><td class="r" style="${SMALL}padding-right:4px">${k}</td><td style="${b}" class="c">${v}</td></tr>`).join('')}</table>
</div>
<table style="margin:10px auto"><tr><td></td><td style="${b}${SMALL}" class="c">Номер документа</td><td style="${b}${SMALL}" class="c">Дата составления</td></tr>
<tr><td class="b" style="font-size:1.3em;padding-right:12px">ТОВАРНАЯ НАКЛАДНАЯ</td><td style="${b}" class="c b">${esc(d.number)}</td><td style="${b}" class="c b">${dottedDate(d.date)}</td></tr></table>
<table style="width:100%;font-size:0.92em">${repeat ? `<thead>${head}<tr>${numbers}</tr></thead><tbody>` : `<tbody>${head}<tr>${numbers}</tr>`}${body}${total}</tbody></table>
<div style="margin-top:8px">Товарная накладная имеет приложение на ____ листах и содержит ${d.lines.length} порядковых номеров записей</div>
<div style="margin-top:4px">Всего отпущено на сумму: <b>${esc(rubInWords(d.gross))}</b></div>
<table style="width:100%;margin-top:14px"><tr><td style="width:50%">Отпуск груза разрешил Директор ________ ${esc(initials(d.seller))}<br>Главный (старший) бухгалтер ________<br>Отпуск груза произвел ________<br>М.П. ${esc(ruQuotedDate(d.date))}</td>
<td>Груз принял ________<br>Груз получил грузополучатель ________<br>М.П. «___» ________ 20__ года</td></tr></table>`, { landscape: true });
}

/** held — ТОРГ-12 with the header as a grid of label and value cells (INN on its own line), a one-row table header without column numbers and totals under the table. */
export function torg12Cells(c: Ctx): string {
  const d = c.doc;
  c.printed.grossColumn = true;
  const b = 'border:1px solid #333;padding:3px 6px;';
  const consignee = d.consignee ?? d.buyer;
  const partyCell = (p: Party): string => `${esc(p.name)}<br>${esc(innKpp(p))}<br><span class="small">${esc(addr(p))}</span>`;
  const rows: [string, string][] = [['Грузоотправитель', c.r.chance(0.5) ? 'он же' : partyCell(d.seller)], ['Грузополучатель', partyCell(consignee)], ['Поставщик', partyCell(d.seller)], ['Плательщик', partyCell(d.buyer)], ['Основание', `Договор № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))}`]];
  const cols = ['№', 'Наименование товара', 'Ед. изм.', 'Кол-во', 'Цена без НДС', 'Сумма без НДС', 'Ставка НДС', 'Сумма НДС', 'Сумма с НДС'];
  const body = d.lines.map((l, i) => `<tr>${[String(i + 1), esc(l.name), esc(l.unit), c.qty(l.qty), c.num(l.price), c.num(l.net), rate(c, l.rate), c.num(l.vat), c.num(l.gross)].map((x, j) => `<td style="${b}" class="${j >= 3 ? 'r' : ''}">${x}</td>`).join('')}</tr>`).join('');
  return page(c, `
<div style="display:flex;justify-content:space-between"><div class="b" style="font-size:1.3em">Товарная накладная № ${esc(d.number)}<br><span style="font-weight:normal">от ${esc(titleDate(c))}</span></div><div class="small r">Форма ТОРГ-12<br>ОКУД 0330212</div></div>
<table style="width:100%;margin:10px 0">${rows.map(([k, v]) => `<tr><td style="${b}width:20%;background:#f2f2f2">${k}</td><td style="${b}">${v}</td></tr>`).join('')}</table>
<table style="width:100%"><tbody><tr>${cols.map((h) => `<th style="${b}background:#e8e8e8">${h}</th>`).join('')}</tr>${body}</tbody></table>
<table style="margin-left:auto;margin-top:6px">${[['Итого без НДС', d.net], ['Сумма НДС', d.vat], ['Всего с НДС', d.gross]].map(([k, v]) => `<tr><td class="r" style="padding:1px 8px">${k}:</td><td class="r b">${c.num(v as number)}</td></tr>`).join('')}</table>
<div>Всего отпущено ${d.lines.length} наименований на сумму ${esc(rubInWords(d.gross))}</div>
${signatures(c, 'Отпуск разрешил', 'Груз получил')}`, { landscape: c.r.chance(0.5) });
}

const UPD_COLS = ['№ п/п', 'Код товара/ работ, услуг', 'Наименование товара (описание выполненных работ, оказанных услуг), имущественного права', 'Код вида товара', 'Единица измерения код', 'условное обозначение (национальное)', 'Количество (объем)', 'Цена (тариф) за единицу измерения', 'Стоимость товаров (работ, услуг), имущественных прав без налога - всего', 'В том числе сумма акциза', 'Налоговая ставка', 'Сумма налога, предъявляемая покупателю', 'Стоимость товаров (работ, услуг), имущественных прав с налогом - всего', 'Страна происхождения товара цифровой код', 'краткое наименование', 'Регистрационный номер декларации на товары'];

/** dev — УПД: the status box on the left, the (1)…(8) header lines, the 16-column table with its А/1/1а… number row, and the two signature halves. */
export function updTwoStatus(c: Ctx): string {
  const d = c.doc;
  c.printed.grossColumn = true;
  const b = 'border:1px solid #000;padding:1px 3px;';
  const consignee = d.consignee ?? d.buyer;
  const status = c.r.pick(['1', '1', '2']);
  const line = (label: string, value: string, n: string): string => `<tr><td style="white-space:nowrap;padding-right:6px">${label}</td><td style="border-bottom:1px solid #000;width:100%">${esc(value)}</td><td style="padding-left:6px">(${n})</td></tr>`;
  const body = d.lines.map((l, i) => {
    const cells = [String(i + 1), c.r.chance(0.3) ? esc(l.article) : '', esc(l.name), '', '796', esc(l.unit), c.qty(l.qty), c.num(l.price), c.num(l.net), 'без акциза', rate(c, l.rate), c.num(l.vat), c.num(l.gross), '', '', ''];
    return `<tr>${cells.map((x, j) => `<td style="${b}" class="${j >= 6 && j <= 12 ? 'r' : ''}">${x}</td>`).join('')}</tr>`;
  }).join('');
  const numbers = ['А', '1', '1а', '1б', '2', '2а', '3', '4', '5', '6', '7', '8', '9', '10', '10а', '11'];
  const head = `<tr>${UPD_COLS.map((h) => `<th style="${b}font-weight:normal;${SMALL}">${h}</th>`).join('')}</tr><tr>${numbers.map((n) => `<td class="c" style="${b}${SMALL}">${n}</td>`).join('')}</tr>`;
  const total = `<tr class="b"><td colspan="8" style="${b}">Всего к оплате (9)</td><td style="${b}" class="r">${c.num(d.net)}</td><td colspan="2" class="c" style="${b}">X</td><td style="${b}" class="r">${c.num(d.vat)}</td><td style="${b}" class="r">${c.num(d.gross)}</td><td colspan="3"></td></tr>`;
  return page(c, `
<div style="display:flex;gap:8px">
<div style="width:16%;border:1px solid #000;padding:4px" class="small"><b>Универсальный передаточный документ</b><br><br>Статус: <span style="border:1px solid #000;padding:0 6px">${status}</span><br><br><span style="${SMALL}">1 – счет-фактура и передаточный документ (акт)<br>2 – передаточный документ (акт)</span></div>
<div style="flex:1">
<div class="r" style="${SMALL}">Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137</div>
<table style="width:100%">
<tr><td colspan="3" class="b" style="font-size:1.15em">Счет-фактура № ${esc(d.number)} от ${esc(c.r.chance(0.5) ? dottedDate(d.date) : ruLongDate(d.date))} (1)</td></tr>
<tr><td colspan="3">Исправление № -- от -- (1а)</td></tr>
${line('Продавец:', d.seller.name, '2')}${line('Адрес:', addr(d.seller), '2а')}${line('ИНН/КПП продавца:', `${d.seller.inn}/${d.seller.kpp ?? ''}`, '2б')}
${line('Грузоотправитель и его адрес:', c.r.chance(0.6) ? 'он же' : `${d.seller.name}, ${addr(d.seller)}`, '3')}${line('Грузополучатель и его адрес:', `${consignee.name}, ${addr(consignee)}`, '4')}
${line('К платежно-расчетному документу №', '-- от --', '5')}${line('Документ об отгрузке', `№ п/п 1-${d.lines.length} № ${d.number} от ${dottedDate(d.date)}`, '5а')}
${line('Покупатель:', d.buyer.name, '6')}${line('Адрес:', addr(d.buyer), '6а')}${line('ИНН/КПП покупателя:', `${d.buyer.inn}/${d.buyer.kpp ?? ''}`, '6б')}
${line('Валюта: наименование, код', 'Российский рубль, 643', '7')}${line('Идентификатор государственного контракта, договора (соглашения) (при наличии):', '', '8')}
</table></div></div>
<table style="width:100%;margin-top:6px;font-size:0.88em">${c.r.chance(0.5) ? `<thead>${head}</thead><tbody>` : `<tbody>${head}`}${body}${total}</tbody></table>
<table style="width:100%;margin-top:10px" class="small"><tr><td>Руководитель организации или иное уполномоченное лицо ________ ${esc(initials(d.seller))}</td><td>Главный бухгалтер или иное уполномоченное лицо ________</td></tr></table>
<table style="width:100%;margin-top:10px;border-top:1px solid #000" class="small"><tr><td style="width:50%">Основание передачи (сдачи) / получения (приемки): Договор № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))} (8)<br>Товар (груз) передал / услуги, результаты работ, права сдал ________ (10)<br>Дата отгрузки, передачи (сдачи) ${esc(ruQuotedDate(d.date))} (11)</td><td>Товар (груз) получил / услуги, результаты работ, права принял ________ (15)<br>Дата получения (приемки) «__» ________ 20__ г. (16)</td></tr></table>`, { landscape: true });
}

/** held — счёт-фактура without the status box: header as a two-column list of labels and values, an 11-column table numbered 1–11 and its own totals row. */
export function sfClassic(c: Ctx): string {
  const d = c.doc;
  c.printed.grossColumn = true;
  const b = 'border:1px solid #000;padding:2px 4px;';
  const consignee = d.consignee ?? d.buyer;
  const kv: [string, string][] = [['Продавец', d.seller.name], ['Адрес', addr(d.seller)], ['ИНН/КПП продавца', `${d.seller.inn} / ${d.seller.kpp ?? ''}`], ['Грузоотправитель и его адрес', 'он же'], ['Грузополучатель и его адрес', `${consignee.name}, ${addr(consignee)}`],
    ['К платежно-расчетному документу', `№ ${c.r.int(1, 999)} от ${dottedDate(d.date)}`], ['Покупатель', d.buyer.name], ['Адрес', addr(d.buyer)], ['ИНН/КПП покупателя', `${d.buyer.inn} / ${d.buyer.kpp ?? ''}`], ['Валюта: наименование, код', 'российский рубль, 643']];
  const cols = ['Наименование товара (описание выполненных работ, оказанных услуг)', 'Единица измерения', 'Количество', 'Цена (тариф) за единицу измерения', 'Стоимость товаров (работ, услуг) без налога', 'В том числе акциз', 'Налоговая ставка', 'Сумма налога', 'Стоимость товаров (работ, услуг) с налогом - всего', 'Страна происхождения', 'Номер таможенной декларации'];
  const body = d.lines.map((l) => `<tr>${[esc(l.name), esc(l.unit), c.qty(l.qty), c.num(l.price), c.num(l.net), 'без акциза', rate(c, l.rate), c.num(l.vat), c.num(l.gross), '--', '--'].map((x, j) => `<td style="${b}" class="${j >= 2 && j <= 8 ? 'r' : ''}">${x}</td>`).join('')}</tr>`).join('');
  return page(c, `
<div class="r small">Приложение № 1<br>к постановлению Правительства РФ от 26.12.2011 № 1137</div>
<div class="b" style="font-size:1.3em;margin-top:8px">СЧЁТ-ФАКТУРА № ${esc(d.number)} от ${esc(titleDate(c))}</div>
<div style="margin-bottom:8px">ИСПРАВЛЕНИЕ № ---- от ----</div>
<table>${kv.map(([k, v]) => `<tr><td style="padding:1px 14px 1px 0;white-space:nowrap">${esc(k)}:</td><td style="border-bottom:1px dotted #555;padding:1px 0">${esc(v)}</td></tr>`).join('')}</table>
<table style="width:100%;margin-top:8px;font-size:0.9em"><tbody><tr>${cols.map((h) => `<th style="${b}font-weight:normal">${h}</th>`).join('')}</tr><tr>${cols.map((_, i) => `<td class="c small" style="${b}">${i + 1}</td>`).join('')}</tr>${body}
<tr class="b"><td colspan="4" style="${b}">Всего к оплате</td><td style="${b}" class="r">${c.num(d.net)}</td><td colspan="2" style="${b}" class="c">X</td><td style="${b}" class="r">${c.num(d.vat)}</td><td style="${b}" class="r">${c.num(d.gross)}</td><td colspan="2"></td></tr></tbody></table>
${signatures(c, 'Руководитель организации', 'Главный бухгалтер')}`, { landscape: true });
}

/** dev — Russian act: "Акт № … от …" with a rule under it, contractor and customer as lines with labels, basis, table, totals, the acceptance sentence, signatures. */
export function actRuClassic(c: Ctx): string {
  const d = c.doc;
  const cols = chooseColumns(c, { adjustments: false, fixed: c.r.pick([['no', 'name', 'qty', 'unit', 'price', d.mode === 'incl' ? 'gross' : 'net'], ['no', 'name', 'unit', 'qty', 'price', d.mode === 'incl' ? 'gross' : 'net'], ['no', 'name', 'qty', 'price', d.mode === 'incl' ? 'gross' : 'net']] as const).slice() });
  c.printed.grossColumn = d.mode === 'incl';
  const rows = totalsRows(c);
  return page(c, `
<div class="b" style="font-size:1.4em;border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:10px">${esc(c.L('actTitle'))} № ${esc(d.number)} от ${esc(titleDate(c))}</div>
<table><tr><td style="padding:3px 10px 3px 0">${esc(c.L('contractor'))}:</td><td class="b">${esc(partyLine(c, d.seller, c.r.chance(0.4)))}</td></tr>
<tr><td style="padding:3px 10px 3px 0">${esc(c.L('customer'))}:</td><td class="b">${esc(partyLine(c, d.buyer, false))}</td></tr>
${c.r.chance(0.7) ? `<tr><td style="padding:3px 10px 3px 0">${esc(c.L('basis'))}:</td><td>Договор № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))}</td></tr>` : ''}</table>
${itemsTable(c, cols, { repeatHeader: c.r.chance(0.5), rules: 'all', headerBg: null })}
<table style="margin-left:auto">${rows.map(([k, v]) => `<tr class="b"><td class="r" style="padding:1px 8px">${esc(k)}:</td><td class="r">${esc(v)}</td></tr>`).join('')}</table>
<div style="margin-top:6px">Всего оказано услуг ${d.lines.length}, на сумму ${fmtNum(d.gross, { thou: ' ', dec: ',' })} руб.<br><b>${esc(rubInWords(d.gross))}</b></div>
<p>Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.</p>
<table style="width:100%;margin-top:20px"><tr><td style="width:50%"><b>ИСПОЛНИТЕЛЬ</b><br>${esc(d.seller.name)}<br><br>____________ ${esc(initials(d.seller))}</td><td><b>ЗАКАЗЧИК</b><br>${esc(d.buyer.name)}<br><br>____________ ${esc(initials(d.buyer))}</td></tr></table>`);
}

/** held — Russian act with the parties side by side in a bordered table, city and date on one line, totals as rows of the item table. */
export function actSidesRu(c: Ctx): string {
  const d = c.doc;
  const amount = d.mode === 'incl' ? 'gross' : 'net';
  const cols = chooseColumns(c, { adjustments: false, fixed: c.r.pick([['no', 'name', 'qty', 'unit', 'price', amount], ['name', 'qty', 'price', amount]] as const).slice() });
  c.printed.grossColumn = d.mode === 'incl';
  const rows = totalsRows(c);
  const tail = rows.map(([k, v]) => `<tr><td colspan="${cols.length - 1}" class="r b" style="padding:2px 6px">${esc(k)}</td><td class="r" style="border:1px solid #222;padding:2px 6px">${esc(v)}</td></tr>`).join('');
  const cellS = 'border:1px solid #333;padding:3px 8px;width:50%';
  return page(c, `
<div class="c b" style="font-size:1.4em;text-transform:uppercase">${esc(c.L('actTitle'))} № ${esc(d.number)}</div>
<div style="display:flex;justify-content:space-between;margin:6px 0 12px"><span>${esc(d.seller.address[1] ?? '')}</span><span>${esc(c.r.chance(0.5) ? ruQuotedDate(d.date) : dottedDate(d.date))}</span></div>
<table style="width:100%"><tr><th style="${cellS}">${esc(c.L('contractor').toUpperCase())}</th><th style="${cellS}">${esc(c.L('customer').toUpperCase())}</th></tr>
<tr><td style="${cellS}">${esc(d.seller.name)}</td><td style="${cellS}">${esc(d.buyer.name)}</td></tr>
<tr><td style="${cellS}">${esc(innKpp(d.seller))}</td><td style="${cellS}">${esc(innKpp(d.buyer))}</td></tr>
<tr><td style="${cellS}">${esc(addr(d.seller))}</td><td style="${cellS}">${esc(addr(d.buyer))}</td></tr></table>
<p>По договору № ${esc(d.contract.number)} от ${esc(dottedDate(d.contract.date))} Исполнитель оказал, а Заказчик принял следующие услуги:</p>
${itemsTable(c, cols, { repeatHeader: true, rules: 'all', headerBg: null, tail })}
<p>Итого на сумму: ${esc(rubInWords(d.gross))}. Стороны претензий друг к другу не имеют.</p>
<table style="width:100%;margin-top:28px"><tr><td style="width:50%">От Исполнителя: ____________</td><td>От Заказчика: ____________</td></tr></table>`);
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Box } from '../../../../src-shared/document/geometry';
import type { TableCell, TextItem } from '../../../../src-shared/document/model';
import { parseText } from '../../parse-text';
import { normalise } from '../../../lib/fields/match-schema';
import { extractFrom, items, run, totalsOf } from './test-helpers';
import { withLines } from '../../../lib/layout/lines';

describe('built-in extractor on forms read by OCR', () => {
  it('skips a numbering row with a misread digit and joined cells, and reads "1,000" as one in a decimal-comma table', async () => {
    const r = await run([
      'ТОВАРНАЯ НАКЛАДНАЯ № 7 от 14.10.2014', '',
      '| № | Товар | Ед. | Количество (масса нетто) | Цена, руб. коп | Сумма без учета НДС, руб. коп | Суммас учетом НДС, руб. коп |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| i | 2 | 3 | 10 | 11 | 12 | 13 \\| 15 |',
      '| 1 | Набор коробов | шт | 1,000 | 158,47 | 158,47 | 187,00 |',
      '| 2 | Чехол | шт | 3,000 | 121,19 | 363,56 | 429,00 |',
    ], 'torg12');
    const rows = items(r);
    assert.equal(rows.length, 2, 'the numbering row is not an item');
    assert.deepEqual(rows.map((i) => [i.name, i.quantity, i.amount_gross]), [['Набор коробов', 1, 187], ['Чехол', 3, 429]],
      'quantities with three decimals; the OCR-joined "суммас учетом" still names the gross amount');
  });

  it('skips a lettered numbering row with one mark misread ("1б" as "16"), in a УПД and in an English form alike', async () => {
    const upd = await run([
      'Счет-фактура № 51/6 от 19.04.2024', '',
      '| № | Код | Наименование товара | Ед. | Количество | Цена | Стоимость без налога | Сумма налога | Стоимость с налогом |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| А | 1 | 1а | 16 | 2 | 2а | 3 | 4 | 5 \\| 6 |',
      '| 1 | 0001 | Сахар-песок ГОСТ 33222-2015 | кг | 22,84 | 30,44 | 695,25 | 139,05 | 834,30 |',
    ], 'upd');
    assert.deepEqual(items(upd).map((i) => [i.name, i.quantity]), [['Сахар-песок ГОСТ 33222-2015', 22.84]]);
    // Read worse: letters for marks ("la", "da"), "10а" as "102", "11" as "и".
    const worse = await run([
      'Счет-фактура № 51/6 от 19.04.2024', '',
      '| № | Код | Наименование товара | Ед. | Количество | Цена | Стоимость без налога | Сумма налога | Стоимость с налогом |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| A | 1 | la | 16 | 2 | da | 102 | 4 | и |',
      '| 1 | 0001 | Сахар-песок ГОСТ 33222-2015 | кг | 22,84 | 30,44 | 695,25 | 139,05 | 834,30 |',
    ], 'upd');
    assert.deepEqual(items(worse).map((i) => [i.name, i.quantity]), [['Сахар-песок ГОСТ 33222-2015', 22.84]]);
    const en = await run([
      'Invoice 12', '',
      '| No | Item | Unit | Qty | Price | Amount |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | 2 | 3 | 4 | 8 | 6 |', '| 1 | Bolts M8 | pcs | 10 | 2.50 | 25.00 |',
    ], 'invoice');
    assert.deepEqual(items(en).map((i) => [i.name, i.quantity]), [['Bolts M8', 10]]);
  });

  it('keeps "1,000" a thousand where the document writes decimals with a point', async () => {
    const r = await run(['Invoice 5', '', '| Item | Qty | Price | Amount |', '| --- | --- | --- | --- |', '| Bolts | 1,000 | 0.25 | 250.00 |', '| Nuts | 2,000 | 0.10 | 200.00 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => i.quantity), [1000, 2000]);
  });

  it('reads "205.000" as 205 where the table writes decimals with a point, and "1.200" as a thousand where with a comma', async () => {
    const point = await run([
      'ТОВАРНАЯ НАКЛАДНАЯ № 9 от 14.10.2024', '',
      '| № | Товар | Количество | Цена | Сумма |', '| --- | --- | --- | --- | --- |',
      '| 1 | Клавиатура проводная USB | 205.000 | 28.31 | 5803.55 |', '| 2 | Кабель ВВГнг-LS 3х2,5 | 22.780 | 23.45 | 534.19 |',
    ], 'torg12');
    assert.deepEqual(items(point).map((i) => i.quantity), [205, 22.78]);
    const en = await run(['Invoice 7', '', '| Item | Qty | Price | Amount |', '| --- | --- | --- | --- |', '| Cable | 1.500 | 2.00 | 3.00 |', '| Bolts | 12.000 | 0.25 | 3.00 |'], 'invoice');
    assert.deepEqual(items(en).map((i) => i.quantity), [1.5, 12]);
    const de = await run(['Rechnung 7', '', '| Artikel | Menge | Preis | Betrag |', '| --- | --- | --- | --- |', '| Schrauben | 1.200 | 0,25 | 300,00 |', '| Muttern | 2.000 | 0,10 | 200,00 |'], 'invoice');
    assert.deepEqual(items(de).map((i) => i.quantity), [1200, 2000]);
  });

  it('reads totals from a box of labels over amounts, and never a VAT number as VAT', async () => {
    const r = await run([
      'FACTURE N° F2018', 'N° TVA : FR 32 123 456 789', '',
      '| TOTAL HT | TOTAL TVA | TOTAL TTC |', '| --- | --- | --- |', '| 100,00 | 10,00 | 110,00 |',
    ], 'invoice');
    assert.deepEqual(totalsOf(r), [100, 10, 110]);
  });

  it('currency: written ISO codes outvote a stray dollar sign', async () => {
    const r = await run(['Rechnung 2015738820', 'Netto EUR   MwSt. EUR   Brutto EUR', '376,37   71,51   447,88', 'Bestimmungen der $$ 286 - 288 BGB'], 'invoice');
    assert.equal(r.currency, 'EUR');
  });

  it('finds a header without its accents ("DESIGNATION") and a label that OCR wrote without its space', async () => {
    const r = await run([
      '| Номер документа | Датасоставления |', '| --- | --- |', '| 36 | 25.11.2021 |', '', 'Goods and services', '',
      '| # | DESIGNATION | QTE | TOTAL HT |', '| --- | --- | --- | --- |', '| 1 | PRESTATION SUPPORT | 1,00 | 60,00 |', '| 2 | APPEL | 2,00 | 5,00 |',
    ], 'invoice');
    assert.equal(r.date, '2021-11-25');
    assert.deepEqual(items(r).map((i) => i.name), ['PRESTATION SUPPORT', 'APPEL']);
  });

  it('reads number and date from the header row of a table that goes on with the items', async () => {
    const r = await run([
      'Kopie factuur', '',
      '| Klant Order | Factuur datum | Factuur | Vervaldatum |', '| --- | --- | --- | --- |',
      '| SCONLO0303006280999 | 8-9-2022 | VF1005193039 | 22-9-2022 |',
      '| Artikel E103184 Onderhoudsset | | 49,99 | 49,99 |', '| E103560 SX Flyer | | 0,00 | 0,00 |', '| Prijzen zijn inclusief BTW | | Factuur totaal EUR | 49,99 |', '',
      'BTW overzicht', '', '| BTW % | Grondslag | BTW bedrag | Totaal |', '| --- | --- | --- | --- |', '| 21% | 41,31 | 8,68 | 49,99 |',
    ], 'invoice');
    assert.equal(r.number, 'VF1005193039');
    assert.equal(r.date, '2022-09-08');
    assert.equal(r.total_net, 41.31);
  });

  it('reads totals under the column heads of a totals header that is not a table', async () => {
    const r = await run('', 'invoice', [
      ['Rechnung', 50, 60], ['2015738820', 110, 60],
      ['Netto', 300, 400], ['EUR', 330, 400], ['MwSt.', 380, 400], ['EUR', 415, 400], ['Brutto', 460, 400], ['EUR', 495, 400],
      ['376,37', 305, 414], ['71,51', 390, 414], ['447,88', 470, 414],
    ]);
    assert.deepEqual(totalsOf(r), [376.37, 71.51, 447.88]);
  });

  it('without a labelled date: the date the letter is written on, never a form\'s approval date', async () => {
    const de = await run(['Alphabet GmbH', 'Muster GmbH   Rechnungsnummer:   2015738820', 'z. Hd. Herr Mustermann   München, den   01.11.2024', 'Finanzrate vom 01.10.2024 bis 31.10.2024'], 'invoice');
    assert.equal(de.date, '2024-11-01');
    const ru = await run(['Унифицированная форма ТОРГ-12 Утверждена постановлением Госкомстата России от 25.12.98 № 132', 'Грузоотправитель ООО "Ромашка"', 'Отгружено 25.11.2021'], 'torg12');
    assert.equal(ru.date, '2021-11-25');
  });

  it('finds the amount column whose header OCR garbled by quantity × price', async () => {
    const r = await run([
      'ТОВАРНАЯ НАКЛАДНАЯ № 36', '',
      '| № | Товар | Количество | Цена, руб. коп. | He wma руб без учёта kon | НДС |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | Оперативка | 2 | 480,00 | 960,00 | Без НДС |', '| 2 | Стерапивка | 3 | 100,00 | 300,00 | Без НДС |',
    ], 'torg12');
    assert.deepEqual(items(r).map((i) => i.amount_net), [960, 300]);
  });

  it('a label that starts a longer one ("DATE DE FACTURE ASSOCIEE :") names another value', async () => {
    const r = await run(['FACTURE N°: F20180027', 'LOGO Vendeur   Date:   31/12/2018', 'N° DE FACTURE ASSOCIEE : F20180003',
      'DATE DE FACTURE ASSOCIEE : 30/11/2018', 'DATE DE DEBUT DE PRESTATION : 01/12/2018'], 'invoice');
    assert.equal(r.number, 'F20180027');
    assert.equal(r.date, '2018-12-31');
  });

  it('without a buyer label, the addressee in the letter\'s address window is the buyer', async () => {
    const r = await run(['Alphabet Fuhrparkmanagement GmbH', 'Alphabet, Lilienthalallee 26, 80786 München', 'Muster GmbH   Rechnungsnummer:   2015738820',
      'z. Hd. Herr Mustermann   München, den   01.11.2024', 'Musterweg 1', '60325 Frankfurt am Main', '', 'Rechnung', 'Brutto EUR 447,88'], 'invoice');
    assert.equal((r.buyer as Record<string, unknown>).name, 'Muster GmbH');
    const us = await run(['Google LLC', 'Attn: Billing', '1600 Amphitheatre Parkway', 'Mountain View, CA 94043', '', 'Invoice 12345', 'Total due 10.00'], 'invoice');
    assert.notEqual((us.buyer as Record<string, unknown>).name, 'Google LLC', 'a street line is no town line');
  });

  it('a party label in one column of a positioned page reads only what lies under it', async () => {
    const r = await run('', 'invoice', [
      ['FACTURE', 300, 40], ['N°', 340, 40], ['F2018', 460, 40],
      ['Lieferant', 60, 60], ['Datum:', 300, 60], ['31.12.2018', 460, 60],
      ['Muster', 60, 74], ['AG', 95, 74], ['Kunde', 300, 74],
      ['Hauptstr.', 60, 88], ['1', 110, 88], ['Beispiel', 300, 88], ['GmbH', 345, 88],
    ]);
    assert.equal((r.seller as Record<string, unknown>).name, 'Muster AG');
    assert.equal((r.buyer as Record<string, unknown>).name, 'Beispiel GmbH');
  });

  it('a small table of line items is no totals box, and a total\'s word in a longer phrase takes nothing below it', async () => {
    const r = await run(['Invoice 7', '', '| Item | Net price | VAT |', '| --- | --- | --- |', '| Bolts | 5,00 | 19% |'], 'invoice');
    assert.equal(r.total_net ?? null, null);
    assert.equal(r.total_vat ?? null, null);
    const w = await run('', 'invoice', [['Invoice', 50, 40], ['8', 100, 40], ['Total', 300, 100], ['weight', 330, 100], ['of', 365, 100], ['goods', 380, 100], ['12,50', 305, 114], ['kg', 335, 114]]);
    assert.equal(w.total ?? null, null);
  });

  it('a party label alone in its cell: the party is the column of its value', async () => {
    const r = await run('', 'invoice', [['Invoice', 300, 20], ['9', 340, 20],
      ['Bill', 50, 60], ['to:', 70, 60], ['ACME', 200, 60], ['Corp', 228, 60],
      ['Main', 200, 74], ['Street', 225, 74], ['5', 258, 74], ['10115', 200, 88], ['Berlin', 232, 88]]);
    assert.equal((r.buyer as Record<string, unknown>).name, 'ACME Corp');
  });

  it('words naming the document keep a label ("Дата счета:"); titles after other words still date; a column of dates dates no document', async () => {
    const ru = await run(['Поставщик: ООО "Ромашка"', 'Номер счета: 12', 'Дата счета: 01.02.2024'], 'invoice');
    assert.equal(ru.date, '2024-02-01');
    const en = await run(['Commercial Invoice No. 5 dated 03.02.2024', 'Seller: Acme Ltd'], 'invoice');
    assert.equal(en.date, '2024-02-03');
    const sheet = await run(['Report', '', '| Date | Item | Amount |', '| --- | --- | --- |', '| 01.03.2024 | Bolts | 5,00 |', '| 02.03.2024 | Nuts | 6,00 |',
      '| 03.03.2024 | Screws | 7,00 |', '| 04.03.2024 | Pins | 8,00 |'], 'invoice');
    assert.notEqual(sheet.date, '2024-03-01', 'the first row of a Date column is not the document date');
  });

  it('a role word inside a phrase labels no party', async () => {
    const r = await run(['НАКЛАДНАЯ № КА/62689 от 14.09.12', 'Поставщик: ООО "АВИА-КОС"', 'Грузополучатель:  Таттехмедфарм 3 экз накл клиент г. Казань, ул. Татарстан, 2/3'], 'torg12');
    assert.equal((r.payer as Record<string, unknown>).name ?? null, null, '"клиент" inside the note names no payer');
    assert.equal((r.consignee as Record<string, unknown>).name, 'Таттехмедфарм', 'the name ends before the count "3 экз" of the note');
  });

  it('a plain "Получатель" is the buyer where no buyer or payer is named, never beside one', async () => {
    const alone = await run(['НАКЛАДНАЯ № 7 от 14.09.12', 'Поставщик: ООО "АВИА-КОС"', 'Получатель:  Таттехмедфарм, 420000, г. Казань'], 'torg12');
    assert.equal((alone.payer as Record<string, unknown>).name, 'Таттехмедфарм', 'the name ends before the postcode');
    const both = await run(['НАКЛАДНАЯ № 7 от 14.09.12', 'Поставщик: ООО "АВИА-КОС"', 'Плательщик: ООО "Вектор"', 'Получатель: Аптека №5'], 'torg12');
    assert.equal((both.payer as Record<string, unknown>).name, 'ООО "Вектор"');
    const consignee = await run(['НАКЛАДНАЯ № 7 от 14.09.12', 'Поставщик: ООО "АВИА-КОС"', 'Грузополучатель: Аптека №5'], 'torg12');
    assert.equal((consignee.payer as Record<string, unknown>).name ?? null, null, 'a consignee named as such is not the buyer');
  });

  it('a generic label ending a longer one names another value; an identifier holds no label', async () => {
    const r = await run(['Sammy Maystone', '# invoice_number_1', 'PO Number: po_number_123', 'Due Date: Jan 31, 2022'], 'invoice');
    assert.equal(r.number ?? null, null, 'neither "PO Number" nor the "_1" of invoice_number_1 is the invoice number');
    assert.equal(r.date ?? null, null, 'a due date is no document date');
    const own = await run(['INVOICE', 'Invoice Number: 42183017', 'Invoice Date: 2014-08-03'], 'invoice');
    assert.equal(own.number, '42183017');
    assert.equal(own.date, '2014-08-03');
  });

  it('the issuer: never a company of the buyer\'s block; a title\'s brand without its logo word; the footer\'s company', async () => {
    const seller = async (lines: string[]): Promise<unknown> => ((await run(lines.join('\n'), 'invoice')).seller as Record<string, unknown>).name ?? null;
    assert.equal(await seller(['amazon Amazon Web Services Invoice', 'Bill to Address:', 'ATTN: iViveLabs Limited', 'Total $4.11']), 'Amazon Web Services');
    const footer = ['Factuuradres', 'Strategic Corp', 'Fakestreet 46', '', 'Factuur VF1005193039', ...Array.from({ length: 24 }, (_, i) => `Regel ${i + 1}`),
      'The issuer encapsulated their company data in the image below: e-Luscious Nederland B.V. iov Saeco.com', 'Badweg 48, 8401 BL, Gorredijk'];
    assert.equal(await seller(footer), 'e-Luscious Nederland B.V.', '"Factuuradres" heads the buyer; the issuer is the footer\'s company');
    assert.equal(((await run(footer.join('\n'), 'invoice')).buyer as Record<string, unknown>).name, 'Strategic Corp');
    const bankFirst = [...footer.slice(0, -2), 'Bank: ABN AMRO Bank N.V.   IBAN NL91ABNA0417164300', ...footer.slice(-2)];
    assert.equal(await seller(bankFirst), 'e-Luscious Nederland B.V.', 'a bank after its label is not the issuer');
  });

  it('a heading ending its cell ("Adresse du Client") labels the party under it, even a name with the role word', async () => {
    const r = await run(['FACTURE N° F20180027', 'Adresse du Client', 'LE CLIENT', '58 rue de la mer'], 'invoice');
    assert.equal((r.buyer as Record<string, unknown>).name, 'LE CLIENT');
  });

  it('a quantity column whose header OCR garbled is found by quantity × price; a column of percents is the rate', async () => {
    const r = await run(['FACTURE N° F20180027', '',
      '| # | NOM & DESIGNATION | P.U. HT (EUR) | UNIT | até | TOTAL HT (EUR) | TVA |', '| --- | --- | --- | --- | --- | --- | --- |',
      '| 1 | PRESTATION SUPPORT | 60,00 | PCE | 1,00 | 60,00 | 10,00% |',
      '| 2 | FOURNITURES DIVERSES | 10,00 | PCE | 3,00 | 30,00 | 10,00% |',
      '| 3 | APPEL | 5,00 | PCE | 1,00 | 5,00 | 10,00% |'], 'invoice');
    assert.deepEqual(items(r).map((i) => [i.quantity, i.price, i.amount_net, i.vat_rate, i.vat_amount ?? null]),
      [[1, 60, 60, '10,00%', null], [3, 10, 30, '10,00%', null], [1, 5, 5, '10,00%', null]]);
  });

  it('a quantity OCR garbled follows from price and amount; an empty one stays empty', async () => {
    const r = await run(['НАКЛАДНАЯ № КА/62689 от 14.09.12', '',
      '| № | Наименование | Ед. изм. | Количество | Цена с учетом НДС | Сумма с учетом НДС |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | Салфетки 64шт | шт. | к | 75,22 | 75,22 |', '| 2 | Прокладка 30шт | шт. | ‚. | 157,87 | 315,74 |',
      '| 3 | Мыло 100г | шт. |  | 20,99 | 20,99 |', '| 4 | Крем | шт. | ?? | 10,00 | 25,55 |'], 'torg12');
    assert.deepEqual(items(r).map((i) => i.quantity ?? null), [1, 2, null, null], 'not from an empty cell, nor where it would not come out whole');
    const others = await run(['НАКЛАДНАЯ № 8 от 14.09.12', '',
      '| № | Наименование | Количество | Цена с учетом НДС | Сумма с учетом НДС |', '| --- | --- | --- | --- | --- |',
      '| 1 | Мыло 100г | 2 | ‚, | 41,98 |', '| 2 | Крем | 3 | 10,00 | к,к |'], 'torg12');
    assert.deepEqual(items(others).map((i) => [i.price, i.amount_gross]), [[20.99, 41.98], [10, 30]], 'a price or an amount the same way');
  });

  it('a totals row named after the document ("Factuur totaal EUR") is no item; a product named "Total" after its brand is', async () => {
    const r = await run(['Factuur VF1005193039', '', '| Omschrijving | Prijs | Bedrag |', '| --- | --- | --- |',
      '| Onderhoudsset CA6707/10 | 49,99 | 49,99 |', '| Colgate Total 75ml | 2,50 | 2,50 |', '| Prijzen zijn inclusief BTW | Factuur totaal EUR | 52,49 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => i.name), ['Onderhoudsset CA6707/10', 'Colgate Total 75ml']);
  });

  it('a table after the items that opens with a header of its own (a VAT summary) adds no items', async () => {
    const r = await run(['Invoice 7', '', '| Item | Qty | Price | Amount |', '| --- | --- | --- | --- |', '| Bolts | 2 | 1.50 | 3.00 |', '',
      'VAT summary', '', '| Rate code | Taxable base | Tax due |', '| --- | --- | --- |', '| 5 | 3.00 | 0.60 |'], 'invoice', undefined, true);
    assert.deepEqual(items(r).map((i) => i.name), ['Bolts']);
  });

  it('role words at the end of a sentence, after "Банк"/"Unterschrift", or over bank details label no buyer', async () => {
    const name = (r: Record<string, unknown>, role: string): unknown => (r[role] as Record<string, unknown>).name ?? null;
    const terms = await run(['Muster GmbH', 'Rechnung R-1 vom 12.03.2024', 'Bill to: ACME Ltd', 'Goods remain the property of the seller', 'until paid in full. Payment within 14 days.'], 'invoice');
    assert.equal(name(terms, 'seller'), 'Muster GmbH');
    const signed = await run(['Muster GmbH', 'Rechnung R-1 vom 12.03.2024', 'Unterschrift Kunde', 'Hans Meier, Einkauf'], 'invoice');
    assert.equal(name(signed, 'buyer'), null);
    const payee = await run(['ПАО СБЕРБАНК г. Москва                          БИК 044525225', 'Банк получателя                                 Сч. № 30101810400000000225',
      'ИНН 7701234567   КПП 770101001                  Сч. № 40702810900000000001', 'ООО "Ромашка"', 'Получатель',
      'Счет на оплату № 15 от 12.03.2024', 'Поставщик: ООО "Ромашка", ИНН 7701234567'], 'invoice');
    assert.equal(name(payee, 'buyer'), null, 'the payee of a payment form is the seller');
  });

  it('names, dates and brands the first rules must leave alone', async () => {
    const r = await run(['НАКЛАДНАЯ № 7 от 14.09.12', 'Поставщик: ООО 1000 мелочей', 'Грузополучатель______ООО Ромашка'], 'torg12');
    assert.equal((r.supplier as Record<string, unknown>).name, 'ООО 1000 мелочей', 'a number in a name is no count');
    assert.equal((r.consignee as Record<string, unknown>).name, 'ООО Ромашка', 'a blank to write on follows its label');
    assert.equal((await run(['ACME Ltd', 'Order placed 2024-03-01', 'Inv. Date: 2024-03-12'], 'invoice')).date, '2024-03-12');
    assert.equal((await run(['ACME Ltd', 'Invoice 15', '12.03.2024  Due 26.03.2024'], 'invoice')).date, '2024-03-12');
    assert.equal(((await run(['eBay Marketplaces Invoice', 'Bill to: ACME'], 'invoice')).seller as Record<string, unknown>).name, 'eBay Marketplaces');
    const billed = await run(['Invoice 15', 'Customer: ACME Ltd', 'Billing Address: 12 Main St, London'], 'invoice');
    assert.equal((billed.buyer as Record<string, unknown>).name, 'ACME Ltd');
    assert.equal((billed.buyer as Record<string, unknown>).address, '12 Main St, London', 'the address heading goes on with its party');
  });

  it('a VAT summary sharing words with the items\' header adds no items', async () => {
    const r = await run(['Factuur 7', '', '| Omschrijving | Aantal | Prijs | BTW % | Bedrag |', '| --- | --- | --- | --- | --- |', '| Bouten | 2 | 1,50 | 21% | 3,00 |', '',
      'BTW overzicht', '', '| BTW % | Bedrag excl. | BTW |', '| --- | --- | --- |', '| 21% | 3,00 | 0,63 |'], 'invoice', undefined, true);
    assert.deepEqual(items(r).map((i) => i.name), ['Bouten']);
  });

  it('an item\'s name leaves out the note lines under it in its cell, not a name wrapped at the column\'s edge', async () => {
    const doc = parseText('Invoice 15');
    // A name column 200 pt wide: "MSI GS60 Ghost Pro" over "Serienummer: GS60 2QE", and a long name wrapped at the edge.
    const word = (id: string, text: string, x0: number, y: number, x1: number): TextItem => ({ id, text, box: [x0, y, x1, y + 8], fontSize: 8, eol: false });
    const words = [word('h1', 'Product', 40, 90, 80), word('h2', 'Qty', 250, 90, 265), word('h3', 'Price', 300, 90, 325),
      word('a1', 'MSI GS60 Ghost Pro', 40, 110, 120), word('a2', 'Serienummer: GS60 2QE', 40, 120, 140), word('a3', '1', 250, 110, 255), word('a4', '1999.00', 300, 110, 330),
      word('b1', 'Ситечко для заварки сталь, силикон', 40, 140, 240), word('b2', 'Материал: сталь', 40, 150, 100), word('b3', '1', 250, 140, 255), word('b4', '368.00', 300, 140, 330)];
    doc.pages = [withLines({ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items: words })];
    const cell = (row: number, col: number, ids: string[]): TableCell => {
      const own = words.filter((w) => ids.includes(w.id));
      const box = own.map((w) => w.box as Box).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])]);
      return { row, col, rowSpan: 1, colSpan: 1, text: own.map((w) => w.text).join(' '), header: row === 0, itemIds: ids, box };
    };
    doc.tables = [{ id: 't0', pages: [1], nRows: 3, nCols: 3, cells: [cell(0, 0, ['h1']), cell(0, 1, ['h2']), cell(0, 2, ['h3']),
      cell(1, 0, ['a1', 'a2']), cell(1, 1, ['a3']), cell(1, 2, ['a4']), cell(2, 0, ['b1', 'b2']), cell(2, 1, ['b3']), cell(2, 2, ['b4'])] }];
    assert.deepEqual(items(await extractFrom(doc, 'invoice')).map((i) => i.name), ['MSI GS60 Ghost Pro', 'Ситечко для заварки сталь, силикон Материал: сталь']);
  });

  it('a column header with one letter misread by OCR still names its field', async () => {
    const r = await run(['НАКЛАДНАЯ № 5 от 14.09.12', '', '| № | Наименование | Eg. изм. | Количество | Сумма |', '| --- | --- | --- | --- | --- |',
      '| 1 | Мыло | шт. | 2 | 41,98 |', '| 2 | Крем | шт. | 1 | 84,62 |'], 'torg12');
    assert.deepEqual(items(r).map((i) => i.unit), ['шт.', 'шт.']);
  });

  it('normalise folds Latin accents and keeps Cyrillic letters as they are', () => {
    assert.equal(normalise('Désignation Qté'), 'designation qte');
    assert.equal(normalise('Краткий йогурт Ёлка'), 'краткий йогурт елка');
  });
});

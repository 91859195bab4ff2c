import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run } from './test-helpers';

const names = (r: Record<string, unknown>): unknown[] => items(r).map((i) => [i.name, i.quantity]);

describe('item columns told by what they hold', () => {
  it('names come from the column of words when the name header is unreadable', async () => {
    for (const [header, type] of [['вара рабох. кли} права:', 'upd'], ['Dsgn@t1on ~~', 'invoice'], ['Bezeichuug', 'invoice']] as const) {
      const r = await run(['Документ № 5 от 01.02.2024', '', `| № | ${header} | Кол-во | Цена | Сумма |`, '| --- | --- | --- | --- | --- |',
        '| 1 | Краска водоэмульсионная белая 10 л | 8 | 225,85 | 1 806,80 |', '| 2 | Перчатки нитриловые, размер L | 2 | 288,00 | 576,00 |',
        '| 3 | Лампа светодиодная E27 12 Вт | 9 | 841,63 | 7 574,67 |'], type);
      assert.deepEqual(names(r), [['Краска водоэмульсионная белая 10 л', 8], ['Перчатки нитриловые, размер L', 2], ['Лампа светодиодная E27 12 Вт', 9]], header);
    }
  });

  it('names come from the column of words when the name header stands over an empty column beside it', async () => {
    const r = await run(['Invoice 5', '', '| No | Description |  | Unit | Qty | Price | Amount |', '| --- | --- | --- | --- | --- | --- | --- |',
      '| 1 |  | Copper wire 2.5 mm² | m | 37.9 | 14.73 | 558.27 |', '| 2 |  | Office chair, ergonomic mesh | pcs | 8 | 1397.83 | 11182.64 |',
      '| 3 |  | Hand sanitiser | pcs | 5 | 285.00 | 1425.00 |'], 'invoice');
    assert.deepEqual(names(r), [['Copper wire 2.5 mm²', 37.9], ['Office chair, ergonomic mesh', 8], ['Hand sanitiser', 5]]);
  });

  it('quantity, price and amount whose headers are all unreadable are the three columns whose product holds, the amount rightmost', async () => {
    const cases: [string, string, string[], string[][]][] = [
      // An УПД's sixteen columns shortened: code, unit, quantity, price, amount, excise, rate, VAT, total; headers garbled.
      ['Счет-фактура № 84/4 от 25.06.2022', 'upd', ['№ amo', 'лы товары pader, услуг', 'Enon а', 'enor ote', 'Кол виды roa', 'тариф ма eens', '(roma Th щи', 'В пом числе', 'Haswomes', 'Сумма налога', 'Кава ны всего'],
        [['1', 'Перчатки нитриловые, размер L', '796', 'упак', '6,000', '686,89', '4 121,34', 'без акциза', '20%', '824,27', '4 945,61'],
          ['2', 'Монитор 24" IPS Full HD', '796', 'шт', '287,000', '49,83', '14 301,21', 'без акциза', '20%', '2 860,24', '17 161,45'],
          ['3', 'Краска водоэмульсионная белая 10 л', '796', 'шт', '4,000', '352,66', '1 410,64', 'без акциза', '20%', '282,13', '1 692,77']]],
      // An English invoice: price before quantity, the price with its currency.
      ['Invoice 12', 'invoice', ['#', 'Descr1pt1on', 'Un1t pr1ce', 'Oty', 'VAT', 'Am0unt'],
        [['1', 'Office chair', '€ 397.83', '8', '20%', '3,182.64'], ['2', 'Copper wire', '€ 46.31', '20', '20%', '926.20'], ['3', 'Hand sanitiser', '€ 42.53', '296', '20%', '12,588.88']]],
      // The same, its garbled header naming the quantity over the unit's column, and the row of column numbers garbled under it.
      ['Счет-фактура № 84/5 от 25.06.2022', 'upd', ['№ amo', 'лы товары pader, услуг', 'Enon а', 'Количество', 'Кол виды roa', 'тариф ма eens', '(roma Th щи', 'В пом числе', 'Haswomes', 'Сумма налога', 'Кава ны всего'],
        [['A', '1', 'a', '"и', '2', 'a', 'a', '3', '6', '?', 'a'],
          ['1', 'Перчатки нитриловые, размер L', '796', 'упак', '6,000', '686,89', '4 121,34', 'без акциза', '20%', '824,27', '4 945,61'],
          ['2', 'Монитор 24" IPS Full HD', '796', 'шт', '287,000', '49,83', '14 301,21', 'без акциза', '20%', '2 860,24', '17 161,45'],
          ['3', 'Краска водоэмульсионная белая 10 л', '796', 'шт', '4,000', '352,66', '1 410,64', 'без акциза', '20%', '282,13', '1 692,77']]],
    ];
    for (const [title, type, header, rows] of cases) {
      const r = await run([title, '', `| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`, ...rows.map((c) => `| ${c.join(' | ')} |`)], type);
      const got = items(r).map((i) => [i.quantity, i.price, i.amount ?? i.amount_net]);
      const want = type === 'upd' ? [[6, 686.89, 4121.34], [287, 49.83, 14301.21], [4, 352.66, 1410.64]] : [[8, 397.83, 3182.64], [20, 46.31, 926.2], [296, 42.53, 12588.88]];
      assert.deepEqual(got, want, title);
    }
  });

  it('where the one column a garbled header names is no product of the others, the figures decide every role: quantity, price, amount, VAT and total', async () => {
    const cases: [string, string, string][] = [
      // A УПД's small header type: "Стоимость" read over the amount with VAT, "товаров" over the amount before it.
      ['upd', '| № | ee el | Наименование | om | полиесть обьем | пари за aid | Сес. оваров (работ py) | бычки | Мале ла. | Cymaa мыла. | Стомость Tae vats |', 'без акциза'],
      ['invoice', '| No | Oescr | Description | Ut | Oty | Prce | Nt amnt | Exc | Rt | VT | Total |', '-'],
    ];
    for (const [type, header, excise] of cases) {
      const r = await run(['Документ № 62 от 06.07.2021', '', header, `|${' --- |'.repeat(11)}`,
        `| 1 | 10629 | Сахар-песок ГОСТ 33222-2015 | шт | 10 | 169,36 | 1693,60 | ${excise} | 20% | 338,72 | 2032,32 |`,
        `| 2 | 7362 | Вода питьевая 19 л | бут | 4 | 778,00 | 3112,00 | ${excise} | 20% | 622,40 | 3734,40 |`,
        `| 3 | 1188 | Перчатки нитриловые | упак | 8 | 700,30 | 5602,40 | ${excise} | 20% | 1120,48 | 6722,88 |`], type);
      assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.price, i.amount_net ?? i.amount, i.vat_amount, i.amount_gross ?? i.total]), [
        ['Сахар-песок ГОСТ 33222-2015', 10, 169.36, 1693.6, 338.72, 2032.32], ['Вода питьевая 19 л', 4, 778, 3112, 622.4, 3734.4], ['Перчатки нитриловые', 8, 700.3, 5602.4, 1120.48, 6722.88]], header);
    }
  });

  it('quantity and price columns with unreadable headers are the two whose product is the amount, told apart by currency and whole numbers', async () => {
    const cases: [string, string[], string[][]][] = [
      // Quantity first, price with its currency.
      ['Invoice 7', ['Product', 'Оу', 'Ba', 'Line total'], [['Office chair', '8', '1,397.83 EUR', '11,182.64'], ['Copper wire', '20.42', '46.31 EUR', '945.65'], ['Hand sanitiser', '296', '42.53 EUR', '12,588.88']]],
      // Price first (as Dutch forms print it), quantities whole numbers.
      ['Factuur 7', ['Omschrijving', 'Pr1js', 'Hveelhd', 'Bedrag'], [['Onderhoudsset', '49,99', '3', '149,97'], ['Ontkalker', '9,95', '12', '119,40'], ['Filter', '14,50', '2', '29,00']]],
      // Neither prints a currency, neither is whole: the left one is the quantity.
      ['Rechnung 7', ['Bezeichnung', 'Mnge', 'E-Prs', 'Betrag'], [['Kabel', '12,5', '3,40', '42,50'], ['Rohr', '2,25', '18,00', '40,50'], ['Draht', '7,5', '2,10', '15,75']]],
    ];
    for (const [title, header, rows] of cases) {
      const r = await run([title, '', `| ${header.join(' | ')} |`, '| --- | --- | --- | --- |', ...rows.map((c) => `| ${c.join(' | ')} |`)], 'invoice');
      const num = (t: string): number => Number(t.replace(/ EUR$/, '').replace(/,(\d{3})/g, '$1').replace(',', '.'));
      const q = header[1] === 'Pr1js' ? 2 : 1; const p = q === 1 ? 2 : 1;
      assert.deepEqual(items(r).map((i) => [i.quantity, i.price]), rows.map((c) => [num(c[q] as string), num(c[p] as string)]), title);
    }
  });

  it('a name column of short names stays as its header says; units and codes are not names', async () => {
    const r = await run(['Invoice 6', '', '| Item | Code | Unit | Qty | Amount |', '| --- | --- | --- | --- | --- |',
      '| Bolt | A4-17 | pcs | 3 | 12.00 |', '| Nut | B2-11 | pcs | 5 | 4.00 |', '| Hex key | C9-01 | pcs | 1 | 7.50 |'], 'invoice');
    assert.deepEqual(names(r), [['Bolt', 3], ['Nut', 5], ['Hex key', 1]]);
  });

  it('a header abbreviated with a full stop names its column, and a parties block above it in the same table adds no header words', async () => {
    for (const [qty, lang] of [['Qté.', 'fr'], ['Anz.', 'de'], ['Qty.', 'en'], ['Кол.', 'ru']] as const) {
      const r = await run(['Facture A399974', '', `| Provence Bâtiment SARL | Dupont Distribution EURL |  |  |  |`, '| --- | --- | --- | --- | --- |',
        '| N° TVA intracom. : FR07539424788 | N° TVA intracom. : FR42583538382 |  |  |  |', '| 69002 Lyon | 31000 Toulouse |  |  |  |',
        `| Code article | Libellé | Unité | ${qty} | Montant |`, '| ART-7070 | Câble électrique H07V-U | m | 235,60 | 5 362,26 |', '| 77271 | Palette bois 120x80 | pce | 4,00 | 4 942,60 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.vat_amount ?? null]), [['Câble électrique H07V-U', 235.6, null], ['Palette bois 120x80', 4, null]], lang);
    }
  });

  it('a line or row saying what an item includes ("inkl. Pfand 1,50", "Incl. deposit 2.00", "含押金 1.50") is a note of the row above', async () => {
    const cases: [string, string, string][] = [['Rechnung 5', 'Holzpalette EUR 1200x800', 'inkl. Pfand 1,50'], ['Invoice 5', 'Water bottles 19 l', 'Incl. deposit 2.00'],
      ['发票 5', '铜芯电线 2.5平方', '含押金 1.50'], ['Счёт № 5', 'Вода питьевая 19 л', 'в т.ч. залог 150,00']];
    for (const [title, name, note] of cases) {
      const r = await run([title, '', '| Name | Qty | Price | Amount |', '| --- | --- | --- | --- |', `| ${name} | 9 | 164.00 | 1476.00 |`, `| ${note} |  |  |  |`, '| Bolts M8 | 2 | 5.00 | 10.00 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.name, i.quantity]), [[name, 9], ['Bolts M8', 2]], note);
    }
    const charge = await run(['Factuur 7', '', '| Name | Qty | Amount |', '| --- | --- | --- |', '| Rugzak 15 inch | 1 | 79.99 |', '| Incl. Thuiskopieheffing: Thuiskopie €3.50 | 1 | 4.24 |'], 'invoice');
    assert.deepEqual(items(charge).map((i) => i.amount_net ?? i.amount), [79.99, 4.24], 'an inclusion row with figures of its own is a charge');
    const inName = await run(['Rechnung 6', '', '| Name | Qty | Amount |', '| --- | --- | --- |', '| Holzpalette, Lieferung frei Haus, inklusive Montage und Inbetriebnahme | 2 | 2117.81 |'], 'invoice');
    assert.equal(items(inName)[0]?.name, 'Holzpalette, Lieferung frei Haus, inklusive Montage und Inbetriebnahme', 'an inclusion inside a name without a figure stays');
  });

  it('a summary line under a caption of its own in the table\'s columns ("Rabais:", "Shipping:", "Скидка:") is no item', async () => {
    const cases: [string, string, string][] = [['Facture 5', 'Rabais:', 'Livraison:'], ['Invoice 5', 'Discount:', 'Shipping:'], ['Rechnung 5', 'Rabatt:', 'Versand:'], ['Счёт № 5', 'Скидка:', 'Доставка:']];
    for (const [title, discount, shipping] of cases) {
      // The captions stand in the rate column, which reads text: without the rule they made two items.
      const r = await run([title, '', '| # | Name | Qty | Price | VAT rate | Amount |', '| --- | --- | --- | --- | --- | --- |', '| 1 | Palette bois 120x80 | 1 | 484.00 | 20% | 484.00 |',
        '| 2 | Bolts M8 | 2 | 5.00 | 20% | 10.00 |', `|  |  |  |  | ${discount} | -32.16 |`, `|  |  |  |  | ${shipping} | 9.95 |`], 'invoice');
      assert.deepEqual(items(r).map((i) => i.name), ['Palette bois 120x80', 'Bolts M8'], title);
    }
    const named = await run(['Invoice 6', '', '| Name | Qty | Amount |', '| --- | --- | --- |', '| Bolts M8 | 2 | 10.00 |', '| Discount: loyalty | 1 | -1.00 |'], 'invoice');
    assert.equal(items(named).length, 2, 'a charge named in the name column stays an item');
  });

  it('the first row of figures written with their currency ("£20.08", "450,24 EUR", "12,50 руб.") is data, never a second header row', async () => {
    const cases: [string, string, string, string][] = [['Act 5', 'Consulting services', '£20.08', '£3,260.99'], ['Rechnung 5', 'Beratung', '450,24 EUR', '73 138,99 EUR'],
      ['Акт № 5', 'Консультационные услуги', '20,08 руб.', '3 260,99 руб.']];
    for (const [title, name, price, amount] of cases) {
      const r = await run([title, '', '| Product | Quantity | Unit | Rate | Net amount |', '| --- | --- | --- | --- | --- |', `| ${name} | 162.4 | h | ${price} | ${amount} |`,
        `| ${name} | 10 | h | ${price} | ${amount} |`], 'act');
      assert.deepEqual(items(r).map((i) => i.quantity), [162.4, 10], title);
    }
  });

  it('of two columns headed alike ("Сумма" before and after the VAT), the one that is amount + VAT is the total with VAT', async () => {
    const cases: [string, string, string, string][] = [['Счёт № 5', 'Товар', 'НДС', 'Сумма'], ['Invoice 5', 'Product', 'VAT', 'Amount'], ['Rechnung 5', 'Artikel', 'MwSt.', 'Betrag']];
    for (const [title, name, vat, sum] of cases) {
      const r = await run([title, '', `| № | ${name} | Qty | Price | ${sum} | ${vat} % | ${vat} | ${sum} |`, '| --- | --- | --- | --- | --- | --- | --- | --- |',
        '| 1 | Лампа E27 | 436 | 5,96 | 2598,56 | 20% | 519,71 | 3118,27 |', '| 2 | Сахар-песок | 18 | 347,62 | 6257,16 | 20% | 1251,43 | 7508,59 |'], 'invoice');
      assert.deepEqual(items(r).map((i) => [i.amount_net, i.vat_amount, i.amount_gross]), [[2598.56, 519.71, 3118.27], [6257.16, 1251.43, 7508.59]], title);
    }
  });

  it('a unit column of numeric codes (ОКЕИ "796") beside the unit\'s sign in words gives the sign', async () => {
    const cases: [string, string, string][] = [['Счет-фактура № 5', 'Единица измерения код', 'условное обозначение'], ['УПД № 5', 'Ед. изм. код', 'обозначение']];
    for (const [title, codeHeader, signHeader] of cases) {
      const r = await run([title, '', `| № | Товар | ${codeHeader} | ${signHeader} | Кол-во | Цена | Сумма |`, '| --- | --- | --- | --- | --- | --- | --- |',
        '| 1 | Перчатки нитриловые | 796 | упак | 4 | 1154,62 | 4618,48 |', '| 2 | Набор инструментов | 796 | компл | 366 | 8,14 | 2979,24 |', '| 3 | Сахар-песок | 166 | кг | 189,6 | 7,42 | 1406,83 |'], 'upd');
      assert.deepEqual(items(r).map((i) => i.unit), ['упак', 'компл', 'кг'], title);
    }
    const alone = await run(['Счет-фактура № 6', '', '| № | Товар | Единица измерения | Кол-во | Сумма |', '| --- | --- | --- | --- | --- |', '| 1 | Болт | шт | 4 | 40,00 |', '| 2 | Гайка | шт | 6 | 12,00 |'], 'upd');
    assert.deepEqual(items(alone).map((i) => i.unit), ['шт', 'шт'], 'a unit column of words stays');
  });
});

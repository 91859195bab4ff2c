import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TextItem } from '../../../src-shared/document/model';
import { pageLines } from './page-columns';

let n = 0;
/** A word at (x, y) in type of `size` points, about half an em per character. */
const word = (text: string, x: number, y: number, size = 8): TextItem => ({ id: `w${n++}`, text, box: [x, y, x + text.length * size * 0.5, y + size], fontSize: size, eol: false });
const texts = (items: TextItem[]): string[] => pageLines(items).map((l) => l.text.replace(/\s+/g, ' '));

describe('pageLines', () => {
  it('a sidebar beside the items is read column by column, at any leading of either side', () => {
    for (const [sidePitch, mainPitch] of [[9, 13], [8.5, 12], [11, 9.5]] as const) {
      const side = ['Stahldruck AG', 'Bahnhofstraße 112', '80331 München', 'RECHNUNGSEMPFÄNGER', 'Fischerbau e.K.', 'Lindenallee 45', 'RECHNUNGSNUMMER', '20230590', 'DATUM', '17.09.2023'];
      const main = ['RECHNUNG', 'Nr. Beschreibung Menge Gesamtpreis', '1 Kopierpapier A4, 80 g 4 816,20', '2 Mineralwasser still 5 3.595,00', '3 LED-Röhre T8 120 cm 2 1.788,00', 'Summe netto 6.199,20', 'Gesamtbetrag 7.377,05'];
      const items = [...side.map((t, i) => word(t, 40, 60 + i * sidePitch, 7)), ...main.map((t, i) => word(t, 220, 58 + i * mainPitch))];
      assert.deepEqual(texts(items), [...side, ...main], `${sidePitch}/${mainPitch}`);
    }
  });

  it('a table whose names stand far from their figures stays whole, however few its rows', () => {
    for (const rows of [1, 2, 5]) {
      const items = [word('Apex Industries Corp.', 40, 30), word('INVOICE', 480, 30, 14), word('49 Harbour Way', 40, 45), word('Bristol BS1 4DJ', 40, 54), word('+44 20 3949', 40, 63),
        word('Product', 60, 174), word('Qty', 380, 174), word('Amount', 480, 174)];
      for (let i = 0; i < rows; i++) items.push(word(`Stainless steel bolts ${i}`, 60, 192 + i * 14), word(`${i + 2}`, 380, 192 + i * 14), word(`1 347,2${i}`, 480, 192 + i * 14));
      items.push(word('Net total 10 778,08', 450, 260), word('Tax 1 455,04', 450, 272), word('Amount due 12 233,12', 450, 284), word('All amounts in EUR', 40, 300), word('Payment within 14 days.', 40, 312));
      const lines = texts(items);
      for (let i = 0; i < rows; i++) assert.ok(lines.includes(`Stainless steel bolts ${i} ${i + 2} 1 347,2${i}`), `${rows} rows: ${lines.join(' / ')}`);
      assert.ok(lines.includes('Product Qty Amount'));
    }
  });

  it('two columns of running text are read one after the other', () => {
    const left = Array.from({ length: 8 }, (_, i) => word(`left column line ${i}`, 40, 100 + i * 11));
    const right = Array.from({ length: 8 }, (_, i) => word(`right column line ${i}`, 320, 104 + i * 11));
    assert.deepEqual(texts([...left, ...right]), [...left, ...right].map((w) => w.text));
  });

  it('an OCR table stays whole though its words end at their ink (commas, descenders, a speck)', () => {
    const ocr = (text: string, x: number, y0: number, y1: number): TextItem => ({ id: `w${n++}`, text, box: [x, y0, x + text.length * 4, y1], fontSize: 8, eol: false, ocrConfidence: 80 });
    const items = [ocr('Webervertrieb GmbH', 75, 36, 46), ocr('Hauptstraße 23', 75, 48, 56), ocr('70173 Stuttgart', 75, 57, 63), ocr('Rechnung', 484, 35, 49), ocr('2023/457', 467, 69, 76),
      ocr('Nr. Bezeichnung Anzahl Einheit', 44, 150, 163), ocr('Preis Betrag', 434, 151, 161),
      ocr('1 LED-Röhre T8 120 cm 122 Stk.', 49, 164.6, 170.9), ocr('9,1 1.111,42', 461, 163.7, 172.4),
      ocr('2 Druckerpatrone schwarz 200 Stk.', 48, 177.1, 183.4), ocr('33,35 6.670,00', 455, 171.4, 186.5),
      ocr('3 LED-Röhre T8 120 cm 6 Stk.', 48, 190.1, 196.3), ocr('703,32 4.219,92', 452, 189.1, 198),
      ocr('Zwischensumme 12.001,34', 449, 208, 214), ocr('Gesamtbetrag 14.287,43', 456, 256, 264), ocr('Währung: EUR', 33, 272, 278), ocr('Bitte geben Sie bei Zahlung', 34, 285, 293)];
    const lines = texts(items);
    assert.ok(lines.includes('2 Druckerpatrone schwarz 200 Stk. 33,35 6.670,00'), lines.join(' / '));
  });

  it('a one-row table whose last column alone stands beyond the gap stays whole', () => {
    for (const amount of ['6972.24', '6 972,24 €', '£6,972.24']) {
      const items = [word('发票号码 日期', 40, 80), word('A167824 2024-08-10', 40, 90), word('卖方', 40, 105), word('深圳华信商贸股份有限公司', 40, 115), word('武汉市南山区科技园路396号', 40, 125),
        word('商业发票', 300, 40, 14), word('行号 商品名称 编码 数量 单价', 40, 155), word('不含税金额', 486, 155), word('1 笔记本电脑扩展坞 ART-8226 8.00 871.53', 40, 169), word(amount, 505, 169),
        word('小计 6972.24', 490, 188), word('运费 4.90', 490, 199), word('价税合计 7884.17', 485, 233), word('货币：CNY', 40, 245), word('感谢您的惠顾。', 40, 260)];
      const lines = texts(items);
      assert.ok(lines.includes(`1 笔记本电脑扩展坞 ART-8226 8.00 871.53 ${amount}`), `${amount}: ${lines.join(' / ')}`);
    }
  });

  it('the values of a sidebar level by chance with two lines of the items are no table crossing the gap', () => {
    const side = ['Oak Systems Corp.', '143 Market Road', 'New York, NY 10001', 'CUSTOMER', 'Bright Trading Inc.', 'VAT ID: IE2767312K', '2021/296', 'DATE OF ISSUE', '22.01.2021', 'PAYMENT DUE', '05.02.2021'];
    const main: [string, number][] = [['INVOICE', 20], ['Item Product QTY Amount', 55], ['1 LED panel light 10.00 $10547.50', 64], ['2 Wireless mouse 7.00 $6812.12', 73],
      ['4 Ethernet cable 346.00 $8712.28', 90], ['Sub-total $28423.90', 100], ['Shipping $49.00', 113], ['Total due $30750.73', 126]];
    const items = [...side.map((t, i) => word(t, 40, 40 + i * 10, 7)), ...main.map(([t, y]) => word(t, 230, y))];
    assert.deepEqual(texts(items), [...side, ...main.map(([t]) => t)]);
  });

  it('a sidebar drawn on a panel is read apart from the items even where its lines stand level with theirs', () => {
    // The sidebar at the same leading as the items' rows and wrapped names: level line for line.
    for (const pitch of [9, 10.5]) {
      const side = ['River Partners Inc.', '48 Queen Street', 'Austin, TX 78701', 'CUSTOMER', 'Oak Solutions Corp.', '193 Mill Road', 'INVOICE #', '2024/866', 'INVOICE DATE', 'May 12, 2024'];
      const main = [['Office chair,', '1 ea 146.11 157.80'], ['ergonomic mesh', null], ['Wireless', '7 pcs 64.39 486.79'], ['mouse, black', null], ['Ethernet', '424 pcs 31.51 14,429.06'],
        ['cable Cat6, 5 m', null], ['Office space', '1 month 276.00 298.08'], ['rental', null], ['Safety gloves,', '2 pair 1,212.45 2,618.89'], ['size L', null]] as const;
      const items: TextItem[] = [];
      side.forEach((t, i) => items.push(word(t, 40, 80 + i * pitch, 7)));
      main.forEach(([name, figures], i) => {
        items.push(word(name, 172, 80 + i * pitch, 7));
        if (figures) items.push(word(figures, 380, 80 + i * pitch, 7));
      });
      const joined = pageLines(items).map((l) => l.text.replace(/\s+/g, ' '));
      assert.ok(joined.some((l) => l.startsWith('River Partners Inc. Office chair')), 'level lines are one line without the panel');
      const apart = pageLines(items, 0, [160]).map((l) => l.text.replace(/\s+/g, ' '));
      assert.deepEqual(apart.slice(0, side.length), side, `${pitch}: ${apart.join(' / ')}`);
      assert.ok(apart.includes('Office chair, 1 ea 146.11 157.80'), apart.join(' / '));
    }
  });
});


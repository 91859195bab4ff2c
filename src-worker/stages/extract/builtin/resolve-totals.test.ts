import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseText } from '../../parse-text';
import { extractFrom, run, totalsOf } from './test-helpers';

describe('the three totals are chosen together (net + VAT = gross)', () => {
  it('takes the gross from the line that completes the sum, not from a net, VAT or discount line its label also names', async () => {
    const cases: [string[], number[]][] = [
      [['Rechnung Nr. 17', 'Gesamtbetrag netto   1.000,00 EUR', 'MwSt. 19 %   190,00 EUR', 'Gesamtbetrag brutto   1.190,00 EUR'], [1000, 190, 1190]],
      [['Invoice 17', 'Total amount before tax   250.00', 'Total tax (20%)   50.00', 'Total amount   300.00'], [250, 50, 300]],
      [['Facture n° 17', 'Montant total HT   400,00', 'Montant total TVA   80,00', 'Montant total TTC   480,00'], [400, 80, 480]],
      [['Счёт № 17 от 01.02.2024', 'Итого без НДС:   5 000,00', 'Итого НДС 20%:   1 000,00', 'Итого с НДС:   6 000,00'], [5000, 1000, 6000]],
      [['Factuur 17', 'Totaal excl. BTW   100,00', 'BTW 21%   21,00', 'Totaal korting   -5,00', 'Totaal   121,00'], [100, 21, 121]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
  });

  it('takes for the gross the amount just below the VAT that completes a net, where OCR garbled its label', async () => {
    const cases: [string[], number[]][] = [
      [['Rechnung Nr. 17', 'Zwischensumme   33\'305.25 CHF', 'Rabatt   -3\'330.53 CHF', 'Versandkosten   4.90 CHF', 'Nettobetrag   29\'979.62 CHF', 'USt. 8.1%   2\'428.35 CHF', 'Gesammiucuay   32\'407.97 CHF'], [29979.62, 2428.35, 32407.97]],
      [['Invoice 17', 'Subtotal   1,250.00', 'Discount   -250.00', 'Net   1,000.00', 'VAT 20%   200.00', 'T0taI Dve   1,200.00'], [1000, 200, 1200]],
      [['Facture n° 17', 'Total HT   400,00 €', 'TVA 20 %   80,00 €', '', 'Nct à paycr   480,00 €'], [400, 80, 480]],
      [['Счёт № 17 от 01.02.2024', 'Итого без НДС:   5 000,00', 'НДС 20%:   1 000,00', 'Всеrо к оплaтe:   6 000,00'], [5000, 1000, 6000]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    // An amount below the VAT that is no sum (a payment made, a balance) is not taken for the gross.
    const r = await run(['Invoice 18', 'Subtotal   1,250.00', 'Net   1,000.00', 'VAT 20%   200.00', 'Paid   500.00'], 'invoice');
    assert.notEqual(r.total, 500);
  });

  it('reads a euro sign OCR took for a leading 6 off the totals, where the sum and the printed rate say so', async () => {
    const cases: [string[], number[]][] = [
      [['Invoice 17', 'Ethernet cable  1  €596.35  €596.35', 'Subtotal  €596.35', 'Shipping  615.00', 'Net total  6611.35', 'VAT 23%  6140.61', 'Grand total  6751.96'], [611.35, 140.61, 751.96]],
      [['Rechnung 17', 'Kabel  2  €100,00  €200,00', 'Zwischensumme  €200,00', 'Nettobetrag  6200,00', 'MwSt. 19 %  638,00', 'Gesamtbetrag  6238,00'], [200, 38, 238]],
      [['Facture 17', 'Câble  1  €1 000,00  €1 000,00', 'Total HT  61 000,00', 'TVA 20 %  6200,00', 'Total TTC  61 200,00'], [1000, 200, 1200]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    // The sign read as another digit of its shape ("€35,342.40" as "235,342.40").
    assert.deepEqual(totalsOf(await run(['Invoice 19', 'Service  1  €29,452.01  €29,452.01', 'Total excl. VAT  €29,452.01', 'VAT 20%  €5,890.39', 'Total due  235,342.40'], 'invoice')), [29452.01, 5890.39, 35342.4]);
    assert.deepEqual(totalsOf(await run(['Rechnung 19', 'Kabel  2  €100,00  €200,00', 'Nettobetrag  8200,00', 'MwSt. 19 %  €38,00', 'Gesamtbetrag  8238,00'], 'invoice')), [200, 38, 238]);
    // A page that prints no euro sign keeps its figures that begin with 6.
    const plain = await run(['Invoice 18', 'Net total  6611.35', 'VAT 2%  132.23', 'Grand total  6743.58'], 'invoice');
    assert.deepEqual(totalsOf(plain), [6611.35, 132.23, 6743.58]);
  });

  it('reads the sign off net and gross that add up with it when the VAT line\'s rate fits only the figures without it', async () => {
    const cases: [string[], number[]][] = [
      [['Acceptance certificate 726', '1  Consulting services  4.00  €36.63  €146.52', 'Net total:  6146.52', 'VAT 23%:  €33.70', 'Total due:  6180.22'], [146.52, 33.7, 180.22]],
      [['Rechnung 7', 'Beratung  2  €50,00  €100,00', 'Netto  6100,00', 'MwSt. 19 %  €19,00', 'Gesamt  6119,00'], [100, 19, 119]],
      [['Facture 7', 'Conseil  1  €250,00  €250,00', 'Total HT  6250,00', 'TVA 20 %  €50,00', 'Total TTC  6300,00'], [250, 50, 300]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    // Where the rate fits the figures as read, they stand, and so do figures no rate contradicts.
    assert.deepEqual(totalsOf(await run(['Invoice 8', 'Item  1  €6,000.00  €6,000.00', 'Net total:  €6,000.00', 'VAT 20%:  €1,200.00', 'Total due:  €7,200.00'], 'invoice')), [6000, 1200, 7200]);
    assert.deepEqual(totalsOf(await run(['Invoice 8', 'Item  1  €6,000.00  €6,000.00', 'Net total:  6000.00', 'VAT:  €33.70', 'Total due:  6033.70'], 'invoice')), [6000, 33.7, 6033.7]);
  });

  it('leaves totals that disagree as read when no printed amounts make the sum', async () => {
    const r = await run(['Invoice 9', 'Subtotal   100.00', 'VAT 20%   20.00', 'Total   130.00'], 'invoice');
    assert.deepEqual(totalsOf(r), [100, 20, 130]);
  });

  it('takes net, VAT and gross from a totals row that prints all three when no label names them alone', async () => {
    for (const type of ['torg12', 'upd', 'invoice']) {
      const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 'Итого   1 161,3 X   76 746,64 X   15 349,33   92 095,97'], type);
      assert.deepEqual(totalsOf(r), [76746.64, 15349.33, 92095.97], type);
    }
  });

  it('takes net and VAT from a row printing the two side by side when they add up to the gross read alone', async () => {
    const cases: [string[], number[]][] = [
      [['电子发票（增值税专用发票）', '合  计   ¥27743.94   ¥2253.92', '价税合计（大写）   ⓧ贰万玖仟玖佰玖拾柒圆捌角陆分   （小写）¥29997.86'], [27743.94, 2253.92, 29997.86]],
      [['Invoice 17', 'Total   1 000.00   200.00', 'Amount due   1 200.00'], [1000, 200, 1200]],
      [['Счёт № 17 от 01.02.2024', 'Итого:   5 000,00   1 000,00', 'Всего к оплате:   6 000,00'], [5000, 1000, 6000]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    // Two figures of one row that do not add up to the gross are left alone.
    const r = await run(['Invoice 18', 'Total   1 000.00   150.00', 'Amount due   1 200.00'], 'invoice');
    assert.notDeepEqual(totalsOf(r).slice(0, 2), [1000, 150]);
  });

  it('reads the VAT of a per-rate line when the only other lines naming VAT are the gross\'s ("Итого с НДС")', async () => {
    const cases: [string[], number[]][] = [
      [['Акт № 5 от 01.02.2024', 'Итого:   10 358,36', 'НДС 20%:   2 071,67', 'Итого с НДС:   12 430,03'], [10358.36, 2071.67, 12430.03]],
      [['Invoice 5', 'Total:   1,000.00', 'VAT 20%:   200.00', 'Total incl. VAT:   1,200.00'], [1000, 200, 1200]],
      [['Rechnung 5', 'Summe:   500,00', 'MwSt. 19%:   95,00', 'Summe inkl. MwSt.:   595,00'], [500, 95, 595]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'act')), want, lines.join(' / '));
  });

  it('takes no three figures of a totals row that do not add up', async () => {
    const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 'Итого   1 161,3 X   76 746,64 X   15 349,33   99 999,99'], 'torg12');
    assert.equal(r.total_net, null);
    assert.equal(r.total_vat, null);
  });

  it('of several pages\' totals rows, takes the one whose gross is the sum of the others', async () => {
    const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 'Итого   49,733   X   1988,97   X   330,03   2 319,00', 'Итого   10,867   X   7 005,07   X   1 260,93   8 266,00',
      'Итого   4,000   X   3 074,58   X   553,42   3 628,00', 'Всего no накладной   64,600   X   12 068,62   X   2 144,38   14 213,00'], 'torg12');
    assert.deepEqual(totalsOf(r), [12068.62, 2144.38, 14213]);
  });

  it('does so when the same totals rows are also read as the rows of the form\'s table', async () => {
    const rows = [['Итого', '1988,97', '330,03', '2 319,00'], ['Итого', '7 005,07', '1 260,93', '8 266,00'], ['Итого', '3 074,58', '553,42', '3 628,00'], ['Всего no накладной', '12 068,62', '2 144,38', '14 213,00']];
    // Each row is read once as a line (the markdown row) and once as a row of the table.
    const r = await run(['ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', '', '| Товар | Сумма без НДС | НДС | Сумма с НДС |', '| --- | --- | --- | --- |',
      ...rows.map((c) => `| ${c.join(' | ')} |`)], 'torg12', undefined, true);
    assert.deepEqual(totalsOf(r), [12068.62, 2144.38, 14213]);
  });
});

describe('totals wrapped in the narrow cells of a form\'s totals row', () => {
  const words = (text: string, x: number, y: number): [string, number, number][] => {
    const out: [string, number, number][] = [];
    let at = x;
    for (const w of text.split(' ')) { out.push([w, at, y]); at += w.length * 5 + 5; }
    return out;
  };
  for (const [lang, title, label, type] of [['ru', 'ТОВАРНАЯ НАКЛАДНАЯ № 7 от 01.02.2024', 'Всего по накладной', 'torg12'], ['en', 'Invoice 7', 'Total', 'invoice']] as const) {
    it(`are read from the table's cells, where the page's lines split each figure in two (${lang})`, async () => {
      // The lines as the page prints them: "13" and "114" on the totals line, "566,84" and "528,06" under them.
      const r = await run([title, '', '| Name | Qty | Net | VAT | Gross |', '| --- | --- | --- | --- | --- |', '| Bolts | 10 | 100 961,22 | 13 566,84 | 114 528,06 |',
        `| ${label} | | 100 961,22 | 13 566,84 | 114 528,06 |`], type, [
        ...words(title, 40, 20),
        ...words(label, 40, 100), ...words('100 961,22', 300, 100), ...words('13', 400, 100), ...words('114', 460, 100),
        ...words('566,84', 400, 110), ...words('528,06', 460, 110),
      ], true);
      assert.deepEqual(totalsOf(r), [100961.22, 13566.84, 114528.06]);
    });
    it(`are read from the table's cells where every figure is split and the line's pieces add up to nothing (${lang})`, async () => {
      const r = await run([title, '', '| Name | Qty | Net | VAT | Gross |', '| --- | --- | --- | --- | --- |', '| Bolts | 10 | 43 371,65 | 8 674,32 | 52 045,97 |',
        `| ${label} | | 43 371,65 | 8 674,32 | 52 045,97 |`], type, [
        ...words(title, 40, 20),
        ...words(label, 40, 100), ...words('43', 340, 100), ...words('8', 400, 100), ...words('52', 460, 100),
        ...words('371,65', 340, 110), ...words('674,32', 400, 110), ...words('045,97', 460, 110),
      ], true);
      assert.deepEqual(totalsOf(r), [43371.65, 8674.32, 52045.97]);
    });
  }
});

describe('a gross line printing net, VAT and gross side by side', () => {
  for (const [lang, type, lines, want] of [
    ['ru', 'upd', ['Счет-фактура № 5 от 01.02.2024', 'Без налога  5', 'Всего к оплате (9)  80 599,67  x  16 119,95  96 719,62'], [80599.67, 16119.95, 96719.62]],
    ['en', 'invoice', ['Invoice 5', 'Net  5', 'Amount due  1,000.00  200.00  1,200.00'], [1000, 200, 1200]],
  ] as const) {
    it(`offers its first two amounts as net and VAT where no other reading adds up (${lang})`, async () => {
      assert.deepEqual(totalsOf(await run([...lines], type)), want);
    });
  }

  it('takes the gross from a table row its own label opens, after a bracketed note, where its line printed no figure', async () => {
    const cases: [string[], string[][], number[]][] = [
      [['电子发票（普通发票）', '合 计   ¥20493.78   ¥2525.64', '价税合计（大写）   ⓧ贰万叁仟零壹拾玖圆肆角贰分   （小写）', '备注   合同编号：23'],
        [['合 计', '¥20493.78', '¥2525.64'], ['价税合计（大写）', 'ⓧ贰万叁仟零壹拾玖圆肆角贰分', '（小写）¥23019.42']], [20493.78, 2525.64, 23019.42]],
      [['Invoice 19', 'Total   1 000.00   200.00', 'Total incl. VAT   one thousand two hundred   (in figures)'],
        [['Total', '1 000.00', '200.00'], ['Total incl. VAT', 'one thousand two hundred', '(in figures) 1 200.00']], [1000, 200, 1200]],
    ];
    for (const [lines, rows, want] of cases) {
      const doc = parseText(lines.join('\n'));
      doc.tables = [{ id: 't0', pages: [1], nRows: rows.length, nCols: 3, cells: rows.flatMap((r, row) => r.map((text, col) => ({ row, col, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [],
        box: [40 + col * 150, 300 + row * 20, 180 + col * 150, 315 + row * 20] as const }))) }];
      assert.deepEqual(totalsOf(await extractFrom(doc, 'invoice')), want, lines[0]);
    }
  });
});

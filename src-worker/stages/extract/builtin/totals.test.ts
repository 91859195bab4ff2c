import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { items, run, totalsOf } from './test-helpers';

describe('built-in extractor: totals', () => {
  it('reads net from "Exclusief BTW" rather than a "Subtotaal" that is the gross', async () => {
    const r = await run([
      'FACTUUR', 'Factuurnummer: 992288600', 'Factuurdatum: 29 maart 2014', '',
      'Exclusief BTW     € 4.053,67             Subtotaal     € 4.904,94',
      'BTW 21%           € 851,27',
      'Totaal            € 4.904,94',
    ], 'invoice');
    assert.deepEqual(totalsOf(r), [4053.67, 851.27, 4904.94]);
  });

  it('reads Chinese totals lines: amounts total, VAT, amount payable; quantities under a header spaced out to fill its cell ("数 量")', async () => {
    const cases: [string[], number[]][] = [
      [['发票', '发票编号  H846231', '金额合计:   ¥47049,82', '合计税额 13%:   ¥4661,65', '合计税额 9%:   ¥354,87', '税额合计:   ¥5016,52', '应付总额:   ¥52066,34'], [47049.82, 5016.52, 52066.34]],
      [['销售发票  发票编号： F2024-110', '货款小计   56,074.10', '折扣   -1,121.48', '合计金额   54,952.62', '增值税 8%   4,396.21', '总计   59,348.83'], [54952.62, 4396.21, 59348.83]],
      // Net "excluding tax" and VAT as "total tax amount", each on a line of its own.
      [['发票  发票编号： F2024-57', '不含税合计   73915.57 CNY', '合计税额 13%   9609.02 CNY', '总计   83524.59 CNY'], [73915.57, 9609.02, 83524.59]],
      [['发票  发票编号： F2024-58', '税前合计   1,000.00', '税款合计   130.00', '应付总额   1,130.00'], [1000, 130, 1130]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    const r = await run(['发票 H846231', '', '| 商品名称 | 数 量 | 单 价 | 金 额 |', '| --- | --- | --- | --- |', '| 无线鼠标 黑色 | 282 | 49.99 | 14097.18 |', '| 六类网线 5米 | 8 | 833.42 | 6667.36 |'], 'invoice');
    assert.deepEqual(items(r).map((i) => [i.name, i.quantity, i.price]), [['无线鼠标 黑色', 282, 49.99], ['六类网线 5米', 8, 833.42]]);
  });

  it('reads a German VAT line abbreviated "USt." and never a VAT number as the VAT', async () => {
    const cases: [string[], number[]][] = [
      [['Rechnung Nr. 2022/488', 'USt-IdNr.: DE685668071', 'Zwischensumme   11\'783.03', 'Nachlass   -353.49', 'Fracht   9.95', 'Nettobetrag   11\'439.49', 'USt. 8.1%   926.60', 'Gesamtbetrag   12\'366.09'], [11439.49, 926.6, 12366.09]],
      [['Rechnung 17', 'USt-ID: DE123456789', 'Netto   100,00', 'USt. 19%   19,00', 'Brutto   119,00'], [100, 19, 119]],
      [['Rechnung 18', 'USt-IdNr. DE 123 456 789', 'Summe netto   200,00 EUR', 'zzgl. 19% USt   38,00 EUR', 'Rechnungsbetrag   238,00 EUR'], [200, 38, 238]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
  });

  it('reads net, VAT and gross by their sum from a payable line that states all three, whatever its label', async () => {
    const cases: [string[], number[]][] = [
      [['Счет-фактура № 795 от 21.01.2022', '12 Кабель ВВГнг-LS  796  м  16,48 917,00  15112,16  без  20%  3022,43  18134,59', 'Всего к оплате (9)  95174,82  X  19034,97 114209,79'], [95174.82, 19034.97, 114209.79]],
      [['Invoice 12', 'Amount due   1,000.00   200.00 1,200.00'], [1000, 200, 1200]],
      [['Rechnung 12', 'Zu zahlen   500,00 EUR   95,00 EUR   595,00 EUR'], [500, 95, 595]],
    ];
    for (const [lines, want] of cases) assert.deepEqual(totalsOf(await run(lines, 'invoice')), want, lines.join(' / '));
    // Figures that do not add up stay where the label puts them: the first amount after a gross label.
    const loose = await run(['Invoice 13', 'Amount due   1,200.00   12.00   30.00'], 'invoice');
    assert.equal(loose.total, 1200);
  });

  it('computes the one total of net, VAT and gross that was not read from the other two', async () => {
    // AWS prints "Charges" and "Tax", never a net total.
    const aws = await run(['Invoice Number: 42183017', 'Charges   $4.11', 'Tax *   $0.00', 'Total for this invoice   $4.11'], 'invoice');
    assert.equal(aws.total_vat, 0);
    assert.equal(aws.total_net, 4.11);
    // A VAT figure lost (OCR read it as letters) between two legible totals.
    const lost = await run(['Rechnung Nr. 2015738820', 'Nettobetrag   376,37', 'MwSt 19%   Tig Si.', 'Bruttobetrag   447,88'], 'invoice');
    assert.equal(lost.total_vat, 71.51);
  });

  it('computes nothing implausible: a "VAT" over 30% of net is no VAT of these totals', async () => {
    const r = await run(['Invoice 7', 'Subtotal   100,00', 'Total   250,00'], 'invoice');
    assert.equal(r.total_vat ?? null, null);
  });

  it('reads net and VAT of a multi-page form from "Всего по накладной", not from a page\'s "Итого"', async () => {
    const r = await run([
      'ТОВАРНАЯ НАКЛАДНАЯ № 12 от 01.02.2016', '',
      'Итого   49,733   12,000   X   1988,97   X   330,03   2 319,00',
      '',
      'Итого   10,867   23,000   X   7 005,07   X   1 260,93   8 266,00',
      'Всего по накладной   131,654   87,000   X   57 555,53   X   10 236,47   67 792,00',
    ], 'torg12');
    assert.deepEqual(totalsOf(r), [57555.53, 10236.47, 67792]);
  });

  it('line amounts under a plain "Bedrag" are gross where the page says its prices include VAT', async () => {
    const table = ['| Omschrijving | Prijs | Bedrag |', '| --- | --- | --- |', '| Onderhoudsset | 49,99 | 49,99 |'];
    const withVat = await run(['Factuur VF1', '', ...table, '', 'Prijzen zijn inclusief BTW', 'Factuur totaal EUR 49,99'], 'invoice');
    assert.deepEqual(items(withVat).map((i) => [i.amount_net ?? null, i.amount_gross ?? null]), [[null, 49.99]]);
    const plain = await run(['Factuur VF1', '', ...table], 'invoice');
    assert.deepEqual(items(plain).map((i) => [i.amount_net ?? null, i.amount_gross ?? null]), [[49.99, null]]);
  });
});


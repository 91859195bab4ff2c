import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run } from './test-helpers';

describe('the document currency is the one it speaks of most', () => {
  it('a rouble form (currency in its headers and its sum in words) is not outvoted by a stray dollar sign', async () => {
    const forms = [
      ['ТОВАРНАЯ НАКЛАДНАЯ № 5 от 01.03.2024', '| № | Товар | Кол-во | Цена, руб. коп. | Сумма, руб. коп. |', '| --- | --- | --- | --- | --- |', '| 1 | Болт М8 | 10 | 12,50 | 125,00 |',
        'Всего отпущено на сумму: Сто двадцать пять рублей 00 копеек', 'Масса груза $ 8'],
      ['Счёт на оплату № 7 от 02.03.2024', 'Итого, руб.: 1 200,00', 'В том числе НДС, руб.: 200,00', 'Всего к оплате: одна тысяча двести рублей 00 копеек', 'Артикул US$-12'],
    ];
    for (const lines of forms) assert.equal((await run(lines, 'torg12')).currency, 'RUB', lines[0]);
  });

  it('a scanned rouble form whose OCR made "$" of letters inside codes and names keeps its roubles', async () => {
    // "ВВГнг-LS" read "ВВГнг-1.$", an article "S352-82" read "$352-82", a stamp's noise "PY $": many
    // signs, but each glued to a code or before a bare figure, none written as money.
    const rows = ['| № | Товар | Код | Кол-во | Цена, руб. коп. | Сумма, руб. коп. |', '| --- | --- | --- | --- | --- | --- |',
      '| 1 | Сахар-песок ГОСТ 33222-2015 | $352-82 | 166 | 20,94 | 5 551,19 |', '| 2 | Кабель ВВГнг-1.$ 3x2,5 | | 2 | 11,65 | 23,30 |',
      '| 3 | Кабель ВВГнг-1.$ 3x2,5 | | 26 | 9,79 | 258,55 |', '| 4 | Кабель ВВГнг-1.$ 3x2,5 | | 4 | 813,00 | 3 252,00 |'];
    for (const tail of [['Всего отпущено на сумму: Сто восемь тысяч рублей 40 копеек'], ['Итого: 9 085,04'], ['орг PY $ » адрес, телефон']]) {
      assert.equal((await run(['ТОВАРНАЯ НАКЛАДНАЯ № 702 от 10.08.2021', 'opr  PY  $  » адрес,  банковские', ...rows, ...tail], 'torg12')).currency, 'RUB', tail[0]);
    }
  });

  it('a sign in a column\'s header or beside money still names the currency', async () => {
    const cases: [string[], string][] = [
      [['Invoice 12', 'Description   Qty   Amount ($)', 'Consulting   2   1,250.00', 'Total   1,250.00'], 'USD'],
      [['Invoice 12', 'Total due $1,250'], 'USD'],
      [['Rechnung 12', 'Bezeichnung   Menge   Betrag (€)', 'Beratung   2   1.250,00'], 'EUR'],
      [['Invoice 12', 'Amount due: US$ 480.00'], 'USD'],
    ];
    for (const [lines, code] of cases) assert.equal((await run(lines, 'invoice')).currency, code, lines.join(' / '));
  });

  it('reads the currency of amounts and codes in other languages', async () => {
    const cases: [string[], string][] = [
      [['Invoice 12', 'Subtotal $100.00', 'Tax $8.00', 'Total $108.00'], 'USD'],
      [['Rechnung 12', 'Netto EUR   MwSt. EUR   Brutto EUR', '376,37   71,51   447,88', 'Bestimmungen der $$ 286 - 288 BGB'], 'EUR'],
      [['Invoice 12', 'Amount due: £1,250.00', 'Paid by card'], 'GBP'],
      [['发票号码 12', '合计 ¥ 1,200.00', '价税合计（大写）壹仟贰佰元整'], 'CNY'],
      [['Facture 12', 'Total TTC : 1 250,00 €'], 'EUR'],
    ];
    for (const [lines, code] of cases) assert.equal((await run(lines, 'invoice')).currency, code, lines.join(' / '));
  });

  it('a sentence saying what the amounts are in ("Alle Beträge in CHF") outweighs a code inside an item\'s name ("Holzpalette EUR 1200x800")', async () => {
    const cases: [string, string, string][] = [['Rechnung 5', 'Alle Beträge in CHF', 'CHF'], ['Facture 5', 'Montants exprimés en CHF', 'CHF'], ['Invoice 5', 'All amounts in USD.', 'USD'],
      ['Factuur 5', 'Alle bedragen in GBP', 'GBP'], ['Счёт № 5', 'Все суммы указаны в рублях', 'RUB']];
    for (const [title, statement, code] of cases) {
      const r = await run([title, '| Name | Qty | Amount |', '| --- | --- | --- |', '| Holzpalette EUR 1200x800 | 2 | 24.00 |', '| Europalette EUR-Pool | 1 | 12.00 |', 'Total 36.00', statement], 'invoice');
      assert.equal(r.currency, code, statement);
    }
  });
});

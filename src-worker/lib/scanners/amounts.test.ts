import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currencyOf, parseAmount, parseNumber, scanAmounts } from './amounts';

describe('parseAmount', () => {
  const cases: [string, number, string | null][] = [
    ['1.200,00', 1200, null],
    ['1,200.00', 1200, null],
    ['1,5', 1.5, null],
    ['0,125', 0.125, null],
    ['1 200,50', 1200.5, null],
    ['125\u00a0400,00 ₽', 125400, 'RUB'],
    ['1\u2009234\u2009567,89 руб.', 1234567.89, 'RUB'],
    ['1\u202f000 р.', 1000, 'RUB'],
    ['74 000 рублей', 74000, 'RUB'],
    ['125 400 рублей 00 копеек', 125400, 'RUB'],
    ['12 333 рубля 33 копейки', 12333.33, 'RUB'],
    ['5 000 RUB', 5000, 'RUB'],
    ['$1,234.56', 1234.56, 'USD'],
    ['USD 1,234.56', 1234.56, 'USD'],
    ['€ 1.200,00', 1200, 'EUR'],
    ['1.200,00 EUR', 1200, 'EUR'],
    ["1'234.50 CHF", 1234.5, 'CHF'],
    ['¥125,400', 125400, 'CNY'],
    ['125400元', 125400, 'CNY'],
    ['CNY 8,888.00', 8888, 'CNY'],
    ['£99.99', 99.99, 'GBP'],
    ['316,83 PLN', 316.83, 'PLN'],
    ['1 250,00 zł', 1250, 'PLN'],
    ['2 500 грн.', 2500, 'UAH'],
    ['INR 5,000', 5000, 'INR'],
    ['₹ 1,00,000', 100000, 'INR'],
    ['-14.99', -14.99, null],
    ['(14.99)', -14.99, null],
    ['-€14.99', -14.99, 'EUR'],
    ['(14.99) EUR', -14.99, 'EUR'],
    ['12.500', 12500, null],
  ];
  for (const [raw, amount, currency] of cases) {
    it(`reads ${JSON.stringify(raw)}`, () => assert.deepEqual(parseAmount(raw), { amount, currency }));
  }
  it('returns null without a number', () => {
    assert.equal(parseAmount('сто рублей'), null);
    assert.equal(parseAmount(''), null);
  });
});

describe('parseNumber', () => {
  it('rejects separators that make no sense', () => {
    assert.equal(parseNumber('1.2.3'), null);
    assert.equal(parseNumber('1,20,0'), null);
    assert.equal(parseNumber('abc'), null);
  });
  it('reads grouping by the same separator several times', () => {
    assert.equal(parseNumber('1.200.000'), 1200000);
    assert.equal(parseNumber('1,200,000.50'), 1200000.5);
  });
  it('reads groups of three closed by one or two places as a decimal mark OCR took for the grouping one', () => {
    assert.equal(parseNumber('65,007,21'), 65007.21);
    assert.equal(parseNumber('1.234.567.89'), 1234567.89);
    assert.equal(parseNumber('12.500.5'), 12500.5);
    assert.equal(parseAmount('£65,007,21')?.amount, 65007.21);
    assert.equal(parseNumber('1,20,0'), null, 'a middle group of two is no grouping');
    assert.equal(parseNumber('1,00,000'), 100000, 'the Indian lakh grouping is unchanged');
  });
  it('reads a figure with two places before one lone digit as that figure (a scan\'s "₽" read as "2")', () => {
    assert.equal(parseAmount('282,24 2')?.amount, 282.24);
    assert.equal(parseAmount('10 592,19 2')?.amount, 10592.19);
    assert.equal(parseAmount('1,158.95 6')?.amount, 1158.95);
    assert.equal(parseAmount('1 2'), null, 'two small figures are no amount');
    assert.equal(parseAmount('282,2 2'), null, 'one place is no money figure to keep');
  });
});

describe('currencyOf', () => {
  it('names codes, symbols and Russian words', () => {
    assert.equal(currencyOf('руб.'), 'RUB');
    assert.equal(currencyOf('Российский рубль'), 'RUB');
    assert.equal(currencyOf('€'), 'EUR');
    assert.equal(currencyOf('人民币'), 'CNY');
    assert.equal(currencyOf('kg'), null);
    assert.equal(currencyOf('316,83 PLN'), 'PLN');
    assert.equal(currencyOf('1 000 бел. руб.'), 'BYN');
    assert.equal(currencyOf('COUNTRY OF ORIGIN'), null);
    assert.equal(currencyOf('EUROPE'), null);
  });
});

describe('scanAmounts', () => {
  it('finds money in a Russian invoice and leaves dates, percentages and identifiers alone', () => {
    const text = 'Счет № 15 от 12.03.2024. ИНН 7707083893. Итого: 1 234 567,89 руб. В т.ч. НДС 20% 205 761,32 ₽. Сумма 125 400 рублей 00 копеек. Вес 5 кг.';
    const hits = scanAmounts(text);
    assert.deepEqual(hits.map((h) => h.value), [
      { amount: 1234567.89, currency: 'RUB' },
      { amount: 205761.32, currency: 'RUB' },
      { amount: 125400, currency: 'RUB' },
    ]);
    for (const h of hits) assert.equal(text.slice(h.start, h.end), h.raw);
  });

  it('reads English, German and credit-note forms', () => {
    const text = 'Subtotal $1,234.56; Gesamtbetrag 1.428,00 €; refund (14.99) EUR; credit -14.99; Rechnung Nr. R-2024-001';
    assert.deepEqual(scanAmounts(text).map((h) => [h.raw, h.value.amount, h.value.currency]), [
      ['$1,234.56', 1234.56, 'USD'],
      ['1.428,00 €', 1428, 'EUR'],
      ['(14.99) EUR', -14.99, 'EUR'],
      ['-14.99', -14.99, null],
    ]);
  });

  it('ignores bare integers and quantities', () => {
    assert.deepEqual(scanAmounts('Количество 100 шт, 2024 год, страница 3, 1 500 кг'), []);
  });

  it('reads the sum before the amount in words', () => {
    const hits = scanAmounts('74 000 (Семьдесят четыре тысячи) рублей 00 копеек');
    assert.equal(hits[0]?.value.amount, 74000);
    const vat = scanAmounts('в том числе НДС 20% - 12 333 (Двенадцать тысяч триста тридцать три) рубля 33 копейки.');
    assert.deepEqual(vat.map((h) => [h.value.amount, h.value.currency]), [[12333.33, 'RUB']], 'kopecks after the words; a spaced dash after "20%" is no minus');
  });

  it('keeps a minus that stands before its figures', () => {
    assert.deepEqual(scanAmounts('Скидка: -5,00 EUR').map((h) => h.value.amount), [-5]);
    assert.deepEqual(scanAmounts('- 5,00').map((h) => h.value.amount), [-5]);
    assert.deepEqual(scanAmounts('Итого – 1 500,00 руб.').map((h) => h.value.amount), [1500]);
    assert.deepEqual(scanAmounts('Корректировка суммы  − 1 200,00').map((h) => h.value.amount), [-1200], 'U+2212 is a minus');
    assert.deepEqual(scanAmounts('Скидка    - 500,00').map((h) => h.value.amount), [-500], 'opening its own cell');
    assert.deepEqual(scanAmounts('Сальдо на конец периода - 12 500,00').map((h) => h.value.amount), [-12500], 'a hyphen after a word');
  });
});

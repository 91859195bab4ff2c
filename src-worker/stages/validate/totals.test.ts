import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { validateResult } from './index';
import { amountRole } from './totals';

const warnings = (result: JsonObject, text = '', code?: string): [string, string, string][] =>
  validateResult(result, { text, documentType: null }).warnings
    .filter((w) => !code || w.code === code)
    .map((w) => [w.code, w.field, w.severity]);

/** Lines of the corpus waybill af_11261 (ТОВАРНАЯ НАКЛАДНАЯ, VAT 10 %). */
const waybill = (): JsonObject => ({
  document_number: '1',
  document_date: '2016-01-01',
  items: [
    { name: 'Магния сульфат д/ин.', quantity: 50, price_without_vat: 1980, amount_without_vat: 99000, vat_rate: 10, vat_amount: 9900, amount_with_vat: 108900 },
    { name: 'Ментол (Левоментол) (Россия)', quantity: 100, price_without_vat: 176, amount_without_vat: 17600, vat_rate: 10, vat_amount: 1760, amount_with_vat: 19360 },
  ],
  totals: { amount_without_vat: 116600, vat_amount: 11660, amount_with_vat: 128260 },
});

describe('amountRole', () => {
  it('reads money keys by meaning', () => {
    const cases: [string, string | null][] = [
      ['amount_without_vat', 'net'], ['сумма без НДС', 'net'], ['line_total_net', 'net'], ['total_ht', 'net'], ['subtotal', 'net'],
      ['amount_with_vat', 'gross'], ['Всего с НДС', 'gross'], ['total_ttc', 'gross'], ['amountDue', 'gross'],
      ['vat_amount', 'vat'], ['НДС', 'vat'], ['total_tax', 'vat'], ['сумма НДС', 'vat'],
      ['amount', 'amount'], ['total', 'amount'], ['Итого', 'amount'], ['Стоимость', 'amount'],
      ['total_price', 'amount'], ['Gesamtpreis', 'amount'],
      ['vat_rate', null], ['unit_price_net', null], ['price', null], ['Цена', null], ['quantity', null], ['vat_id', null], ['invoice_number', null], ['net_weight', null],
    ];
    for (const [key, role] of cases) assert.equal(amountRole(key), role, key);
  });
});

describe('validateResult: totals_mismatch', () => {
  it('passes a consistent waybill (corpus af_11261)', () => {
    assert.deepEqual(warnings(waybill()), []);
  });

  it('flags a document total that is not the sum of its lines', () => {
    const r = waybill();
    (r.totals as JsonObject).amount_with_vat = 128620;
    assert.deepEqual(warnings(r), [['totals_mismatch', 'totals.amount_with_vat', 'medium']]);
  });

  it('flags the deliberate errors of the corpus ТОРГ-12 sheet: 200.00 + 0.00 ≠ 220.00 on line 2, lines ≠ total', () => {
    const r = {
      lines: [
        { line_no: 1, name: 'Деревянная игрушка', quantity: 1, price: 461.02, amount_without_vat: 461.02, vat_rate: 18, vat_amount: 82.98, amount_with_vat: 544 },
        { line_no: 2, name: 'Оловянная игрушка', quantity: 2, price: 100, amount_without_vat: 200, vat_rate: 0, vat_amount: 0, amount_with_vat: 220 },
      ],
      totals: { gross_weight: 4, quantity: 3, amount_without_vat: 661.02, vat_amount: 82.98, amount_with_vat: 744 },
    };
    assert.deepEqual(warnings(r), [['totals_mismatch', 'lines[1].amount_with_vat', 'medium'], ['totals_mismatch', 'totals.amount_with_vat', 'medium']]);
  });

  it('leaves out a row that says it is included in another ("Incl. Thuiskopieheffing")', () => {
    const r = { items: [{ name: 'MacBook Pro + Magic Mouse', amount_gross: 2321 }, { name: 'Incl. Thuiskopieheffing: Thuiskopie €3.50', amount_gross: 4.24 }, { name: 'Office', amount_gross: 124.99 }], total: 2445.99 };
    assert.deepEqual(warnings(r), []);
    r.items[1] = { name: 'Thuiskopieheffing', amount_gross: 4.24 };
    assert.deepEqual(warnings(r), [['totals_mismatch', 'total', 'medium']], 'a row of its own adds up');
    const paid = { items: [{ name: 'Boiler', price: 400, amount_gross: 400 }, { name: 'Including installation', price: 49, amount_gross: 49 }], total: 449 };
    assert.deepEqual(warnings(paid), [], 'an "Including …" line with a price of its own is paid for');
  });

  it('tolerates a kopeck per line of rounding', () => {
    const r = { items: [{ amount: 33.33 }, { amount: 33.33 }, { amount: 33.33 }], total: 100.0 };
    assert.deepEqual(warnings(r), [], '99.99 vs 100.00 over three lines');
    r.total = 100.05;
    assert.deepEqual(warnings(r), [['totals_mismatch', 'total', 'medium']]);
  });

  it('reads a Factur-X invoice: net lines against the net total, net + tax against the gross total', () => {
    const r = {
      invoice_number: '471102', currency: 'EUR', total_net: '473.00', total_tax: '56.87', total_gross: '529.87', amount_due: '529.87',
      lines: [{ name: 'Trennblätter A4', quantity: '20.0000', unit_price_net: '9.9000', line_total_net: '198.00' }, { name: 'Joghurt Banane', quantity: '50.0000', unit_price_net: '5.5000', line_total_net: '275.00' }],
    };
    assert.deepEqual(warnings(r), []);
    r.total_gross = '592.87';
    assert.deepEqual(warnings(r), [['totals_mismatch', 'total_gross', 'medium']]);
    r.total_gross = '529.87';
    r.total_net = '437.00';
    assert.deepEqual(warnings(r).map((w) => w[1]), ['total_net', 'total_gross']);
  });

  it('accepts lines of unknown meaning that add up to the gross total, and flags them when they add up to nothing', () => {
    const r = { 'Товары': [{ 'Наименование': 'Бумага', 'Сумма': '1 200,00' }, { 'Наименование': 'Картридж', 'Сумма': '3 600,00' }], 'Итого': '4 800,00', 'В том числе НДС': '800,00' };
    assert.deepEqual(warnings(r), []);
    r['Итого'] = '4 900,00';
    assert.deepEqual(warnings(r), [['totals_mismatch', 'Итого', 'medium']]);
  });

  it('checks net + VAT = gross without lines (corpus contract: 74 000 incl. 12 333.33 VAT)', () => {
    assert.deepEqual(warnings({ amount_without_vat: 61666.67, vat_amount: 12333.33, amount_with_vat: 74000 }), []);
    assert.deepEqual(warnings({ amount_without_vat: 61666.67, vat_amount: 12333.33, amount_with_vat: 47000 }), [['totals_mismatch', 'amount_with_vat', 'medium']]);
  });

  it('finds unnamed lists of goods, but leaves payment schedules alone', () => {
    const goods = { details: [{ description: 'Widget', total_price: 10 }, { description: 'Gadget', total_price: 5 }], total: 16 };
    assert.deepEqual(warnings(goods), [['totals_mismatch', 'total', 'medium']]);
    const payments = { payments: [{ date: '2024-03-01', amount: 500 }, { date: '2024-04-01', amount: 300 }], total: 1600 };
    assert.deepEqual(warnings(payments), []);
  });

  it('treats a credit note with negative amounts alike', () => {
    assert.deepEqual(warnings({ items: [{ line_total_net: -74.96 }], total_net: -74.96, total_tax: -14.99, total_gross: -89.95 }), []);
  });
});

describe('validateResult: suspicious_amount', () => {
  const big = { contract_number: '17/2024', total_amount: 150000000, currency: 'RUB' };

  it('flags a sum above 100 million roubles with no amount in words', () => {
    assert.deepEqual(warnings(big, 'Цена договора составляет 150 000 000 рублей.'), [['suspicious_amount', 'total_amount', 'high']]);
    assert.deepEqual(warnings({ items: [{ name: 'Здание', amount: '250 000 000,00 руб.' }] }, ''), [['suspicious_amount', 'items[0].amount', 'high']]);
  });

  it('words of the sum far from every place of its figures do not confirm it; words with no figures printed do', () => {
    const far = `Цена договора: 150 000 000 руб.\n${'…'.repeat(2000)}\nИтого: Сто пятьдесят миллионов рублей 00 копеек.`;
    assert.deepEqual(warnings(big, far), [['suspicious_amount', 'total_amount', 'high']]);
    const wordsOnly = 'Цена договора составляет сто пятьдесят миллионов рублей 00 копеек.';
    assert.deepEqual(warnings(big, wordsOnly), []);
    assert.deepEqual(warnings(big, 'Цена договора составляет сто сорок миллионов рублей.'), [['suspicious_amount', 'total_amount', 'high']], 'words of another sum, figures nowhere');
  });

  it('passes when some amount in words stands within 500 characters of the figures', () => {
    const text = 'Цена договора составляет 150 000 000,00 (сто пятьдесят миллионов) руб., НДС не облагается.';
    assert.deepEqual(warnings(big, text), []);
    const misread = 'Цена договора составляет 150 000 000,00 (Сто пятьдесят миллионов триста) рублей.';
    assert.deepEqual(warnings(big, misread), [], 'words near the figures, though of another value');
  });

  it('every money field of any schema: a contract price, a value the document prints as money', () => {
    const contract = 'Цена договора составляет 150 000 000 рублей, НДС не облагается.';
    assert.deepEqual(warnings({ number: '17/2024', price: 150000000, currency: 'RUB' }, contract), [['suspicious_amount', 'price', 'high']]);
    assert.deepEqual(warnings({ цена_контракта: 150000000 }, contract), [['suspicious_amount', 'цена_контракта', 'high']]);
    assert.deepEqual(warnings({ contract_value: 150000000 }, 'Стоимость работ: 150 000 000 руб.'), [['suspicious_amount', 'contract_value', 'high']]);
    assert.deepEqual(warnings({ вознаграждение: '120 000 000,00' }, 'Вознаграждение агента: 120 000 000,00 руб.'), [['suspicious_amount', 'вознаграждение', 'high']]);
    assert.deepEqual(warnings({ price: 150000000 }, 'Цена договора: 150 000 000,00 (сто пятьдесят миллионов) рублей 00 копеек.'), []);
  });

  it('the currency: the value\'s, a currency field, the one printed with the figure, else roubles only in a Russian document', () => {
    assert.deepEqual(warnings({ fee: 120000000 }, 'Fee: 120,000,000.00 USD'), []);
    assert.deepEqual(warnings({ total: 150000000 }, 'Итого: 150 000 000,00 EUR'), []);
    assert.deepEqual(warnings({ total: 150000000 }, 'Итого: 150 000 000,00'), [['suspicious_amount', 'total', 'high']]);
    assert.deepEqual(warnings({ total: 150000000 }, 'Total due: 150,000,000.00'), [], 'an English document with no currency');
    assert.deepEqual(warnings({ total: 150000000, currency: 'RUB' }, 'Total due: 150,000,000.00'), [['suspicious_amount', 'total', 'high']]);
  });

  it('a figure the document does not print (a lost decimal comma) is checked by its key', () => {
    assert.deepEqual(warnings({ total: 150000000 }, 'Итого к оплате: 1 500 000,00 руб. (Один миллион пятьсот тысяч рублей 00 копеек)'), [['suspicious_amount', 'total', 'high']]);
  });

  it('ignores other currencies, sums below the bar, and numbers that are not money', () => {
    assert.deepEqual(warnings({ quantity: 150000000 }, 'Количество: 150 000 000 шт.'), []);
    assert.deepEqual(warnings({ inn: '7707083893', account: '40702810900000012345' }, 'ИНН 7707083893, р/с 40702810900000012345'), []);
    assert.deepEqual(warnings({ ...big, currency: 'USD' }, ''), []);
    assert.deepEqual(warnings({ total: '150,000,000.00 EUR' }, ''), []);
    assert.deepEqual(warnings({ total_amount: 99999999.99 }, ''), []);
    assert.deepEqual(warnings({ invoice_number: '10016137436', okpo: 564292000 }, ''), []);
  });
});

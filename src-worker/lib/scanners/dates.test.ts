import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidCalendarDate, parseDate, scanDates } from './dates';

const one = (text: string): string | undefined => scanDates(text)[0]?.value;

describe('scanDates', () => {
  const cases: [string, string][] = [
    ['Счет № 15 от 12.03.2024', '2024-03-12'],
    ['Invoice date: 12/03/2024', '2024-03-12'],
    ['Issue date 2024-03-12', '2024-03-12'],
    ['2024-03-12T10:15:00Z', '2024-03-12'],
    ['г. Москва 12 марта 2024 г.', '2024-03-12'],
    ['«12» марта 2024 года', '2024-03-12'],
    ['"01" сентября 2021 г.', '2021-09-01'],
    ['Дата: 5 янв. 2023', '2023-01-05'],
    ['Date: March 12, 2024', '2024-03-12'],
    ['12 March 2024', '2024-03-12'],
    ['Invoice Date: August 3 , 2014', '2014-08-03'],
    ['Due: Aug. 3rd 2014', '2014-08-03'],
    ['3rd of August 2014', '2014-08-03'],
    ['Rechnungsdatum: 12. März 2024', '2024-03-12'],
    ['Wien, am 2. Jänner 2023', '2023-01-02'],
    ['Date de facture : 12 mars 2024', '2024-03-12'],
    ['le 1er février 2024', '2024-02-01'],
    ['开票日期：2024年3月12日', '2024-03-12'],
    ['开票日期：２０２４年０３月１２日', '2024-03-12'],
    ['Date 31/12/2017', '2017-12-31'],
    ['12.03.24', '2024-03-12'],
    ['01.08.95', '1995-08-01'],
    // Month-first only when day-first is impossible.
    ['12/31/2017', '2017-12-31'],
    ['03/04/2020', '2020-04-03'],
    ['29.02.2024', '2024-02-29'],
    // Day, month word and year set with dashes or slashes, as accounting systems print them.
    ['Invoice Date: 23-Oct-2024', '2024-10-23'],
    ['Date 05-JAN-23', '2023-01-05'],
    ['Datum: 23-Okt-2024', '2024-10-23'],
    ['Bill date 7/Mar/2024', '2024-03-07'],
    ['Date : 02-févr-2024', '2024-02-02'],
  ];
  for (const [text, iso] of cases) {
    it(`reads ${JSON.stringify(text)}`, () => assert.equal(one(text), iso));
  }

  it('rejects impossible calendar dates and non-dates', () => {
    for (const text of ['31-Feb-2024', 'Part 12-MAR-SKU', '31.02.2024', '29.02.2023', '32.01.2024', '13/13/2020', 'version 1.2.3', 'тел. 495 12-03-24', '1.200.000,00', 'ИНН 7707083893']) {
      assert.deepEqual(scanDates(text), [], text);
    }
  });

  it('gives offsets of the raw text, several dates in order', () => {
    const text = 'Договор № 17/2024 от «01» февраля 2024 г., акт от 12.03.2024 и счет March 12, 2024.';
    const hits = scanDates(text);
    assert.deepEqual(hits.map((h) => h.value), ['2024-02-01', '2024-03-12', '2024-03-12']);
    for (const h of hits) assert.equal(text.slice(h.start, h.end), h.raw);
    assert.equal(hits[0]?.raw, '«01» февраля 2024 г.');
  });

  it('does not take a number like 17/2024 for a date', () => {
    assert.deepEqual(scanDates('№ 17/2024'), []);
  });
});

describe('parseDate', () => {
  it('reads a value that is wholly a date', () => {
    assert.equal(parseDate('2014-08-26'), '2014-08-26');
    assert.equal(parseDate(' 26.08.2014 '), '2014-08-26');
    assert.equal(parseDate('26 августа 2014 года'), '2014-08-26');
    assert.equal(parseDate('2024-02-30'), null);
  });
  it('refuses text that merely contains a date', () => {
    assert.equal(parseDate('Договор поставки от 22.08.2013'), null);
    assert.equal(parseDate('НТС16088141'), null);
  });
});

describe('isValidCalendarDate', () => {
  it('knows leap years', () => {
    assert.equal(isValidCalendarDate(2000, 2, 29), true);
    assert.equal(isValidCalendarDate(1900, 2, 29), false);
    assert.equal(isValidCalendarDate(2024, 4, 31), false);
  });
});

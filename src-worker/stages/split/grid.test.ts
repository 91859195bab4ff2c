import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planSplit } from './index';
import { isColumnBandOf } from './grid';
import { pageSignals } from './page-signals';
import type { PageSignals } from './page-signals';
import { testDocument, testPage } from './test-pages';
import type { TestLine } from './test-pages';

/** Titles for these tests: a line in the head beginning with a kind, as the doc-kind finder reads plain-type titles ("Invoice …", "Договор поставки № 5"). */
const titles = (p: PageSignals): string | null => {
  const line = p.lines.find((l) => l.box[1] < p.heightPt * 0.35 && /^(invoice|rechnung|товарная накладная|delivery note|договор)/iu.test(l.text));
  if (!line) return null;
  return /накладная/iu.test(line.text) ? 'torg12' : /delivery/iu.test(line.text) ? 'other' : /договор/iu.test(line.text) ? 'contract' : 'invoice';
};
const ranges = (pages: ReturnType<typeof testPage>[]): [number, number][] => planSplit(testDocument(pages), titles).sections.map((s) => [s.first, s.last]);

const ROW = 15;
const rows = (from: number, texts: string[]): TestLine[] => texts.map((t, i) => [t, from + i * ROW, 11]);
const GOODS = ['Copy paper A4', 'Desk stapler', 'Glue stick', 'Laser toner cartridge', 'Spiral notebook', 'Ballpoint pen blue'];
const names = (n: number, offset = 0): string[] => Array.from({ length: n }, (_, i) => `${i + 1 + offset}  ${GOODS[(i + offset) % GOODS.length]}  ${3 + i}  pcs`);
const figures = (n: number): string[] => Array.from({ length: n }, (_, i) => `${(12.5 + i).toFixed(2)}  ${(37.5 + 3 * i).toFixed(2)}`);

/** The left band of a printed spreadsheet's first page: heading, customer, column headings, rows. */
const leftBand = (no: number, title: string, customer: string): ReturnType<typeof testPage> =>
  testPage(no, [[title, 103, 16], ...rows(133, [`Customer: ${customer}`, 'Warehouse 4', '', '#  Description  Qty  Unit', ...names(34)])]);
/** Its right band: the number and date cells that fell to the right, then prices on the same rows. */
const rightBand = (no: number, number: string): ReturnType<typeof testPage> =>
  testPage(no, rows(133, [`Invoice numbe${number}`, 'Date  23.10.2020', '', 'Price  Amount', ...figures(34)]));

describe('column bands of a printed spreadsheet', () => {
  it('a page on the rows of an earlier page of its section, with other text on them, is its right-hand band', () => {
    const [first, band] = [pageSignals(leftBand(1, 'DELIVERY NOTE', 'Contoso Retail plc')), pageSignals(rightBand(2, '96-2208'))];
    assert.equal(isColumnBandOf(band, [first]), true);
  });

  it('the right-hand band opens no document, though its header cells look like a title, a number and a date', () => {
    assert.deepEqual(ranges([leftBand(1, 'DELIVERY NOTE', 'Contoso Retail plc'), rightBand(2, '96-2208'),
      leftBand(3, 'DELIVERY NOTE', 'Fabrikam Ltd'), rightBand(4, '96-3310')]), [[1, 2], [3, 4]]);
  });

  it('a band\'s header cells are not read as a head: a contract referred to with its number opens nothing', () => {
    const waybill = testPage(1, [['Товарная накладная № 7346 от 18.10.2020', 103, 16], ...rows(133, ['Поставщик', 'Покупатель', 'Основание', '', '№  Наименование  Кол-во', ...names(34)])]);
    const band = testPage(2, rows(133, ['ООО «Северный ветер», ИНН 7701234567', 'АО «Вектор», ИНН 5012345678', 'Договор поставки № 15/24', '', 'Цена  Сумма', ...figures(34)]));
    assert.equal(pageSignals(band).number, '15/24', 'read as a number on its own');
    assert.deepEqual(ranges([waybill, band]), [[1, 2]]);
  });

  it('the same template printed for another document repeats its head on the same rows: not a band', () => {
    const repeated = pageSignals(testPage(2, rows(133, ['Customer: Contoso Retail plc', 'Warehouse 4', '', '#  Description  Qty  Unit', ...names(34, 3)])));
    assert.equal(isColumnBandOf(repeated, [pageSignals(leftBand(1, 'DELIVERY NOTE', 'Contoso Retail plc'))]), false);
  });

  it('a page with a heading or party labels is no band, however its rows fall', () => {
    const opened = pageSignals(leftBand(2, 'INVOICE', 'Fabrikam Ltd'));
    assert.equal(isColumnBandOf(opened, [pageSignals(leftBand(1, 'DELIVERY NOTE', 'Contoso Retail plc'))]), false);
  });

  it('rows elsewhere, or too few lines, prove nothing', () => {
    const first = pageSignals(leftBand(1, 'DELIVERY NOTE', 'Contoso Retail plc'));
    const shifted = pageSignals(testPage(2, rows(140, ['Price  Amount', ...figures(30)])));
    const short = pageSignals(testPage(2, rows(133, ['Price  Amount', ...figures(4)])));
    assert.equal(isColumnBandOf(shifted, [first]), false);
    assert.equal(isColumnBandOf(short, [first]), false);
  });
});

describe('one issuer, two documents', () => {
  it('the same page header and footer do not hold together two documents when the second opens with a heading', () => {
    const printed = (no: number, lines: TestLine[]): ReturnType<typeof testPage> =>
      testPage(no, [['Harbour Supplies Ltd  14 Dock Road, Bristol BS1 4QA', 23], ...lines, ['Harbour Supplies Ltd  Barclays, sort code 20-00-00, account 43218765', 800]]);
    const doc = [
      printed(1, [['INVOICE', 103, 16], ...rows(133, ['Customer: Contoso Retail plc', '', '#  Description  Qty  Unit', ...names(30)])]),
      printed(2, rows(58, names(30, 30))),
      printed(3, [['INVOICE', 103, 16], ...rows(133, ['Customer: Fabrikam Ltd', '', '#  Description  Qty  Unit', ...names(30, 2)])]),
    ];
    assert.deepEqual(ranges(doc), [[1, 2], [3, 3]]);
  });
});

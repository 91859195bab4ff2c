import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanDocumentNumbers } from './numbers';

const first = (text: string): string | undefined => scanDocumentNumbers(text)[0]?.value;

describe('scanDocumentNumbers', () => {
  const cases: [string, string][] = [
    ['Договор подряда № 17/2024', '17/2024'],
    ['Счет-фактура № 1234 от 12.03.2024', '1234'],
    ['СЧЕТ НА ОПЛАТУ №НТС16088141', 'НТС16088141'],
    ['Основание: ДС к ДП №097', '097'],
    ['Договор N 15 от 01.02.2024', '15'],
    ['Номер документа: УПД-0042', 'УПД-0042'],
    ['Invoice Number: 42183017', '42183017'],
    ['Invoice No. INV-2024-001', 'INV-2024-001'],
    ['Invoice No: 77', '77'],
    ['Order #12345', '12345'],
    ['Rechnung Nr. R-2024-001', 'R-2024-001'],
    ['Rechnungsnummer: 471102', '471102'],
    ['Facture N° F20180027', 'F20180027'],
    ['Numéro de facture : FA-2018/027', 'FA-2018/027'],
    ['发票号码：12345678', '12345678'],
    ['合同编号：HT-2024-08', 'HT-2024-08'],
  ];
  for (const [text, value] of cases) {
    it(`reads ${JSON.stringify(text)}`, () => assert.equal(first(text), value));
  }

  it('keeps the words before the sign as a label and gives offsets of the number', () => {
    const text = 'Акт № 5 от 12.03.2024 к Договору № 17/2024';
    const hits = scanDocumentNumbers(text);
    assert.deepEqual(hits.map((h) => [h.value, h.label, h.marker]), [['5', 'Акт', '№'], ['17/2024', 'к Договору', '№']]);
    for (const h of hits) assert.equal(text.slice(h.start, h.end), h.raw);
  });

  it('ignores table headers, headings and the English word "no"', () => {
    assert.deepEqual(scanDocumentNumbers('№ п/п | Наименование\n# 1. Предмет договора\nThere is no 5 in it\nnumber of pages'), []);
  });

  it('drops trailing punctuation', () => {
    assert.equal(first('Счет № 123.'), '123');
    assert.equal(first('(см. договор № 45-А).'), '45-А');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageSignals } from './page-signals';
import { testPage } from './test-pages';
import type { TestLine } from './test-pages';

const numberOf = (lines: TestLine[]): string | null => pageSignals(testPage(1, lines)).number;

describe('the document number a page head prints', () => {
  it('a bare number word after other words numbers what they name, not the document', () => {
    for (const line of ['АО Вектор, склад № 2', 'Delivery to Room No. 5', 'Lager Nr. 12, Halle 3', 'Entrepôt n° 4, quai 2', 'Gate number 7']) {
      assert.equal(numberOf([[line, 80]]), null, line);
    }
  });

  it('a bare number word that begins its line or its cell is the document number', () => {
    assert.equal(numberOf([['№ 1299', 60]]), '1299');
    assert.equal(numberOf([['Number: R-876', 60]]), 'R-876');
    assert.equal(numberOf([['Kunde  Müller    №  A-55', 60]]), 'A-55');
    assert.equal(numberOf([['Lieferschein    Nr.  4711', 60]]), '4711');
  });

  it('a label naming the document stands as a field even after other words in a short line', () => {
    assert.equal(numberOf([['Kunde 7 Rechnungsnummer 30064443', 60]]), '30064443');
    assert.equal(numberOf([['Ref. Invoice No: INV-77', 60]]), 'INV-77');
  });

  it('a title at the start of its line gives its number in any of the languages', () => {
    assert.equal(numberOf([['Товарная накладная № 36 от 25.11.2024', 60]]), '36');
    assert.equal(numberOf([['Rechnung Nr. 42 vom 1.2.2024', 60]]), '42');
    assert.equal(numberOf([['Facture n° F-2024-0012', 60]]), 'F-2024-0012');
  });

  it('every title of the document-kind vocabulary gives its number, not only the page vocabulary\'s nouns', () => {
    assert.equal(numberOf([['SUPPLY AGREEMENT No. 12/24', 60]]), '12/24');
    assert.equal(numberOf([['ДОГОВОР ПОСТАВКИ № 85/20', 60]]), '85/20');
    assert.equal(numberOf([['ABNAHMEPROTOKOLL Nr. 61/21', 60]]), '61/21');
    assert.equal(numberOf([['ACCEPTANCE CERTIFICATE No. 48/24', 60]]), '48/24');
    assert.equal(numberOf([['Certificat de réception n° 7-B', 60]]), '7-B');
    assert.equal(numberOf([['Agreement to be signed by the parties', 60]]), null);
    assert.equal(numberOf([['Договор поставки товаров', 60]]), null);
    assert.equal(numberOf([['Счёт № 5 от 1 марта 2024 г.', 60]]), '5');
  });

  it('a bare number word heading a table column reads no row below as the number; a form label over its value does', () => {
    assert.equal(numberOf([['№  Код  Наименование товара  Количество', 60], ['27  A-9437  Блокнот на спирали  37', 74]]), null);
    assert.equal(numberOf([['#  SKU  Description  Qty', 60], ['12  B-220  Desk stapler  4', 74]]), null);
    assert.equal(numberOf([['№', 60], ['1299', 74]]), '1299');
    assert.equal(numberOf([['Номер документа    Дата составления', 60], ['36    25.11.2024', 74]]), '36');
  });
});

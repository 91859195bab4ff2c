import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixCyrillicWord, fixLegalForms } from './homoglyphs';

describe('OCR homoglyph repair', () => {
  it('turns Latin look-alikes Cyrillic inside Cyrillic words only', () => {
    assert.equal(fixCyrillicWord('АВИА-KOC'), 'АВИА-КОС');
    assert.equal(fixCyrillicWord('Caлф'), 'Салф');
    assert.equal(fixCyrillicWord('Invoice'), 'Invoice');
    assert.equal(fixCyrillicWord('Dжонсон'), 'Dжонсон', 'a Latin letter without a twin keeps the word as it is');
    assert.equal(fixCyrillicWord('12.03.2024'), '12.03.2024');
  });
  it('reads zeros before a quoted name as ООО', () => {
    assert.deepEqual(fixLegalForms(['Поставщик:', '000', '"АВИА-КОС"']), ['Поставщик:', 'ООО', '"АВИА-КОС"']);
    assert.deepEqual(fixLegalForms(['OOO', '«Рога', 'и', 'копыта»']), ['ООО', '«Рога', 'и', 'копыта»']);
    assert.deepEqual(fixLegalForms(['Итого', '000', 'руб.']), ['Итого', '000', 'руб.']);
    assert.deepEqual(fixLegalForms(['Total', '000', '"x"']), ['Total', '000', '"x"']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../../adapters/tesseract';
import { isBetterReading } from './large-type';

const words = (...texts: string[]): OcrWord[] => texts.map((text, i) => ({ text, confidence: 90, bbox: [i * 50, 0, i * 50 + 40, 120] }));

describe('large type read again', () => {
  it('takes a whole word for its pieces', () => {
    assert.equal(isBetterReading(words('|', 'N', '\\/', '|', 'Е'), words('INVOICE')), true);
  });
  it('keeps the first reading when the new one loses a figure, keeps pieces, or has as many words', () => {
    assert.equal(isBetterReading(words('СЧЕТ', 'Н', 'А', '№', '125'), words('СЧЕТ', 'НА', 'ОПЛАТУ')), false, 'the number is lost');
    assert.equal(isBetterReading(words('|', 'N', '\\/', '|', 'Е'), words('IN', '|', 'VOICE')), false, 'a piece is left');
    assert.equal(isBetterReading(words('СЧЕТ', '№', '125'), words('СЧЕТ', '№', '125')), false, 'nothing gained');
    assert.equal(isBetterReading(words('С', 'Ч', 'ЕТ', '№', '125'), words('СЧЕТ', '№', '125')), true, '"№" is a word of the title, no piece');
    assert.equal(isBetterReading(words('С', 'Ч', 'ЕТ', '№', '7'), words('СЧЕТ', '№', '17')), false, 'a figure changed');
    assert.equal(isBetterReading(words('I', 'N', 'V', '1', '5'), words('INV', '15')), true, 'pieces of a number join');
  });
});

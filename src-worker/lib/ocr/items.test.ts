import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrLine, OcrWord } from '../../adapters/tesseract';
import { toItems } from './index';

const word = (text: string, x0: number, y0: number, x1: number, y1: number, confidence = 92): OcrWord => ({ text, confidence, bbox: [x0, y0, x1, y1] });
const line = (words: OcrWord[]): OcrLine => ({ text: words.map((w) => w.text).join(' '), confidence: 90, words, paragraph: 0,
  bbox: [Math.min(...words.map((w) => w.bbox[0])), Math.min(...words.map((w) => w.bbox[1])), Math.max(...words.map((w) => w.bbox[2])), Math.max(...words.map((w) => w.bbox[3]))] });

describe('OCR words to items', () => {
  it('drops a short unsure smudge taller than the type, which would glue two lines into one', () => {
    const result = { confidence: 90, lines: [
      line([word('FACTURE', 300, 38, 336, 45), word('N°:', 339, 37, 353, 45), word('F20180027', 461, 37, 513, 45)]),
      line([word('Date:', 300, 56, 324, 63), word('31/12/2018', 465, 56, 514, 63)]),
      line([word('o', 521, 29, 548, 64, 20)]),
    ] };
    const { items, lines } = toItems(result, 1, 1, false);
    assert.ok(!items.some((i) => i.text === 'o'));
    assert.deepEqual(lines.map((l) => l.text.replace(/\s+/g, ' ')), ['FACTURE N°: F20180027', 'Date: 31/12/2018']);
  });

  it('drops the bars a vertical rule reads as, alone or at either end of a word', () => {
    for (const russian of [true, false]) {
      const { items } = toItems({ confidence: 90, lines: [line([word('1', 40, 10, 46, 20), word('|', 52, 8, 54, 22), word('|Бухгалтерское', 60, 10, 150, 20), word('сопровождение|', 155, 10, 240, 20), word('¦', 250, 8, 252, 22), word('4033,20', 260, 10, 300, 20)])] }, 1, 1, russian);
      assert.deepEqual(items.map((i) => i.text), ['1', 'Бухгалтерское', 'сопровождение', '4033,20']);
    }
  });

  it('splits a label glued to a legal form, dividing its box', () => {
    const { items } = toItems({ confidence: 90, lines: [line([word('ПлательщикООО', 100, 10, 230, 20), word('"Рога', 235, 10, 270, 20)])] }, 1, 1, true);
    assert.deepEqual(items.map((i) => [i.text, i.box?.[0], i.box?.[2]]), [['Плательщик', 100, 200], ['ООО', 200, 230], ['"Рога', 235, 270]]);
  });
});

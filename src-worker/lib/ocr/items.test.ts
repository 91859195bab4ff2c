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

  it('gives a unit of area its lost "²" on Latin and Cyrillic pages', () => {
    for (const russian of [true, false]) {
      const { items } = toItems({ confidence: 90, lines: [line([word('Copper', 40, 10, 80, 20), word('wire', 85, 10, 110, 20), word('2.5', 115, 10, 130, 20), word('mm?', 135, 10, 155, 20)])] }, 1, 1, russian);
      assert.deepEqual(items.map((i) => i.text), ['Copper', 'wire', '2.5', 'mm²']);
    }
  });

  it('makes look-alikes Latin on a page of Latin letters read with Russian, and Cyrillic on a Russian page', () => {
    const page = (name: string, rest: string[]): OcrLine[] => [
      line([word('Stainless', 40, 10, 100, 20), word('steel', 105, 10, 140, 20), word('bolts', 145, 10, 180, 20), word(name, 185, 10, 230, 20)]),
      line(rest.map((t, i) => word(t, 40 + i * 70, 40, 100 + i * 70, 50))),
    ];
    const latin = toItems({ confidence: 90, lines: page('М8x40', ['Ethernet', 'cable', 'Cat6', 'including', 'installation']) }, 1, 1, true);
    assert.equal(latin.items.find((i) => i.text.endsWith('8x40'))?.text, 'M8x40');
    const russian = toItems({ confidence: 90, lines: page('M8x40', ['Кабель', 'медный', 'ВВГнг', 'сечение', 'оплата', 'поставщику', 'согласно', 'договору']) }, 1, 1, true);
    assert.deepEqual(russian.items.slice(0, 4).map((i) => i.text), ['Stainless', 'steel', 'bolts', 'M8x40'], 'a Latin line on a Russian page keeps its Latin');
    assert.equal(toItems({ confidence: 90, lines: page('М8x40', ['Ethernet', 'cable', 'Cat6', 'including', 'installation']) }, 1, 1, false).items[3]?.text, 'М8x40', 'a page read without Russian is as read');
  });

  it('splits a label glued to a legal form, dividing its box', () => {
    const { items } = toItems({ confidence: 90, lines: [line([word('ПлательщикООО', 100, 10, 230, 20), word('"Рога', 235, 10, 270, 20)])] }, 1, 1, true);
    assert.deepEqual(items.map((i) => [i.text, i.box?.[0], i.box?.[2]]), [['Плательщик', 100, 200], ['ООО', 200, 230], ['"Рога', 235, 270]]);
  });

  it('drops letters in a box flatter than any print (a rule\'s remnant), which would glue two rows into one', () => {
    for (const noise of ['p', 'EE', 'rate']) {
      const result = { confidence: 90, lines: [
        line([word('1', 49, 167, 52, 173), word('LED', 72, 166, 113, 172), word('122', 325, 165, 338, 171), word('9,11', 461, 165, 476, 171)]),
        line([word(noise, 252, 173, 262, 174, 30)]),
        line([word('2', 49, 179, 52, 185), word('Drucker', 72, 179, 128, 187), word('200', 325, 177, 339, 183), word('33,35', 455, 177, 476, 183)]),
      ] };
      const { items, lines } = toItems(result, 1, 1, false);
      assert.ok(!items.some((i) => i.text === noise), noise);
      assert.equal(lines.length, 2, noise);
    }
    // A dash is flat and stays: it is no letter.
    const { items } = toItems({ confidence: 90, lines: [line([word('Umsatzsteuer', 40, 10, 100, 18), word('—', 104, 14, 110, 15), word('2.281,19', 120, 10, 160, 18)])] }, 1, 1, false);
    assert.ok(items.some((i) => i.text === '—'));
  });

  it('levels the words by the page\'s skew: a table row that falls or rises across the page stays one line', () => {
    for (const skew of [-0.026, -0.022, 0.022, 0.026]) {
      // Three rows 12 points apart, words every 120 points across 500; each word sits where the skew puts it.
      const rows = [0, 1, 2].map((r) => line([0, 1, 2, 3, 4].map((k) => {
        const x = 40 + k * 120; const y = 100 + r * 12 + x * skew;
        return word(`r${r}w${k}`, x, y, x + 30, y + 8);
      })));
      const flat = toItems({ confidence: 90, lines: rows }, 1, 1, false, 0);
      const level = toItems({ confidence: 90, lines: rows }, 1, 1, false, skew);
      assert.deepEqual(level.lines.map((l) => l.text.replace(/\s+/g, ' ')), [0, 1, 2].map((r) => [0, 1, 2, 3, 4].map((k) => `r${r}w${k}`).join(' ')), `skew ${skew}`);
      assert.notEqual(flat.lines.length, 3, `without the skew the rows mix (${skew})`);
      // The lines keep the words' own boxes.
      assert.deepEqual(level.lines[0]?.spans[4]?.box, level.items.find((i) => i.text === 'r0w4')?.box);
    }
  });
});

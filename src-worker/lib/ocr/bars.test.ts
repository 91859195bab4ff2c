import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../../adapters/tesseract';
import { barsAsLetters } from './bars';

/** Words of one line at 150 dpi: typical word height 20 px; a bar given its own height and gap. */
function line(texts: string[], bar: { height: number; gap: number }): OcrWord[] {
  let x = 40;
  return texts.map((text) => {
    const isBar = /^\|[,.;]?$/.test(text);
    const x0 = x + (isBar ? bar.gap : 8);
    const w = isBar ? 3 : text.length * 9;
    x = x0 + w;
    return { text, confidence: 80, bbox: [x0, isBar ? 120 - bar.height : 100, x0 + w, 120] };
  });
}
const texts = (ws: OcrWord[]): string => ws.map((w) => w.text).join(' ');

describe('a bar after a figure', () => {
  it('is the "l" of a unit when it is a letter tall and a word space away, in any Latin language', () => {
    for (const words of [['Mineralwasser', 'still', '0,75', '|'], ['Konzentrat', '5', '|', '5.00', 'Kan.'], ['Eau', 'minérale', '1,5', '|'], ['Spring', 'water', '0.5', '|']]) {
      for (const height of [13, 16, 20]) {
        assert.equal(texts(barsAsLetters(line(words, { height, gap: 7 }), 20)), words.join(' ').replace('|', 'l'), `${words.join(' ')} h${height}`);
      }
    }
  });

  it('keeps the comma or stop read glued after the bar, and may overlap the figure a little', () => {
    for (const words of [['Mineralwasser', 'still', '0,75', '|,', 'inklusive', 'Montage'], ['Konzentrat', '5', '|.'], ['Eau', 'minérale', '1,5', '|;', 'pack', 'de', '6'], ['Spring', 'water', '0.5', '|,', 'sparkling']]) {
      for (const gap of [-5, 0, 7]) {
        assert.equal(texts(barsAsLetters(line(words, { height: 16, gap }), 20)), words.join(' ').replace('|', 'l'), `${words.join(' ')} gap ${gap}`);
      }
    }
  });

  it('stays a bar (a rule to drop) when tall as a row, far from the figure, after a word, or on a Cyrillic line', () => {
    for (const [words, bar] of [
      [['Mineralwasser', '0,75', '|'], { height: 30, gap: 7 }],
      [['Mineralwasser', '0,75', '|'], { height: 16, gap: 30 }],
      [['Mineralwasser', 'still', '|'], { height: 16, gap: 7 }],
      [['Mineralwasser', '0,75', '|,'], { height: 16, gap: 30 }],
      [['Mineralwasser', '0,75', '|,'], { height: 16, gap: -12 }],
      [['Mineralwasser', 'still', '|,'], { height: 16, gap: 7 }],
      [['Вода', 'питьевая', '19', '|'], { height: 16, gap: 7 }],
    ] as const) assert.equal(texts(barsAsLetters(line([...words], bar), 20)), words.join(' '), words.join(' '));
  });
});

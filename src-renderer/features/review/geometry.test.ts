import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boxToScreen, nextTurn, screenRectToBox, textInBox, toPage, toScreen, wordsOf } from './geometry';
import type { QuarterTurn } from './geometry';

describe('page geometry', () => {
  const W = 600;
  const H = 800;

  it('turns a page point clockwise on the screen by quarter turns, scaled', () => {
    assert.deepEqual(toScreen(10, 20, W, H, 0, 2), [20, 40]);
    assert.deepEqual(toScreen(10, 20, W, H, 90, 1), [780, 10]);
    assert.deepEqual(toScreen(10, 20, W, H, 180, 1), [590, 780]);
    assert.deepEqual(toScreen(10, 20, W, H, 270, 1), [20, 590]);
  });

  it('takes a screen point back to the same page point at every turn and scale', () => {
    for (const turn of [0, 90, 180, 270] as QuarterTurn[]) {
      for (const scale of [0.5, 1, 1.75]) {
        const [sx, sy] = toScreen(123, 456, W, H, turn, scale);
        const [x, y] = toPage(sx, sy, W, H, turn, scale);
        assert.ok(Math.abs(x - 123) < 1e-9 && Math.abs(y - 456) < 1e-9, `turn ${turn} scale ${scale}`);
      }
    }
  });

  it('places a box on the turned page and brings a drawn rectangle back as the same box', () => {
    assert.deepEqual(boxToScreen([10, 20, 110, 40], W, H, 0, 1.5), { left: 15, top: 30, width: 150, height: 30 });
    assert.deepEqual(boxToScreen([10, 20, 110, 40], W, H, 90, 1), { left: 760, top: 10, width: 20, height: 100 });
    for (const turn of [0, 90, 180, 270] as QuarterTurn[]) {
      const s = boxToScreen([10, 20, 110, 40], W, H, turn, 2);
      assert.deepEqual(screenRectToBox(s.left + s.width, s.top + s.height, s.left, s.top, W, H, turn, 2), [10, 20, 110, 40]);
    }
  });

  it('turns a full circle in four steps', () => {
    assert.deepEqual([nextTurn(0), nextTurn(90), nextTurn(180), nextTurn(270)], [90, 180, 270, 0]);
  });
});

describe('the text under a drawn box', () => {
  const word = (text: string, x: number, y: number, w = 30, h = 10) => ({ text, box: [x, y, x + w, y + h] as [number, number, number, number] });
  const page = [
    word('Итого:', 10, 100), word('1 200,00', 50, 101), word('руб.', 90, 99),
    word('НДС', 10, 120), word('200,00', 50, 120),
    word('Подпись', 300, 300),
  ];

  it('reads the pieces whose centre is inside, line by line, left to right, whatever their order in the layer', () => {
    assert.equal(textInBox([...page].reverse(), [0, 90, 200, 135]), 'Итого: 1 200,00 руб. НДС 200,00');
    assert.equal(textInBox(page, [45, 95, 85, 115]), '1 200,00');
  });

  it('gives nothing for a box over empty paper, and ignores blank pieces', () => {
    assert.equal(textInBox(page, [200, 0, 250, 50]), '');
    assert.equal(textInBox([word('  ', 0, 0), word('x', 0, 0)], [0, 0, 100, 100]), 'x');
  });
});

describe('a text run split into words', () => {
  it('gives each word its share of the run by characters, and a box over the right part reads only it', () => {
    const words = wordsOf({ text: 'Date: 31/12/2017', box: [0, 0, 160, 10] });
    assert.deepEqual(words, [{ text: 'Date:', box: [0, 0, 50, 10] }, { text: '31/12/2017', box: [60, 0, 160, 10] }]);
    assert.equal(textInBox(words, [55, -2, 165, 12]), '31/12/2017');
    assert.deepEqual(wordsOf({ text: '', box: [0, 0, 1, 1] }), []);
    assert.deepEqual(wordsOf({ text: '   ', box: [0, 0, 1, 1] }), []);
  });
});

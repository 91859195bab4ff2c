import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../../adapters/tesseract';
import { surerWords } from './cells';

const word = (text: string, confidence: number, x0: number, x1: number, y0 = 10): OcrWord => ({ text, confidence, bbox: [x0, y0, x1, y0 + 15] });

describe('two readings of a cell, word by word', () => {
  it('takes the strip\'s word where it is surer by more than five points', () => {
    const page = [word('КПБ', 95, 0, 30), word('Е!', 64, 35, 50), word('Везо', 49, 55, 90), word('$78', 87, 95, 120)];
    const strip = [word('KNB', 94, 0, 30), word('El', 94, 35, 50), word('Beso', 96, 55, 90), word('S78', 94, 95, 120)];
    assert.deepEqual(surerWords(page, strip).map(([a, b]) => [a.text, b.text]), [['Е!', 'El'], ['Везо', 'Beso'], ['$78', 'S78']]);
    assert.deepEqual(surerWords([word('КПБ', 90, 0, 30)], [word('KNB', 92, 0, 30)]), [], 'two points surer is no reason');
    assert.deepEqual(surerWords([word('Beso', 60, 0, 30)], [word('Beso', 96, 0, 30)]), [], 'the same word needs no change');
  });
  it('pairs only words that overlap one another alone', () => {
    const page = [word('Clean&Clear', 60, 0, 100)];
    const strip = [word('Clean', 90, 0, 45), word('Clear', 90, 50, 100)];
    assert.deepEqual(surerWords(page, strip), [], 'one word read as two is no pair');
    assert.deepEqual(surerWords([word('abc', 50, 0, 30)], [word('abd', 90, 0, 30, 40)]), [], 'another line');
  });
});

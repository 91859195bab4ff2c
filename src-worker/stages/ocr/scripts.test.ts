import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../../adapters/tesseract';
import { cyrillicReading, mayBeCyrillic } from './scripts';

const word = (text: string, confidence: number): OcrWord => ({ text, confidence, bbox: [100, 10, 140, 25] });

describe('Latin readings of Cyrillic words', () => {
  it('doubts short Latin words, not codes, capitals or long words', () => {
    for (const w of ['Cand', 'Yen', 'Hopman', '(Ha', 'puc.']) assert.equal(mayBeCyrillic(w), true, w);
    for (const w of ['DOP1169', 'ICM-50', 'KARTEKS', 'Dualeffekt', 'x', '25CM', 'Салф']) assert.equal(mayBeCyrillic(w), false, w);
  });
  it('takes the Russian reading when it is one Cyrillic word about as sure as the first', () => {
    assert.equal(cyrillicReading(word('Cand', 93), [word('Салф', 92)])?.text, 'Салф');
    assert.equal(cyrillicReading(word('Yen', 68), [word('Увл', 93)])?.text, 'Увл');
    assert.equal(cyrillicReading(word('Breeze', 92), [word('Вгееге', 86)]), null, 'a real Latin word reads less surely in Cyrillic');
    assert.equal(cyrillicReading(word('ICM', 88), [word('1СМ', 88)]), null, 'letters turned digits');
    assert.equal(cyrillicReading(word('Cand', 93), [{ ...word('Салф', 95), bbox: [150, 10, 190, 25] }]), null, 'a neighbour, not the word');
  });
});

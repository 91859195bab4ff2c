import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrWord } from '../../adapters/tesseract';
import { cyrillicPart, cyrillicReading, mayBeCyrillic, wordPartOf } from './scripts';

const word = (text: string, confidence: number): OcrWord => ({ text, confidence, bbox: [100, 10, 140, 25] });

describe('Latin readings of Cyrillic words', () => {
  it('doubts short Latin words, not codes, capitals or long words', () => {
    for (const w of ['Cand', 'Yen', 'Hopman', '(Ha', 'puc.', 'HAC', 'puc.C22', '3D-Hakneek']) assert.equal(mayBeCyrillic(w), true, w);
    for (const w of ['DOP1169', 'ICM-50', 'KARTEKS', 'Dualeffekt', 'x', '25CM', 'Салф', 'BR-103', 'S65', 'info@romashka.ru', 'www.romashka.ru', 'USD', '(EUR)', 'RMB', 'INR']) assert.equal(mayBeCyrillic(w), false, w);
  });
  it('takes the Russian reading when it is one Cyrillic word about as sure as the first', () => {
    assert.equal(cyrillicReading(word('Cand', 93), [word('Салф', 92)])?.text, 'Салф');
    assert.equal(cyrillicReading(word('Yen', 68), [word('Увл', 93)])?.text, 'Увл');
    assert.equal(cyrillicReading(word('Breeze', 92), [word('Вгееге', 86)]), null, 'a real Latin word reads less surely in Cyrillic');
    assert.equal(cyrillicReading(word('ICM', 88), [word('1СМ', 88)]), null, 'letters turned digits');
    assert.equal(cyrillicReading(word('Cand', 93), [{ ...word('Салф', 95), bbox: [150, 10, 190, 25] }]), null, 'a neighbour, not the word');
  });
  it('takes capitals only with a letter no Latin one looks like', () => {
    assert.equal(cyrillicReading(word('(HAC', 80), [word('(НДС', 85)])?.text, '(НДС');
    assert.equal(cyrillicReading(word('TEMA', 90), [word('ТЕМА', 91)]), null, 'look-alikes alone say nothing');
  });
  it('reads again only the Latin run of a mixed word, and keeps its figures and signs', () => {
    const first = { ...word('3D-Hakneek,', 80), bbox: [100, 10, 210, 25] as [number, number, number, number] };
    const part = wordPartOf(first);
    assert.deepEqual(part, { from: 3, to: 10, bbox: [130, 10, 200, 25] });
    assert.equal(cyrillicPart(first, part!, [{ ...word('наклеек', 84), bbox: [128, 9, 201, 25] }])?.text, '3D-наклеек,');
    assert.equal(cyrillicPart(first, part!, [{ ...word('наклеек', 70), bbox: [128, 9, 201, 25] }]), null, 'less sure');
    assert.equal(cyrillicPart(first, part!, [{ ...word('на', 90), bbox: [128, 9, 201, 25] }]), null, 'not the run');
    assert.equal(wordPartOf(word('Cand', 90)), null, 'a word of letters is read whole');
    assert.equal(wordPartOf(word('DOP1169', 90)), null);
    const brand = { ...word('Clean&Clear', 93), bbox: [100, 10, 210, 25] as [number, number, number, number] };
    const run = wordPartOf(brand);
    assert.equal(run?.from, 0, 'its first run is read again');
    assert.equal(cyrillicPart(brand, run!, [{ ...word('Сеап', 70), bbox: [100, 10, 150, 25] }]), null, 'a real Latin word reads less surely in Cyrillic');
  });
});

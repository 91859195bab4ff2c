import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bareWord, nearCommonCount, nearSameWord } from './near-words';

describe('words OCR read with a slip', () => {
  it('are the same word, one slip from seven letters, two from twelve', () => {
    for (const [a, b] of <[string, string][]>[['наиметчование', 'наименование'], ['олисание', 'описание'], ['ожазанных', 'оказанных'], ['rechnungsbetrag', 'rechnungsbetraq'],
      ['beschreibung', 'beschrelbung'], ['quantité', 'quantite'], ['description', 'descriptlon']]) assert.ok(nearSameWord(a, b), `${a} ~ ${b}`);
  });
  it('are not stretched to different words', () => {
    for (const [a, b] of <[string, string][]>[['цена', 'сумма'], ['menge', 'mange'], ['menge', 'preis'], ['прав', 'прова'], ['количество', 'качество'], ['betrag', 'beitrag'], ['ставка', 'сумма']]) {
      assert.ok(!nearSameWord(a, b), `${a} ≁ ${b}`);
    }
  });
  it('lose the punctuation at their ends only', () => {
    assert.deepEqual(['услуг.', 'услуг!', '(объем)', 'g/m²,', '«Уралпром»'].map(bareWord), ['услуг', 'услуг', 'объем', 'g/m²', 'уралпром']);
  });
  it('are counted once each between two headers', () => {
    assert.equal(nearCommonCount(new Set(['наиметчование', 'товара', 'товара2']), new Set(['наименование', 'товара'])), 2);
  });
});

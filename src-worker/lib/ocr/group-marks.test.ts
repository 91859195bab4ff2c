import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OcrWord } from '../../adapters/tesseract';
import { fixGroupMarks, joinSplitGroups } from './group-marks';

test('a raised mark OCR read for the apostrophe of a Swiss thousand group is the apostrophe', () => {
  assert.equal(fixGroupMarks('3°030.90'), "3'030.90");
  assert.equal(fixGroupMarks('10:865.28'), "10'865.28");
  assert.equal(fixGroupMarks('1`250`000.00'), "1'250'000.00");
  assert.equal(fixGroupMarks('37´418,54'), "37'418,54");
  assert.equal(fixGroupMarks('CHF3°030.90'), "CHF3'030.90");
});

test('degrees, times, codes and figures without two decimals stay as read', () => {
  for (const text of ['45°', '12:30', '10:30:00', '37°41.5', '3°030', '1234.56', "3'030.90", '2°C', 'A:123.45', '1234°567.89']) {
    assert.equal(fixGroupMarks(text), text);
  }
});

/** Words of one OCR line, typical height 20 px, each `gap` px after the one before. */
function words(texts: string[], gap = 6): OcrWord[] {
  let x = 40;
  return texts.map((text) => {
    const x0 = x + gap;
    x = x0 + text.length * 9;
    return { text, confidence: 80, bbox: [x0, 100, x, 120] };
  });
}
const read = (texts: string[], gap?: number): string[] => joinSplitGroups(words(texts, gap), 20).map((w) => w.text);

test('a figure split after its group mark is one word again, in every grouping and with any sign before it', () => {
  assert.deepEqual(read(['Total', 'excl.', 'VAT:', 'Е29,', '452.01']), ['Total', 'excl.', 'VAT:', 'Е29,452.01']);
  assert.deepEqual(read(['Summe', '12.', '345,67', 'EUR']), ['Summe', '12.345,67', 'EUR']);
  assert.deepEqual(read(['Total', '$1,', '250,000.00']), ['Total', '$1,250,000.00']);
  assert.deepEqual(read(['Total', 'CHF', "3'", '030.90']), ['Total', 'CHF', "3'030.90"]);
  assert.deepEqual(read(['Итого', '€35,', '342.40€']), ['Итого', '€35,342.40€']);
  const joined = joinSplitGroups(words(['€29,', '452.01']), 20)[0] as OcrWord;
  assert.deepEqual(joined.bbox, [46, 100, 142, 120]);
});

test('a list of numbers, a far figure, a mark used as the decimal, or a group without decimals stays apart', () => {
  for (const texts of [['1,', '2,', '3'], ['Items', '4,', '250'], ['12,', '345,67'], ['12.', '345.67'], ['Pos.', '3.', '100'], ['1234,', '567.89'], ['ab,', '123.45']]) {
    assert.deepEqual(read(texts), texts, texts.join(' '));
  }
  assert.deepEqual(read(['€29,', '452.01'], 30), ['€29,', '452.01']);
});

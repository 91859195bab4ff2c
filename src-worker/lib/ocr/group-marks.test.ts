import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fixGroupMarks } from './group-marks';

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

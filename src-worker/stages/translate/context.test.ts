import { test } from 'node:test';
import assert from 'node:assert/strict';
import { endsCleanly, isYearOrDate, numberBefore, slashBefore, startsCleanly } from './context';

const before = (text: string, term: string) => numberBefore(text, text.lastIndexOf(term));

test('numberBefore: a free-standing figure, not the digits of a code', () => {
  assert.deepEqual(before('10 шт', 'шт'), { text: '10', token: '10' });
  assert.deepEqual(before('10шт', 'шт'), { text: '10', token: '10' });
  assert.deepEqual(before('2-10 m', 'm'), { text: '10', token: '2-10' });
  assert.deepEqual(before('3х2,5 м', 'м'), { text: '2,5', token: '3х2,5' });
  assert.deepEqual(before('(10 шт)', 'шт'), { text: '10', token: '10' });
  assert.deepEqual(before('规格M6×20，1000个', '个'), { text: '1000', token: '1000' });
  assert.deepEqual(before('数量1000个', '个'), { text: '1000', token: '1000' });
  assert.equal(before('M8 m', 'm'), null);
  assert.equal(before('ABC-10m', 'm'), null);
  assert.equal(before('CA6707/10 m', 'm'), null);
  assert.equal(before('10   шт', 'шт'), null);
  assert.equal(before('ten m', 'm'), null);
});

test('isYearOrDate: a year or a date before "г." or "年"', () => {
  const n = (text: string, token = text) => ({ text, token });
  assert.deepEqual(['2024', '1999', '2000'].map((y) => isYearOrDate(n(y))), [true, true, true]);
  assert.deepEqual([n('500'), n('12000'), n('2024', '2024'), n('2024', '15.03.2024'), n('15', '2024-03-15'), n('5', 'M5')].map(isYearOrDate), [false, false, true, true, true, false]);
});

test('slashBefore: a unit joined to another by a slash', () => {
  assert.equal(slashBefore('км/ч', 3), true);
  assert.equal(slashBefore('/ч', 1), false);
  assert.equal(slashBefore('шт ч', 3), false);
});

test('startsCleanly and endsCleanly: word-bounded, a unit may touch its number, Chinese touches anything', () => {
  assert.equal(startsCleanly('T-shirt', 2, false), false);
  assert.equal(startsCleanly('5kg', 1, true), true);
  assert.equal(startsCleanly('5kg', 1, false), false);
  assert.equal(startsCleanly('abc', 1, true), false);
  assert.equal(startsCleanly('纸箱', 1, false), true);
  assert.equal(endsCleanly('Roll-up', 4), false);
  assert.equal(endsCleanly('kg.', 2), true);
  assert.equal(endsCleanly('m²', 1), false);
  assert.equal(endsCleanly('10件装', 3), true);
  assert.equal(endsCleanly('pallet wrap', 6), true);
});

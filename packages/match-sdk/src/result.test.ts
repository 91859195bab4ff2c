import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MissingValuesFrom, ResultShapeError, valuesFromAnswer } from './result';

const RESULT = { items: [{ article: 'A' }, { article: '' }, { article: 'B' }] };
const ENVELOPE = { result: RESULT, documents: null, match: { values_field: 'items[].article' }, metadata: { extraction_status: 'full' } };

describe('valuesFromAnswer', () => {
  it('an envelope: its result at the path; without --values-from its own match.values_field', () => {
    assert.deepEqual(valuesFromAnswer(ENVELOPE, null), { values: ['A', null, 'B'], valuesField: 'items[].article' });
    assert.deepEqual(valuesFromAnswer({ ...ENVELOPE, match: null }, 'items[].article').values, ['A', null, 'B']);
  });
  it('a poll body that is done, and one that is not', () => {
    assert.deepEqual(valuesFromAnswer({ task_id: 't', status: 'done', result: ENVELOPE }, null).values, ['A', null, 'B']);
    assert.throws(() => valuesFromAnswer({ task_id: 't', status: 'processing', result: { metadata: {} } }, 'x'), ResultShapeError);
  });
  it('a split envelope: every section in order', () => {
    const split = { result: null, documents: [{ result: { items: [{ article: 'S1' }] } }, { result: null }, { result: { items: [{ article: 'S2' }] } }], metadata: {} };
    assert.deepEqual(valuesFromAnswer(split, 'items[].article').values, ['S1', 'S2']);
  });
  it('a bare result, and an array of strings (the values themselves)', () => {
    assert.deepEqual(valuesFromAnswer(RESULT, 'items[].article'), { values: ['A', null, 'B'], valuesField: 'items[].article' });
    assert.deepEqual(valuesFromAnswer(['x', '', 'y'], null), { values: ['x', null, 'y'], valuesField: 'values' });
  });
  it('refuses what it cannot read', () => {
    assert.throws(() => valuesFromAnswer(RESULT, null), MissingValuesFrom);
    assert.throws(() => valuesFromAnswer(['x', 1], null), ResultShapeError);
    assert.throws(() => valuesFromAnswer('text', 'x'), ResultShapeError);
  });
});

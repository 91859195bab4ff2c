import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractionOutcome, isEmptyValue } from './extraction';

describe('extractionOutcome (SPEC extraction_status and result)', () => {
  it('without a schema: parse_only, no result', () => {
    assert.deepEqual(extractionOutcome(false, null), { result: null, status: 'parse_only' });
  });

  it('nothing extracted — no result, {}, or a skeleton of empty leaves: fallback and result null', () => {
    assert.deepEqual(extractionOutcome(true, null), { result: null, status: 'fallback' });
    assert.deepEqual(extractionOutcome(true, {}), { result: null, status: 'fallback' });
    assert.deepEqual(extractionOutcome(true, { a: null }), { result: null, status: 'fallback' });
    assert.deepEqual(extractionOutcome(true, { a: null, b: ' ', items: [], seller: { inn: null, name: '' } }), { result: null, status: 'fallback' });
  });

  it('some leaves filled: partial; every leaf filled: full; 0 and false are values', () => {
    assert.deepEqual(extractionOutcome(true, { a: 'x', b: null }), { result: { a: 'x', b: null }, status: 'partial' });
    assert.deepEqual(extractionOutcome(true, { a: 'x', items: [] }), { result: { a: 'x', items: [] }, status: 'partial' });
    assert.deepEqual(extractionOutcome(true, { a: 0, b: false, items: [{ n: 1 }] }), { result: { a: 0, b: false, items: [{ n: 1 }] }, status: 'full' });
  });
});

describe('isEmptyValue', () => {
  it('an object without any value is empty', () => {
    assert.equal(isEmptyValue({}), true);
    assert.equal(isEmptyValue({ a: null, b: '  ', c: [], d: { e: null, f: [null, ''] } }), true);
    assert.equal(isEmptyValue({ a: 0 }), false);
    assert.equal(isEmptyValue({ a: false }), false);
    assert.equal(isEmptyValue({ a: [{ b: 'x' }] }), false);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { includeFor, requestOf } from './request';

describe('what a job asks for', () => {
  const withSchema = requestOf({ include: ['markdown'], prompt: '', translate: 'en' }, { type: 'object' });
  const without = requestOf({ include: ['markdown'], prompt: '', translate: 'en' }, null);

  it('asks boxes and fragments for a PDF read with a schema, for the review screen', () => {
    assert.deepEqual(includeFor(withSchema, new File(['x'], 'Счёт.PDF')), ['markdown', 'fields', 'fragments']);
    assert.deepEqual(includeFor({ ...withSchema, include: ['fields'] }, new File(['x'], 'a.pdf')), ['fields', 'fragments']);
  });

  it('asks a translation only with a schema, which it translates', () => {
    assert.equal(withSchema.translate, 'en');
    assert.equal(without.translate, null);
  });

  it('asks only what the operator chose for other files, for text, and without a schema', () => {
    assert.deepEqual(includeFor(withSchema, new File(['x'], 'torg12.xlsx')), ['markdown']);
    assert.deepEqual(includeFor(withSchema, null), ['markdown']);
    assert.deepEqual(includeFor(without, new File(['x'], 'a.pdf')), ['markdown']);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sectionsFrom } from './split-model';

test('a model\'s list of first pages becomes sections only when it is usable as it stands', () => {
  assert.deepEqual(sectionsFrom({ documents: [{ first_page: 1, doc_type: 'invoice' }, { first_page: 4, doc_type: 'letter' }] }, 6), [
    { first: 1, last: 3, kind: 'invoice', confidence: 0.5 }, { first: 4, last: 6, kind: null, confidence: 0.5 },
  ]);
  for (const bad of [null, {}, { documents: [] }, { documents: [{ first_page: 2 }] }, { documents: [{ first_page: 1 }, { first_page: 1 }] },
    { documents: [{ first_page: 1 }, { first_page: 7 }] }, { documents: [{ first_page: 1 }, { first_page: 2.5 }] }, { documents: [{ first_page: '1' }] }]) {
    assert.equal(sectionsFrom(bad as never, 6), null, JSON.stringify(bad));
  }
});

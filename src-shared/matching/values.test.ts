import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../contract/envelope';
import { keyColumnIndex, normaliseKey } from './keys';
import { valuesAt } from './values';

describe('valuesAt', () => {
  const result: JsonObject = { seller: { inn: '7707083893' }, items: [{ article: 'A', qty: 2 }, { article: '' }, { article: null }, {}, { article: { a: 1 } }] };
  it('one value per array item, gaps as null, objects as JSON, numbers as text', () => {
    assert.deepEqual(valuesAt(result, 'items[].article'), ['A', null, null, null, '{"a":1}']);
    assert.deepEqual(valuesAt(result, 'items[].qty'), ['2', null, null, null, null]);
    assert.deepEqual(valuesAt(result, 'seller.inn'), ['7707083893']);
  });
  it('an index in the path names the field, not one item; a missing path gives one gap', () => {
    assert.deepEqual(valuesAt(result, 'items[0].article'), valuesAt(result, 'items[].article'));
    assert.deepEqual(valuesAt(result, 'buyer.inn'), [null]);
    assert.deepEqual(valuesAt(result, 'lines[].sku'), []);
  });
});

describe('keys', () => {
  it('normaliseKey: NFKC, lower case, blanks collapsed and trimmed', () => {
    assert.equal(normaliseKey('  Ａb\u00a0\t C  '), 'ab c');
    assert.equal(normaliseKey(' \n '), '');
  });
  it('keyColumnIndex: exact first, then loose', () => {
    assert.equal(keyColumnIndex(['Sku', 'sku'], 'sku'), 1);
    assert.equal(keyColumnIndex(['Код  товара'], 'код товара'), 0);
    assert.throws(() => keyColumnIndex(['a', ''], ''), { code: 'MATCH_KEY_COLUMN_NOT_FOUND' });
  });
});

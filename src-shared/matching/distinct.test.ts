import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DistinctKeys, fnv1a30, ownCopy } from './distinct';
import { normaliseKey } from './keys';

describe('DistinctKeys', () => {
  it('keeps first spellings in first-seen order, one per normalised form', () => {
    const keys = new DistinctKeys(normaliseKey);
    for (const k of ['B', 'a', 'b', 'A ', 'c']) keys.add(k, normaliseKey(k));
    assert.deepEqual(keys.spellings, ['B', 'a', 'c']);
    assert.equal(keys.has('b'), true);
    assert.equal(keys.has('d'), false);
  });
  it('tells colliding keys apart: with a hash that collides always, still exact', () => {
    const keys = new DistinctKeys(normaliseKey, () => 7);
    for (const k of ['x', 'y', 'X', 'z', 'Y', 'x']) keys.add(k, normaliseKey(k));
    assert.deepEqual(keys.spellings, ['x', 'y', 'z']);
    assert.equal(keys.has('z'), true);
    assert.equal(keys.has('w'), false);
  });
  it('the hash is a 30-bit non-negative integer and differs for near keys', () => {
    const hashes = ['SKU-0000001', 'SKU-0000002', 'sku-0000001', ''].map(fnv1a30);
    for (const h of hashes) assert.ok(Number.isInteger(h) && h >= 0 && h < 2 ** 30);
    assert.equal(new Set(hashes).size, 4);
  });
  it('ownCopy returns an equal string', () => {
    const long = 'x'.repeat(40) + 'Ключ "1"\n\\';
    assert.equal(ownCopy(long.slice(3)), long.slice(3));
    assert.equal(ownCopy('short'), 'short');
  });
});

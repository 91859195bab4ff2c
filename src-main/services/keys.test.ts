import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayPrefix, generateKey, hashKey, isWellFormedKey, KEY_LENGTH, sameDigest } from './keys';

describe('API keys', () => {
  it('are di_ + 38 base62 characters, different each time, with a valid checksum', () => {
    const keys = new Set(Array.from({ length: 200 }, generateKey));
    assert.equal(keys.size, 200);
    for (const k of keys) {
      assert.match(k, /^di_[0-9A-Za-z]{38}$/);
      assert.equal(k.length, KEY_LENGTH);
      assert.ok(isWellFormedKey(k));
    }
  });
  it('a mistyped character breaks the checksum', () => {
    const k = generateKey();
    const flipped = k.slice(0, 10) + (k[10] === 'a' ? 'b' : 'a') + k.slice(11);
    assert.equal(isWellFormedKey(flipped), false);
    assert.equal(isWellFormedKey('di_short'), false);
    assert.equal(isWellFormedKey(''), false);
  });
  it('hashes with SHA-256 and compares digests in constant time', () => {
    const k = generateKey();
    assert.equal(hashKey(k).length, 32);
    assert.ok(sameDigest(hashKey(k), hashKey(k)));
    assert.ok(!sameDigest(hashKey(k), hashKey(generateKey())));
    assert.ok(!sameDigest(hashKey(k), Buffer.alloc(5)));
  });
  it('shows only a short prefix', () => {
    const k = generateKey();
    assert.equal(displayPrefix(k), k.slice(0, 11));
  });
  it('characters are spread over the whole alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) for (const c of generateKey().slice(3, 35)) counts.set(c, (counts.get(c) ?? 0) + 1);
    assert.equal(counts.size, 62);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countsText, moved, PRESETS } from './presets';

describe('settings helpers', () => {
  it('moves a provider up or down the chain, and leaves the ends alone', () => {
    assert.deepEqual(moved(['a', 'b', 'c'], 1, -1), ['b', 'a', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 1, 1), ['a', 'c', 'b']);
    assert.deepEqual(moved(['a', 'b', 'c'], 0, -1), ['a', 'b', 'c']);
    assert.deepEqual(moved(['a', 'b', 'c'], 2, 1), ['a', 'b', 'c']);
  });

  it('says placeholder counts briefly, leaving out zeros', () => {
    assert.equal(countsText({ orgs: 2, inns: 1, phones: 0 }), 'orgs 2, inns 1');
    assert.equal(countsText({}), '');
    assert.equal(countsText(undefined), '');
  });

  it('offers the local servers on loopback, whose text never leaves the machine', () => {
    for (const p of PRESETS.filter((x) => x.id !== 'custom')) assert.match(p.provider.baseUrl, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });
});

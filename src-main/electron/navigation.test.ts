import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOwnPage, isSafeExternal } from './navigation';

describe('where the desktop window may go', () => {
  const origin = 'http://127.0.0.1:8765';

  it('shows only pages of our own origin, compared as origins, not as text prefixes', () => {
    assert.equal(isOwnPage('http://127.0.0.1:8765/review', origin), true);
    assert.equal(isOwnPage('http://127.0.0.1:87650/', origin), false);
    assert.equal(isOwnPage('http://127.0.0.1:8765@evil.example/', origin), false);
    assert.equal(isOwnPage('http://localhost:8765/', origin), false);
    assert.equal(isOwnPage('file:///etc/passwd', origin), false);
    assert.equal(isOwnPage('not a url', origin), false);
  });

  it('opens plain https links in the system browser and nothing else', () => {
    assert.equal(isSafeExternal('https://docs.example.com/page'), true);
    for (const bad of ['http://example.com/', 'file:///tmp/x', 'javascript:alert(1)', 'smb://host/share', 'https://user:pw@example.com/', 'x']) {
      assert.equal(isSafeExternal(bad), false, bad);
    }
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { UI_CSP } from './csp';

describe('the UI content security policy', () => {
  it('is the same in the page\'s meta tag as in the header, so a page loaded either way has one policy', () => {
    const html = readFileSync(new URL('../../../src-renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    assert.equal(meta, UI_CSP);
  });

  it('lets nothing load from another origin and never allows eval', () => {
    for (const directive of UI_CSP.split('; ')) {
      const sources = directive.split(' ').slice(1);
      assert.ok(sources.every((s) => ["'self'", "'none'", 'blob:', 'data:', "'unsafe-inline'", "'wasm-unsafe-eval'"].includes(s)), directive);
    }
    assert.doesNotMatch(UI_CSP, /'unsafe-eval'/);
  });
});

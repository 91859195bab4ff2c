import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { corpusPath, corpusText } from './helpers/corpus';
import { cer } from './helpers/text-metrics';

/** OCR with networking disabled: the language data must come from disk, never from a CDN. */
const SCRIPT = fileURLToPath(new URL('./fixtures/ocr-offline.ts', import.meta.url));

describe('OCR offline', () => {
  it('reads a Russian scan inside a network namespace with no interfaces (unshare -n)', () => {
    const probe = spawnSync('unshare', ['-n', 'true']);
    assert.equal(probe.status, 0, `unshare -n is needed for this test (run as root): ${probe.stderr?.toString() ?? ''}`);
    // Inside the namespace there is no route anywhere: prove it before trusting the result.
    const ping = spawnSync('unshare', ['-n', process.execPath, '-e', "require('node:dns').lookup('registry.npmjs.org', e => process.exit(e ? 3 : 0))"]);
    assert.equal(ping.status, 3, 'the namespace must have no network');
    const out = execFileSync('unshare', ['-n', process.execPath, '--import', 'tsx', SCRIPT, corpusPath('synthetic/ru.png')], {
      encoding: 'utf8', timeout: 120_000, env: { ...process.env, DOCINTEL_TESSDATA: '' },
    });
    const { markdown } = JSON.parse(out.slice(out.indexOf('{'))) as { markdown: string };
    assert.ok(cer(markdown, corpusText('synthetic/ru.txt')) < 0.02, markdown);
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readOutbound } from './outbound';

describe('reading the outbound log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbound-'));
  const line = (i: number) => JSON.stringify({ at: `2026-11-28T00:00:0${i}Z`, provider_host: `h${i}`, bytes: i, anonymized: true, placeholders: {} });

  it('gives the newest entries first, up to the limit, skipping lines that are not entries', async () => {
    const path = join(dir, 'a.log');
    writeFileSync(path, [line(1), '{"cut": tr', line(2), 'not json', '{"at": 5}', line(3), ''].join('\n'));
    assert.deepEqual((await readOutbound(path, 10)).map((e) => e.provider_host), ['h3', 'h2', 'h1']);
    assert.deepEqual((await readOutbound(path, 2)).map((e) => e.provider_host), ['h3', 'h2']);
  });

  it('is empty for a missing file and when no log is kept', async () => {
    assert.deepEqual(await readOutbound(join(dir, 'none.log'), 10), []);
    assert.deepEqual(await readOutbound(null, 10), []);
  });

  it('reads only the end of a very long log, whose first line there is cut', async () => {
    const path = join(dir, 'long.log');
    const many = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ at: 'x', provider_host: `h${i}`, bytes: i, anonymized: false, placeholders: {}, pad: 'p'.repeat(60) }));
    writeFileSync(path, `${many.join('\n')}\n`);
    const out = await readOutbound(path, 100_000);
    assert.equal(out[0]?.provider_host, 'h19999');
    assert.ok(out.length > 1000 && out.length < 20_000, String(out.length));
  });
});

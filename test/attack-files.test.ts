import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { corpusBytes } from './helpers/corpus';
import { peakRss, startServer } from './helpers/server-process';
import type { Running } from './helpers/server-process';

/**
 * The attack files of the corpus against the real server process: each gets its contract error
 * while an ordinary request runs beside it, and the server's peak memory stays under 1 GB. How fast
 * the refusals come is measured by bench/attacks.ts; here each test's timeout only guards against
 * an attack that got through and hangs (inflating a bomb takes minutes).
 */
const HANG_GUARD = { timeout: 120_000 };
const ATTACKS: [string, string, number, string, string | null][] = [
  ['synthetic/billion-laughs.xml', 'bomb.xml', 422, 'XML_MALFORMED', 'doctype'],
  ['synthetic/xxe.xml', 'xxe.xml', 422, 'XML_MALFORMED', 'doctype'],
  ['synthetic/zipbomb-1gib.docx', 'bomb.docx', 503, 'PARSING_ERROR', 'zip_bomb'],
  ['synthetic/zipbomb-lying-header.docx', 'liar.docx', 503, 'PARSING_ERROR', 'zip_bomb'],
  ['synthetic/pixelbomb-400mp.png', 'bomb.png', 503, 'PARSING_ERROR', 'image_too_large'],
];

let server: Running;
let key: string;
let dataDir: string;
before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'docintel-attacks-'));
  server = await startServer(['--port', '0', '--data-dir', dataDir]);
  key = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
});
after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(name: string, bytes: Uint8Array): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  form.append('include', '["markdown"]');
  return fetch(`${server.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': key }, body: form });
}

describe('attack files against the server process', () => {
  for (const [rel, name, status, code, reason] of ATTACKS) {
    it(`${rel}: ${status} ${code}, beside an ordinary request`, HANG_GUARD, async () => {
      const bytes = corpusBytes(rel);
      const ordinary = fetch(`${server.url}/v1/process`, {
        method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'ordinary work', include: ['markdown'] }),
      });
      const res = await upload(name, bytes);
      const body = (await res.json()) as { detail?: { code: string; details: { reason?: string } }; error?: { code: string; details: { reason?: string } } };
      const info = body.detail ?? body.error;
      assert.equal(res.status, status);
      assert.equal(info?.code, code);
      if (reason) assert.equal(info?.details.reason, reason);
      assert.equal((await ordinary).status, 200);
    });
  }
  it('the server never went past 1 GB of resident memory, and still serves', async () => {
    const peak = peakRss(server.child.pid ?? 0);
    assert.ok(peak > 0 && peak < 1024 * 1024 * 1024, `peak RSS ${(peak / 1048576).toFixed(0)} MB`);
    const res = await upload('ok.xml', new TextEncoder().encode('<a><b>fine</b></a>'));
    assert.equal(res.status, 200);
  });
});

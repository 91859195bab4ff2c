import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { generateKey } from '../src-main/services/keys';
import { corpusBytes } from './helpers/corpus';
import { startServer } from './helpers/server-process';
import { startHeldModel } from './fixtures/openai-recorder';
import type { Running } from './helpers/server-process';

/**
 * Billing under concurrency against the real server process, across `kill -9` and a restart:
 * the ledger never debits more than the quota, committed pages survive the crash, and the holds of
 * requests that died with the process are dropped (never billed).
 */
const ADMIN = generateKey();
const dataDir = mkdtempSync(join(tmpdir(), 'docintel-crash-'));
let server: Running | null = null;
after(async () => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function boot(): Promise<Running> {
  server = await startServer(['--port', '0', '--data-dir', dataDir], { DOCINTEL_ADMIN_KEY: ADMIN });
  return server;
}

async function kill9(s: Running): Promise<void> {
  s.child.kill('SIGKILL');
  await s.exited;
}

const json = async (s: Running, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${s.url}${path}`, { method, headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('quota race and crash', () => {
  it('50 parallel one-page requests with 10 pages of quota: 10 succeed, 10 debited, still 10 after kill -9 and restart', async () => {
    let s = await boot();
    assert.equal((await json(s, 'PUT', '/v1/admin/settings/plans', ADMIN, { free: { quota: 10, pagesPerMinute: 1000, maxPagesPerDocument: 20 } })).status, 200);
    const client = (await json(s, 'POST', '/v1/admin/clients', ADMIN, { name: 'race' })).body as { id: string; api_key: string };
    const results = await Promise.all(Array.from({ length: 50 }, () =>
      json(s, 'POST', '/v1/process', client.api_key, { text: 'one page', include: ['markdown'] })));
    assert.equal(results.filter((r) => r.status === 200).length, 10);
    assert.equal(results.filter((r) => r.status === 402).length, 40);
    await kill9(s);
    s = await boot();
    assert.equal((await json(s, 'GET', `/v1/admin/clients/${client.id}`, ADMIN)).body.pages_used_this_month, 10);
    assert.equal((await json(s, 'POST', '/v1/process', client.api_key, { text: 'one more', include: ['markdown'] })).status, 402);
    await kill9(s);
  });

  it('a request killed mid-flight is not billed, and its hold does not survive the restart', async () => {
    // The request waits on a model that holds it: the kill lands while its pages are certainly held.
    const model = await startHeldModel();
    try {
      let s = await boot();
      assert.equal((await json(s, 'PUT', '/v1/admin/settings/model', ADMIN, model.settings)).status, 200);
      const client = (await json(s, 'POST', '/v1/admin/clients', ADMIN, { name: 'mid-flight' })).body as { id: string; api_key: string };
      const form = new FormData();
      form.append('file', new Blob([corpusBytes('synthetic/zh-text-1p.pdf')]), 'text.pdf');
      form.append('include', '["markdown"]');
      form.append('output_schema', JSON.stringify({ type: 'object', properties: { note: { type: 'string' } } }));
      const inFlight = fetch(`${s.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': client.api_key }, body: form }).catch(() => null);
      await model.recorder.received(1);
      await kill9(s);
      assert.equal(await inFlight, null, 'the connection died with the process');
      s = await boot();
      assert.equal((await json(s, 'GET', `/v1/admin/clients/${client.id}`, ADMIN)).body.pages_used_this_month, 0);
      const all = await Promise.all(Array.from({ length: 10 }, () => json(s, 'POST', '/v1/process', client.api_key, { text: 'page', include: ['markdown'] })));
      assert.deepEqual(all.map((r) => r.status), Array(10).fill(200), 'the whole quota is available again');
      await kill9(s);
    } finally {
      await model.close();
    }
  });

});

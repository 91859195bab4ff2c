import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { generateKey } from '../src-main/services/keys';
import { HEADLESS, startServer } from './helpers/server-process';
import { startHeldModel } from './fixtures/openai-recorder';

/**
 * The built headless server as a user runs it (`node out/main/headless.js`, what `npm run serve`
 * starts): its ready line, the admin key file, a first request over a real socket, clean shutdown.
 */
const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-headless-'));
  dirs.push(d);
  return d;
}
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('headless server', () => {
  it('starts on a free port, prints one ready line, writes admin.key 0600, and serves a first request', async () => {
    const dataDir = tempDir();
    const server = await startServer(['--port', '0', '--data-dir', dataDir]);
    try {
      assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal(server.stdout.filter((l) => l.startsWith('DocIntel listening on')).length, 1);
      const keyFile = join(dataDir, 'admin.key');
      assert.ok(server.stdout.includes(`Admin key: ${keyFile}`));
      assert.equal(statSync(keyFile).mode & 0o777, 0o600);
      const adminKey = readFileSync(keyFile, 'utf8').trim();

      const health = await fetch(`${server.url}/health`);
      assert.deepEqual(await health.json(), { status: 'ok', version: '0.1.0', api_version: '1.29.5' });

      const created = await fetch(`${server.url}/v1/admin/clients`, {
        method: 'POST', headers: { 'X-API-Key': adminKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'First user' }),
      });
      assert.equal(created.status, 201);
      const { api_key } = (await created.json()) as { api_key: string };
      const processed = await fetch(`${server.url}/v1/process`, {
        method: 'POST', headers: { 'X-API-Key': api_key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Hello DocIntel', include: ['markdown', 'fragments'] }),
      });
      assert.equal(processed.status, 200);
      const env = (await processed.json()) as { markdown: string; usage: { pages: number } };
      assert.equal(env.markdown, 'Hello DocIntel');
      assert.equal(env.usage.pages, 1);

      const ui = await fetch(`${server.url}/`);
      assert.equal(ui.status, 200);
      assert.match(await ui.text(), /<div id="root">/);
      const missing = await fetch(`${server.url}/v1/nothing-here`, { headers: { 'X-API-Key': api_key } });
      assert.equal(missing.status, 404);
    } finally {
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
    }
    assert.equal(existsSync(join(dataDir, 'docintel.sqlite-wal')), false, 'the database was closed cleanly');
  });

  it('a restart keeps the admin key from admin.key; DOCINTEL_ADMIN_KEY presets it without a file', async () => {
    const dataDir = tempDir();
    const first = await startServer(['--port', '0', '--data-dir', dataDir]);
    first.child.kill('SIGTERM');
    await first.exited;
    const key = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
    const second = await startServer(['--port', '0', '--data-dir', dataDir]);
    try {
      assert.equal(readFileSync(join(dataDir, 'admin.key'), 'utf8').trim(), key);
      assert.equal((await fetch(`${second.url}/v1/admin/clients`, { headers: { 'X-API-Key': key } })).status, 200);
    } finally {
      second.child.kill('SIGINT');
      assert.equal(await second.exited, 0);
    }
    const preset = generateKey();
    const otherDir = tempDir();
    const third = await startServer([], { DOCINTEL_PORT: '0', DOCINTEL_DATA_DIR: otherDir, DOCINTEL_ADMIN_KEY: preset });
    try {
      assert.equal(existsSync(join(otherDir, 'admin.key')), false);
      assert.equal((await fetch(`${third.url}/v1/admin/clients`, { headers: { 'X-API-Key': preset } })).status, 200);
    } finally {
      third.child.kill('SIGTERM');
      await third.exited;
    }
  });

  it('a request in flight at SIGTERM ends with a response, not a dropped connection', async () => {
    // In flight for sure: the request waits on a model that holds it until the shutdown has begun.
    const model = await startHeldModel({ kind: 'json', answer: () => ({ number: '42' }) });
    const dataDir = tempDir();
    const server = await startServer(['--port', '0', '--data-dir', dataDir]);
    try {
      const adminKey = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
      const headers = { 'X-API-Key': adminKey, 'Content-Type': 'application/json' };
      assert.equal((await fetch(`${server.url}/v1/admin/settings/model`, { method: 'PUT', headers, body: JSON.stringify(model.settings) })).status, 200);
      const inFlight = fetch(`${server.url}/v1/process`, {
        method: 'POST', headers, body: JSON.stringify({ text: 'Счёт № 42', include: ['markdown'], output_schema: { type: 'object', properties: { number: { type: 'string' } } } }),
      });
      await model.recorder.received(1);
      let stderr = '';
      const stopping = new Promise<void>((resolve) => {
        server.child.stderr.on('data', (c: Buffer) => {
          stderr += c.toString();
          if (stderr.includes('SIGTERM received')) resolve();
        });
      });
      server.child.kill('SIGTERM');
      await stopping;
      model.release();
      const res = await inFlight;
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('connection'), 'close');
      assert.equal(((await res.json()) as { markdown: string }).markdown, 'Счёт № 42');
      assert.equal(await server.exited, 0);
    } finally {
      server.child.kill('SIGKILL');
      await model.close();
    }
  });


  it('refuses a non-loopback host without --allow-remote', async () => {
    const child = spawn(process.execPath, [HEADLESS, '--host', '0.0.0.0', '--port', '0', '--data-dir', tempDir()]);
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 2);
    assert.match(stderr, /--allow-remote/);
  });
});

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HEADLESS, startServer, treeRss } from '../helpers/server-process';
import type { Running } from '../helpers/server-process';
import { CORPUS_DIR } from '../helpers/corpus';

/**
 * Staying power (issue 16): small requests never wait behind OCR (the fast lane), and an idle server
 * gives back the memory its documents took (workers replaced, allocator settings). Figures are
 * printed for docs/reliability.md; what is asserted is order and memory, never speed.
 */
const dirs: string[] = [];
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-lanes-'));
  dirs.push(d);
  return d;
}

/** Resident memory of the server and the processes under it (its workers' OCR processes), now, in MB. */
function rssMb(pid: number): number {
  return treeRss(pid) / 1024 / 1024;
}

/** What the issue allows an idle server to hold above its start after any sequence of documents. */
const IDLE_GROWTH_LIMIT_MB = 300;
/** Hang guard only: the idle recycling happens 5 s after the last job here; a loaded machine needs more. */
const IDLE_WAIT_MS = 180_000;

describe('the server restarts itself with the allocator settings (Linux)', () => {
  it('the process started by the user runs the server as a child with MALLOC_* set, and passes SIGTERM on', { skip: process.platform !== 'linux' }, async () => {
    const env = { ...process.env };
    for (const k of Object.keys(env)) if (k.startsWith('MALLOC_')) delete env[k];
    const parent = spawn(process.execPath, [HEADLESS, '--port', '0', '--data-dir', tempDir()], { env });
    const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), 120_000);
      parent.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('DocIntel listening on')) { clearTimeout(timer); resolve(); }
      });
    });
    assert.equal(out.split('\n').filter((l) => l.startsWith('DocIntel listening on')).length, 1, 'one ready line');
    const children = readFileSync(`/proc/${parent.pid}/task/${parent.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    assert.equal(children.length, 1, 'one server process under the one the user started');
    const childEnv = readFileSync(`/proc/${children[0]}/environ`, 'utf8').split('\0');
    assert.ok(childEnv.includes('MALLOC_MMAP_THRESHOLD_=131072'), 'the server runs with the allocator settings');
    parent.kill('SIGTERM');
    assert.equal(await exited, 0, 'the server stopped cleanly and its status was passed on');
  });
});

describe('fast lane and memory', () => {
  let server: Running;
  let key = '';
  /** The server's memory once it has started and served a first request (the memory test's start). */
  let baselineMb = 0;
  before(async () => {
    const dataDir = tempDir();
    // Workers replaced after 5 s idle (a minute by default), so the idle memory is seen soon.
    server = await startServer(['--port', '0', '--data-dir', dataDir, '--workers', '2'], { DOCINTEL_IDLE_RECYCLE_MS: '5000' });
    const admin = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
    const created = await fetch(`${server.url}/v1/admin/clients`, {
      method: 'POST', headers: { 'X-API-Key': admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Lanes', plan: 'enterprise' }),
    });
    assert.equal(created.status, 201);
    key = ((await created.json()) as { api_key: string }).api_key;
  });
  after(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  const sendFile = async (rel: string): Promise<number> => {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(CORPUS_DIR, rel))]), rel.split('/').pop());
    form.append('include', '["markdown"]');
    const res = await fetch(`${server.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': key }, body: form });
    await res.arrayBuffer();
    return res.status;
  };
  const sendText = async (text: string): Promise<{ status: number; ms: number; endedAt: number }> => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/v1/process`, {
      method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify({ text, include: ['markdown'] }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0, endedAt: performance.now() };
  };

  it('one-line requests are answered while both workers read scans, before either scan ends', async () => {
    await sendText('warm-up: the fast lane worker loads the pipeline once');
    baselineMb = rssMb(server.child.pid!);
    const scans = ['external/pdf-scan/ru-derived/af_KA62689.scan200.pdf', 'external/pdf-scan/derived/fx_Facture_F20180027_scan150.pdf']
      .map((rel) => sendFile(rel).then((status) => ({ status, endedAt: performance.now() })));
    // Both scans are admitted and on the workers before the small requests start.
    await new Promise((r) => setTimeout(r, 3000));
    const small = [];
    for (let i = 0; i < 20; i++) small.push(await sendText(`Счёт № ${i} от 01.02.2026, итого ${100 + i} руб.`));
    const [first, second] = await Promise.all(scans);
    assert.deepEqual(small.map((s) => s.status), Array(20).fill(200));
    assert.deepEqual([first!.status, second!.status], [200, 200]);
    const lastSmall = Math.max(...small.map((s) => s.endedAt));
    assert.ok(lastSmall < Math.min(first!.endedAt, second!.endedAt), 'all 20 small requests ended before either scan');
    const ms = small.map((s) => s.ms).sort((a, b) => a - b);
    console.log(`fast lane under two scans: p50 ${ms[9]!.toFixed(1)} ms, p99 ${ms[19]!.toFixed(1)} ms, max ${ms[19]!.toFixed(1)} ms; RSS at start ${baselineMb.toFixed(0)} MB`);
  });

  it(`after documents, the idle server returns to within ${IDLE_GROWTH_LIMIT_MB} MB of its start`, { timeout: IDLE_WAIT_MS + 600_000 }, async () => {
    if (baselineMb === 0) baselineMb = rssMb(server.child.pid!);
    // After the two scans above; the full run (npm run test:hardening) adds more scans.
    const more = process.env.DOCINTEL_HARDENING_FULL === '1' ? ['synthetic/ru-a4-scan.jpg', 'synthetic/scan-ru-zh-2p.pdf', 'synthetic/multi.tif'] : [];
    for (const rel of ['synthetic/ru-text-20p.pdf', 'synthetic/sheets.xlsx', ...more]) {
      assert.equal(await sendFile(rel), 200, rel);
    }
    const peakMb = rssMb(server.child.pid!);
    const deadline = Date.now() + IDLE_WAIT_MS;
    let now: number;
    while ((now = rssMb(server.child.pid!)) > baselineMb + IDLE_GROWTH_LIMIT_MB && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
    console.log(`memory: start ${baselineMb.toFixed(0)} MB, after the documents ${peakMb.toFixed(0)} MB, idle ${now.toFixed(0)} MB`);
    assert.ok(now <= baselineMb + IDLE_GROWTH_LIMIT_MB, `idle RSS ${now.toFixed(0)} MB, start ${baselineMb.toFixed(0)} MB`);
  });
});

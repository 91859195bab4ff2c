/**
 * bench/attacks: how fast hostile or repeated input is dealt with. The tests prove the outcome
 * (the contract error, the cache hit, the fall-through) and guard only against hangs; the speed
 * those tests used to assert is measured here, against the targets of the security checklist:
 *   - XML attacks and limits (parseXml): refused well under 2 s
 *   - ZIP bombs (parseDocx) refused well under 2 s; ordinary archives checked in well under 0.5 s
 *   - the corpus attack files against the built server process, beside an ordinary request: < 2 s
 *   - the parse cache: a second request for the same scan at least 20× faster than the first
 *   - a provider that hangs past its 300 ms timeout: the chain moves on in well under 3 s
 * Each figure is the median of RUNS runs. Run: `npm run build && npm run bench:attacks`.
 * Writes bench/results/attacks.json and prints markdown for docs/benchmarks.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseXml } from '../src-worker/stages/parse-xml';
import { parseDocx } from '../src-worker/stages/parse-office';
import { readSafeZip } from '../src-worker/adapters/zip-guard';
import { runModelChain } from '../src-worker/stages/model';
import { corpusBytes } from '../test/helpers/corpus';
import { file, multipart, startTestHost } from '../test/helpers/host';
import { startServer } from '../test/helpers/server-process';
import { provider, settings, start } from '../test/fixtures/openai-recorder';

/** Runs per figure: enough for a stable median on a shared machine, few enough for a short bench. */
const RUNS = 3;
/** The security checklist's budget for any attack or limit to come back as a contract error. */
const ATTACK_TARGET_MS = 2000;
/** An ordinary archive is only inspected (directory and kept parts), so it should cost little. */
const ORDINARY_ZIP_TARGET_MS = 500;
/** A cache hit skips parsing and OCR entirely; anything less than this ratio means it did not. */
const CACHE_SPEEDUP_TARGET = 20;
/** A 300 ms provider timeout plus one answering provider. */
const FALL_THROUGH_TARGET_MS = 3000;

interface Row { what: string; ms: number; target: string; ok: boolean }
const rows: Row[] = [];

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run().catch(() => undefined);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

async function underTarget(what: string, targetMs: number, run: () => Promise<unknown>): Promise<void> {
  const ms = await median(run);
  rows.push({ what, ms, target: `< ${targetMs} ms`, ok: ms < targetMs });
}

const xml = (text: string | Uint8Array) => () => parseXml({ bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
  fileName: 'input.xml', fileHash: null, language: null, progress: () => undefined });

async function xmlAttacks(): Promise<void> {
  await underTarget('XML billion laughs', ATTACK_TARGET_MS, xml(corpusBytes('synthetic/billion-laughs.xml')));
  await underTarget('XML quadratic blowup', ATTACK_TARGET_MS, xml(`<!DOCTYPE r [<!ENTITY a "${'a'.repeat(50_000)}">]>\n<r>${'&a;'.repeat(200_000)}</r>`));
  await underTarget('XML 10 MB DOCTYPE subset', ATTACK_TARGET_MS, xml(`<!DOCTYPE r [${'<!-- x -->'.repeat(1_000_000)}]><r/>`));
  await underTarget('XML 1,000,000 numeric references (parsed)', ATTACK_TARGET_MS, xml(`<r>${'&#65;'.repeat(1_000_000)}</r>`));
  await underTarget('XML 200,001 elements', ATTACK_TARGET_MS, xml(`<r>${'<a/>'.repeat(200_000)}</r>`));
  await underTarget('XML nesting 10,000', ATTACK_TARGET_MS, xml('<a>'.repeat(10_000) + '</a>'.repeat(10_000)));
}

async function zipBombs(): Promise<void> {
  for (const name of ['zipbomb-1gib.docx', 'zipbomb-lying-header.docx']) {
    const bytes = corpusBytes(`synthetic/${name}`);
    await underTarget(`ZIP ${name}`, ATTACK_TARGET_MS, () => parseDocx({ bytes, fileName: name, fileHash: null, language: null, progress: () => undefined }));
  }
  for (const name of ['synthetic/table.docx', 'synthetic/sheets.xlsx', 'external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx']) {
    const bytes = corpusBytes(name);
    await underTarget(`ZIP check of ordinary ${name.split('/').pop()}`, ORDINARY_ZIP_TARGET_MS, () => readSafeZip(bytes, { keep: ['docProps/app.xml'] }));
  }
}

async function attackFiles(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docintel-bench-attacks-'));
  const server = await startServer(['--port', '0', '--data-dir', dataDir]);
  const key = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
  try {
    for (const [rel, name] of [['synthetic/billion-laughs.xml', 'bomb.xml'], ['synthetic/xxe.xml', 'xxe.xml'], ['synthetic/zipbomb-1gib.docx', 'bomb.docx'],
      ['synthetic/zipbomb-lying-header.docx', 'liar.docx'], ['synthetic/pixelbomb-400mp.png', 'bomb.png']] as const) {
      const bytes = corpusBytes(rel);
      await underTarget(`server: ${rel.split('/').pop()} beside an ordinary request`, ATTACK_TARGET_MS, async () => {
        const ordinary = fetch(`${server.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: 'ordinary work', include: ['markdown'] }) });
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        await (await fetch(`${server.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': key }, body: form })).text();
        await ordinary;
      });
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function parseCache(): Promise<void> {
  const host = await startTestHost({ workers: 2 });
  try {
    const key = (await host.newClient('bench', 'enterprise')).api_key;
    const bytes = Buffer.from(corpusBytes('synthetic/scan-ru-zh-2p.pdf'));
    const send = async (): Promise<number> => {
      const { payload, headers } = multipart([file('file', 'scan.pdf', bytes), { name: 'include', value: '["markdown"]' }]);
      const t0 = performance.now();
      await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
      return performance.now() - t0;
    };
    const first = await send();
    const hit = await median(send);
    rows.push({ what: `parse cache: first ${first.toFixed(0)} ms, then a hit`, ms: hit, target: `≥ ${CACHE_SPEEDUP_TARGET}× faster`, ok: first >= CACHE_SPEEDUP_TARGET * hit });
  } finally {
    await host.dispose();
  }
}

async function fallThrough(): Promise<void> {
  const slow = await start({ behaviour: { kind: 'hang' } });
  const next = await start({ behaviour: { kind: 'json', answer: () => ({ note: 'ok' }) } });
  try {
    await underTarget('model chain: a hanging provider (300 ms timeout), then the next', FALL_THROUGH_TARGET_MS, () => runModelChain({
      documentText: 'Счёт № 5', prompt: null, schema: { type: 'object', properties: { note: { type: 'string' } } },
      settings: settings([provider(slow.url, { timeoutMs: 300 }), provider(next.url)]), builtin: async () => null, outboundLog: null }));
  } finally {
    await Promise.all([slow.close(), next.close()]);
  }
}

const started = new Date().toISOString();
await xmlAttacks();
await zipBombs();
await attackFiles();
await parseCache();
await fallThrough();

const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version };
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/attacks.json', import.meta.url), JSON.stringify({ started, machine, runs: RUNS, rows }, null, 2));
console.log(`## Attacks, limits and the cache (${started}, ${machine.cpus} × ${machine.model}, Node ${machine.node}, median of ${RUNS})\n`);
console.log('| what | ms | target | met |\n|---|---:|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.ms.toFixed(0)} | ${r.target} | ${r.ok ? 'yes' : '**no**'} |`);

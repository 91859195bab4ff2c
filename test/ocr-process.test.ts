import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { BUILTIN_ONLY } from '../src-shared/worker-protocol';
import type { JobInput } from '../src-shared/worker-protocol';
import { WorkerPool } from '../src-main/workers/pool';
import { WORKER_ENTRY } from './helpers/host';
import { listProcesses } from './helpers/server-process';
import type { ListedProcess } from './helpers/server-process';

/**
 * A pipeline worker reads pages in an OCR process of its own (src-worker/adapters/ocr-process.ts):
 * it runs at the worker's priority and ends with the worker (replaced while idle, or the pool
 * closed), so the OCR engine's memory leaves with it.
 */

/** The OCR processes under this one. */
const ocrProcesses = (): ListedProcess[] => listProcesses().filter((p) => p.ppid === process.pid && p.cmdline.includes('ocr-child'));

async function until(check: () => boolean, what: string): Promise<void> {
  // Hang guard only: a loaded machine replaces a worker in seconds.
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(check(), what);
}

async function imageJob(id: string): Promise<JobInput> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="100%" height="100%" fill="white"/>
    <text x="40" y="120" font-size="48" font-family="DejaVu Sans">Invoice 15 of 01.02.2026</text>
    <text x="40" y="220" font-size="48" font-family="DejaVu Sans">Total 1200.00</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { jobId: id, source: { kind: 'file', fileName: 'invoice.png', bytes: png.buffer.slice(png.byteOffset, png.byteOffset + png.length) as ArrayBuffer }, fileHash: null, cachedDoc: null,
    include: ['markdown'], outputSchema: null, prompt: null, language: 'en', documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
}

describe('a pipeline worker\'s OCR process', { skip: process.platform !== 'linux' && 'processes are listed from /proc' }, () => {
  const pool = new WorkerPool({ entry: WORKER_ENTRY, size: 1, jobTimeoutMs: 300_000, niceness: 10, idleRecycleMs: 1500 });
  after(() => pool.close());

  it('reads the pages at the worker\'s priority and ends when the worker is replaced; the next page starts another', async () => {
    const first = await pool.run(await imageJob('first'));
    assert.ok(first.ok, JSON.stringify(first));
    assert.match(first.output.markdown ?? '', /Total 1200/);
    const running = ocrProcesses();
    assert.equal(running.length, 1, 'one OCR process for the one worker');
    assert.equal(running[0]!.nice, 10);
    await until(() => ocrProcesses().length === 0, 'the OCR process ended with its worker, replaced while idle');
    const second = await pool.run(await imageJob('second'));
    assert.ok(second.ok);
    assert.equal(second.output.markdown, first.output.markdown, 'the same reading');
    const again = ocrProcesses();
    assert.equal(again.length, 1);
    assert.notEqual(again[0]!.pid, running[0]!.pid);
    await pool.close();
    await until(() => ocrProcesses().length === 0, 'closing the pool ends it');
  });
});

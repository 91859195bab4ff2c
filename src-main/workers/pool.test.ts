import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { BUILTIN_ONLY } from '../../src-shared/worker-protocol';
import type { JobInput } from '../../src-shared/worker-protocol';
import { WorkerPool } from './pool';

const MISBEHAVING = new URL('../../test/fixtures/misbehaving-worker.ts', import.meta.url);

function textJob(text: string): JobInput {
  return { jobId: text, source: { kind: 'text', text }, fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null, prompt: null, language: null, documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null };
}

describe('WorkerPool', () => {
  const pool = new WorkerPool({ entry: MISBEHAVING, size: 2, jobTimeoutMs: 4000, maxHeapMb: 192 });
  after(() => pool.close());

  it('runs jobs on worker threads', async () => {
    const outcome = await pool.run(textJob('hello'));
    assert.equal(outcome.ok, true);
    assert.equal(outcome.ok && outcome.output.markdown, 'hello');
  });

  it('a crashed worker fails only its own job with PARSING_ERROR and is replaced', async () => {
    const [crashed, ...others] = await Promise.all([pool.run(textJob('crash')), ...Array.from({ length: 6 }, (_, i) => pool.run(textJob(`ok ${i}`)))]);
    assert.equal(crashed?.ok, false);
    assert.equal(!crashed?.ok && crashed?.error.code, 'PARSING_ERROR');
    assert.ok(others.every((o) => o.ok));
    const again = await Promise.all([pool.run(textJob('a')), pool.run(textJob('b'))]);
    assert.ok(again.every((o) => o.ok), 'both slots work after the crash');
  });

  it('a job that overruns its time is stopped; the pool carries on', async () => {
    const started = Date.now();
    const hung = await pool.run(textJob('hang'));
    assert.equal(!hung.ok && hung.error.code, 'PARSING_ERROR');
    assert.equal(!hung.ok && hung.error.details.stage, 'timeout');
    assert.ok(Date.now() - started < 10_000);
    assert.equal((await pool.run(textJob('after'))).ok, true);
  });

  it('a worker that runs out of heap fails its job, not the process', async () => {
    const outcome = await pool.run(textJob('oom'));
    assert.equal(!outcome.ok && outcome.error.code, 'PARSING_ERROR');
    assert.equal((await pool.run(textJob('after oom'))).ok, true);
  });

  it('file bytes are moved into the worker, not copied', async () => {
    const bytes = new ArrayBuffer(1024 * 1024);
    const outcome = await pool.run({ ...textJob('file'), source: { kind: 'file', fileName: 'a.pdf', bytes } }, { transfer: [bytes] });
    assert.equal(bytes.byteLength, 0, 'the buffer was transferred (detached here)');
    assert.equal(!outcome.ok && outcome.error.details.byteLength, 1024 * 1024);
  });
});

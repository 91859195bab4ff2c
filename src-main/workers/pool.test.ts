import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { BUILTIN_ONLY } from '../../src-shared/worker-protocol';
import type { JobInput } from '../../src-shared/worker-protocol';
import { WorkerPool } from './pool';

const MISBEHAVING = new URL('../../test/fixtures/misbehaving-worker.ts', import.meta.url);

function textJob(text: string): JobInput {
  return { jobId: text, source: { kind: 'text', text }, fileHash: null, cachedDoc: null, include: ['markdown'], outputSchema: null, prompt: null, language: null, documentType: null, model: BUILTIN_ONLY, match: null, split: null, translate: null, outboundLog: null };
}

/**
 * A job's clock starts when it is handed to a worker, so it includes that worker's start-up (about
 * one second, several under load). Jobs that must succeed get a budget no start-up comes near; only
 * the pool that must stop a hung job uses a shorter one, still far above a start-up.
 */
const NEVER_REACHED_MS = 120_000;
const HUNG_JOB_STOP_MS = 15_000;

describe('WorkerPool', () => {
  const pool = new WorkerPool({ entry: MISBEHAVING, size: 2, jobTimeoutMs: NEVER_REACHED_MS, maxHeapMb: 192 });
  after(() => pool.close());

  it('runs jobs on worker threads', async () => {
    const outcome = await pool.run(textJob('hello'));
    assert.equal(outcome.ok, true);
    assert.equal(outcome.ok && outcome.output.markdown, 'hello');
  });

  it('a pipeline bug is logged once with its stack and answered with its code only', async () => {
    const logged: string[] = [];
    const own = new WorkerPool({ entry: MISBEHAVING, size: 1, jobTimeoutMs: NEVER_REACHED_MS, maxHeapMb: 192, log: (m) => logged.push(m) });
    try {
      const outcome = await own.run(textJob('bug'));
      assert.ok(!outcome.ok);
      assert.equal(outcome.error.code, 'EXTRACTION_ERROR');
      assert.ok(!JSON.stringify(outcome).includes('secret internals'), 'nothing of the bug in the answer');
      assert.equal(logged.filter((m) => m.includes('TypeError: secret internals')).length, 1, 'logged once');
    } finally {
      await own.close();
    }
  });

  it('a crashed worker fails only its own job with PARSING_ERROR and is replaced', async () => {
    const [crashed, ...others] = await Promise.all([pool.run(textJob('crash')), ...Array.from({ length: 6 }, (_, i) => pool.run(textJob(`ok ${i}`)))]);
    assert.equal(crashed?.ok, false);
    assert.equal(!crashed?.ok && crashed?.error.code, 'PARSING_ERROR');
    assert.ok(others.every((o) => o.ok));
    const again = await Promise.all([pool.run(textJob('a')), pool.run(textJob('b'))]);
    assert.ok(again.every((o) => o.ok), 'both slots work after the crash');
  });

  it('a job that overruns its time is stopped; the pool carries on', { timeout: 10 * HUNG_JOB_STOP_MS }, async () => {
    const strict = new WorkerPool({ entry: MISBEHAVING, size: 1, jobTimeoutMs: HUNG_JOB_STOP_MS });
    try {
      const hung = await strict.run(textJob('hang'));
      assert.equal(!hung.ok && hung.error.code, 'PARSING_ERROR');
      assert.equal(!hung.ok && hung.error.details.stage, 'timeout');
      assert.equal(!hung.ok && hung.error.message, 'processing took longer than 15 s');
      assert.equal((await strict.run(textJob('after'))).ok, true, 'the replacement worker takes the next job');
    } finally {
      await strict.close();
    }
  });

  it('a worker that runs out of heap fails its job, not the process', async () => {
    const outcome = await pool.run(textJob('oom'));
    assert.equal(!outcome.ok && outcome.error.code, 'PARSING_ERROR');
    assert.equal(!outcome.ok && outcome.error.details.stage, 'worker', 'stopped by its heap limit, not by the clock');
    assert.match(!outcome.ok ? outcome.error.message : '', /heap out of memory/);
    assert.equal((await pool.run(textJob('after oom'))).ok, true);
  });

  it('file bytes are moved into the worker, not copied', async () => {
    const bytes = new ArrayBuffer(1024 * 1024);
    const outcome = await pool.run({ ...textJob('file'), source: { kind: 'file', fileName: 'a.pdf', bytes } }, { transfer: [bytes] });
    assert.equal(bytes.byteLength, 0, 'the buffer was transferred (detached here)');
    assert.equal(!outcome.ok && outcome.error.details.byteLength, 1024 * 1024);
  });

  it('a worker is replaced after its number of jobs, and the next jobs run on the new one', async () => {
    const logged: string[] = [];
    const own = new WorkerPool({ entry: MISBEHAVING, size: 1, jobTimeoutMs: NEVER_REACHED_MS, recycleAfterJobs: 2, log: (m) => logged.push(m) });
    try {
      for (const text of ['one', 'two', 'three']) assert.equal((await own.run(textJob(text))).ok, true, text);
      assert.deepEqual(logged, ['pipeline worker 0 stopped (recycled after 2 jobs); starting a new one']);
    } finally {
      await own.close();
    }
  });

  it('a worker that ends a job above the memory ceiling is replaced; its job still succeeds', async () => {
    const logged: string[] = [];
    // A ceiling of 1 MB: any process is above it, so every job ends in a replacement.
    const own = new WorkerPool({ entry: MISBEHAVING, size: 1, jobTimeoutMs: NEVER_REACHED_MS, memoryCeilingMb: 1, log: (m) => logged.push(m) });
    try {
      assert.equal((await own.run(textJob('big'))).ok, true);
      assert.equal(logged.filter((m) => m.includes('recycled: resident memory above 1 MB')).length, 1);
    } finally {
      await own.close();
    }
  });

  it('an idle pool replaces the workers that worked, and only those', async () => {
    const logged: string[] = [];
    const own = new WorkerPool({ entry: MISBEHAVING, size: 2, jobTimeoutMs: NEVER_REACHED_MS, idleRecycleMs: 200, log: (m) => logged.push(m) });
    try {
      assert.equal((await own.run(textJob('one job'))).ok, true);
      const deadline = Date.now() + NEVER_REACHED_MS;
      while (!logged.some((m) => m.includes('recycled while idle')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.equal(logged.filter((m) => m.includes('recycled while idle')).length, 1, 'the worker that never ran a job stays');
      assert.equal((await own.run(textJob('after'))).ok, true);
    } finally {
      await own.close();
    }
  });

  it('a job whose worker takes memory past the hard limit (outside the heap) is stopped with memory_limit; the pool carries on', async () => {
    const limitMb = Math.round(process.memoryUsage.rss() / 1024 / 1024) + 400;
    const own = new WorkerPool({ entry: MISBEHAVING, size: 2, jobTimeoutMs: NEVER_REACHED_MS, hardMemoryLimitMb: limitMb });
    try {
      const hogFile = { ...textJob('hog'), source: { kind: 'file' as const, fileName: 'hog.png', bytes: new ArrayBuffer(2048) } };
      // Both workers up first: on a loaded machine a worker still starting kept the small job running
      // past the hog's stop, while the stopped thread's memory had not yet gone.
      await Promise.all([own.run(textJob('warm one')), own.run(textJob('warm two'))]);
      const [hog, small] = await Promise.all([own.run(hogFile), own.run(textJob('small job beside it'))]);
      assert.equal(!hog.ok && hog.error.code, 'PARSING_ERROR');
      assert.equal(!hog.ok && hog.error.details.reason, 'memory_limit');
      assert.equal(small.ok, true, 'the job beside it was not touched');
      assert.equal((await own.run(textJob('after'))).ok, true);
    } finally {
      await own.close();
    }
  });

  it('workers run at the niceness asked (Linux): the thread of a niceness-10 worker reports it', { skip: process.platform !== 'linux' && 'thread priorities are read from /proc' }, async () => {
    // The real pipeline worker: it is the one that lowers its own priority (src-worker/entry.ts).
    const own = new WorkerPool({ entry: new URL('../../src-worker/entry.ts', import.meta.url), size: 1, jobTimeoutMs: NEVER_REACHED_MS, niceness: 10 });
    try {
      assert.equal((await own.run(textJob('a job, so the worker is up'))).ok, true);
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the command name in parentheses).
      const niceOf = (tid: string): number => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const nice = readdirSync('/proc/self/task').map(niceOf);
      assert.ok(nice.includes(10), `a thread at nice 10 among ${JSON.stringify(nice)}`);
      assert.equal(niceOf(String(process.pid)), 0, 'the host thread itself keeps its priority');
    } finally {
      await own.close();
    }
  });
});

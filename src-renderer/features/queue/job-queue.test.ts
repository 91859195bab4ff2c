import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JobQueue } from './job-queue';
import type { Job, RunJob } from './job-queue';
import type { ProcessEnvelope, TaskProgress } from '../../../src-shared/contract';

/** A run whose every job waits until the test settles it: the test decides the order of events. */
function heldRuns() {
  const pending = new Map<number, { resolve: (e: ProcessEnvelope) => void; reject: (e: unknown) => void; progress: (p: TaskProgress) => void; signal: AbortSignal }>();
  const run: RunJob = (job: Job, progress, signal) => new Promise((resolve, reject) => { pending.set(job.id, { resolve, reject, progress, signal }); });
  return { run, pending };
}
const envelope = (pages: number) => ({ usage: { pages } }) as unknown as ProcessEnvelope;
const file = (name: string) => new File(['x'], name);
const REQUEST = { include: ['markdown'], outputSchema: null, prompt: '', translate: null };
const tick = () => new Promise((r) => setImmediate(r));
const statuses = (q: JobQueue) => q.snapshot().map((j) => j.status);

describe('the job queue', () => {
  it('makes one job per file, runs two at a time and starts the next as one ends', async () => {
    const { run, pending } = heldRuns();
    const q = new JobQueue(run, 2);
    assert.deepEqual(q.add([file('a.pdf'), file('b.pdf'), file('c.pdf')], '', REQUEST), [1, 2, 3]);
    assert.deepEqual(q.snapshot().map((j) => j.name), ['a.pdf', 'b.pdf', 'c.pdf']);
    assert.deepEqual(statuses(q), ['running', 'running', 'queued']);
    pending.get(2)?.resolve(envelope(2));
    await tick();
    assert.deepEqual(statuses(q), ['running', 'done', 'running']);
    assert.equal(q.get(2)?.envelope?.usage.pages, 2);
  });

  it('makes one job of pasted text, named by its first line', () => {
    const q = new JobQueue(heldRuns().run, 2);
    q.add([], '\n  Счёт № 42 от 1 марта\nИтого', REQUEST);
    assert.equal(q.snapshot()[0]?.name, 'Счёт № 42 от 1 марта');
  });

  it('reports progress while running, and the error when a job fails, and retries it', async () => {
    const { run, pending } = heldRuns();
    const q = new JobQueue(run, 1);
    q.add([file('a.pdf')], '', REQUEST);
    pending.get(1)?.progress({ stage: 'ocr', pages_done: 1, pages_total: 3 });
    assert.deepEqual(q.get(1)?.progress, { stage: 'ocr', pages_done: 1, pages_total: 3 });
    pending.get(1)?.reject(new Error('boom'));
    await tick();
    assert.equal(q.get(1)?.status, 'error');
    assert.equal(q.get(1)?.progress, null);
    q.retry(1);
    assert.equal(q.get(1)?.status, 'running');
    assert.equal(q.get(1)?.error, null);
  });

  it('drops a queued job before it is sent, and stops waiting for a running one (its late answer is ignored)', async () => {
    const { run, pending } = heldRuns();
    const q = new JobQueue(run, 1);
    q.add([file('a.pdf'), file('b.pdf'), file('c.pdf')], '', REQUEST);
    q.cancel(2);
    assert.deepEqual(statuses(q), ['running', 'cancelled', 'queued']);
    q.cancel(1);
    assert.equal(pending.get(1)?.signal.aborted, true);
    assert.deepEqual(statuses(q), ['cancelled', 'cancelled', 'running']);
    assert.equal(pending.has(2), false, 'a job cancelled in the queue is never sent');
    pending.get(1)?.resolve(envelope(1));
    await tick();
    assert.equal(q.get(1)?.status, 'cancelled');
    assert.equal(q.get(1)?.envelope, null);
  });

  it('keeps edits and confirmation per job; an edit takes the confirmation back; listeners hear every change', () => {
    const q = new JobQueue(heldRuns().run, 1);
    let heard = 0;
    const stop = q.subscribe(() => { heard++; });
    q.add([], 'x', REQUEST);
    q.confirm(1);
    assert.equal(q.get(1)?.confirmed, true);
    q.edit(1, { number: '8' });
    assert.deepEqual(q.get(1)?.edited, { number: '8' });
    assert.equal(q.get(1)?.confirmed, false);
    const before = q.snapshot();
    assert.equal(q.snapshot(), before, 'the same snapshot while nothing changes');
    q.remove(1);
    assert.deepEqual(q.snapshot(), []);
    stop();
    assert.equal(heard, 4);
  });
});

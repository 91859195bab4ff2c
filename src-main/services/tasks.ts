import { randomUUID } from 'node:crypto';
import { AppError, isErrorInfo } from '../../src-shared/contract/app-error';
import type { ErrorInfo } from '../../src-shared/contract/errors';
import type { JsonObject, ProcessEnvelope } from '../../src-shared/contract/envelope';
import { pollUrl, TASK_RETENTION_MS } from '../../src-shared/contract/tasks';
import type { TaskAccepted, TaskPoll, TaskProgress } from '../../src-shared/contract/tasks';
import type { TaskRow, TasksRepo } from '../storage/repos/tasks';
import type { Caller } from './clients';
import type { Admitted, Executed } from './processing';
import { envelopeAsXlsx } from './xlsx-export';
import type { XlsxBuilder } from './xlsx-export';
import type { TaskEnd } from './stats';

/**
 * Async tasks (SPEC "States and transitions"): `processing` → `done` (the envelope) or `error`
 * (PROCESSING_ERROR in the poll body, never an HTTP error). A bounded queue answers QUEUE_FULL; a
 * restart turns every `processing` task into INTERRUPTED_BY_RESTART (its pages were held, never
 * billed, and the hold died with the run); results are kept one hour from creation.
 */
export interface TaskServiceOptions {
  maxQueued: number;
  now: () => Date;
  exportXlsx: XlsxBuilder;
  execute: (admitted: Admitted, onProgress: (p: { stage: string; pagesDone: number; pagesTotal: number }) => void, signal: AbortSignal) => Promise<Executed>;
}

/**
 * Which endpoint family a task belongs to: `/v1/process` tasks are polled at `/v1/process/{id}`
 * with the envelope as `result`; `/v1/task` tasks at `/v1/task/{id}` with the older task response.
 * A task is found only under its own family.
 */
export interface TaskFamily {
  kind: 'process' | 'task';
  /** The stored `result` of a finished task. */
  present(done: Executed): unknown;
}

export const PROCESS_TASKS: TaskFamily = { kind: 'process', present: (done) => done.envelope };

/** Seconds a client is told to wait when the queue is full: about one OCR page per queued task per worker. */
const QUEUE_FULL_RETRY_S = 10;

export class TaskService {
  private readonly progress = new Map<string, TaskProgress>();
  private readonly running = new Set<Promise<void>>();
  private readonly controllers = new Map<string, { abort: AbortController; work: Promise<void> }>();

  constructor(private readonly repo: TasksRepo, private readonly options: TaskServiceOptions) {
    const interrupted: ErrorInfo = { code: 'INTERRUPTED_BY_RESTART', message: 'the service restarted while this task was processing; send the document again', details: {} };
    repo.interruptAll(JSON.stringify(interrupted), options.now().getTime());
  }

  /** Checked before the request is admitted, so a refused task holds and bills nothing. */
  ensureCapacity(): void {
    if (this.repo.countProcessing() >= this.options.maxQueued) {
      throw new AppError('QUEUE_FULL', `the async queue is full (${this.options.maxQueued} tasks); retry later`,
        { max_queued: this.options.maxQueued, retry_after: QUEUE_FULL_RETRY_S }, { 'Retry-After': String(QUEUE_FULL_RETRY_S) });
    }
  }

  /** `onEnd` learns once how the task ended and what it billed (the statistics). */
  start(admitted: Admitted, onEnd: (end: TaskEnd) => void = () => undefined, family: TaskFamily = PROCESS_TASKS): TaskAccepted {
    const id = randomUUID();
    const schema = admitted.job.outputSchema ? JSON.stringify(admitted.job.outputSchema) : null;
    this.repo.insert(id, admitted.caller.client.id, admitted.caller.keyId, schema, this.options.now().getTime(), family.kind);
    const controller = new AbortController();
    const work = this.options.execute(admitted, (p) => this.progress.set(id, { stage: p.stage, pages_done: p.pagesDone, pages_total: p.pagesTotal }), controller.signal)
      .then((done): TaskEnd => {
        this.repo.finish(id, 'done', JSON.stringify(family.present(done)), null, this.options.now().getTime());
        return { outcome: 'ok', errorCode: null, pages: done.envelope.usage.pages };
      })
      .catch((err: unknown): TaskEnd => {
        const error = processingError(err);
        this.repo.finish(id, 'error', null, JSON.stringify(error), this.options.now().getTime());
        return { outcome: 'error', errorCode: error.code, pages: 0 };
      })
      .then(onEnd)
      .catch((err: unknown) => console.error(`task ${id}: its end could not be recorded: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        this.controllers.delete(id);
        this.progress.delete(id);
        this.running.delete(work);
      });
    this.running.add(work);
    this.controllers.set(id, { abort: controller, work });
    return { task_id: id, poll_url: family.kind === 'process' ? pollUrl(id) : `/v1/task/${id}` };
  }

  /**
   * The poll with `format=xlsx` (SPEC rule 5): the Excel file once the task is done; the same JSON
   * while it is processing (rule 1), or when the export fails (with `xlsx_export_failed`).
   */
  async pollXlsx(id: string, caller: Caller): Promise<{ xlsx: ArrayBuffer } | { json: TaskPoll }> {
    const poll = this.poll(id, caller);
    if (poll.status !== 'done' || !poll.result) return { json: poll };
    const row = this.mine(id, caller);
    const schema = row.output_schema ? (JSON.parse(row.output_schema) as JsonObject) : null;
    const out = await envelopeAsXlsx(this.options.exportXlsx, poll.result, schema);
    return 'xlsx' in out ? out : { json: { ...poll, result: out.json } };
  }

  /**
   * `DELETE /v1/process/{task_id}` (ours): a task still processing stops — waiting, it never runs;
   * running, its worker is stopped — and ends as `error` with CANCELLED, its held pages released,
   * nothing billed. A task already ended is left as it is. Either way the answer is the poll after it.
   */
  async cancel(id: string, caller: Caller): Promise<TaskPoll> {
    const row = this.mine(id, caller);
    const running = this.controllers.get(id);
    if (row.status === 'processing' && running) {
      running.abort.abort();
      await running.work;
    }
    return this.poll(id, caller);
  }

  /** A task of this key, younger than an hour; anything else is TASK_NOT_FOUND (SPEC rule 2). */
  poll(id: string, caller: Caller, kind: TaskFamily['kind'] = 'process'): TaskPoll {
    const row = this.mine(id, caller, kind);
    const poll: TaskPoll = {
      task_id: row.id,
      status: row.status,
      result: row.result ? (JSON.parse(row.result) as ProcessEnvelope) : null,
      error: row.error ? (JSON.parse(row.error) as ErrorInfo) : null,
    };
    const progress = this.progress.get(id);
    if (row.status === 'processing' && progress) poll.progress = progress;
    return poll;
  }

  private mine(id: string, caller: Caller, kind: TaskFamily['kind'] = 'process'): TaskRow {
    const row = this.repo.get(id);
    const expired = row ? this.options.now().getTime() - row.created_at_ms >= TASK_RETENTION_MS : true;
    if (!row || expired || row.key_id !== caller.keyId || row.kind !== kind) throw new AppError('TASK_NOT_FOUND', `task ${id} not found`, { task_id: id });
    return row;
  }

  purgeExpired(): number {
    return this.repo.purgeCreatedBefore(this.options.now().getTime() - TASK_RETENTION_MS);
  }

  /** Lets tasks in flight finish (shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}

/** Any failure of background work is PROCESSING_ERROR; the underlying code travels in `details`. */
function processingError(err: unknown): ErrorInfo {
  const info = err instanceof AppError ? err.toInfo() : isErrorInfo(err) ? err : null;
  // A cancelled task says so in its own task code, not as a processing failure.
  if (info?.code === 'CANCELLED') return info;
  return {
    code: 'PROCESSING_ERROR',
    message: info ? info.message : 'processing failed unexpectedly',
    details: info ? { cause: info.code, ...info.details } : {},
  };
}

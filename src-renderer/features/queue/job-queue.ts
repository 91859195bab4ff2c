import type { JsonObject, ProcessEnvelope, TaskProgress } from '../../../src-shared/contract';

/**
 * The operator's batch: every dropped file or pasted text is a job, run a few at a time (the
 * server's workers are few; the rest wait here, where cancelling them costs nothing), each with
 * its own progress, result, edits and confirmation. It lives outside React so that switching
 * screens never loses a job, and React reads it through `subscribe` / `snapshot`.
 */
export type JobStatus = 'queued' | 'running' | 'done' | 'error' | 'cancelled';

export interface JobRequest {
  include: string[];
  /** The schema as the operator wrote or picked it: sent as is, and the review form is built from it. */
  outputSchema: JsonObject | null;
  prompt: string;
  /** Translate the result's values to this language (needs a schema); null for none. */
  translate: string | null;
}

export interface Job {
  id: number;
  name: string;
  file: File | null;
  text: string;
  request: JobRequest;
  status: JobStatus;
  progress: TaskProgress | null;
  envelope: ProcessEnvelope | null;
  error: unknown;
  /** The result as the operator corrected it; null until the first edit. */
  edited: JsonObject | null;
  /** Where the edited grids' rows came from (review/result-edit.ts `RowOrigins`). */
  rowOrigins: Record<string, (number | null)[]>;
  confirmed: boolean;
}

export type RunJob = (job: Job, onProgress: (p: TaskProgress) => void, signal: AbortSignal) => Promise<ProcessEnvelope>;

/** Jobs sent to the server at once: one per worker of a 2-core machine; more would only wait there, where they cannot be cancelled. */
export const RUNNING_AT_ONCE = 2;

export class JobQueue {
  private jobs: Job[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<number, AbortController>();

  constructor(private readonly run: RunJob, private readonly atOnce = RUNNING_AT_ONCE) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The jobs as an immutable array: a new array after every change, the same one otherwise. */
  snapshot = (): readonly Job[] => this.jobs;

  get(id: number): Job | undefined {
    return this.jobs.find((j) => j.id === id);
  }

  /** One job per file, or one for the text when there are no files; their ids, in order. */
  add(files: File[], text: string, request: JobRequest): number[] {
    const inputs = files.length ? files.map((f) => ({ file: f as File | null, text: '', name: f.name })) : [{ file: null, text, name: firstLine(text) }];
    const added = inputs.map((i): Job => ({
      id: this.nextId++, ...i, request, status: 'queued', progress: null, envelope: null, error: null, edited: null, rowOrigins: {}, confirmed: false,
    }));
    this.jobs = [...this.jobs, ...added];
    this.changed();
    return added.map((j) => j.id);
  }

  /** A queued job is dropped before it is sent; a running one stops being waited for (see docs/decisions.md). */
  cancel(id: number): void {
    const job = this.get(id);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    this.controllers.get(id)?.abort();
    this.update(id, { status: 'cancelled', progress: null });
  }

  /** A failed or cancelled job goes back to the queue, as it was asked. */
  retry(id: number): void {
    const job = this.get(id);
    if (!job || (job.status !== 'error' && job.status !== 'cancelled')) return;
    this.update(id, { status: 'queued', error: null, envelope: null, edited: null, rowOrigins: {}, confirmed: false, progress: null });
  }

  remove(id: number): void {
    this.controllers.get(id)?.abort();
    this.jobs = this.jobs.filter((j) => j.id !== id);
    this.changed();
  }

  edit(id: number, result: JsonObject, rowOrigins?: Job['rowOrigins']): void {
    this.update(id, { edited: result, confirmed: false, ...(rowOrigins ? { rowOrigins } : {}) });
  }

  confirm(id: number, confirmed = true): void {
    this.update(id, { confirmed });
  }

  private update(id: number, patch: Partial<Job>): void {
    this.jobs = this.jobs.map((j) => (j.id === id ? { ...j, ...patch } : j));
    this.changed();
  }

  private changed(): void {
    this.pump();
    for (const l of this.listeners) l();
  }

  /** Starts queued jobs, oldest first, while fewer than `atOnce` run. */
  private pump(): void {
    let running = this.jobs.filter((j) => j.status === 'running').length;
    for (const job of this.jobs) {
      if (running >= this.atOnce) break;
      if (job.status !== 'queued') continue;
      running++;
      this.start(job);
    }
  }

  private start(job: Job): void {
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    this.jobs = this.jobs.map((j) => (j.id === job.id ? { ...j, status: 'running' } : j));
    const stillMine = (): boolean => !controller.signal.aborted && this.get(job.id)?.status === 'running';
    this.run({ ...job, status: 'running' }, (p) => { if (stillMine()) this.update(job.id, { progress: p }); }, controller.signal)
      .then((envelope) => { if (stillMine()) this.update(job.id, { status: 'done', envelope, progress: null }); })
      .catch((error: unknown) => { if (stillMine()) this.update(job.id, { status: 'error', error, progress: null }); })
      .finally(() => this.controllers.delete(job.id));
  }
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  return line.length > 40 ? `${line.slice(0, 40)}…` : line || 'text';
}

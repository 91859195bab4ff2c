import { Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as Comlink from 'comlink';
import type {
  ChatInput, ChatOutcome, EmbedInput, EmbedOutcome, InspectOutcome, JobInput, JobOutcome, JobProgress, PipelineApi, RegistryMatchInput, RegistryMatchOutcome, XlsxInput,
} from '../../src-shared/worker-protocol';
import type { ErrorCode } from '../../src-shared/contract/errors';
import { nodeEndpoint } from './comlink-node';

export interface PoolOptions {
  /** The worker entry: a built .js file, or a .ts file (tests, `npm run serve` from source). */
  entry: string | URL;
  size: number;
  /** A job running longer than this is stopped by terminating its worker. */
  jobTimeoutMs: number;
  /** Heap cap of each worker (V8 only; WASM and buffers are not counted). */
  maxHeapMb?: number;
  log?: (msg: string) => void;
}

export interface RunOptions {
  onProgress?: (p: JobProgress) => void;
  /** Buffers to move into the worker instead of copying them. */
  transfer?: ArrayBuffer[];
  /**
   * Cancels the job: a waiting one leaves the queue, a running one's worker is stopped and replaced
   * (a page of OCR cannot be interrupted inside the thread); either way the job fails with CANCELLED.
   */
  signal?: AbortSignal;
}

/** A call waiting for a free worker; `failed` is what it resolves to when its worker dies or overruns. */
interface Waiting {
  call: (api: Comlink.Remote<PipelineApi>) => Promise<unknown>;
  failed: (info: JobOutcome & { ok: false }) => unknown;
  resolve: (value: unknown) => void;
  signal?: AbortSignal;
}

interface Slot {
  index: number;
  worker: Worker;
  api: Comlink.Remote<PipelineApi>;
  current: { waiting: Waiting; finish: (outcome: JobOutcome & { ok: false }) => void } | null;
}

const BOOT = new URL('./ts-worker-boot.mjs', import.meta.url);

/**
 * A fixed pool of pipeline workers, one job per worker at a time, the rest queued in order.
 * A worker that crashes or overruns its job is replaced; only the job it was running fails.
 */
export class WorkerPool {
  private readonly slots: (Slot | null)[];
  private readonly queue: Waiting[] = [];
  private closed = false;
  private readonly entryPath: string;

  constructor(private readonly options: PoolOptions) {
    this.entryPath = typeof options.entry === 'string' ? options.entry : fileURLToPath(options.entry);
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => null);
    this.slots.forEach((_, i) => this.spawn(i));
  }

  get size(): number {
    return this.slots.length;
  }

  /** Jobs waiting for a free worker (not counting the ones running). */
  get queued(): number {
    return this.queue.length;
  }

  run(job: JobInput, options: RunOptions = {}): Promise<JobOutcome> {
    if (this.closed) return Promise.resolve(failure('PARSING_ERROR', 'the worker pool is closed', {}));
    const progress = options.onProgress ? Comlink.proxy(options.onProgress) : undefined;
    return this.enqueue<JobOutcome>((api) => {
      const moved = options.transfer?.length ? Comlink.transfer(job, options.transfer) : job;
      // A pipeline bug is logged here, once, and leaves without its stack.
      return api.run(moved, progress).then((outcome) => {
        if (outcome.ok || outcome.bug === undefined) return outcome;
        this.options.log?.(`pipeline bug in job ${job.jobId}: ${outcome.bug}`);
        const { bug: _logged, ...rest } = outcome;
        return rest;
      });
    }, (f) => f, options.signal);
  }

  /** A cheap look at a file (page count, sizes) before the plan guards; never waits on OCR when run on its own pool. */
  inspect(fileName: string, bytes: ArrayBuffer): Promise<InspectOutcome> {
    const unknown: InspectOutcome = { format: null, sheets: null, estimatedPages: 1 };
    if (this.closed) return Promise.resolve(unknown);
    return this.enqueue<InspectOutcome>((api) => api.inspect(Comlink.transfer({ fileName, bytes }, [bytes])), () => unknown);
  }

  /** The Excel file of a result (SPEC rule 5), or null when it cannot be built. */
  exportXlsx(input: XlsxInput): Promise<ArrayBuffer | null> {
    if (this.closed) return Promise.resolve(null);
    return this.enqueue<ArrayBuffer | null>(async (api) => {
      const out = await api.exportXlsx(input);
      return out.ok ? out.bytes : null;
    }, () => null);
  }

  /** Vectors of texts (`POST /v1/embed`); a worker that dies or overruns gives its failure. */
  embed(input: EmbedInput): Promise<EmbedOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, error: { code: 'SHUTTING_DOWN', message: 'the server is shutting down', details: {} } });
    return this.enqueue<EmbedOutcome>((api) => api.embed(input).then((outcome) => {
      // As with run(): a bug is logged here, once, and leaves without its stack.
      if (outcome.ok || outcome.bug === undefined) return outcome;
      this.options.log?.(`embedding bug: ${outcome.bug}`);
      return { ok: false, error: outcome.error };
    }), (f) => ({ ok: false, error: f.error }));
  }

  /** Chat completions on a worker; `onDelta` gets each restored piece of a streamed answer. */
  chat(input: ChatInput, onDelta?: (text: string) => void): Promise<ChatOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, error: { code: 'SHUTTING_DOWN', message: 'the worker pool is closed', details: {} } });
    const delta = onDelta ? Comlink.proxy(onDelta) : undefined;
    return this.enqueue<ChatOutcome>((api) => api.chat(input, delta), (f) => ({ ok: false, error: f.error }));
  }

  /** `POST /v1/match` in a worker: the registry's bytes are moved, not copied. A bug is logged here and leaves without its stack. */
  matchRegistry(input: RegistryMatchInput): Promise<RegistryMatchOutcome> {
    if (this.closed) return Promise.resolve(failure('SHUTTING_DOWN', 'the server is shutting down', {}));
    return this.enqueue<RegistryMatchOutcome>((api) => api.matchRegistry(Comlink.transfer(input, [input.registry.bytes])).then((outcome) => {
      if (outcome.ok || outcome.bug === undefined) return outcome;
      this.options.log?.(`registry match bug: ${outcome.bug}`);
      const { bug: _logged, ...rest } = outcome;
      return rest;
    }), (f) => f);
  }

  private enqueue<T>(call: (api: Comlink.Remote<PipelineApi>) => Promise<T>, failed: (f: JobOutcome & { ok: false }) => T, signal?: AbortSignal): Promise<T> {
    const cancelled = failure('CANCELLED', 'the task was cancelled', {});
    if (signal?.aborted) return Promise.resolve(failed(cancelled));
    return new Promise<T>((resolve) => {
      const waiting: Waiting = { call, failed, resolve: resolve as (v: unknown) => void, signal };
      signal?.addEventListener('abort', () => {
        const at = this.queue.indexOf(waiting);
        if (at >= 0) {
          this.queue.splice(at, 1);
          waiting.resolve(failed(cancelled));
          return;
        }
        const slot = this.slots.find((x) => x?.current?.waiting === waiting);
        if (slot) this.retire(slot, cancelled, 'cancelled');
      }, { once: true });
      this.queue.push(waiting);
      this.dispatch();
    });
  }

  /** Waits for running jobs, then stops every worker. Queued jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.queue.splice(0)) w.resolve(w.failed(failure('PARSING_ERROR', 'the server is shutting down', {})));
    await Promise.all(this.slots.map(async (slot) => {
      if (!slot) return;
      slot.api[Comlink.releaseProxy]();
      await slot.worker.terminate();
    }));
  }

  private spawn(index: number): void {
    const isTs = this.entryPath.endsWith('.ts');
    const worker = new Worker(isTs ? BOOT : pathToFileURL(this.entryPath), {
      workerData: isTs ? { __tsEntry: pathToFileURL(this.entryPath).href } : {},
      resourceLimits: this.options.maxHeapMb ? { maxOldGenerationSizeMb: this.options.maxHeapMb } : undefined,
    });
    const slot: Slot = { index, worker, api: Comlink.wrap<PipelineApi>(nodeEndpoint(worker)), current: null };
    const onDeath = (reason: string): void => {
      this.retire(slot, failure('PARSING_ERROR', `the pipeline worker stopped: ${reason}`, { stage: 'worker' }), reason);
    };
    worker.on('error', (err) => onDeath(err.message));
    worker.on('exit', (code) => onDeath(`exit code ${code}`));
    this.slots[index] = slot;
    this.dispatch();
  }

  /** Takes a worker out of service at once (its job fails with `outcome`), stops it, starts a new one. */
  private retire(slot: Slot, outcome: JobOutcome & { ok: false }, reason: string): void {
    if (this.slots[slot.index] !== slot) return;
    this.slots[slot.index] = null;
    slot.current?.finish(outcome);
    void slot.worker.terminate();
    if (!this.closed) {
      this.options.log?.(`pipeline worker ${slot.index} stopped (${reason}); starting a new one`);
      this.spawn(slot.index);
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot || slot.current) continue;
      const next = this.queue.shift();
      if (!next) return;
      this.start(slot, next);
    }
  }

  private start(slot: Slot, waiting: Waiting): void {
    let done = false;
    const settle = (value: unknown): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (slot.current === entry) slot.current = null;
      waiting.resolve(value);
      this.dispatch();
    };
    const entry = { waiting, finish: (outcome: JobOutcome & { ok: false }) => settle(waiting.failed(outcome)) };
    slot.current = entry;
    const timer = setTimeout(() => {
      const seconds = Math.round(this.options.jobTimeoutMs / 1000);
      this.retire(slot, failure('PARSING_ERROR', `processing took longer than ${seconds} s`, { stage: 'timeout' }), 'timeout');
    }, this.options.jobTimeoutMs);
    waiting.call(slot.api).then(settle, (err: unknown) => {
      entry.finish(failure('PARSING_ERROR', `the pipeline worker failed: ${err instanceof Error ? err.message : String(err)}`, { stage: 'worker' }));
    });
  }
}

function failure(code: ErrorCode, message: string, details: Record<string, unknown>): JobOutcome & { ok: false } {
  return { ok: false, error: { code, message, details }, warnings: [] };
}

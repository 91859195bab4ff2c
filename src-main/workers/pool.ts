import { Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as Comlink from 'comlink';
import type {
  ChatInput, ChatOutcome, EmbedInput, EmbedOutcome, InspectOutcome, JobInput, JobOutcome, JobProgress, PageWork, PageWorkOutcome, PipelineApi, RegistryMatchInput,
  RegistryMatchOutcome, XlsxInput,
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
  /**
   * A worker is replaced after this many jobs: its isolate, and the WebAssembly heaps of its OCR
   * engine (which never shrink), are freed with it.
   */
  recycleAfterJobs?: number;
  /** A worker that ends a job while the process's resident memory is above this is replaced at once. */
  memoryCeilingMb?: number;
  /** Once the pool has had no work for this long, every worker that ran a job is replaced: an idle server gives its memory back. */
  idleRecycleMs?: number;
  /**
   * Resident memory the process may not pass while jobs run (checked every MEMORY_WATCH_MS): past it,
   * the worker of the running job with the largest input is stopped and that job fails with
   * `details.reason` `memory_limit`. The OCR engine's WebAssembly memory lies outside the heap cap of
   * `maxHeapMb` and cannot be capped; without this a hostile image could take the whole server down.
   */
  hardMemoryLimitMb?: number;
  /** CPU priority of the workers (Unix nice, 0–19): heavy work yields to the HTTP thread and the fast lane. */
  niceness?: number;
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
  /** Overrides the pool's job time limit for this call. */
  timeoutMs?: number;
  /**
   * Lets this job hand single pages of OCR to the pool's other workers while they have nothing else
   * to do (`PageHelp`); a page none can take is read by the job's own worker.
   */
  pageHelp?: boolean;
}

/** A call waiting for a free worker; `failed` is what it resolves to when its worker dies or overruns. */
interface Waiting {
  /** `slot`: the index of the worker it runs on. */
  call: (api: Comlink.Remote<PipelineApi>, slot: number) => Promise<unknown>;
  failed: (info: JobOutcome & { ok: false }) => unknown;
  resolve: (value: unknown) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Bytes of the job's input file (0 for text): the memory watch stops the largest first. Only a file
   * (an image, a PDF) can make the OCR engine or a decoder take gigabytes.
   */
  weight?: number;
}

interface Slot {
  index: number;
  worker: Worker;
  api: Comlink.Remote<PipelineApi>;
  current: { waiting: Waiting; finish: (outcome: JobOutcome & { ok: false }) => void } | null;
  /** Jobs this worker has finished (recycleAfterJobs). */
  jobs: number;
}

const BOOT = new URL('./ts-worker-boot.mjs', import.meta.url);
/** How often the memory watch looks (hardMemoryLimitMb): often enough that a runaway image is stopped within a few hundred MB. */
const MEMORY_WATCH_MS = 250;
/** After the memory watch stops a worker, it waits this long for that memory to go before judging again. */
const MEMORY_WATCH_SETTLE_MS = 2000;
/**
 * After a stop has settled, another is made only when memory grows this far past what was left then:
 * memory of the stopped worker that the allocator keeps (glibc without our settings; other systems)
 * is reused by the next allocations and is no new demand, and judged on the limit alone it got every
 * job that ran next stopped, one after another.
 */
const MEMORY_WATCH_GROWTH_BYTES = 256 * 1024 * 1024;

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

  /** Pages of OCR this pool's workers have read for another worker's job (PageHelp). */
  get pagesHelped(): number {
    return this.helped;
  }

  private helped = 0;

  /** The time limit of a job on this pool (PoolOptions.jobTimeoutMs). */
  get jobTimeoutMs(): number {
    return this.options.jobTimeoutMs;
  }

  /** Jobs waiting for a free worker (not counting the ones running). */
  get queued(): number {
    return this.queue.length;
  }

  run(job: JobInput, options: RunOptions = {}): Promise<JobOutcome> {
    if (this.closed) return Promise.resolve(failure('PARSING_ERROR', 'the worker pool is closed', {}));
    const progress = options.onProgress ? Comlink.proxy(options.onProgress) : undefined;
    return this.enqueue<JobOutcome>((api, own) => {
      const moved = options.transfer?.length ? Comlink.transfer(job, options.transfer) : job;
      const help = options.pageHelp && this.slots.length > 1 ? Comlink.proxy((work: PageWork) => this.helpWithPage(own, work)) : undefined;
      // A pipeline bug is logged here, once, and leaves without its stack.
      return api.run(moved, progress, help, help ? this.slots.length - 1 : 0).then((outcome) => {
        if (outcome.ok || outcome.bug === undefined) return outcome;
        this.options.log?.(`pipeline bug in job ${job.jobId}: ${outcome.bug}`);
        const { bug: _logged, ...rest } = outcome;
        return rest;
      });
    }, (f) => f, options.signal, options.timeoutMs, job.source.kind === 'file' ? job.source.bytes.byteLength : 0);
  }

  /**
   * One page of another job's OCR on a worker with nothing else to do: null at once when none is
   * free, or when jobs are waiting (they come first: a page of help never delays a queued document),
   * and null too when the helping worker fails, so the page is read by the job's own worker.
   */
  private helpWithPage(own: number, work: PageWork): Promise<PageWorkOutcome | null> {
    if (this.closed || this.queue.length > 0) return Promise.resolve(null);
    const slot = this.slots.find((x) => x !== null && x.index !== own && !x.current);
    if (!slot) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiting: Waiting = {
        call: (api) => api.pageWork(Comlink.transfer(work, [work.kind === 'ocr' ? work.png : work.pdf])).then((done) => {
          if (!done.ok) return null;
          this.helped += work.kind === 'ocr' ? 1 : work.pages.length;
          return done;
        }),
        failed: () => null,
        resolve: resolve as (v: unknown) => void,
      };
      this.start(slot, waiting);
    });
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

  private enqueue<T>(call: (api: Comlink.Remote<PipelineApi>, slot: number) => Promise<T>, failed: (f: JobOutcome & { ok: false }) => T, signal?: AbortSignal, timeoutMs?: number,
    weight = 0): Promise<T> {
    const cancelled = failure('CANCELLED', 'the task was cancelled', {});
    if (signal?.aborted) return Promise.resolve(failed(cancelled));
    return new Promise<T>((resolve) => {
      const waiting: Waiting = { call, failed, resolve: resolve as (v: unknown) => void, signal, timeoutMs, weight };
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
    clearTimeout(this.idleTimer);
    clearInterval(this.memoryWatch);
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
      workerData: { ...(isTs ? { __tsEntry: pathToFileURL(this.entryPath).href } : {}), niceness: this.options.niceness ?? 0 },
      resourceLimits: this.options.maxHeapMb ? { maxOldGenerationSizeMb: this.options.maxHeapMb } : undefined,
    });
    const slot: Slot = { index, worker, api: Comlink.wrap<PipelineApi>(nodeEndpoint(worker)), current: null, jobs: 0 };
    const onDeath = (reason: string): void => {
      this.retire(slot, failure('PARSING_ERROR', `the pipeline worker stopped: ${reason}`, { stage: 'worker' }), reason);
    };
    worker.on('error', (err) => onDeath(err.message));
    worker.on('exit', (code) => onDeath(`exit code ${code}`));
    this.slots[index] = slot;
    this.dispatch();
  }

  /** Takes a worker out of service at once (its job, if any, fails with `outcome`), stops it, starts a new one. */
  private retire(slot: Slot, outcome: (JobOutcome & { ok: false }) | null, reason: string): void {
    if (this.slots[slot.index] !== slot) return;
    this.slots[slot.index] = null;
    if (outcome) slot.current?.finish(outcome);
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
    clearTimeout(this.idleTimer);
    this.watchMemory();
    let done = false;
    const settle = (value: unknown): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (slot.current === entry) slot.current = null;
      slot.jobs++;
      waiting.resolve(value);
      const worn = this.wornOut(slot);
      if (worn) this.retire(slot, null, worn);
      else this.dispatch();
      this.armIdleRecycle();
    };
    const entry = { waiting, finish: (outcome: JobOutcome & { ok: false }) => settle(waiting.failed(outcome)) };
    slot.current = entry;
    const limitMs = waiting.timeoutMs ?? this.options.jobTimeoutMs;
    const timer = setTimeout(() => {
      this.retire(slot, failure('PARSING_ERROR', `processing took longer than ${Math.round(limitMs / 1000)} s`, { stage: 'timeout', reason: 'time_budget' }), 'timeout');
    }, limitMs);
    waiting.call(slot.api, slot.index).then(settle, (err: unknown) => {
      entry.finish(failure('PARSING_ERROR', `the pipeline worker failed: ${err instanceof Error ? err.message : String(err)}`, { stage: 'worker' }));
    });
  }

  /** Why a worker that just finished a job should be replaced now, or null. */
  private wornOut(slot: Slot): string | null {
    if (this.closed || this.slots[slot.index] !== slot) return null;
    const { recycleAfterJobs, memoryCeilingMb } = this.options;
    if (recycleAfterJobs && slot.jobs >= recycleAfterJobs) return `recycled after ${slot.jobs} jobs`;
    if (memoryCeilingMb && process.memoryUsage.rss() > memoryCeilingMb * 1024 * 1024) return `recycled: resident memory above ${memoryCeilingMb} MB`;
    return null;
  }

  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private memoryWatch: ReturnType<typeof setInterval> | undefined;
  private memoryWatchQuietUntil = 0;
  /** What the process held once the last stop had settled (MEMORY_WATCH_GROWTH_BYTES); measured at the first look after it. */
  private memoryFloor = 0;
  private memoryFloorPending = false;

  /** While jobs run, stops the largest one's worker whenever the process passes hardMemoryLimitMb. */
  private watchMemory(): void {
    const limitMb = this.options.hardMemoryLimitMb;
    if (!limitMb || this.memoryWatch) return;
    this.memoryWatch = setInterval(() => {
      const running = this.slots.filter((x): x is Slot & { current: NonNullable<Slot['current']> } => x?.current != null);
      if (running.length === 0) {
        clearInterval(this.memoryWatch);
        this.memoryWatch = undefined;
        return;
      }
      // After a stop, the stopped worker's memory takes a moment to go: nobody else is stopped meanwhile.
      if (Date.now() < this.memoryWatchQuietUntil) return;
      const rss = process.memoryUsage.rss();
      if (this.memoryFloorPending) {
        this.memoryFloor = rss;
        this.memoryFloorPending = false;
      }
      if (rss <= limitMb * 1024 * 1024) {
        // The memory went back: the limit alone judges again.
        this.memoryFloor = 0;
        return;
      }
      if (rss <= this.memoryFloor + MEMORY_WATCH_GROWTH_BYTES) return;
      this.memoryWatchQuietUntil = Date.now() + MEMORY_WATCH_SETTLE_MS;
      this.memoryFloorPending = true;
      const largest = running.reduce((a, b) => ((b.current.waiting.weight ?? 0) > (a.current.waiting.weight ?? 0) ? b : a));
      this.retire(largest, failure('PARSING_ERROR', `the document needed more memory than the server allows (${limitMb} MB)`, { stage: 'memory', reason: 'memory_limit' }),
        `memory above ${limitMb} MB`);
    }, MEMORY_WATCH_MS);
    this.memoryWatch.unref();
  }

  /** When nothing runs or waits, replaces (after idleRecycleMs) every worker that has run a job. */
  private armIdleRecycle(): void {
    const idleMs = this.options.idleRecycleMs;
    if (!idleMs || this.closed || this.queue.length > 0 || this.slots.some((x) => x?.current)) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.queue.length > 0) return;
      for (const slot of this.slots) if (slot && !slot.current && slot.jobs > 0) this.retire(slot, null, 'recycled while idle');
    }, idleMs);
    this.idleTimer.unref();
  }
}

function failure(code: ErrorCode, message: string, details: Record<string, unknown>): JobOutcome & { ok: false } {
  return { ok: false, error: { code, message, details }, warnings: [] };
}

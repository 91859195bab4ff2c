import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { getPriority, setPriority, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../src-shared/contract/app-error';
import type { ErrorInfo } from '../../src-shared/contract/errors';
import { OCR_PROCESS_MEMORY_MAX_MB, OCR_PROCESS_MEMORY_SHARE, OCR_PROCESS_MEMORY_WATCH_MS, OCR_PROCESS_RECYCLE_MB } from '../tuning/ocr';

/**
 * The OCR engine's WebAssembly memory cannot be capped inside a thread and never shrinks, so a
 * pipeline worker of the server reads pages through a child process of its own (`src-worker/ocr-child.ts`,
 * started at its first page): the process can be killed, and all its memory goes with it. While a
 * page is read its resident memory is watched; past the limit the process is killed and the page
 * fails with `memory_limit`; the next page starts a fresh one. The process ends with its worker
 * (the IPC channel closes and it exits). Outside a pool worker (tests, benches) pages are read in
 * the calling thread, as before.
 */

/** One request to the OCR process; the reply carries the same `id`. */
export type OcrCall =
  | { op: 'recognize'; png: Uint8Array; langs: string[]; dpi: number | null; segmentation: 'page' | 'block' }
  | { op: 'upright'; png: Uint8Array; dpi: number | null };
export type OcrRequest = OcrCall & { id: number };
export type OcrReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorInfo | null; message: string };

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

interface OcrProcess {
  child: ChildProcess;
  pending: Map<number, Pending>;
  /** Set when the memory watch killed it: why its pages fail. */
  killedFor: AppError | null;
  watch: ReturnType<typeof setInterval> | null;
}

let enabled = false;
let current: OcrProcess | null = null;
let nextId = 1;

/** Pages are read in a child process from now on (the pool's worker entry says so at start). */
export function useOcrProcess(on: boolean): void {
  enabled = on;
}

export function ocrProcessEnabled(): boolean {
  return enabled;
}

/** The process's id while it runs (tests), or null. */
export function ocrProcessId(): number | null {
  return current?.child.pid ?? null;
}

/** The memory an OCR process may reach: DOCINTEL_OCR_MEMORY_LIMIT_MB, else a share of the machine's, capped. */
export function ocrProcessMemoryLimitMb(): number {
  const asked = Number(process.env.DOCINTEL_OCR_MEMORY_LIMIT_MB);
  if (Number.isFinite(asked) && asked > 0) return asked;
  return Math.min(OCR_PROCESS_MEMORY_MAX_MB, Math.floor((totalmem() / 1024 / 1024) * OCR_PROCESS_MEMORY_SHARE));
}

/** Above this an OCR process is ended once its pages are read: DOCINTEL_OCR_RECYCLE_MB, else the tuning's. */
function recycleAboveMb(): number {
  const asked = Number(process.env.DOCINTEL_OCR_RECYCLE_MB);
  return Number.isFinite(asked) && asked > 0 ? asked : OCR_PROCESS_RECYCLE_MB;
}

/** Sends one call to the OCR process (started if none runs) and gives its answer; its errors come back as they were thrown there. */
export function callOcrProcess<T>(call: OcrCall): Promise<T> {
  const proc = (current ??= start());
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    proc.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    watchMemory(proc);
    proc.child.send({ ...call, id } satisfies OcrRequest, (err) => {
      if (!err) return;
      proc.pending.delete(id);
      reject(err);
    });
  });
}

/** Ends the OCR process, if one runs; calls in flight fail. */
export function stopOcrProcess(): void {
  // Forgotten at once: a page sent before its exit is seen goes to a fresh process.
  const proc = current;
  current = null;
  proc?.child.kill('SIGKILL');
}

/** The child entry: the built one beside the bundle's chunks, else the source beside this folder. */
function childEntry(): string {
  const built = fileURLToPath(new URL('../ocr-child.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('../ocr-child.ts', import.meta.url));
}

function start(): OcrProcess {
  const entry = childEntry();
  // From the sources (tests), the child compiles TypeScript as this process does.
  const execArgv = ['--max-old-space-size=512', ...(entry.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [])];
  // Under Electron, its binary runs the child as plain Node only when told so (the RunAsNode fuse stays on).
  const env = process.versions.electron ? { ...process.env, ELECTRON_RUN_AS_NODE: '1' } : process.env;
  const child = fork(entry, [], { serialization: 'advanced', execArgv, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const proc: OcrProcess = { child, pending: new Map(), killedFor: null, watch: null };
  // The process reads at this worker's priority (the heavy workers run at nice 10).
  try {
    if (child.pid) setPriority(child.pid, getPriority());
  } catch {
    // Where priorities cannot be read or set, it runs at the default.
  }
  child.on('message', (reply: OcrReply) => {
    const waiting = proc.pending.get(reply.id);
    if (!waiting) return;
    proc.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(reply.error ? AppError.fromInfo(reply.error) : new Error(reply.message));
    if (proc.pending.size > 0) return;
    stopWatch(proc);
    // Its memory only grows: a process left large by a page is ended, and the next page starts a fresh one.
    const rssMb = child.pid ? residentMb(child.pid) : null;
    if (rssMb !== null && rssMb > recycleAboveMb()) {
      console.error(`docintel: an OCR process ended at ${Math.round(rssMb)} MB (above ${recycleAboveMb()} MB); the next page starts a fresh one`);
      if (current === proc) current = null;
      child.kill('SIGTERM');
    }
  });
  const ended = (why: string): void => {
    if (current === proc) current = null;
    stopWatch(proc);
    const failure = proc.killedFor ?? new Error(`the OCR process stopped: ${why}`);
    for (const waiting of proc.pending.values()) waiting.reject(failure);
    proc.pending.clear();
  };
  child.on('exit', (code, signal) => ended(signal ? `signal ${signal}` : `exit code ${code}`));
  child.on('error', (err) => ended(err.message));
  return proc;
}

/** While calls are in flight, kills the process once its resident memory passes the limit. */
function watchMemory(proc: OcrProcess): void {
  if (proc.watch || !proc.child.pid) return;
  const limitMb = ocrProcessMemoryLimitMb();
  const pid = proc.child.pid;
  proc.watch = setInterval(() => {
    const rssMb = residentMb(pid);
    if (rssMb === null || rssMb <= limitMb) return;
    proc.killedFor = new AppError('PARSING_ERROR', `reading a page needed more memory than the OCR engine may use (${limitMb} MB)`, { stage: 'memory', reason: 'memory_limit' });
    proc.child.kill('SIGKILL');
  }, OCR_PROCESS_MEMORY_WATCH_MS);
  proc.watch.unref();
}

function stopWatch(proc: OcrProcess): void {
  if (proc.watch) clearInterval(proc.watch);
  proc.watch = null;
}

/** A process's resident memory in MB (Linux /proc); null where it cannot be read. */
function residentMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

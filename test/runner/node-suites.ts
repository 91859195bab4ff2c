import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

/**
 * Runs node:test files a few at a time, each in its own process, and prints as it goes: a
 * failure's details when it fails, one line per finished file with its counts, its time and the
 * running totals, and a "still running" line (which files, which test) whenever nothing else was
 * printed for a while. The last line is `node:test: N passed, N failed` (run-all.sh reads it); the
 * exit code is 0 only when nothing failed and at least one test passed.
 *
 * Usage: node --import tsx test/runner/node-suites.ts [--concurrency N] FILE...
 */

/** Two files at a time: the machine has two cores, and a file may start worker threads of its own. */
const DEFAULT_CONCURRENCY = 2;
/**
 * Hang guard: a file in which no test began, ended or wrote to stderr for this long is stopped,
 * with everything it started. Ten times the slowest single test (about a minute); a long file
 * that keeps finishing tests is never stopped.
 */
export const SILENCE_LIMIT_MS = 10 * 60_000;
/** Silence longer than this gets a "still running" line. */
const QUIET_MS = 30_000;
/** How often a running file's events are read: a failure shows within this of happening. */
const EVENT_POLL_MS = 250;

const REPORTER = fileURLToPath(new URL('./events-reporter.mjs', import.meta.url));

/** What events-reporter.mjs writes, one JSON object a line. */
type RunnerEvent =
  | { ev: 'begin' | 'end'; nesting: number; name: string }
  | { ev: 'pass'; name: string; ms: number; skip: boolean; todo: boolean }
  | { ev: 'fail'; path: string[]; ms: number; details: string }
  | { ev: 'stderr'; text: string }
  | { ev: 'summary'; key: string; value: number };

export interface FileResult {
  file: string;
  passed: number;
  failed: number;
  skipped: number;
  ms: number;
}

export interface SuiteOptions {
  concurrency?: number;
  quietMs?: number;
  print?: (line: string) => void;
  /** When a file is stopped as hung; by default after SILENCE_LIMIT_MS without an event (tests of the runner pass their own). */
  stopWhen?: (file: string) => Promise<void>;
}

/** A file while it runs: how far it got, for the "still running" line. */
interface Progress {
  file: string;
  started: number;
  passed: number;
  /** Tests and suites begun and not ended, outermost first. */
  open: { nesting: number; name: string }[];
  /** When the file last reported anything. */
  lastEvent: number;
}

/** Every file process still running; each leads its own process group (its servers and workers). */
const children = new Set<ChildProcess>();

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

export async function runNodeSuites(files: string[], options: SuiteOptions = {}): Promise<{ passed: number; failed: number }> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const quietMs = options.quietMs ?? QUIET_MS;
  const t0 = Date.now();
  const totals = { passed: 0, failed: 0, files: 0 };
  const running = new Set<Progress>();
  let lastPrint = Date.now();
  const say = (line: string): void => {
    lastPrint = Date.now();
    print(line);
  };

  const heartbeat = setInterval(() => {
    if (Date.now() - lastPrint < quietMs || running.size === 0) return;
    const now = Date.now();
    const what = [...running].map((r) => {
      const current = r.open.map((o) => o.name).join(' › ');
      return `${r.file} (${clock(now - r.started)}, ${r.passed} passed${current ? `, now: ${current}` : ''})`;
    });
    say(`   … still running: ${what.join('; ')} · ${clock(now - t0)} in`);
  }, Math.max(100, Math.min(quietMs / 2, 5_000)));

  // Each file's events go to a file of their own in a private folder, apart from whatever the tests print.
  const eventsDir = mkdtempSync(join(tmpdir(), 'docintel-runner-'));
  let fileNo = 0;
  const queue = [...files];
  const lane = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const progress: Progress = { file, started: Date.now(), passed: 0, open: [], lastEvent: Date.now() };
      running.add(progress);
      const result = await runFile(file, join(eventsDir, `${fileNo++}.jsonl`), progress, options, say);
      running.delete(progress);
      totals.passed += result.passed;
      totals.failed += result.failed;
      totals.files += 1;
      const skipped = result.skipped ? `, ${result.skipped} skipped` : '';
      say(`[${totals.files}/${files.length}] ${result.failed === 0 ? 'ok  ' : 'FAIL'} ${file} — ${result.passed} passed, ${result.failed} failed${skipped}`
        + ` in ${seconds(result.ms)} · total ${totals.passed} passed, ${totals.failed} failed · ${clock(Date.now() - t0)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  clearInterval(heartbeat);
  rmSync(eventsDir, { recursive: true, force: true });
  return { passed: totals.passed, failed: totals.failed };
}

/**
 * A renderer component test (`*.test.tsx`) compiles with the renderer's settings (the automatic JSX
 * runtime), which tsx takes from the file TSX_TSCONFIG_PATH names; every other file keeps the default.
 */
export function envFor(file: string): NodeJS.ProcessEnv {
  return file.endsWith('.tsx') ? { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.web-test.json' } : process.env;
}

/**
 * One file as a plain script (node:test reports through --test-reporter without a `--test` parent):
 * counts from node's own summary, or from what was seen when the file stopped without one.
 */
function runFile(file: string, eventsPath: string, progress: Progress, options: SuiteOptions, say: (line: string) => void): Promise<FileResult> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `--test-reporter=${REPORTER}`, `--test-reporter-destination=${eventsPath}`, file],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: envFor(file) });
  children.add(child);
  const summary = new Map<string, number>();
  const stderr: string[] = [];
  let failuresSeen = 0;

  const events = follow(eventsPath, (line) => {
    progress.lastEvent = Date.now();
    let event: RunnerEvent;
    try {
      event = JSON.parse(line) as RunnerEvent;
    } catch {
      stderr.push(line);
      return;
    }
    switch (event.ev) {
      case 'begin':
        progress.open = [...progress.open.filter((o) => o.nesting < event.nesting), { nesting: event.nesting, name: event.name }];
        break;
      case 'end':
        progress.open = progress.open.filter((o) => !(o.nesting === event.nesting && o.name === event.name));
        break;
      case 'pass':
        if (!event.skip && !event.todo) progress.passed += 1;
        break;
      case 'fail':
        failuresSeen += 1;
        say(`   ✖ ${[file, ...event.path].join(' › ')} (${seconds(event.ms)})\n${indent(event.details, 6)}`);
        break;
      case 'stderr':
        stderr.push(event.text.replace(/\n$/, ''));
        break;
      case 'summary':
        summary.set(event.key, event.value);
    }
  });
  // What the tests print (both streams) is kept to be shown if the file fails.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      progress.lastEvent = Date.now();
      stderr.push(line);
    });
  }

  const reading = setInterval(() => events.read(), EVENT_POLL_MS);

  let closed = false;
  let stopped = false;
  const stop = (): void => {
    if (closed) return;
    stopped = true;
    killGroup(child);
  };
  const guard = options.stopWhen ? undefined : setInterval(() => {
    if (Date.now() - progress.lastEvent > SILENCE_LIMIT_MS) stop();
  }, 10_000);
  void options.stopWhen?.(file).then(stop);

  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      closed = true;
      clearInterval(guard);
      clearInterval(reading);
      events.read();
      children.delete(child);
      const finished = summary.has('tests');
      const passed = finished ? summary.get('pass') ?? 0 : progress.passed;
      const skipped = (summary.get('skipped') ?? 0) + (summary.get('todo') ?? 0);
      let failed = finished ? (summary.get('fail') ?? 0) + (summary.get('cancelled') ?? 0) : failuresSeen;
      let why: string | null = null;
      if (stopped) why = `stopped by the hang guard (${clock(Date.now() - progress.lastEvent)} without news), in: ${progress.open.map((o) => o.name).join(' › ') || 'no test'}`;
      else if (!finished && code === 0) why = 'the file declares no test';
      else if (!finished) why = `the file stopped before its tests ended (exit ${code ?? signal})`;
      else if (code !== 0 && failed === 0) why = `the file exited with ${code ?? signal} although no test failed`;
      else if (passed + failed + skipped === 0) why = 'no test ran in this file';
      if (why) failed += 1;
      const tail = stderr.filter((l) => l.trim()).slice(-30);
      if (why) say(`   ✖ ${file}: ${why}${tail.length ? `\n${indent(tail.join('\n'), 6)}` : ''}`);
      else if (failed > 0 && tail.length) say(`   stderr of ${file} (last lines):\n${indent(tail.join('\n'), 6)}`);
      resolve({ file, passed, failed, skipped, ms: Date.now() - started });
    });
  });
}

/** Follows a file another process appends lines to: each complete line once, in order, on every read(). */
function follow(path: string, onLine: (line: string) => void): { read(): void } {
  const decoder = new StringDecoder('utf8');
  let offset = 0;
  let partial = '';
  return {
    read(): void {
      let fd: number;
      try {
        fd = openSync(path, 'r');
      } catch {
        return; // not created yet
      }
      try {
        const size = fstatSync(fd).size;
        if (size <= offset) return;
        const chunk = Buffer.alloc(size - offset);
        offset += readSync(fd, chunk, 0, chunk.length, offset);
        const lines = (partial + decoder.write(chunk)).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      } finally {
        closeSync(fd);
      }
    },
  };
}

function indent(text: string, n: number): string {
  const pad = ' '.repeat(n);
  return text.split('\n').map((l) => pad + l).join('\n');
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

async function main(argv: string[]): Promise<void> {
  // Files run in their own process groups: an interrupted run must not leave them (or their servers) behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of children) killGroup(child);
      process.exit(130);
    });
  }
  let concurrency = Number(process.env.TEST_CONCURRENCY) || DEFAULT_CONCURRENCY;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--concurrency') concurrency = Number(argv[++i]) || DEFAULT_CONCURRENCY;
    else files.push(argv[i] as string);
  }
  if (!files.length) process.stdout.write('no test files given\n');
  const { passed, failed } = files.length ? await runNodeSuites(files, { concurrency }) : { passed: 0, failed: 1 };
  process.stdout.write(`node:test: ${passed} passed, ${failed} failed\n`);
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));

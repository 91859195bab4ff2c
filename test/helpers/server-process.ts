import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALLOCATOR_ENV } from '../../src-main/headless/allocator';

/** The built headless server (`node out/main/headless.js`) as a child process, for cross-process tests. */
export const HEADLESS = fileURLToPath(new URL('../../out/main/headless.js', import.meta.url));

/** Hang guard only: the server is ready in about a second, several on a loaded machine. */
const START_HANG_GUARD_MS = 120_000;

export interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: string[];
  exited: Promise<number | null>;
}

/**
 * Starts the server and resolves at its ready line. `command` is the built headless.js by default;
 * `[LAUNCHER, 'serve']` runs the same server from source (no build needed).
 */
export function startServer(args: string[], env: Record<string, string> = {}, command: string[] = [HEADLESS]): Promise<Running> {
  if (command[0] === HEADLESS) assert.ok(existsSync(HEADLESS), `${HEADLESS} is missing: run 'npm run build' first`);
  // With the allocator settings given here the server does not start itself again (headless/allocator.ts):
  // `child` is the server's own process, whose memory and signals the tests look at.
  const child = spawn(process.execPath, [...command, ...args], { env: { ...process.env, ...ALLOCATOR_ENV, ...env } });
  const stdout: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stdout.join('\n')}`)), START_HANG_GUARD_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        stdout.push(line);
        const m = /^DocIntel listening on (http:\/\/\S+)$/.exec(line);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve({ child, url: m[1], stdout, exited });
        }
      }
    });
    child.stderr.on('data', (c: Buffer) => { if (process.env.SHOW_SERVER_STDERR) process.stderr.write(c); });
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}: ${stdout.join('\n')}`)); });
  });
}


/** Peak resident memory of a running process (Linux VmHWM), in bytes. */
export function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Resident memory of a running process now (Linux VmRSS), in bytes: sampled where VmHWM cannot be reset. */
export function currentRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** One process of this machine as Linux's /proc lists it. */
export interface ListedProcess {
  pid: number;
  ppid: number;
  nice: number;
  cmdline: string;
}

/** Every process of this machine (Linux /proc); one that ends while listed is left out. */
export function listProcesses(): ListedProcess[] {
  const found: ListedProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ')';
      // the niceness is the 19th field of the line, the 17th after the name.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({ pid: Number(entry), ppid: Number(fields[1]), nice: Number(fields[16]), cmdline: readFileSync(`/proc/${entry}/cmdline`, 'utf8') });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/**
 * Resident memory of a process and every process under it (Linux /proc), in bytes: the server's
 * pipeline workers read pages in OCR processes of their own, whose memory is the server's too.
 */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const p of listProcesses()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  let total = 0;
  const todo = [pid];
  while (todo.length > 0) {
    const next = todo.pop()!;
    try {
      total += currentRss(next);
    } catch {
      // Ended meanwhile: it holds nothing now.
    }
    todo.push(...(children.get(next) ?? []));
  }
  return total;
}

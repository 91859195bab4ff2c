import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * glibc's allocator keeps what worker threads freed: big blocks come from heaps it rarely trims once
 * its mmap threshold has grown, so the memory of a finished scan stays resident after its worker is
 * replaced. With big blocks always mapped (and given back when freed) and few arenas, it returns.
 * Measured on this machine (4 scans on 2 workers, then the workers replaced; bench-free experiment
 * recorded in docs/reliability.md): resident memory 500 MB above a 274 MB start with the defaults,
 * 162 MB (below the start) with these settings. glibc reads them once, at process start.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '2',
};

/**
 * Starts this same command again with ALLOCATOR_ENV on Linux when it is not set yet, and stays only
 * to pass signals on and exit with the child's status. Returns false where nothing was done (other
 * systems, or the settings are in place): the caller then runs the server itself.
 */
export function relaunchWithAllocatorSettings(): boolean {
  if (process.platform !== 'linux' || process.env.MALLOC_MMAP_THRESHOLD_ !== undefined) return false;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...ALLOCATOR_ENV },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // Ctrl+C reaches both processes; the server stops itself, and this one waits for it.
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1)));
  child.on('error', (err) => {
    console.error(`DocIntel: could not start the server process (${err.message})`);
    process.exit(1);
  });
  return true;
}

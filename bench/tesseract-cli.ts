import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { tessdataDir } from '../src-worker/adapters/tesseract';

/**
 * The `tesseract` CLI as the benches run it beside our engines: the same language data as ours (the
 * shipped `resources/tessdata`; Debian's package holds English and OSD only, and the CLI asked for
 * `rus` there reads with English alone and says so on stderr only), LSTM only, one thread.
 */
export function tesseractArgs(image: string, out: string, langs: string, psm: '3' | '6'): string[] {
  return [image, out, '--tessdata-dir', tessdataDir(), '-l', langs, '--oem', '1', '--psm', psm];
}

const cliEnv = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** A reading whose languages did not all load is no baseline: the bench stops. */
function checkLoaded(stderr: string): void {
  if (/failed loading language|couldn't load any languages/i.test(stderr)) throw new Error(`tesseract CLI: ${stderr.trim()}`);
}

/** Runs the CLI and gives what it printed on stdout (`out` = '-'). */
export function tesseractSync(args: string[]): string {
  const res = spawnSync('tesseract', args, { env: cliEnv, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (res.status !== 0) throw new Error(`tesseract CLI exited with ${res.status}: ${res.stderr.trim()}`);
  checkLoaded(res.stderr);
  return res.stdout;
}

/** Seconds of one CLI reading (its languages checked as loaded). */
export function tesseractSeconds(args: string[]): number {
  const t0 = performance.now();
  tesseractSync(args);
  return (performance.now() - t0) / 1000;
}

const run = promisify(execFile);

/** The same, without blocking: for several readings at a time. */
export async function tesseractAsync(args: string[]): Promise<string> {
  const { stdout, stderr } = await run('tesseract', args, { env: cliEnv, maxBuffer: 1 << 26 });
  checkLoaded(stderr);
  return stdout;
}


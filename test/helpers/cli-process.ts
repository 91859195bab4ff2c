import { spawn } from 'node:child_process';
import { LAUNCHER } from '../../src-main/cli/embedded';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Hang guard only: a CLI run that starts its own server and processes a page takes seconds. */
const CLI_HANG_GUARD_MS = 240_000;

/** `npx docintel …` as a user runs it: the launcher in a child process, stdin closed, its own environment. */
export function runDocintel(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [LAUNCHER, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // No DOCINTEL_* of the developer's shell may leak into what the test checks.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DOCINTEL_'))), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`docintel ${args.join(' ')} hung: ${stderr}`)); }, CLI_HANG_GUARD_MS);
    // 'close', not 'exit': every byte of both pipes has been read by then.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

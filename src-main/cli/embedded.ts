import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CliError, EXIT } from './exit-codes';

/** The launcher `npx docintel` runs; the embedded server is `docintel serve` started through it. */
export const LAUNCHER = fileURLToPath(new URL('../../bin/docintel.mjs', import.meta.url));

/** Set for the embedded server: stop when stdin closes (the CLI that started it is gone). */
export const STOP_WITH_PARENT_ENV = 'DOCINTEL_STOP_WITH_PARENT';

/** Hang guard only: the server is ready in a few seconds, more on a loaded machine. */
const START_HANG_GUARD_MS = 180_000;
/** Requests in flight get this long after SIGTERM before the child is killed. */
const STOP_GRACE_MS = 35_000;

export interface Embedded {
  url: string;
  stop(): Promise<void>;
}

/**
 * A private server for one CLI run (or one MCP session): `docintel serve --port 0` on loopback in a
 * child process, so its logs and worker threads never mix with the CLI's output (stdout is the MCP
 * channel), and stopping it is one signal. Ready when it prints its ready line.
 */
export function startEmbedded(dataDir: string): Promise<Embedded> {
  // Its own process group: Ctrl+C reaches the CLI alone, which cancels its tasks and then stops the
  // server. The stdin pipe is the server's lifeline: if the CLI dies (even by SIGKILL) it closes and
  // the server stops itself (STOP_WITH_PARENT_ENV in commands/serve.ts), so no orphan keeps the port.
  const child = spawn(process.execPath, [LAUNCHER, 'serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, DOCINTEL_PORT: '', DOCINTEL_HOST: '', [STOP_WITH_PARENT_ENV]: '1' },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A CLI that ends for any reason takes its server with it.
  const onExit = (): void => { child.kill('SIGTERM'); };
  process.on('exit', onExit);
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  return new Promise((resolve, reject) => {
    let buffer = '';
    let ready = false;
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      process.off('exit', onExit);
      const last = stderr.trim().split('\n').filter((l) => l.trim() !== '').slice(-3).join(' | ');
      reject(new CliError(EXIT.unreachable, `the embedded server did not start: ${why}${last ? ` (${last})` : ''}`));
    };
    const timer = setTimeout(() => fail('no ready line in time'), START_HANG_GUARD_MS);
    // Read to the end (a full pipe would block the server), kept only until the ready line.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return;
      buffer += chunk.toString();
      const m = /^DocIntel listening on (http:\/\/\S+)$/m.exec(buffer);
      if (!m?.[1]) return;
      ready = true;
      buffer = '';
      clearTimeout(timer);
      resolve({ url: m[1], stop: () => stopChild(child, exited, onExit) });
    });
    void exited.then((code) => { if (!ready) fail(`it exited with code ${code}`); });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>, onExit: () => void): Promise<void> {
  process.off('exit', onExit);
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(force);
}

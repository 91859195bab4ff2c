import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Io } from '../context';
import { STOP_WITH_PARENT_ENV } from '../embedded';
import { appVersion } from '../version';
import type { ExitCode } from '../exit-codes';

/** The pipeline's entry as TypeScript: the worker pool starts .ts entries through tsx (workers/ts-worker-boot.mjs). */
const WORKER_ENTRY = new URL('../../../src-worker/entry.ts', import.meta.url);
/** The UI exists once `npm run build` has run; the API works without it. */
const UI_DIR = fileURLToPath(new URL('../../../out/renderer', import.meta.url));

/**
 * `docintel serve [--host --port --data-dir --workers --allow-remote]`: the same server as
 * `npm run serve` (same options, --help, ready line and exit codes: headless/run.ts), run from
 * source so it needs no build. The embedded server of other commands is this command in a child.
 */
export async function serveCommand(argv: string[], _io: Io): Promise<ExitCode> {
  const uiDir = existsSync(UI_DIR) ? UI_DIR : null;
  if (process.env[STOP_WITH_PARENT_ENV] === '1') {
    // Embedded in a CLI run or an MCP session: when that process ends, its end of stdin closes.
    process.stdin.on('close', () => process.kill(process.pid, 'SIGTERM'));
    process.stdin.resume();
  }
  const { runHeadless } = await import('../../headless/run');
  await runHeadless({ version: appVersion(), workerEntry: WORKER_ENTRY, uiDir, argv });
  // runHeadless keeps the process alive until a signal; it exits by itself.
  return new Promise<ExitCode>(() => undefined);
}

import { execFileSync } from 'node:child_process';

/**
 * The e2e server's port: E2E_PORT when the caller chose one (test/run-all.sh does), otherwise a
 * free port picked by the first load of this file and written back to the environment, so the
 * Playwright processes started after it (workers, the web server) inherit the same one. Two runs
 * side by side thus never meet on one port.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ??= String(freePort()));
/** A well-formed key (checksum included), fixed for the e2e run only. */
export const E2E_ADMIN_KEY = 'di_e2eTESTkey00000000000000000000001dPMFt';

/** A port the system hands out as free right now (synchronous: the config cannot await). */
export function freePort(): number {
  const script = "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

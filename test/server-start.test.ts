import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LAUNCHER } from '../src-main/cli/embedded';
import { SERVER_USAGE } from '../src-main/headless/usage';
import { HEADLESS, startServer } from './helpers/server-process';

/**
 * How the server itself starts or refuses to, in both of its forms: the build (`node out/main/headless.js`,
 * what `npm run serve` runs) and the source (`docintel serve`, run through tsx). What a user sees is
 * asserted whole: the usage text, and one line (no stack trace) when the port is taken.
 */
const FORMS: [string, string[]][] = [['built headless.js', [HEADLESS]], ['docintel serve', [LAUNCHER, 'serve']]];
const HANG_GUARD_MS = 180_000;

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-start-'));
  dirs.push(d);
  return d;
}
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function run(argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DOCINTEL_')));
  const child = spawn(process.execPath, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`hung: ${argv.join(' ')}`)); }, HANG_GUARD_MS);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

describe('server start-up', () => {
  for (const [form, argv] of FORMS) {
    it(`${form} --help prints the usage and exits 0 without starting`, async () => {
      for (const flag of ['--help', '-h']) {
        const out = await run([...argv, flag, '--port', 'not-a-port']);
        assert.deepEqual(out, { code: 0, stdout: SERVER_USAGE, stderr: '' });
      }
    });

    it(`${form}: a data dir that cannot be made is one line and exit 1`, async () => {
      const blocker = join(tempDir(), 'a-file');
      writeFileSync(blocker, 'not a folder');
      const dataDir = join(blocker, 'data');
      const out = await run([...argv, '--port', '0', '--data-dir', dataDir]);
      assert.deepEqual(out, { code: 1, stdout: '', stderr: `DocIntel: cannot use the data dir ${dataDir} (ENOTDIR: not a directory, mkdir '${dataDir}'). Use --data-dir.\n` });
    });

    it(`${form}: a database that is not one is one sentence and exit 1, no stack`, async () => {
      const dataDir = tempDir();
      const file = join(dataDir, 'docintel.sqlite');
      writeFileSync(file, Buffer.alloc(8192, 0x5a));
      const out = await run([...argv, '--port', '0', '--data-dir', dataDir]);
      assert.deepEqual(out, { code: 1, stdout: '', stderr: `DocIntel: the database ${file} is damaged or unreadable (SQLITE_NOTADB: file is not a database) and was not opened; `
        + `to restore, delete ${file}-wal and ${file}-shm if present and copy a file made by docintel backup to ${file} (there is no automatic copy in ${join(dataDir, 'backups')}).\n` });
    });

    it(`${form}: a bad option is one line and exit 2`, async () => {
      const out = await run([...argv, '--colour', 'red']);
      assert.deepEqual(out, { code: 2, stdout: '', stderr: "docintel: unknown option '--colour' (see --help)\n" });
    });
  }

  it('a port already in use: one readable line, exit 3, no stack trace — from the build and from source', async () => {
    const first = await startServer(['--port', '0', '--data-dir', tempDir()]);
    try {
      const port = new URL(first.url).port;
      for (const [form, argv] of FORMS) {
        const out = await run([...argv, '--port', port, '--data-dir', tempDir()]);
        assert.deepEqual(out, {
          code: 3, stdout: '',
          stderr: `DocIntel: port ${port} on 127.0.0.1 is already in use — is another DocIntel running? Use --port.\n`,
        }, form);
      }
      assert.equal((await fetch(`${first.url}/health`)).status, 200, 'the first server is untouched');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { LAUNCHER } from '../../src-main/cli/embedded';
import { EXIT } from '../../src-main/cli/exit-codes';
import { runDocintel } from '../helpers/cli-process';
import { startServer } from '../helpers/server-process';
import type { Running } from '../helpers/server-process';

/**
 * Storage you can trust (docs/reliability.md "Storage"): the real server (`docintel serve`, from
 * source) over a data dir whose database is lost, damaged or cannot be written, and `docintel backup`.
 * What the user reads at a refused start is asserted whole: one sentence on stderr, exit 1, no stack.
 */
const SERVE = [LAUNCHER, 'serve'];
const HANG_GUARD_MS = 180_000;

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-storage-'));
  dirs.push(d);
  return d;
}
/** Folders made unwritable, made writable again before anything is removed. */
const locked = new Set<string>();
after(() => {
  for (const d of locked) unlock(d);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * Makes a folder refuse new files for real. As root, mode bits stop nothing, so the folder is made
 * immutable (chattr +i, which root obeys); as anyone else, mode 0555. False when neither is possible.
 */
function lock(dir: string): boolean {
  try {
    if (process.getuid?.() === 0) execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
    else chmodSync(dir, 0o555);
  } catch {
    return false;
  }
  locked.add(dir);
  // Proof that it took: the test is about a folder that refuses, not about one we believe does.
  try {
    writeFileSync(join(dir, 'probe'), 'x');
  } catch {
    return true;
  }
  rmSync(join(dir, 'probe'));
  unlock(dir);
  return false;
}
function unlock(dir: string): void {
  if (!locked.delete(dir)) return;
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', dir]);
  else chmodSync(dir, 0o755);
}

function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DOCINTEL_'))) as Record<string, string>;
  return { ...env, ...extra };
}

/** `docintel serve` from source, resolved at its ready line. */
function serve(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  return startServer(['--port', '0', '--data-dir', dataDir], cleanEnv(env), SERVE);
}

async function stop(server: Running): Promise<void> {
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
}

/** A start that must fail: its exit code and everything it printed. */
function refusedStart(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...SERVE, '--port', '0', '--data-dir', dataDir], { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`neither started nor refused: ${stderr}`)); }, HANG_GUARD_MS);
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      // A server that starts where it should refuse fails the test at once, not at the hang guard.
      if (stdout.includes('DocIntel listening on')) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`started instead of refusing: ${stdout}`));
      }
    });
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** Hang guard only: the start-up copy of a small database is made in well under a second. */
async function waitFor(file: string): Promise<void> {
  const until = Date.now() + HANG_GUARD_MS;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`${file} never appeared`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function adminHeaders(dataDir: string): Record<string, string> {
  return { 'X-API-Key': readFileSync(join(dataDir, 'admin.key'), 'utf8').trim(), 'Content-Type': 'application/json' };
}

function count(file: string, sql: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const CLIENTS = "SELECT COUNT(*) AS n FROM clients WHERE is_system = 0";

/** The UTC date of the daily copy's name. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * One data dir used as a real installation: two clients with keys, a document processed (so the
 * parse cache holds it), the server stopped cleanly. Each case below works on its own copy.
 */
let installed = '';
let clientNames: string[] = [];
before(async () => {
  installed = tempDir();
  const server = await serve(installed);
  try {
    await waitFor(join(installed, 'backups', `docintel-${today()}.sqlite`));
    for (const name of ['Acme', 'Globex']) {
      const created = await fetch(`${server.url}/v1/admin/clients`, { method: 'POST', headers: adminHeaders(installed), body: JSON.stringify({ name }) });
      assert.equal(created.status, 201);
    }
    clientNames = ['Acme', 'Globex'];
    const form = new FormData();
    form.append('file', new Blob(['invoice,supplier\n4711,the secret supplier\n']), 'note.csv');
    form.append('include', '["markdown"]');
    const processed = await fetch(`${server.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': adminHeaders(installed)['X-API-Key'] ?? '' }, body: form });
    assert.equal(processed.status, 200, await processed.text());
  } finally {
    await stop(server);
  }
  // Today's copy was made before the clients existed: removed, the next start makes it again, with them.
  rmSync(join(installed, 'backups', `docintel-${today()}.sqlite`));
  const again = await serve(installed);
  await waitFor(join(installed, 'backups', `docintel-${today()}.sqlite`));
  await stop(again);
});

/** A copy of the installation's data dir (database, marker, admin key, backups). */
function installation(): string {
  const dir = tempDir();
  execFileSync('cp', ['-a', `${installed}/.`, dir]);
  return dir;
}

describe('storage you can trust', () => {
  it('a fresh data dir starts, writes the marker and makes its daily copy at start', async () => {
    const dir = tempDir();
    const server = await serve(dir);
    try {
      await waitFor(join(dir, 'backups', `docintel-${today()}.sqlite`));
      const marker = JSON.parse(readFileSync(join(dir, 'docintel.sqlite.marker'), 'utf8')) as { database: string; clients: number };
      assert.equal(marker.database, 'docintel.sqlite');
      assert.equal(marker.clients, 0);
      assert.equal((await fetch(`${server.url}/health`)).status, 200);
    } finally {
      await stop(server);
    }
  });

  it('a database truncated to 0 bytes with its marker refuses to start in one sentence; restoring the daily copy it names brings every client back', async () => {
    const dir = installation();
    const file = join(dir, 'docintel.sqlite');
    truncateSync(file, 0);
    const copy = join(dir, 'backups', `docintel-${today()}.sqlite`);
    const marker = join(dir, 'docintel.sqlite.marker');
    const out = await refusedStart(dir);
    assert.deepEqual(out, {
      code: 1, stdout: '',
      stderr: `DocIntel: the database ${file} is empty (0 bytes) although this data dir had one (2 clients on ${today()}, see ${marker}); `
        + `to restore, delete ${file}-wal and ${file}-shm if present and copy the latest automatic copy ${copy} (or a file made by docintel backup) to ${file}, `
        + `or to start with an empty database on purpose delete ${marker}.\n`,
    });
    assert.equal(readFileSync(file).length, 0, 'a refused start changes nothing');

    // Restored as the sentence says: the clients and their keys are back, and no document came with them.
    assert.equal(count(copy, 'SELECT COUNT(*) AS n FROM parse_cache'), 0);
    copyFileSync(copy, file);
    const server = await serve(dir);
    try {
      const listed = (await (await fetch(`${server.url}/v1/admin/clients`, { headers: adminHeaders(dir) })).json()) as { name: string }[];
      assert.deepEqual(listed.map((c) => c.name).sort(), clientNames);
    } finally {
      await stop(server);
    }
  });

  it('a missing database with its marker refuses too; deleting the marker starts fresh on purpose', async () => {
    const dir = installation();
    rmSync(join(dir, 'docintel.sqlite'));
    const out = await refusedStart(dir);
    assert.equal(out.code, 1);
    assert.match(out.stderr, /^DocIntel: the database \S+ is missing although this data dir had one \(2 clients on /);
    assert.equal(out.stderr.split('\n').length, 2, 'one line');
    rmSync(join(dir, 'docintel.sqlite.marker'));
    const server = await serve(dir);
    await stop(server);
    assert.equal(count(join(dir, 'docintel.sqlite'), CLIENTS), 0);
  });

  for (const [damage, harm] of [
    ['garbage bytes', (file: string) => writeFileSync(file, Buffer.alloc(64 * 1024, 0x5a))],
    ['a mutated page of the clients table', (file: string) => {
      const db = new Database(file, { readonly: true });
      const root = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'clients'").get() as { rootpage: number }).rootpage;
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.close();
      const bytes = readFileSync(file);
      bytes.fill(0xa5, (root - 1) * pageSize, (root - 1) * pageSize + 64);
      writeFileSync(file, bytes);
    }],
  ] as const) {
    it(`a database with ${damage} refuses to start: one sentence naming the copy to restore, exit 1, no stack`, async () => {
      const dir = installation();
      const file = join(dir, 'docintel.sqlite');
      harm(file);
      const out = await refusedStart(dir);
      assert.equal(out.code, 1);
      assert.equal(out.stdout, '');
      assert.match(out.stderr, new RegExp(`^DocIntel: the database ${escape(file)} is damaged or unreadable \\((SQLITE_NOTADB|SQLITE_CORRUPT|quick_check)[^\\n]*\\) and was not opened; `
        + `to restore, delete ${escape(file)}-wal and ${escape(file)}-shm if present and copy the latest automatic copy ${escape(join(dir, 'backups', `docintel-${today()}.sqlite`))} \\(or a file made by docintel backup\\) to ${escape(file)}\\.\\n$`));
      assert.doesNotMatch(out.stderr, /SqliteError|\n\s+at /);
    });
  }

  it('docintel backup beside the running server: the copy opens, has the clients and keys, and no parse cache or task rows', async () => {
    const dir = installation();
    const server = await serve(dir);
    const out = join(tempDir(), 'manual.sqlite');
    try {
      const made = await runDocintel(['backup', '--data-dir', dir, '--out', out]);
      assert.equal(made.code, EXIT.ok, made.stderr);
      assert.equal(made.stdout, `Backup: ${out} (2 clients, 3 keys, 1 usage record; documents and task results left out)\nSettings: none (no settings.json in ${dir})\n`);
      const again = await runDocintel(['backup', '--data-dir', dir, '--out', out]);
      assert.deepEqual([again.code, again.stderr], [EXIT.file, `docintel: ${out} already exists; give another --out\n`]);
    } finally {
      await stop(server);
    }
    // The source held the document; the copy does not.
    assert.ok(count(join(dir, 'docintel.sqlite'), 'SELECT COUNT(*) AS n FROM parse_cache') > 0, 'the source has a cached parse');
    assert.equal(count(out, 'SELECT COUNT(*) AS n FROM parse_cache'), 0);
    assert.equal(count(out, 'SELECT COUNT(*) AS n FROM tasks'), 0);
    const copy = new Database(out, { readonly: true });
    assert.deepEqual((copy.prepare('SELECT name FROM clients WHERE is_system = 0 ORDER BY name').all() as { name: string }[]).map((r) => r.name), clientNames);
    assert.equal((copy.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n, 3);
    copy.close();
    assert.equal(readFileSync(out).includes('secret supplier'), false);

    // Restored into a lost installation, as docs/reliability.md says: the clients and their keys are back.
    const lost = installation();
    truncateSync(join(lost, 'docintel.sqlite'), 0);
    copyFileSync(out, join(lost, 'docintel.sqlite'));
    const restored = await serve(lost);
    try {
      const listed = (await (await fetch(`${restored.url}/v1/admin/clients`, { headers: adminHeaders(lost) })).json()) as { name: string }[];
      assert.deepEqual(listed.map((c) => c.name).sort(), clientNames);
    } finally {
      await stop(restored);
    }
  });

  it('docintel backup of a data dir with no database is one line and exit 3', async () => {
    const dir = tempDir();
    const out = await runDocintel(['backup', '--data-dir', dir, '--out', join(dir, 'x.sqlite')]);
    assert.deepEqual(out, { code: EXIT.file, stdout: '', stderr: `docintel: no database at ${join(dir, 'docintel.sqlite')} (is --data-dir right?)\n` });
  });

  it('a data dir that refuses writes refuses to start in one sentence', async (t: TestContext) => {
    const dir = installation();
    if (!lock(dir)) return t.skip('this machine cannot make a folder refuse writes (no chattr as root)');
    try {
      const out = await refusedStart(dir);
      assert.equal(out.code, 1);
      assert.match(out.stderr, new RegExp(`^DocIntel: cannot write in the data dir ${escape(dir)} \\((EPERM|EACCES)\\); make it writable \\(permissions, free space, a read-only disk\\) or use --data-dir\\.\\n$`));
    } finally {
      unlock(dir);
    }
  });

  it('a settings write to a data dir turned unwritable under the running server is 503 STORAGE_UNAVAILABLE in form 2', async (t: TestContext) => {
    const dir = installation();
    const server = await serve(dir);
    try {
      if (!lock(dir)) return t.skip('this machine cannot make a folder refuse writes (no chattr as root)');
      try {
        const put = await fetch(`${server.url}/v1/admin/settings/plans`, { method: 'PUT', headers: adminHeaders(dir), body: JSON.stringify({}) });
        assert.equal(put.status, 503);
        const body = (await put.json()) as { success: boolean; error: { code: string; details: { reason: string } } };
        assert.equal(body.success, false);
        assert.equal(body.error.code, 'STORAGE_UNAVAILABLE');
        assert.match(body.error.details.reason, /^(EPERM|EACCES)$/);
      } finally {
        unlock(dir);
      }
    } finally {
      await stop(server);
    }
  });

  it('a database write refused by SQLite (SQLITE_READONLY) is 503 STORAGE_UNAVAILABLE in form 2; reads still answer', async () => {
    // As root no file mode or bind mount can make the open database refuse writes from outside the
    // server, so DOCINTEL_DB_READONLY=1 (test only) turns its connection query_only after start-up:
    // SQLite then refuses every write with SQLITE_READONLY, the code a read-only disk gives.
    const dir = installation();
    const server = await serve(dir, { DOCINTEL_DB_READONLY: '1' });
    try {
      const created = await fetch(`${server.url}/v1/admin/clients`, { method: 'POST', headers: adminHeaders(dir), body: JSON.stringify({ name: 'Initech' }) });
      assert.equal(created.status, 503);
      assert.deepEqual(await created.json(), { success: false, error: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'the data dir cannot be written (read-only, full or gone); nothing was changed — send the request again once the disk is fixed',
        details: { reason: 'SQLITE_READONLY' },
      } });
      const listed = await fetch(`${server.url}/v1/admin/clients`, { headers: adminHeaders(dir) });
      assert.equal(listed.status, 200);
      assert.deepEqual(((await listed.json()) as { name: string }[]).map((c) => c.name).sort(), clientNames, 'nothing was added');
    } finally {
      await stop(server);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { backupDatabase, copySettings, DOCUMENT_TABLES } from './backup';
import { startDailyBackups } from './daily-backups';
import { openDatabase } from './db';
import { BACKUPS_DIR, dailyCopiesToPrune, dailyCopyName, DB_FILE_NAME, settingsCopyOf } from './files';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-backup-'));
  dirs.push(d);
  return d;
}
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

const SECRET_DOCUMENT = 'Invoice 4711 of the secret supplier';

/** A data dir's database with a client, a key, a usage row, a cached parse and a task result. */
function populated(dir: string): Database.Database {
  const db = openDatabase(join(dir, DB_FILE_NAME));
  db.prepare("INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES ('c1', 'Acme', 'free', 't', 't')").run();
  db.prepare("INSERT INTO api_keys (id, client_id, key_hash, prefix, created_at) VALUES ('k1', 'c1', x'01', 'di_ab', 't')").run();
  db.prepare("INSERT INTO usage_events (client_id, key_id, month, pages, task_kind, created_at) VALUES ('c1', 'k1', '2026-11', 3, 'process', 't')").run();
  db.prepare('INSERT INTO parse_cache (cache_key, file_hash, doc, created_at, expires_at) VALUES (?, ?, ?, 0, 0)').run('h', 'h', Buffer.from(SECRET_DOCUMENT));
  db.prepare("INSERT INTO tasks (id, client_id, key_id, status, result, created_at_ms) VALUES ('t1', 'c1', 'k1', 'done', ?, 0)").run(Buffer.from(SECRET_DOCUMENT));
  return db;
}

describe('backupDatabase', () => {
  it('copies clients, keys and the ledger of a live database, and no page of a document', async () => {
    const dir = tempDir();
    const db = populated(dir);
    const out = join(dir, 'copy', 'x.sqlite');
    const summary = await backupDatabase(db, out);
    db.close();
    assert.deepEqual(summary, { file: out, clients: 1, keys: 1, usageEvents: 1 });
    assert.equal(statSync(out).mode & 0o777, 0o600);
    assert.deepEqual(readdirSync(join(dir, 'copy')), ['x.sqlite'], 'no -wal, -shm or .partial beside the copy');
    assert.equal(readFileSync(out).includes(SECRET_DOCUMENT), false, 'the document text is not in any page of the file');
    const copy = new Database(out, { readonly: true });
    assert.equal((copy.prepare("SELECT name FROM clients WHERE id = 'c1'").get() as { name: string }).name, 'Acme');
    for (const table of DOCUMENT_TABLES) assert.equal((copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n, 0, table);
    assert.equal(copy.pragma('journal_mode', { simple: true }), 'delete');
    copy.close();
  });

  it('a source that is not a database leaves no file behind', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'junk.sqlite'), Buffer.alloc(4096, 0x5a));
    const junk = new Database(join(dir, 'junk.sqlite'));
    await assert.rejects(backupDatabase(junk, join(dir, 'out.sqlite')), /not a database/);
    junk.close();
    assert.deepEqual(readdirSync(dir), ['junk.sqlite']);
  });

  it('settings.json goes beside the copy, 0600; none is none', () => {
    const dir = tempDir();
    const out = join(dir, 'b', 'x.sqlite');
    mkdirSync(join(dir, 'b'));
    assert.equal(copySettings(dir, out), null);
    writeFileSync(join(dir, 'settings.json'), '{"model":{}}');
    assert.equal(copySettings(dir, out), join(dir, 'b', 'x.settings.json'));
    assert.equal(readFileSync(join(dir, 'b', 'x.settings.json'), 'utf8'), '{"model":{}}');
    assert.equal(statSync(join(dir, 'b', 'x.settings.json')).mode & 0o777, 0o600);
  });
});

describe('daily copies', () => {
  it('are named by the UTC date and the last seven are kept', () => {
    assert.equal(dailyCopyName(new Date('2026-11-28T23:30:00Z')), 'docintel-2026-11-28.sqlite');
    assert.equal(settingsCopyOf('/d/backups/docintel-2026-11-28.sqlite'), '/d/backups/docintel-2026-11-28.settings.json');
    const names = Array.from({ length: 9 }, (_, i) => `docintel-2026-11-${String(10 + i)}.sqlite`);
    assert.deepEqual(dailyCopiesToPrune([...names, 'notes.txt', 'docintel-2026-11-10.settings.json']), ['docintel-2026-11-11.sqlite', 'docintel-2026-11-10.sqlite']);
  });

  it('one a day, made at start when missing, pruned to seven with their settings', async () => {
    const dir = tempDir();
    const db = populated(dir);
    writeFileSync(join(dir, 'settings.json'), '{}');
    const backups = join(dir, BACKUPS_DIR);
    mkdirSync(backups);
    for (let day = 1; day <= 7; day++) {
      const name = `docintel-2026-11-0${day}`;
      writeFileSync(join(backups, `${name}.sqlite`), 'old');
      writeFileSync(join(backups, `${name}.settings.json`), 'old');
    }
    let now = new Date('2026-11-28T10:00:00Z');
    let copies = 0;
    const daily = startDailyBackups({ db, dataDir: dir, now: () => now, log: (line) => assert.fail(line), afterCopy: () => { copies++; } });
    await daily.ensureToday();
    await daily.ensureToday();
    now = new Date('2026-11-29T00:00:01Z');
    await daily.ensureToday();
    await daily.stop();
    db.close();
    assert.equal(copies, 2, 'one copy per day, however often it is asked');
    const left = readdirSync(backups).sort();
    assert.deepEqual(left.filter((n) => n.endsWith('.sqlite')),
      ['docintel-2026-11-03.sqlite', 'docintel-2026-11-04.sqlite', 'docintel-2026-11-05.sqlite', 'docintel-2026-11-06.sqlite', 'docintel-2026-11-07.sqlite', 'docintel-2026-11-28.sqlite', 'docintel-2026-11-29.sqlite']);
    assert.equal(existsSync(join(backups, 'docintel-2026-11-01.settings.json')), false);
    assert.equal(readFileSync(join(backups, 'docintel-2026-11-29.settings.json'), 'utf8'), '{}');
  });

  it('a copy that fails is one log line and the server goes on', async () => {
    const dir = tempDir();
    const db = populated(dir);
    // A file where the backups folder should be: the copy cannot be written.
    writeFileSync(join(dir, BACKUPS_DIR), 'in the way');
    const lines: string[] = [];
    const daily = startDailyBackups({ db, dataDir: dir, now: () => new Date('2026-11-28T10:00:00Z'), log: (line) => lines.push(line) });
    await daily.ensureToday();
    await daily.stop();
    db.close();
    assert.equal(lines.length, 1);
    assert.match(lines[0] ?? '', /^docintel: the daily copy .*docintel-2026-11-28\.sqlite could not be made: EEXIST/);
  });
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, openDatabase, schemaVersion } from './db';
import { LATEST_VERSION, MIGRATIONS } from './migrations';
import { StorageStartError } from './startup';

function tables(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
}

describe('migrations', () => {
  it('migrate an empty database to the latest version, in WAL mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-db-'));
    try {
      const db = openDatabase(join(dir, 'x.sqlite'));
      assert.equal(schemaVersion(db), LATEST_VERSION);
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      for (const t of ['api_keys', 'clients', 'page_reservations', 'parse_cache', 'settings', 'usage_events']) assert.ok(tables(db).includes(t), t);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('migrate a database at the previous version, keeping its rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-db-'));
    const file = join(dir, 'old.sqlite');
    try {
      const old = new Database(file);
      assert.equal(migrate(old, LATEST_VERSION - 1), LATEST_VERSION - 1);
      old.prepare("INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES ('c1', 'Old', 'free', 't', 't')").run();
      old.close();
      const db = openDatabase(file);
      assert.equal(schemaVersion(db), LATEST_VERSION);
      assert.equal((db.prepare("SELECT name FROM clients WHERE id = 'c1'").get() as { name: string }).name, 'Old');
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is idempotent and numbered without gaps', () => {
    assert.deepEqual(MIGRATIONS.map((m) => m.version), Array.from({ length: MIGRATIONS.length }, (_, i) => i + 1));
    const db = openDatabase(':memory:');
    assert.equal(migrate(db), LATEST_VERSION);
    db.close();
  });
});

describe('a damaged database', () => {
  function refusal(file: string): string {
    try {
      openDatabase(file).close();
    } catch (err) {
      assert.ok(err instanceof StorageStartError, String(err));
      return err.message;
    }
    return '';
  }

  it('garbage bytes are refused with one sentence naming the file and how to restore', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-db-'));
    try {
      const file = join(dir, 'docintel.sqlite');
      writeFileSync(file, Buffer.alloc(8192, 0x5a));
      const message = refusal(file);
      assert.match(message, /^DocIntel: the database .* is damaged or unreadable \(SQLITE_NOTADB: file is not a database\) and was not opened; to restore, /);
      assert.equal(message.split('\n').length, 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a table page overwritten is found by quick_check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-db-'));
    try {
      const file = join(dir, 'docintel.sqlite');
      const db = openDatabase(file);
      const insert = db.prepare('INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
      for (let i = 0; i < 200; i++) insert.run(`c${i}`, `Client ${i} ${'x'.repeat(100)}`, 'free', 't', 't');
      const root = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'clients'").get() as { rootpage: number }).rootpage;
      const pageSize = db.pragma('page_size', { simple: true }) as number;
      db.close();
      // The clients table's root page, its header and cell pointers, made noise.
      const bytes = readFileSync(file);
      bytes.fill(0xa5, (root - 1) * pageSize, (root - 1) * pageSize + 64);
      writeFileSync(file, bytes);
      assert.match(refusal(file), /is damaged or unreadable \((quick_check|SQLITE_CORRUPT)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a database file that cannot be written', () => {
  it('is refused at open with one sentence, not opened read-only without a word', (t: TestContext) => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-db-'));
    const file = join(dir, 'docintel.sqlite');
    openDatabase(file).close();
    // Root ignores modes: the file is made immutable instead (chattr +i, which root obeys).
    const root = process.getuid?.() === 0;
    try {
      if (root) execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
      else chmodSync(file, 0o444);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      return t.skip('this machine cannot make a file refuse writes (no chattr as root)');
    }
    try {
      assert.throws(() => openDatabase(file), (err: unknown) => err instanceof StorageStartError
        && err.message === `DocIntel: the database ${file} cannot be written (SQLITE_READONLY); make the file writable (its permissions, a read-only disk) or use --data-dir.`);
    } finally {
      if (root) execFileSync('chattr', ['-i', file]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

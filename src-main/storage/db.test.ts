import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, openDatabase, schemaVersion } from './db';
import { LATEST_VERSION, MIGRATIONS } from './migrations';

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

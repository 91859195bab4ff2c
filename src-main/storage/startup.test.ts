import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from './db';
import { BACKUPS_DIR, DB_FILE_NAME, MARKER_FILE } from './files';
import { markDatabase, readMarker, refuseLostDatabase, StorageStartError } from './startup';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-startup-'));
  dirs.push(d);
  return d;
}
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

function refusal(dataDir: string): string {
  try {
    refuseLostDatabase(dataDir);
  } catch (err) {
    assert.ok(err instanceof StorageStartError);
    return err.message;
  }
  return '';
}

describe('the database marker', () => {
  it('a new data dir (no marker, no database) and one with its database both start', () => {
    const dir = tempDir();
    assert.equal(refusal(dir), '');
    const db = openDatabase(join(dir, DB_FILE_NAME));
    db.prepare("INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES ('c1', 'A', 'free', 't', 't')").run();
    const marker = markDatabase(db, dir, new Date('2026-11-28T10:00:00Z'));
    db.close();
    assert.equal(marker.clients, 1);
    assert.deepEqual(readMarker(dir), marker);
    assert.equal(refusal(dir), '');
  });

  it('keeps its first date and refreshes the count', () => {
    const dir = tempDir();
    const db = openDatabase(join(dir, DB_FILE_NAME));
    markDatabase(db, dir, new Date('2026-11-01T00:00:00Z'));
    db.prepare("INSERT INTO clients (id, name, plan, created_at, updated_at) VALUES ('c1', 'A', 'free', 't', 't')").run();
    const later = markDatabase(db, dir, new Date('2026-11-28T00:00:00Z'));
    db.close();
    assert.equal(later.created_at, '2026-11-01T00:00:00.000Z');
    assert.equal(later.updated_at, '2026-11-28T00:00:00.000Z');
    assert.equal(later.clients, 1);
  });

  it('a marker with the database emptied or gone refuses, naming the copy to restore and how to start fresh', () => {
    const dir = tempDir();
    const file = join(dir, DB_FILE_NAME);
    const db = openDatabase(file);
    markDatabase(db, dir, new Date('2026-11-28T10:00:00Z'));
    db.close();
    writeFileSync(file, '');
    assert.equal(refusal(dir), `DocIntel: the database ${file} is empty (0 bytes) although this data dir had one (0 clients on 2026-11-28, see ${join(dir, MARKER_FILE)}); `
      + `to restore, delete ${file}-wal and ${file}-shm if present and copy a file made by docintel backup to ${file} (there is no automatic copy in ${join(dir, BACKUPS_DIR)}), `
      + `or to start with an empty database on purpose delete ${join(dir, MARKER_FILE)}.`);
    rmSync(file);
    mkdirSync(join(dir, BACKUPS_DIR));
    for (const day of ['2026-11-26', '2026-11-27']) writeFileSync(join(dir, BACKUPS_DIR, `docintel-${day}.sqlite`), 'x');
    const message = refusal(dir);
    assert.match(message, /is missing although this data dir had one/);
    assert.ok(message.includes(`copy the latest automatic copy ${join(dir, BACKUPS_DIR, 'docintel-2026-11-27.sqlite')} (or a file made by docintel backup) to ${file}`), message);
  });

  it('a marker that cannot be read still counts', () => {
    const dir = tempDir();
    writeFileSync(join(dir, MARKER_FILE), 'not json');
    assert.match(refusal(dir), /is missing although this data dir had one \(per its marker/);
    assert.equal(existsSync(join(dir, DB_FILE_NAME)), false);
    assert.equal(readFileSync(join(dir, MARKER_FILE), 'utf8'), 'not json', 'a refusal changes nothing');
  });
});

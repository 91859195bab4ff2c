import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export const DB_FILE_NAME = 'docintel.sqlite';

/** Opens (creating if needed) the database in WAL mode and brings it to the latest schema. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL keeps WAL consistent and commits durable across application crashes; the usage ledger
  // is written in the same transaction as the work it bills (see docs/decisions.md).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies every migration newer than the database, each in its own transaction. */
export function migrate(db: Db, upTo: number = MIGRATIONS.length): number {
  const current = schemaVersion(db);
  for (const m of MIGRATIONS) {
    if (m.version <= current || m.version > upTo) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return schemaVersion(db);
}

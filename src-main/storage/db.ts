import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { damagedDatabase, StorageStartError } from './startup';

export type Db = Database.Database;

export { DB_FILE_NAME } from './files';

/** SQLite's answers for a file that is not a usable database (garbage, mutated pages, unopenable). */
const DAMAGED = /^SQLITE_(NOTADB|CORRUPT|CANTOPEN)/;

/**
 * Opens (creating if needed) the database in WAL mode, checks it, and brings it to the latest schema.
 * A damaged file is refused with StorageStartError (one sentence: what happened, how to restore)
 * rather than served half-read or answered with a driver's stack.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  let db: Db | undefined;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    // NORMAL keeps WAL consistent and commits durable across application crashes; the usage ledger
    // is written in the same transaction as the work it bills (see docs/decisions.md).
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // quick_check reads every page (not the index contents): milliseconds on a database this size,
    // and a damage found now is a refusal with its reason instead of wrong answers later.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw damagedDatabase(file, dirname(file), `quick_check: ${String(check)}`);
    migrate(db);
    // A database file that alone is read-only is opened read-only by SQLite without a word, and the
    // data dir's probe cannot see it: rewriting the schema version (unchanged) is the write that tells.
    db.pragma(`user_version = ${schemaVersion(db)}`);
    return db;
  } catch (err) {
    db?.close();
    if (err instanceof StorageStartError) throw err;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && DAMAGED.test(code)) throw damagedDatabase(file, dirname(file), `${code}: ${(err as Error).message}`);
    if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) {
      throw new StorageStartError(`DocIntel: the database ${file} cannot be written (${code}); make the file writable (its permissions, a read-only disk) or use --data-dir.`);
    }
    throw err;
  }
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

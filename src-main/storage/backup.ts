import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { settingsCopyOf } from './files';

/**
 * Tables whose rows are documents or what was read from them: the parse cache (a parsed document)
 * and async tasks (results, errors, the caller's schema). They live an hour; a copy never holds them.
 */
export const DOCUMENT_TABLES = ['parse_cache', 'tasks'] as const;
/** settings.json of the data dir (services/settings.ts); a copy of the database takes it along. */
const SETTINGS_FILE = 'settings.json';

export interface BackupSummary {
  file: string;
  /** Clients other than the built-in admin. */
  clients: number;
  /** API keys, revoked ones included (they stay listed with their usage). */
  keys: number;
  usageEvents: number;
}

/**
 * Copies a live database to `outFile` with SQLite's online backup (consistent while the server
 * writes), then removes the document tables from the copy and VACUUMs it, so no page of a document
 * survives in the file. Written under a temporary name and renamed, so a copy that exists is whole;
 * checked with quick_check before it is kept. Mode 0600: it holds key hashes and the ledger.
 */
export async function backupDatabase(source: Database.Database, outFile: string): Promise<BackupSummary> {
  mkdirSync(dirname(outFile), { recursive: true });
  const partial = `${outFile}.partial`;
  rmSync(partial, { force: true });
  try {
    await source.backup(partial);
    const copy = new Database(partial);
    let summary: BackupSummary;
    try {
      // One self-contained file: no -wal or -shm beside a copy that is moved around.
      copy.pragma('journal_mode = DELETE');
      for (const table of DOCUMENT_TABLES) if (hasTable(copy, table)) copy.exec(`DELETE FROM ${table}`);
      copy.exec('VACUUM');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its check (${String(check)})`);
      summary = {
        file: outFile,
        clients: count(copy, 'clients', 'WHERE is_system = 0'),
        keys: count(copy, 'api_keys'),
        usageEvents: count(copy, 'usage_events'),
      };
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, outFile);
    return summary;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Copies the data dir's settings.json beside a database copy (mode 0600: it may hold provider keys); null when there is none. */
export function copySettings(dataDir: string, databaseCopy: string): string | null {
  const settings = join(dataDir, SETTINGS_FILE);
  if (!existsSync(settings)) return null;
  const out = settingsCopyOf(databaseCopy);
  copyFileSync(settings, out);
  chmodSync(out, 0o600);
  return out;
}

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

function count(db: Database.Database, table: string, where = ''): number {
  if (!hasTable(db, table)) return 0;
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table} ${where}`).get() as { n: number }).n;
}

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { BACKUPS_DIR, DB_FILE_NAME, latestDailyCopy, MARKER_FILE } from './files';

/**
 * A reason the server must not start on this data dir, already said as the one sentence the user
 * reads (headless/run.ts prints it alone, with no stack, and exits 1).
 */
export class StorageStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageStartError';
  }
}

const PROBE_FILE = '.docintel-write-probe';

/**
 * Writes, syncs and removes a small file in the data dir. Without it a read-only or full disk is
 * only found by the first write, as a failed request; here it stops the start with its reason.
 */
export function probeWritable(dataDir: string): void {
  const file = join(dataDir, PROBE_FILE);
  try {
    const fd = openSync(file, 'w');
    try {
      writeSync(fd, 'DocIntel checks at start that it can write here.\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(file);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new StorageStartError(`DocIntel: cannot write in the data dir ${dataDir} (${typeof code === 'string' ? code : String(err)}); make it writable (permissions, free space, a read-only disk) or use --data-dir.`);
  }
}

/** What the marker records; only its presence decides, the rest is for the sentence and for people. */
export interface Marker {
  database: string;
  created_at: string;
  updated_at: string;
  /** Clients other than the built-in admin, at `updated_at`. */
  clients: number;
  note: string;
}

export function readMarker(dataDir: string): Marker | null {
  const file = join(dataDir, MARKER_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Marker;
  } catch {
    // A marker that cannot be read still says a database was here.
    return { database: DB_FILE_NAME, created_at: '?', updated_at: '?', clients: -1, note: '' };
  }
}

/** Records that the database exists and how many clients it held; written at each start and each daily copy. */
export function markDatabase(db: Database.Database, dataDir: string, now: Date): Marker {
  const clients = (db.prepare('SELECT COUNT(*) AS n FROM clients WHERE is_system = 0').get() as { n: number }).n;
  const at = now.toISOString();
  const marker: Marker = {
    database: DB_FILE_NAME,
    created_at: readMarker(dataDir)?.created_at ?? at,
    updated_at: at,
    clients,
    note: `DocIntel refuses to start while this file exists and ${DB_FILE_NAME} is missing or empty. Delete this file only to start with an empty database on purpose.`,
  };
  const file = join(dataDir, MARKER_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(marker, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return marker;
}

/**
 * Refuses a data dir whose marker says a database existed while the file is now missing or empty
 * (SQLite would silently make a new one: every client and key gone). A dir with no marker is new
 * (or older than the marker) and starts.
 */
export function refuseLostDatabase(dataDir: string): void {
  const marker = readMarker(dataDir);
  if (!marker) return;
  const file = join(dataDir, DB_FILE_NAME);
  const state = !existsSync(file) ? 'missing' : statSync(file).size === 0 ? 'empty (0 bytes)' : null;
  if (state === null) return;
  const held = marker.clients >= 0 ? `${marker.clients} client${marker.clients === 1 ? '' : 's'} on ${marker.updated_at.slice(0, 10)}` : 'per its marker';
  throw new StorageStartError(`DocIntel: the database ${file} is ${state} although this data dir had one (${held}, see ${join(dataDir, MARKER_FILE)}); ${restoreHint(dataDir)}, or to start with an empty database on purpose delete ${join(dataDir, MARKER_FILE)}.`);
}

/** The sentence for a database that exists but cannot be used. */
export function damagedDatabase(file: string, dataDir: string, details: string): StorageStartError {
  // quick_check reports several lines under a heading; the sentence stays on one line.
  const reason = details.replace(/\*\*\* in database \w+ \*\*\*/g, '').trim().replace(/\s*\n\s*/g, '; ');
  return new StorageStartError(`DocIntel: the database ${file} is damaged or unreadable (${reason}) and was not opened; ${restoreHint(dataDir)}.`);
}

/** How to restore: the newest automatic copy by its path, else a copy made by `docintel backup`. */
function restoreHint(dataDir: string): string {
  const file = join(dataDir, DB_FILE_NAME);
  const latest = latestDailyCopy(dataDir);
  const steps = `delete ${file}-wal and ${file}-shm if present`;
  if (latest) return `to restore, ${steps} and copy the latest automatic copy ${latest} (or a file made by docintel backup) to ${file}`;
  return `to restore, ${steps} and copy a file made by docintel backup to ${file} (there is no automatic copy in ${join(dataDir, BACKUPS_DIR)})`;
}

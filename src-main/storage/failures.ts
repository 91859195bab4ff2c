import { AppError } from '../../src-shared/contract/app-error';

/**
 * SQLite result codes that mean the disk under the data dir refused the write, not that the request
 * or the code was wrong. Extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED, …) start with these.
 */
const SQLITE_STORAGE_CODES = ['SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN'];
/** The same for plain files (settings.json, the outbox): permission, read-only or full file system, a failing disk. */
const FILE_STORAGE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);

/**
 * The system's code when `err` is the data dir refusing a write, else null. Read from `code`, which
 * better-sqlite3's SqliteError and Node's fs errors both carry, so no driver class is imported here.
 */
export function storageFailureCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (SQLITE_STORAGE_CODES.some((c) => code === c || code.startsWith(`${c}_`))) return code;
  // An fs error has a syscall; a socket's EACCES (listen on a low port) is not storage and never reaches here.
  if (FILE_STORAGE_CODES.has(code) && typeof (err as { syscall?: unknown }).syscall === 'string') return code;
  return null;
}

/** The contract's answer to a refused write: 503 STORAGE_UNAVAILABLE (form 2), with the system's code. */
export function storageUnavailable(reason: string): AppError {
  return new AppError('STORAGE_UNAVAILABLE',
    'the data dir cannot be written (read-only, full or gone); nothing was changed — send the request again once the disk is fixed',
    { reason });
}

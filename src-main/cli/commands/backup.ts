import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { defaultDataDir } from '../../headless/config';
import { backupDatabase, copySettings } from '../../storage/backup';
import { DB_FILE_NAME } from '../../storage/files';
import type { OptionSpec } from '../args';
import { formatOptions, parseArgs, usageError, valueOf } from '../args';
import type { Io } from '../context';
import { HELP_OPTION } from '../context';
import { CliError, EXIT } from '../exit-codes';
import type { ExitCode } from '../exit-codes';

const OPTIONS: OptionSpec[] = [
  { name: 'out', value: 'FILE', help: 'the copy to write (default ./docintel-backup-YYYY-MM-DD-HHMMSS.sqlite); never overwritten' },
  { name: 'data-dir', value: 'DIR', help: 'the server\'s data dir (DOCINTEL_DATA_DIR; default the per-user folder)' },
  HELP_OPTION,
];

export const BACKUP_HELP = `Usage: docintel backup [--out FILE] [--data-dir DIR]

Copies the database of a data dir (clients, keys, the usage ledger, statistics) and its settings.json
beside it, while the server runs or not. Documents are never copied: the parse cache and task results
are removed from the copy. Restore: stop the server, delete docintel.sqlite-wal and -shm, copy the file
to <data-dir>/docintel.sqlite (and the .settings.json to <data-dir>/settings.json). docs/reliability.md.

Options:
${formatOptions(OPTIONS)}`;

/** `docintel backup`: SQLite's online backup of `<data-dir>/docintel.sqlite`, read directly (no server needed; WAL lets it run beside one). */
export async function backupCommand(argv: string[], io: Io): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.flags.has('help')) {
    io.stdout.write(`${BACKUP_HELP}\n`);
    return EXIT.ok;
  }
  if (parsed.positionals.length > 0) throw usageError(`unexpected argument '${parsed.positionals[0] ?? ''}'`);
  const dataDir = valueOf(parsed, 'data-dir') ?? (io.env.DOCINTEL_DATA_DIR || defaultDataDir(io.env));
  const source = join(dataDir, DB_FILE_NAME);
  if (!existsSync(source) || statSync(source).size === 0) throw new CliError(EXIT.file, `no database at ${source} (is --data-dir right?)`);
  const out = resolve(valueOf(parsed, 'out') ?? `docintel-backup-${new Date().toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '')}.sqlite`);
  if (existsSync(out)) throw new CliError(EXIT.file, `${out} already exists; give another --out`);
  let db: Database.Database;
  try {
    db = new Database(source, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
  } catch (err) {
    throw new CliError(EXIT.file, `cannot open ${source}: ${(err as Error).message}`);
  }
  try {
    const copy = await backupDatabase(db, out);
    const settings = copySettings(dataDir, out);
    io.stdout.write(`Backup: ${copy.file} (${counted(copy.clients, 'client')}, ${counted(copy.keys, 'key')}, ${counted(copy.usageEvents, 'usage record')}; documents and task results left out)\n`);
    io.stdout.write(`Settings: ${settings ?? `none (no settings.json in ${dataDir})`}\n`);
    return EXIT.ok;
  } catch (err) {
    // A damaged source (not a database, a failed check) or an unwritable --out: the user's file to fix.
    throw new CliError(EXIT.file, `cannot back up ${source} to ${out}: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

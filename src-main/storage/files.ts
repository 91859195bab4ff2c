import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The database inside the data dir. */
export const DB_FILE_NAME = 'docintel.sqlite';
/**
 * Written beside the database once it exists, so that a database found missing or empty later is
 * known to have been lost rather than never made (storage/startup.ts).
 */
export const MARKER_FILE = `${DB_FILE_NAME}.marker`;
/** The automatic daily copies, inside the data dir. */
export const BACKUPS_DIR = 'backups';
/** How many daily copies are kept: a week, enough to go back before a damage noticed late. */
export const KEEP_DAILY_COPIES = 7;

const DAILY = /^docintel-\d{4}-\d{2}-\d{2}\.sqlite$/;

/** `docintel-YYYY-MM-DD.sqlite`, by the UTC date, so the name sorts by age and one day has one name. */
export function dailyCopyName(at: Date): string {
  return `docintel-${at.toISOString().slice(0, 10)}.sqlite`;
}

/** The settings copied beside a database copy: `x.sqlite` → `x.settings.json`. */
export function settingsCopyOf(copy: string): string {
  return `${copy.replace(/\.sqlite$/, '')}.settings.json`;
}

/** Daily copies beyond the newest `keep`, oldest last; other files are never touched. */
export function dailyCopiesToPrune(names: readonly string[], keep: number = KEEP_DAILY_COPIES): string[] {
  return names.filter((n) => DAILY.test(n)).sort().reverse().slice(keep);
}

/** The newest automatic copy of this data dir, or null when none was made (or the folder cannot be read). */
export function latestDailyCopy(dataDir: string): string | null {
  const dir = join(dataDir, BACKUPS_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const newest = names.filter((n) => DAILY.test(n)).sort().pop();
  return newest ? join(dir, newest) : null;
}

import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { backupDatabase, copySettings } from './backup';
import { BACKUPS_DIR, dailyCopiesToPrune, dailyCopyName, settingsCopyOf } from './files';

/**
 * How often the server looks whether today's copy exists. Hourly rather than every 24 h from the
 * start: a machine that sleeps, or a server started at 23:59, still gets one copy per calendar day.
 */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface DailyBackups {
  /** Stops the timer and waits for a copy in progress (the database must not close under it). */
  stop(): Promise<void>;
  /** Makes today's copy if it is missing; resolves when done (failures are logged, never thrown). */
  ensureToday(): Promise<void>;
}

export interface DailyBackupOptions {
  db: Database.Database;
  dataDir: string;
  now: () => Date;
  log: (line: string) => void;
  /** Called after each new copy (the host refreshes the marker's client count). */
  afterCopy?: () => void;
}

/**
 * `<data-dir>/backups/docintel-YYYY-MM-DD.sqlite` (+ `.settings.json`): one a day, the last seven
 * kept, made at start when today's is missing and then checked hourly by an unref'd timer. A copy
 * that fails is one line in the log; the server goes on.
 */
export function startDailyBackups(options: DailyBackupOptions): DailyBackups {
  const dir = join(options.dataDir, BACKUPS_DIR);
  let running: Promise<void> | null = null;
  const ensureToday = (): Promise<void> => {
    running ??= makeToday().finally(() => { running = null; });
    return running;
  };
  const makeToday = async (): Promise<void> => {
    const out = join(dir, dailyCopyName(options.now()));
    if (existsSync(out)) return;
    try {
      await backupDatabase(options.db, out);
      copySettings(options.dataDir, out);
      prune(dir);
      options.afterCopy?.();
    } catch (err) {
      options.log(`docintel: the daily copy ${out} could not be made: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  void ensureToday();
  const timer = setInterval(() => void ensureToday(), CHECK_INTERVAL_MS);
  timer.unref();
  return {
    ensureToday,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Removes copies beyond the last seven, with their settings, and any `.partial` left by a crash. */
function prune(dir: string): void {
  const names = readdirSync(dir);
  for (const name of dailyCopiesToPrune(names)) {
    rmSync(join(dir, name), { force: true });
    rmSync(settingsCopyOf(join(dir, name)), { force: true });
  }
  for (const name of names.filter((n) => n.endsWith('.partial'))) rmSync(join(dir, name), { force: true });
}

import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../src-shared/contract/app-error';
import { buildApp } from './server/app';
import { startServer } from './server/listen';
import { ClientService } from './services/clients';
import type { Caller } from './services/clients';
import { chainFor, clientModelOf } from './services/client-model';
import { openDatabase, DB_FILE_NAME } from './storage/db';
import { startDailyBackups } from './storage/daily-backups';
import { storageFailureCode } from './storage/failures';
import { markDatabase, probeWritable, refuseLostDatabase } from './storage/startup';
import type { Db } from './storage/db';
import { ClientsRepo } from './storage/repos/clients';
import { UsageRepo } from './storage/repos/usage';
import { ParseCacheRepo } from './storage/repos/parse-cache';
import { ParseCache } from './services/parse-cache';
import { SettingsStore } from './services/settings';
import { OUTBOUND_LOG_FILE } from './services/outbound';
import { PlanTable } from './services/plans';
import { Ledger } from './services/ledger';
import { LedgerRepo } from './storage/repos/ledger';
import { TasksRepo } from './storage/repos/tasks';
import { TaskService } from './services/tasks';
import { StatsService } from './services/stats';
import { StatsRepo } from './storage/repos/stats';
import { executeFull } from './services/processing';
import { WorkerPool } from './workers/pool';
import { CabinetService } from './services/cabinet';
import { mailSenderFromEnv } from './services/smtp';
import { CabinetRepo } from './storage/repos/cabinet';
import { remoteHostNames } from './server/guards/origin';
import { ADMIN_KEY_FILE, isLoopbackHost } from './headless/config';
import type { HostConfig } from './headless/config';

export { ADMIN_KEY_FILE };
/** Synchronous work is cut by the proxy at 300 s (SPEC "Limits"); a job may not outlive it. */
const JOB_TIMEOUT_MS = 290_000;
/** A page estimate reads metadata only; a file that takes longer is estimated at one page. */
const INSPECT_TIMEOUT_MS = 20_000;
/**
 * Workers are replaced after this many jobs: each OCR engine's WebAssembly heap only grows, and a
 * fresh worker starts in about a second, a small price every hundred documents.
 */
const RECYCLE_AFTER_JOBS = 100;
/**
 * A worker that ends a job while the process holds more than this is replaced at once (memory held by
 * one big document). Two warm OCR workers and the host hold 1.2–1.5 GB (measured after four scans),
 * so the ceiling sits well above that: replacing a worker costs its OCR models' loading again, and a
 * lower ceiling replaced workers after every scan (the corpus suites ran 1.6–1.8× slower).
 */
const MEMORY_CEILING_MB = 3072;
/**
 * After this long with nothing to do, every worker that worked is replaced, so an idle server gives
 * its memory back (DOCINTEL_IDLE_RECYCLE_MS sets another). A minute: a fresh worker loads its OCR
 * models again (seconds), which someone reading documents one after another should not pay each time.
 */
const IDLE_RECYCLE_MS = 60_000;
/**
 * Share of the machine's memory the server may hold while documents are read; past it the largest
 * running document is stopped (`memory_limit`) rather than the system killing the whole server.
 * DOCINTEL_MEMORY_LIMIT_MB sets the limit in MB instead.
 */
const MEMORY_LIMIT_SHARE = 0.6;
/** Unix nice of the heavy workers: OCR yields the CPU to the HTTP thread and the fast lane, which then answer at once. */
const HEAVY_NICENESS = 10;
/** Async tasks processing at once before QUEUE_FULL (DOCINTEL_MAX_QUEUED_TASKS). */
const DEFAULT_MAX_QUEUED = 64;
/** Expired parses and task results are removed this often (and at start-up). */
const CACHE_PURGE_INTERVAL_MS = 5 * 60 * 1000;

export interface HostOptions {
  config: HostConfig;
  version: string;
  workerEntry: string | URL;
  uiDir: string | null;
  now?: () => Date;
  logger?: boolean;
}

export interface Host {
  app: FastifyInstance;
  tasks: TaskService;
  settings: SettingsStore;
  cache: ParseCache;
  db: Db;
  pool: WorkerPool;
  /** The fast lane (services/lanes.ts): page estimates and small jobs. */
  fastLane: WorkerPool;
  clients: ClientService;
  adminKey: string;
  adminKeyFile: string | null;
  /** Stops accepting work, lets requests in flight finish, stops workers, closes the database. */
  close(): Promise<void>;
}

/** Everything the server needs, wired once: used by the headless CLI, Electron and tests. */
export async function createHost(options: HostOptions): Promise<Host> {
  const { config } = options;
  mkdirSync(config.dataDir, { recursive: true });
  // Storage is checked before anything is served (docs/decisions.md "Storage you can trust"): each
  // refusal is a StorageStartError, one sentence that headless/run.ts prints alone.
  probeWritable(config.dataDir);
  refuseLostDatabase(config.dataDir);
  const db = openDatabase(join(config.dataDir, DB_FILE_NAME));
  const now = options.now ?? ((): Date => new Date());
  const usage = new UsageRepo(db);
  const settings = new SettingsStore(config.dataDir);
  const plans = new PlanTable(() => settings.get().plans ?? {});
  const clients = new ClientService(new ClientsRepo(db), usage, now, plans, () => settings.get().model.providers);
  const admin = installAdminKey(clients, config);
  const idleRecycleMs = Number(process.env.DOCINTEL_IDLE_RECYCLE_MS) > 0 ? Number(process.env.DOCINTEL_IDLE_RECYCLE_MS) : IDLE_RECYCLE_MS;
  const recycling = { recycleAfterJobs: RECYCLE_AFTER_JOBS, memoryCeilingMb: MEMORY_CEILING_MB, idleRecycleMs, hardMemoryLimitMb: memoryLimitMb() };
  const pool = new WorkerPool({ entry: options.workerEntry, size: config.workers, jobTimeoutMs: JOB_TIMEOUT_MS, maxHeapMb: 2048,
    niceness: HEAVY_NICENESS, ...recycling, log: (m) => console.error(m) });
  // The fast lane (services/lanes.ts): page estimates for the plan guards and small jobs run on their own thread, never behind OCR.
  const inspector = new WorkerPool({ entry: options.workerEntry, size: 1, jobTimeoutMs: INSPECT_TIMEOUT_MS, maxHeapMb: 512,
    ...recycling, log: (m) => console.error(m) });
  const ledger = new Ledger(new LedgerRepo(db), plans, now);
  const cache = new ParseCache(new ParseCacheRepo(db), now);
  // What left the machine is recorded beside the data unless DOCINTEL_OUTBOUND_LOG names another file.
  const outboundLog = process.env.DOCINTEL_OUTBOUND_LOG?.trim() || join(config.dataDir, OUTBOUND_LOG_FILE);
  const processing = { pool, inspector, ledger, cache, now, modelSettings: (caller: Caller) => chainFor(settings.get().model, clientModelOf(caller.client)),
    ocrSettings: () => settings.ocr(), outboundLog };
  const tasks = new TaskService(new TasksRepo(db), { maxQueued: config.maxQueuedTasks ?? DEFAULT_MAX_QUEUED, now,
    execute: (admitted, onProgress, signal) => executeFull(processing, admitted, onProgress, signal),
    exportXlsx: (input) => inspector.exportXlsx(input) });
  const purgeExpired = (): void => {
    cache.purgeExpired();
    tasks.purgeExpired();
  };
  purgeExpired();
  const purge = setInterval(() => {
    try {
      purgeExpired();
    } catch (err) {
      // A disk turned read-only or full must not end the server from a timer; requests say it as 503 STORAGE_UNAVAILABLE.
      if (storageFailureCode(err) === null) throw err;
      console.error(`docintel: expired parses and tasks could not be removed: ${(err as Error).message}`);
    }
  }, CACHE_PURGE_INTERVAL_MS);
  purge.unref();
  const mark = (): void => {
    try {
      markDatabase(db, config.dataDir, now());
    } catch (err) {
      console.error(`docintel: the database marker could not be updated: ${(err as Error).message}`);
    }
  };
  // Written once the database exists (so its later loss is noticed), refreshed after each daily copy and at close.
  markDatabase(db, config.dataDir, now());
  const backups = startDailyBackups({ db, dataDir: config.dataDir, now, log: (line) => console.error(line), afterCopy: mark });
  // Login links go to <data-dir>/outbox (printed by the headless server) unless DOCINTEL_SMTP_URL is set.
  const mail = mailSenderFromEnv(process.env, config.dataDir, now);
  const cabinet = new CabinetService({ repo: new CabinetRepo(db), accounts: new ClientsRepo(db), clients, mail: mail.sender, from: mail.from, now,
    log: options.logger ? (line) => console.log(line) : () => undefined });
  const allowedHosts = config.allowRemote && !isLoopbackHost(config.host) ? remoteHostNames(config.host) : [];
  const app = await buildApp({ version: options.version, clients, processing, settings, plans, tasks, uiDir: options.uiDir, logger: options.logger,
    cabinet, allowedHosts, stats: new StatsService(new StatsRepo(db), now), requestTimeoutMs: config.requestTimeoutMs });
  let closing = false;
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('SHUTTING_DOWN', 'the server is shutting down; send the request again later', {});
  });
  // A keep-alive connection that finishes its last response after close() began would otherwise
  // hold the server open until its idle timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  // Test only (test/hardening/storage.test.ts): every write after start-up fails with SQLITE_READONLY,
  // as on a disk turned read-only under a running server, which no test can cause as root.
  if (process.env.DOCINTEL_DB_READONLY === '1') db.pragma('query_only = ON');
  return {
    app, tasks, settings, cache, db, pool, fastLane: inspector, clients, adminKey: admin.key, adminKeyFile: admin.file,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(purge);
      await app.close();
      await tasks.drain();
      await pool.close();
      await inspector.close();
      await backups.stop();
      mark();
      db.close();
    },
  };
}

export async function listenHost(host: Host, config: HostConfig): Promise<string> {
  return (await startServer(host.app, config.host, config.port)).url;
}

/**
 * The admin credential: DOCINTEL_ADMIN_KEY if set; else the key in <data-dir>/admin.key;
 * else a new key written there with mode 0600. The file (or variable) is the source of truth.
 */
function installAdminKey(clients: ClientService, config: HostConfig): { key: string; file: string | null } {
  const file = join(config.dataDir, ADMIN_KEY_FILE);
  if (config.adminKey) return { key: clients.installAdminKey(config.adminKey), file: null };
  const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const key = clients.installAdminKey(stored || undefined);
  if (key !== stored) {
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { key, file };
}

/** The hard memory limit of the worker pools (MEMORY_LIMIT_SHARE, or DOCINTEL_MEMORY_LIMIT_MB). */
function memoryLimitMb(): number {
  const set = Number(process.env.DOCINTEL_MEMORY_LIMIT_MB);
  return Number.isFinite(set) && set > 0 ? set : Math.round((totalmem() / 1024 / 1024) * MEMORY_LIMIT_SHARE);
}

import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../src-shared/contract/app-error';
import { buildApp } from './server/app';
import { startServer } from './server/listen';
import { ClientService } from './services/clients';
import type { Caller } from './services/clients';
import { chainFor, clientModelOf } from './services/client-model';
import { openDatabase, DB_FILE_NAME } from './storage/db';
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
  const db = openDatabase(join(config.dataDir, DB_FILE_NAME));
  const now = options.now ?? ((): Date => new Date());
  const usage = new UsageRepo(db);
  const settings = new SettingsStore(config.dataDir);
  const plans = new PlanTable(() => settings.get().plans ?? {});
  const clients = new ClientService(new ClientsRepo(db), usage, now, plans, () => settings.get().model.providers);
  const admin = installAdminKey(clients, config);
  const pool = new WorkerPool({ entry: options.workerEntry, size: config.workers, jobTimeoutMs: JOB_TIMEOUT_MS, maxHeapMb: 2048,
    log: (m) => console.error(m) });
  // Page estimates for the plan guards run on their own thread: they must not queue behind OCR.
  const inspector = new WorkerPool({ entry: options.workerEntry, size: 1, jobTimeoutMs: INSPECT_TIMEOUT_MS, maxHeapMb: 512,
    log: (m) => console.error(m) });
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
  const purge = setInterval(purgeExpired, CACHE_PURGE_INTERVAL_MS);
  purge.unref();
  // Login links go to <data-dir>/outbox (printed by the headless server) unless DOCINTEL_SMTP_URL is set.
  const mail = mailSenderFromEnv(process.env, config.dataDir, now);
  const cabinet = new CabinetService({ repo: new CabinetRepo(db), accounts: new ClientsRepo(db), clients, mail: mail.sender, from: mail.from, now,
    log: options.logger ? (line) => console.log(line) : () => undefined });
  const allowedHosts = config.allowRemote && !isLoopbackHost(config.host) ? remoteHostNames(config.host) : [];
  const app = await buildApp({ version: options.version, clients, processing, settings, plans, tasks, uiDir: options.uiDir, logger: options.logger,
    cabinet, allowedHosts, stats: new StatsService(new StatsRepo(db), now) });
  let closing = false;
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('SHUTTING_DOWN', 'the server is shutting down; send the request again later', {});
  });
  // A keep-alive connection that finishes its last response after close() began would otherwise
  // hold the server open until its idle timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  return {
    app, tasks, settings, cache, db, pool, clients, adminKey: admin.key, adminKeyFile: admin.file,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(purge);
      await app.close();
      await tasks.drain();
      await pool.close();
      await inspector.close();
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

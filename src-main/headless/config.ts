import { homedir } from 'node:os';
import { join } from 'node:path';
import { isWellFormedKey } from '../services/keys';

export interface HostConfig {
  host: string;
  port: number;
  dataDir: string;
  workers: number;
  /** Preset admin key (DOCINTEL_ADMIN_KEY) for scripts and CI. */
  adminKey: string | undefined;
  /** Binding to anything but loopback needs this explicit flag. */
  allowRemote: boolean;
  /** Async tasks processing at once before QUEUE_FULL (DOCINTEL_MAX_QUEUED_TASKS); default 64. */
  maxQueuedTasks?: number;
  /** Time a client has to send a whole request (DOCINTEL_REQUEST_TIMEOUT_MS); default 300 s, see server/app.ts. */
  requestTimeoutMs?: number;
}

export const DEFAULT_PORT = 8765;
export const DEFAULT_HOST = '127.0.0.1';
export const APP_NAME = 'DocIntel';
/** The admin key the server writes into its data dir (mode 0600); the CLI reads it from there too. */
export const ADMIN_KEY_FILE = 'admin.key';

/** The platform's per-user application-data folder, the one Electron's `userData` uses. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_NAME);
}

export class ConfigError extends Error {}

/** `--host H --port P --data-dir D --workers N --allow-remote`, with DOCINTEL_* environment fallbacks. */
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv = process.env): HostConfig {
  const args = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new ConfigError(`unexpected argument '${arg}'`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (name === 'allow-remote') { flags.add(name); continue; }
    if (!['host', 'port', 'data-dir', 'workers'].includes(name)) throw new ConfigError(`unknown option '--${name}'`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`option '--${name}' needs a value`);
    args.set(name, value);
  }
  const port = Number(args.get('port') ?? env.DOCINTEL_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`port must be an integer 0..65535`);
  const workers = Number(args.get('workers') ?? env.DOCINTEL_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new ConfigError('workers must be an integer 1..64');
  // A preset admin key is checked here, so a mistyped one stops the start with one line, not a stack.
  const adminKey = env.DOCINTEL_ADMIN_KEY || undefined;
  if (adminKey !== undefined && !isWellFormedKey(adminKey)) throw new ConfigError('DOCINTEL_ADMIN_KEY is not a DocIntel key (expected di_ followed by 38 letters and digits, as the server issues them)');
  return {
    host: args.get('host') ?? env.DOCINTEL_HOST ?? DEFAULT_HOST,
    port,
    dataDir: args.get('data-dir') ?? env.DOCINTEL_DATA_DIR ?? defaultDataDir(env),
    workers,
    adminKey,
    allowRemote: flags.has('allow-remote') || env.DOCINTEL_ALLOW_REMOTE === '1',
    ...(env.DOCINTEL_MAX_QUEUED_TASKS ? { maxQueuedTasks: positiveInt(env.DOCINTEL_MAX_QUEUED_TASKS, 'DOCINTEL_MAX_QUEUED_TASKS') } : {}),
    ...(env.DOCINTEL_REQUEST_TIMEOUT_MS ? { requestTimeoutMs: positiveInt(env.DOCINTEL_REQUEST_TIMEOUT_MS, 'DOCINTEL_REQUEST_TIMEOUT_MS') } : {}),
  };
}

function positiveInt(v: string, name: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive integer`);
  return n;
}

/** Loopback literals and names that cannot point anywhere else. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

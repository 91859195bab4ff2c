import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_KEY_FILE, defaultDataDir, DEFAULT_HOST, DEFAULT_PORT, isLoopbackHost } from '../headless/config';
import type { OptionSpec, Parsed } from './args';
import { usageError, valueOf } from './args';
import { startEmbedded } from './embedded';
import { CliError, EXIT } from './exit-codes';
import { ApiClient, probe } from './http';

export const DEFAULT_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
/** How long a first look at --url may take before the server counts as absent. */
const PROBE_TIMEOUT_MS = 3_000;

/** Where output goes; tests and the MCP server give their own streams. */
export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
}

export const CONNECTION_OPTIONS: OptionSpec[] = [
  { name: 'url', value: 'URL', help: `server address (DOCINTEL_URL; default ${DEFAULT_URL})` },
  { name: 'key', value: 'KEY', help: 'API key (DOCINTEL_API_KEY; default: the admin key)' },
  { name: 'admin-key', value: 'KEY', help: 'admin key (DOCINTEL_ADMIN_KEY; default: <data-dir>/admin.key)' },
  { name: 'data-dir', value: 'DIR', help: 'data dir of the embedded server and of admin.key (DOCINTEL_DATA_DIR)' },
  { name: 'no-embedded', help: 'never start an embedded server: exit 4 when none answers at --url' },
];

export const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', help: 'print this help' };

export interface ConnectionSettings {
  url: string;
  key: string | undefined;
  adminKey: string | undefined;
  dataDir: string;
  embed: boolean;
}

export function connectionSettings(parsed: Parsed, env: NodeJS.ProcessEnv): ConnectionSettings {
  const url = valueOf(parsed, 'url') ?? (env.DOCINTEL_URL || DEFAULT_URL);
  try {
    if (!/^https?:$/.test(new URL(url).protocol)) throw new Error('not http');
  } catch {
    throw usageError(`--url must be an http:// or https:// address, got '${url}'`);
  }
  const dataDir = valueOf(parsed, 'data-dir') ?? (env.DOCINTEL_DATA_DIR || defaultDataDir(env));
  return {
    url: url.replace(/\/+$/, ''),
    key: valueOf(parsed, 'key') ?? (env.DOCINTEL_API_KEY || undefined),
    adminKey: valueOf(parsed, 'admin-key') ?? (env.DOCINTEL_ADMIN_KEY || undefined),
    dataDir,
    embed: !parsed.flags.has('no-embedded'),
  };
}

/** The admin key: --admin-key, DOCINTEL_ADMIN_KEY, else the file the server wrote into its data dir. */
export function adminKeyOf(s: ConnectionSettings): string | undefined {
  if (s.adminKey) return s.adminKey;
  const file = join(s.dataDir, ADMIN_KEY_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

export interface Connection {
  client: ApiClient;
  /** Set when this run started its own server; it is stopped by close(). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The server to talk to: the one answering at --url; else, when --url is a loopback address, an
 * embedded one on a free port over --data-dir, called with that data dir's admin key and stopped
 * by close(). A remote --url that does not answer is exit 4: starting a local server would quietly
 * process the documents somewhere the user did not ask for.
 */
export async function connect(s: ConnectionSettings, role: 'client' | 'admin', io: Io): Promise<Connection> {
  const running = await probe(s.url, PROBE_TIMEOUT_MS);
  if (running) {
    const key = role === 'admin' ? adminKeyOf(s) : (s.key ?? adminKeyOf(s));
    if (!key) {
      throw new CliError(EXIT.key, role === 'admin'
        ? `no admin key: pass --admin-key, set DOCINTEL_ADMIN_KEY, or point --data-dir at the server's data dir`
        : `no API key: pass --key or set DOCINTEL_API_KEY (or --admin-key / <data-dir>/admin.key)`);
    }
    return { client: new ApiClient(s.url, key), embedded: false, close: async () => undefined };
  }
  const host = new URL(s.url).hostname.replace(/^\[|\]$/g, '');
  if (!s.embed || !isLoopbackHost(host)) {
    throw new CliError(EXIT.unreachable, `no DocIntel server answers at ${s.url}${s.embed ? '' : ' (and --no-embedded is set)'}; start one with 'docintel serve'`);
  }
  io.stderr.write(`docintel: no server at ${s.url}; starting an embedded one on data dir ${s.dataDir}\n`);
  // Said, not silently dropped: a client key belongs to some server's database, the embedded one uses its own admin key.
  if (role === 'client' && s.key) io.stderr.write("docintel: --key / DOCINTEL_API_KEY is not used with the embedded server; it is called with the data dir's admin key\n");
  const server = await startEmbedded(s.dataDir);
  const key = adminKeyOf(s);
  if (!key) {
    await server.stop();
    throw new CliError(EXIT.key, `the embedded server started but ${join(s.dataDir, ADMIN_KEY_FILE)} holds no admin key`);
  }
  return { client: new ApiClient(server.url, key), embedded: true, close: () => server.stop() };
}

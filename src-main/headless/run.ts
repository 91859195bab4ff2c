import { existsSync } from 'node:fs';
import { createHost, listenHost } from '../host';
import { StorageStartError } from '../storage/startup';
import { ConfigError, isLoopbackHost, parseConfig } from './config';
import { listenFailure, SERVER_USAGE } from './usage';

export interface RunOptions {
  version: string;
  workerEntry: string | URL;
  uiDir: string | null;
  argv: string[];
}

/**
 * The headless server: parse options, start, print the one ready line, stop cleanly on
 * SIGINT/SIGTERM. Shared by `npm run serve` and the browser fallback of `npm start`.
 */
export async function runHeadless(options: RunOptions): Promise<void> {
  if (options.argv.includes('--help') || options.argv.includes('-h')) {
    process.stdout.write(SERVER_USAGE);
    process.exit(0);
  }
  let config;
  try {
    config = parseConfig(options.argv);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`docintel: ${err.message} (see --help)`);
      process.exit(2);
    }
    throw err;
  }
  if (!isLoopbackHost(config.host) && !config.allowRemote) {
    console.error(`docintel: refusing to bind to ${config.host}: only loopback is allowed without --allow-remote`);
    process.exit(2);
  }
  if (!isLoopbackHost(config.host)) {
    console.error(`WARNING: DocIntel is reachable from other machines on ${config.host}; every request still needs a key.`);
  }
  let host;
  try {
    host = await createHost({ config, version: options.version, workerEntry: options.workerEntry, uiDir: options.uiDir, logger: true });
  } catch (err) {
    // A damaged or lost database, or a data dir that refuses writes: the sentence says what and how to restore.
    if (err instanceof StorageStartError) {
      console.error(err.message);
      process.exit(1);
    }
    // A data dir that cannot be created or opened (permissions, a file in the way, a read-only disk) is the user's to fix: one line.
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) throw err;
    console.error(`DocIntel: cannot use the data dir ${config.dataDir} (${err instanceof Error ? err.message : code}). Use --data-dir.`);
    process.exit(1);
  }
  let url: string;
  try {
    url = await listenHost(host, config);
  } catch (err) {
    const line = listenFailure(err, config.host, config.port);
    if (line === null) throw err;
    // One readable line, no stack: the user's fix is another --port (or stopping the other server).
    console.error(line);
    await host.close();
    process.exit(3);
  }
  // Signals are taken before the ready line: whoever reads it may stop the server at once.
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.error(`docintel: ${signal} received, finishing requests in flight`);
    const force = setTimeout(() => {
      console.error('docintel: requests still running after 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    host.close().then(() => process.exit(0), (err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // Printed once the port is ours, so a start that fails prints nothing but its one reason.
  if (host.adminKeyFile) console.log(`Admin key: ${host.adminKeyFile}`);
  else console.log('Admin key: from DOCINTEL_ADMIN_KEY');
  console.log(`DocIntel listening on ${url}`);
  if (!options.uiDir || !existsSync(options.uiDir)) console.error("docintel: the UI is not built here ('npm run build'); serving the API only");
}

import { DEFAULT_HOST, DEFAULT_PORT } from './config';

/**
 * What `npm run serve -- --help`, `node out/main/headless.js --help` and `docintel serve --help` print:
 * one text, so the three never disagree about the options parseConfig accepts.
 */
export const SERVER_USAGE = `Usage: docintel serve [options]      (also: npm run serve -- [options], node out/main/headless.js [options])

Runs the DocIntel server: the /v1 API and the operator's UI on one local port.

Options (each also read from the environment):
  --host HOST        address to bind (DOCINTEL_HOST; default ${DEFAULT_HOST}); anything but loopback needs --allow-remote
  --port PORT        port (DOCINTEL_PORT; default ${DEFAULT_PORT}); 0 picks a free port
  --data-dir DIR     database, admin.key, settings (DOCINTEL_DATA_DIR; default the per-user application-data folder)
  --workers N        pipeline worker threads, 1..64 (DOCINTEL_WORKERS; default 2)
  --allow-remote     allow a non-loopback --host (DOCINTEL_ALLOW_REMOTE=1)
  -h, --help         print this text and exit

Environment only: DOCINTEL_ADMIN_KEY (preset admin key), DOCINTEL_MAX_QUEUED_TASKS, DOCINTEL_TESSDATA,
DOCINTEL_SMTP_URL, DOCINTEL_MAIL_FROM, DOCINTEL_OUTBOUND_LOG, DOCINTEL_REQUEST_TIMEOUT_MS (default 300000).

Exit codes: 0 stopped by SIGINT/SIGTERM, 1 failure (the data dir cannot be written, the database is damaged or lost), 2 bad options,
3 the address cannot be bound (port in use).
`;

/** Errors of binding a socket that the user fixes by choosing another address, said in one line. */
export function listenFailure(err: unknown, host: string, port: number): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return `DocIntel: port ${port} on ${host} is already in use — is another DocIntel running? Use --port.`;
  if (code === 'EACCES') return `DocIntel: not allowed to listen on port ${port} of ${host} — ports below 1024 need privileges. Use --port.`;
  if (code === 'EADDRNOTAVAIL') return `DocIntel: address ${host} does not belong to this machine. Use --host.`;
  return null;
}

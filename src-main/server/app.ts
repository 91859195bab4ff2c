import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { trackConnections } from './connections';
import { exportRoutes } from './routes/export';
import { embedRoutes } from './routes/embed';
import { contentSecurityPolicy } from './guards/csp';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, API_VERSION } from '../../src-shared/contract/version';
import { openApiRoutes } from './routes/openapi';
import type { ClientService } from '../services/clients';
import type { ProcessingDeps } from '../services/processing';
import { authenticate } from './guards/auth';
import { isCabinetPath } from './guards/cabinet';
import { originGuard } from './guards/origin';
import { cabinetRoutes } from './routes/cabinet';
import type { CabinetService } from '../services/cabinet';
import { answerClientError, answerConnect, answerFrameworkError, answerUnmetExpectation, installErrorHandling } from './errors';
import { headerCountGuard, MAX_HEADERS_COUNT } from './guards/headers';
import { adminClientRoutes } from './routes/admin-clients';
import { healthRoutes } from './routes/health';
import { processRoutes } from './routes/process';
import { schemaRoutes } from './routes/schemas';
import { adminSettingsRoutes } from './routes/admin-settings';
import type { SettingsStore } from '../services/settings';
import type { PlanTable } from '../services/plans';
import type { TaskService } from '../services/tasks';
import { taskRoutes } from './routes/tasks';
import { statsRoutes } from './routes/stats';
import { olderExtractRoutes } from './routes/older-extract';
import { olderTaskRoutes } from './routes/older-task';
import { olderSplitRoutes } from './routes/older-split';
import { matchRoutes } from './routes/match';
import type { StatsService } from '../services/stats';
import { chatRoutes } from './routes/chat';
import { ladderRoutes } from './routes/ladder';

export interface AppDeps {
  version: string;
  clients: ClientService;
  processing: ProcessingDeps;
  settings: SettingsStore;
  plans: PlanTable;
  tasks: TaskService;
  stats: StatsService;
  /** The built renderer (index.html + assets); the UI is not served when absent. */
  uiDir: string | null;
  logger?: boolean;
  /** The browser cabinet (login links, session cookie); absent: no cabinet routes, keys only. */
  cabinet?: CabinetService;
  /** Host names accepted besides loopback ones, only with --allow-remote (guards/origin.ts). */
  allowedHosts?: readonly string[];
  /** Time a client has to send a whole request (DOCINTEL_REQUEST_TIMEOUT_MS); default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/**
 * A request (headers and body) must arrive within 300 s, the spec's cut for synchronous work: behind
 * the external proxy nothing longer survives anyway, and on loopback a 50 MB upload takes under a second.
 * Only receiving counts: Node stops the clock once the body is read, so long processing is not cut.
 */
export const REQUEST_TIMEOUT_MS = 300_000;
/** Node's own default for the headers alone: a client that has not sent its headers in a minute is gone. */
export const HEADERS_TIMEOUT_MS = 60_000;

/** Node's connection timers for a request timeout (headers get the smaller of their own and the request's). */
export function connectionTimers(requestTimeoutMs: number): { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number } {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  // Node looks for expired requests only every interval (30 s by default); a quarter of the timeout
  // keeps the answer close to the deadline without waking up for nothing.
  return { requestTimeout: requestTimeoutMs, headersTimeout, connectionsCheckingInterval: Math.max(50, Math.floor(headersTimeout / 4)) };
}

/** Builds the HTTP app without listening: the same app serves Electron, headless mode and tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const timers = connectionTimers(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const app = Fastify({
    logger: deps.logger ? { level: 'warn' } : false,
    // Errors before a request exists (router, HTTP parser, timeouts) are answered in form 2 too (errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    requestTimeout: timers.requestTimeout,
    // A request without Host goes on to the origin guard (403 FORBIDDEN_HOST, form 2) instead of Node's empty 400.
    http: { headersTimeout: timers.headersTimeout, connectionsCheckingInterval: timers.connectionsCheckingInterval, requireHostHeader: false },
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: false,
    // Closing ends waiting connections itself (connections.ts): Node's 'idle' test misses half-sent requests.
    forceCloseConnections: false,
  });
  const connections = trackConnections(app.server);
  app.addHook('preClose', (done) => {
    connections.closeWaiting();
    done();
  });
  // Node's default (2000) would drop further headers silently; ours is refused by the first hook below.
  app.server.maxHeadersCount = MAX_HEADERS_COUNT;
  // The two requests Node answers itself, without Fastify: an unknown `Expect` and CONNECT.
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.server.on('connect', answerConnect);
  installErrorHandling(app);
  // SPEC "Versioning": every answer, errors included, names the interface version it speaks.
  app.addHook('onSend', async (_request, reply) => { void reply.header('x-api-version', API_VERSION); });
  // The first hook of all: the guards after it must see every header the client sent.
  app.addHook('onRequest', headerCountGuard(MAX_HEADERS_COUNT));
  // Then a foreign Host or Origin is refused before auth and before any body byte is read.
  app.addHook('onRequest', originGuard({ allowedHosts: deps.allowedHosts ?? [] }));
  // Only JSON and multipart bodies exist in the contract; a text/plain body is "not JSON".
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('caller', null);
  await app.register(multipart, { throwFileSizeLimit: false });

  const checkKey = authenticate(deps.clients, deps.cabinet);
  app.addHook('onRequest', async (request) => {
    // Cabinet paths authenticate by session cookie in their own hook (routes/cabinet.ts), never by key.
    if (deps.cabinet && isCabinetPath(request.url)) return;
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) await checkKey(request);
  });

  await app.register(healthRoutes(deps.version));
  await app.register(openApiRoutes);
  if (deps.cabinet) await app.register(cabinetRoutes(deps.cabinet));
  await app.register(processRoutes(deps.processing, deps.tasks, deps.stats));
  await app.register(statsRoutes(deps.stats));
  await app.register(chatRoutes(deps.processing, deps.stats));
  await app.register(ladderRoutes(deps.processing, deps.stats));
  await app.register(taskRoutes(deps.tasks));
  await app.register(matchRoutes((input) => deps.processing.pool.matchRegistry(input), deps.stats));
  await app.register(exportRoutes((input) => deps.processing.inspector.exportXlsx(input)));
  await app.register(olderExtractRoutes(deps.processing, deps.stats));
  await app.register(olderTaskRoutes(deps.processing, deps.tasks, deps.stats));
  await app.register(olderSplitRoutes(deps.processing, deps.stats));
  await app.register(embedRoutes(deps.processing, deps.stats));
  await app.register(adminClientRoutes(deps.clients));
  await app.register(schemaRoutes);
  await app.register(adminSettingsRoutes({ settings: deps.settings, plans: deps.plans, outboundLog: deps.processing.outboundLog, now: deps.processing.now }));

  if (deps.uiDir && existsSync(deps.uiDir)) {
    contentSecurityPolicy(app, API_PREFIX);
    await app.register(fastifyStatic, { root: deps.uiDir, prefix: '/', index: ['index.html'], wildcard: false });
    // Client-side routes of the UI fall back to index.html; /v1 misses stay contract 404s.
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}

import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '../../src-shared/contract/version';
import type { ClientService } from '../services/clients';
import type { ProcessingDeps } from '../services/processing';
import { authenticate } from './guards/auth';
import { installErrorHandling } from './errors';
import { adminClientRoutes } from './routes/admin-clients';
import { healthRoutes } from './routes/health';
import { processRoutes } from './routes/process';
import { schemaRoutes } from './routes/schemas';
import { adminSettingsRoutes } from './routes/admin-settings';
import type { SettingsStore } from '../services/settings';
import type { PlanTable } from '../services/plans';

export interface AppDeps {
  version: string;
  clients: ClientService;
  processing: ProcessingDeps;
  settings: SettingsStore;
  plans: PlanTable;
  /** The built renderer (index.html + assets); the UI is not served when absent. */
  uiDir: string | null;
  logger?: boolean;
}

/** Builds the HTTP app without listening: the same app serves Electron, headless mode and tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ? { level: 'warn' } : false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: false,
    forceCloseConnections: false,
  });
  installErrorHandling(app);
  // Only JSON and multipart bodies exist in the contract; a text/plain body is "not JSON".
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('caller', null);
  await app.register(multipart, { throwFileSizeLimit: false });

  const checkKey = authenticate(deps.clients);
  app.addHook('onRequest', async (request) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)) await checkKey(request);
  });

  await app.register(healthRoutes(deps.version));
  await app.register(processRoutes(deps.processing));
  await app.register(adminClientRoutes(deps.clients));
  await app.register(schemaRoutes);
  await app.register(adminSettingsRoutes(deps.settings, deps.plans));

  if (deps.uiDir && existsSync(deps.uiDir)) {
    await app.register(fastifyStatic, { root: deps.uiDir, prefix: '/', index: ['index.html'], wildcard: false });
    // Client-side routes of the UI fall back to index.html; /v1 misses stay contract 404s.
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}

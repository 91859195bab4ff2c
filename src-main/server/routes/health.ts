import type { FastifyInstance } from 'fastify';
import { API_VERSION } from '../../../src-shared/contract/version';

/** `GET /health`: no key, no database, answers at once. `api_version`: the interface version (docs/decisions.md). */
export function healthRoutes(version: string) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/health', async () => ({ status: 'ok', version, api_version: API_VERSION }));
  };
}

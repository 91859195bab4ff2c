import type { FastifyInstance } from 'fastify';

/** `GET /health`: no key, no database, answers at once. */
export function healthRoutes(version: string) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/health', async () => ({ status: 'ok', version }));
  };
}

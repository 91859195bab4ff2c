import type { FastifyInstance } from 'fastify';
import type { StatsService } from '../../services/stats';
import { requireAdmin } from '../guards/auth';

/** `GET /v1/stats`, `POST /v1/stats/reset`: admin only (our decision: statistics span every account). */
export function statsRoutes(stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request) => { requireAdmin(request); });
    app.get('/v1/stats', async () => stats.view());
    app.post('/v1/stats/reset', async () => stats.reset());
  };
}

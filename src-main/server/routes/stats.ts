import type { FastifyInstance } from 'fastify';
import type { StatsService } from '../../services/stats';
import { requireAdmin, requireCaller } from '../guards/auth';

/**
 * `GET /v1/stats`: the admin key sees every account's requests (`scope: all`), a client key its own
 * (`scope: client`; docs/decisions.md "Statistics for a client key"). `POST /v1/stats/reset` stays
 * admin only: it removes every account's rows.
 */
export function statsRoutes(stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/v1/stats', async (request) => {
      const caller = requireCaller(request);
      return stats.view(caller.isAdmin ? null : caller.client.id);
    });
    app.post('/v1/stats/reset', async (request) => {
      requireAdmin(request);
      return stats.reset();
    });
  };
}

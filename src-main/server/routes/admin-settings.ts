import type { FastifyInstance } from 'fastify';
import type { SettingsStore } from '../../services/settings';
import { redactModel } from '../../services/settings';
import { requireAdmin } from '../guards/auth';

/** Ours (additive): `GET/PUT /v1/admin/settings/model` — the model provider chain. Admin key only. */
export function adminSettingsRoutes(settings: SettingsStore) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request) => { requireAdmin(request); });
    app.get('/v1/admin/settings/model', async () => redactModel(settings.get().model));
    app.put('/v1/admin/settings/model', async (request) => redactModel(settings.setModel(request.body)));
  };
}

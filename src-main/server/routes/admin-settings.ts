import type { FastifyInstance } from 'fastify';
import type { SettingsStore } from '../../services/settings';
import { redactModel } from '../../services/settings';
import { requireAdmin } from '../guards/auth';
import type { PlanTable } from '../../services/plans';

/** Ours (additive): `GET/PUT /v1/admin/settings/model` (the model chain) and `…/plans` (the plan table). Admin key only. */
export function adminSettingsRoutes(settings: SettingsStore, plans: PlanTable) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request) => { requireAdmin(request); });
    app.get('/v1/admin/settings/model', async () => redactModel(settings.get().model));
    app.put('/v1/admin/settings/model', async (request) => redactModel(settings.setModel(request.body)));
    app.get('/v1/admin/settings/plans', async () => plans.all());
    app.put('/v1/admin/settings/plans', async (request) => {
      settings.setPlans(request.body);
      return plans.all();
    });
  };
}

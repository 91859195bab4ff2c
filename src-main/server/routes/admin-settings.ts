import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { isLoopbackUrl } from '../../../src-shared/worker-protocol';
import type { SettingsStore } from '../../services/settings';
import { parseProvider, redactModel, REDACTED } from '../../services/settings';
import { readOutbound, testConnection } from '../../services/outbound';
import { requireAdmin, requireCaller } from '../guards/auth';
import type { PlanTable } from '../../services/plans';

import { OUTBOUND_LIMIT } from '../../../src-shared/contract/operations/admin-settings';

/** Entries the outbound log answer holds at most (bounds shared with `/openapi.json`). */
const OUTBOUND_MAX = OUTBOUND_LIMIT.maximum;

export interface SettingsRouteDeps {
  settings: SettingsStore;
  plans: PlanTable;
  /** The outbound log's path (null: none is kept). */
  outboundLog: string | null;
  now: () => Date;
}

/**
 * Ours (additive, docs/api.md): `GET/PUT /v1/admin/settings/model` (the model chain), `…/ocr` (the OCR engine),
 * `POST …/model/test` (a provider tried), `…/plans` (the plan table), `GET /v1/admin/outbound`
 * (what left the machine) — admin key only; and `GET /v1/egress` (whether anything can leave the
 * machine at all), for any key: the app's header shows it to every operator.
 */
export function adminSettingsRoutes(deps: SettingsRouteDeps) {
  const { settings, plans } = deps;
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/v1/egress', async (request) => {
      requireCaller(request);
      const providers = settings.get().model.providers.map((p) => ({ host: hostOf(p.baseUrl), loopback: isLoopbackUrl(p.baseUrl), anonymize: p.anonymize }));
      return { can_leave_machine: providers.some((p) => !p.loopback), providers };
    });
    await app.register(async (admin) => {
      admin.addHook('onRequest', async (request) => { requireAdmin(request); });
      admin.get('/v1/admin/settings/model', async () => redactModel(settings.get().model));
      admin.put('/v1/admin/settings/model', async (request) => redactModel(settings.setModel(request.body)));
      admin.post('/v1/admin/settings/model/test', async (request) => testConnection(providerToTest(settings, request.body), deps.outboundLog, deps.now));
      admin.get('/v1/admin/settings/ocr', async () => settings.ocr());
      admin.put('/v1/admin/settings/ocr', async (request) => settings.setOcr(request.body));
      admin.get('/v1/admin/settings/plans', async () => plans.all());
      admin.put('/v1/admin/settings/plans', async (request) => {
        settings.setPlans(request.body);
        return plans.all();
      });
      admin.get<{ Querystring: { limit?: string } }>('/v1/admin/outbound', async (request) => {
        const limit = request.query.limit === undefined ? OUTBOUND_LIMIT.default : Number(request.query.limit);
        if (!Number.isInteger(limit) || limit < OUTBOUND_LIMIT.minimum || limit > OUTBOUND_MAX) {
          throw new AppError('VALIDATION_ERROR', `limit must be an integer 1..${OUTBOUND_MAX}`, { errors: [{ loc: ['query', 'limit'], msg: `must be an integer 1..${OUTBOUND_MAX}` }] });
        }
        return { kept: deps.outboundLog !== null, entries: await readOutbound(deps.outboundLog, limit) };
      });
    });
  };
}

/** `{index}`: a stored provider, its key included; else a provider as PUT takes it (`***` keeps the stored key of the same address and model). */
function providerToTest(settings: SettingsStore, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b === 'object' && 'index' in b) {
    const stored = Number.isInteger(b.index) ? settings.provider(b.index as number) : null;
    if (!stored) throw new AppError('VALIDATION_ERROR', 'index names no stored provider', { errors: [{ loc: ['body', 'index'], msg: 'names no stored provider' }] });
    return stored;
  }
  const p = parseProvider(body, 'provider');
  return p.apiKey === REDACTED ? { ...p, apiKey: settings.storedKey(p) } : p;
}

function hostOf(baseUrl: string): string {
  return URL.canParse(baseUrl) ? new URL(baseUrl).host : baseUrl;
}

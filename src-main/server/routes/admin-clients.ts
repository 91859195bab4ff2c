import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { ASSIGNABLE_PLANS, CLIENT_MODEL_NAME_MAX, CLIENT_NAME_MAX, DEFAULT_PLAN } from '../../../src-shared/contract/clients';
import type { ClientModel } from '../../../src-shared/contract/clients';
import { CLIENT_CREATE } from '../../../src-shared/contract/operations/admin-clients';
import type { ClientFields, ClientService } from '../../services/clients';
import { requireAdmin } from '../guards/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** The names ClientCreate / ClientUpdate take: those of the spec `/openapi.json` shows. */
const EDITABLE = Object.keys(CLIENT_CREATE.fields);

interface ValidationIssue { loc: string[]; msg: string }

/**
 * SPEC "Administration": clients, their keys and usage. Admin key only.
 * Ours (additive): `GET/POST .../keys` and `POST .../keys/{key_id}/revoke` manage several keys.
 */
export function adminClientRoutes(clients: ClientService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', async (request) => { requireAdmin(request); });

    app.get('/v1/admin/clients', async () => clients.list());

    app.post('/v1/admin/clients', async (request, reply) => {
      const fields = clientFields(request.body, 'create') as ClientFields;
      return reply.status(201).send(clients.create(fields));
    });

    app.get<{ Params: { id: string } }>('/v1/admin/clients/:id', async (request) => clients.get(clientId(request.params.id)));

    app.patch<{ Params: { id: string } }>('/v1/admin/clients/:id', async (request) => {
      const id = clientId(request.params.id);
      return clients.update(id, clientFields(request.body, 'update'));
    });

    app.post<{ Params: { id: string } }>('/v1/admin/clients/:id/rotate-key', async (request) => clients.rotateKey(clientId(request.params.id)));

    app.get<{ Params: { id: string } }>('/v1/admin/clients/:id/usage', async (request) => clients.usageOf(clientId(request.params.id)));

    app.get<{ Params: { id: string } }>('/v1/admin/clients/:id/keys', async (request) => clients.keys(clientId(request.params.id)));

    app.post<{ Params: { id: string } }>('/v1/admin/clients/:id/keys', async (request, reply) => {
      return reply.status(201).send(clients.issueKey(clientId(request.params.id)));
    });

    app.post<{ Params: { id: string; keyId: string } }>('/v1/admin/clients/:id/keys/:keyId/revoke', async (request) => {
      return clients.revokeKey(clientId(request.params.id), request.params.keyId);
    });
  };
}

function clientId(id: string): string {
  if (!UUID.test(id)) throw validationError([{ loc: ['path', 'client_id'], msg: 'must be a UUID' }]);
  return id.toLowerCase();
}

/** ClientCreate / ClientUpdate rules; every problem is reported at once. */
function clientFields(body: unknown, kind: 'create' | 'update'): Partial<ClientFields> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([{ loc: ['body'], msg: 'must be a JSON object' }]);
  }
  const input = body as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  const out: Partial<ClientFields> = {};
  for (const key of Object.keys(input)) {
    if (!EDITABLE.includes(key)) issues.push({ loc: ['body', key], msg: 'unknown field' });
  }
  if ('name' in input || kind === 'create') {
    const name = input.name;
    if (typeof name !== 'string') issues.push({ loc: ['body', 'name'], msg: kind === 'create' && name === undefined ? 'field required' : 'must be a string' });
    else if (name.length < 1 || name.length > CLIENT_NAME_MAX) issues.push({ loc: ['body', 'name'], msg: `length must be 1 to ${CLIENT_NAME_MAX}` });
    else out.name = name;
  }
  for (const key of ['email', 'description'] as const) {
    if (!(key in input)) {
      if (kind === 'create') out[key] = null;
      continue;
    }
    const v = input[key];
    if (v !== null && typeof v !== 'string') issues.push({ loc: ['body', key], msg: 'must be a string or null' });
    else if (key === 'email' && typeof v === 'string' && !/^[^\s@]+@[^\s@]+$/.test(v)) issues.push({ loc: ['body', key], msg: 'must be an e-mail address' });
    else out[key] = v;
  }
  if ('plan' in input || kind === 'create') {
    const plan = input.plan ?? (kind === 'create' ? DEFAULT_PLAN : undefined);
    if (typeof plan !== 'string' || !(ASSIGNABLE_PLANS as readonly string[]).includes(plan)) {
      issues.push({ loc: ['body', 'plan'], msg: `must be one of ${ASSIGNABLE_PLANS.join(', ')}` });
    } else out.plan = plan;
  }
  if ('model' in input) {
    const model = pinOf(input.model, issues);
    if (model !== undefined) out.model = model;
  }
  if (issues.length > 0) throw validationError(issues);
  return out;
}

/**
 * Ours: `model: {provider, model?}` pins the client to a provider of the chain (by its name), null
 * unpins (services/client-model.ts). Whether the name exists is checked by the service, against
 * the chain in force. undefined: the value had problems, recorded in `issues`.
 */
function pinOf(raw: unknown, issues: ValidationIssue[]): ClientModel | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    issues.push({ loc: ['body', 'model'], msg: 'must be an object {provider, model?} or null' });
    return undefined;
  }
  const input = raw as Record<string, unknown>;
  const before = issues.length;
  for (const key of Object.keys(input)) {
    if (key !== 'provider' && key !== 'model') issues.push({ loc: ['body', 'model', key], msg: 'unknown field; a pin has provider and model' });
  }
  const name = (key: 'provider' | 'model', required: boolean): string | null => {
    const v = input[key];
    if (v === undefined || v === null) {
      if (required) issues.push({ loc: ['body', 'model', key], msg: 'field required' });
      return null;
    }
    if (typeof v !== 'string' || v.trim().length < 1 || v.length > CLIENT_MODEL_NAME_MAX) {
      issues.push({ loc: ['body', 'model', key], msg: `must be a string of 1 to ${CLIENT_MODEL_NAME_MAX} characters` });
      return null;
    }
    return v.trim();
  };
  const provider = name('provider', true);
  const model = name('model', false);
  return issues.length > before || provider === null ? undefined : { provider, model };
}

function validationError(errors: ValidationIssue[]): AppError {
  return new AppError('VALIDATION_ERROR', errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; '), { errors });
}

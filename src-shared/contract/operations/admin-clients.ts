import { ASSIGNABLE_PLANS, CLIENT_MODEL_NAME_MAX, CLIENT_NAME_MAX, DEFAULT_PLAN } from '../clients';
import { CLIENT_CREATED_SCHEMA, CLIENT_SCHEMA, CLIENT_USAGE_SCHEMA, ISSUED_KEY_SCHEMA, KEY_INFO_SCHEMA } from '../json-schema/clients';
import { PROCESSING_ERROR_SCHEMA } from '../json-schema/errors';
import type { JsonSchema, OperationSpec } from './spec';

/**
 * SPEC "Administration" (admin key only) plus our key management. The route
 * (src-main/server/routes/admin-clients.ts) takes its editable names and bounds from these specs.
 */
const CLIENT_ID = { client_id: 'The client id (a UUID).' };
const NOT_FOUND = { 404: { description: 'CLIENT_NOT_FOUND.', schema: PROCESSING_ERROR_SCHEMA } };
const FIELDS = {
  name: { kind: 'string', minLength: 1, maxLength: CLIENT_NAME_MAX, description: 'Display name of the client.' },
  email: { kind: 'string', nullable: true, description: 'Contact address (`user@host`), or null.' },
  description: { kind: 'string', nullable: true, description: 'Free text, or null.' },
  plan: { kind: 'string', enum: ASSIGNABLE_PLANS, description: 'The plan: monthly package, quota and rate limits.' },
  model: {
    kind: 'json', nullable: true,
    schema: { type: 'object', additionalProperties: false, required: ['provider'], properties: {
      provider: { type: 'string', minLength: 1, maxLength: CLIENT_MODEL_NAME_MAX }, model: { type: ['string', 'null'], minLength: 1, maxLength: CLIENT_MODEL_NAME_MAX } } },
    description: 'Ours: pin the client to a provider of the model chain by its name (and optionally another model name for it); null unpins. An unknown provider is a 422.',
  },
} as const;

export const CLIENT_CREATE: OperationSpec = {
  operationId: 'createClient', method: 'POST', path: '/v1/admin/clients', tag: 'admin', auth: 'admin',
  summary: 'Create a client and its first key', body: 'json',
  fields: { ...FIELDS, name: { ...FIELDS.name, required: true }, plan: { ...FIELDS.plan, default: DEFAULT_PLAN } },
  example: { name: 'Acme accounting', email: 'it@acme.example', plan: 'starter' },
  response: { status: 201, description: 'The client with its key, shown only this once.', schema: CLIENT_CREATED_SCHEMA },
};

export const CLIENT_UPDATE: OperationSpec = {
  operationId: 'updateClient', method: 'PATCH', path: '/v1/admin/clients/:client_id', tag: 'admin', auth: 'admin',
  summary: 'Change a client: name, email, description, plan, its own model', description: 'Only the fields sent change; `null` clears email and description.',
  body: 'json', fields: FIELDS, params: CLIENT_ID,
  response: { status: 200, description: 'The client after the change.', schema: CLIENT_SCHEMA }, otherResponses: NOT_FOUND,
};

const get = (operationId: string, path: string, summary: string, schema: JsonSchema, description = 'OK.'): OperationSpec => ({
  operationId, method: 'GET', path, tag: 'admin', auth: 'admin', summary, body: 'none', fields: {},
  ...(path.includes(':client_id') ? { params: CLIENT_ID, otherResponses: NOT_FOUND } : {}),
  response: { status: 200, description, schema },
});

export const ADMIN_CLIENT_OPERATIONS: readonly OperationSpec[] = [
  get('listClients', '/v1/admin/clients', 'List every client', { type: 'array', items: CLIENT_SCHEMA }),
  CLIENT_CREATE,
  get('getClient', '/v1/admin/clients/:client_id', 'One client', CLIENT_SCHEMA),
  CLIENT_UPDATE,
  { operationId: 'rotateClientKey', method: 'POST', path: '/v1/admin/clients/:client_id/rotate-key', tag: 'admin', auth: 'admin',
    summary: 'Replace the active key with a new one', description: 'The old key stops working at once; the new one is shown only this once.',
    body: 'none', fields: {}, params: CLIENT_ID, otherResponses: NOT_FOUND,
    response: { status: 200, description: 'The client with its new key.', schema: CLIENT_CREATED_SCHEMA } },
  get('getClientUsage', '/v1/admin/clients/:client_id/usage', 'Pages and requests per month, with overage', CLIENT_USAGE_SCHEMA),
  get('listClientKeys', '/v1/admin/clients/:client_id/keys', 'The keys of a client, revoked ones included (ours)', { type: 'array', items: KEY_INFO_SCHEMA }),
  { operationId: 'issueClientKey', method: 'POST', path: '/v1/admin/clients/:client_id/keys', tag: 'admin', auth: 'admin',
    summary: 'Issue another key (ours; at most five active: KEY_LIMIT_REACHED)', body: 'none', fields: {}, params: CLIENT_ID,
    otherResponses: NOT_FOUND, response: { status: 201, description: 'The new key, shown only this once.', schema: ISSUED_KEY_SCHEMA } },
  { operationId: 'revokeClientKey', method: 'POST', path: '/v1/admin/clients/:client_id/keys/:key_id/revoke', tag: 'admin', auth: 'admin',
    summary: 'Revoke a key (ours): it stops working but stays listed with its usage', body: 'none', fields: {},
    params: { ...CLIENT_ID, key_id: 'The key id, as listed by GET …/keys.' },
    otherResponses: { 404: { description: 'CLIENT_NOT_FOUND or KEY_NOT_FOUND.', schema: PROCESSING_ERROR_SCHEMA } },
    response: { status: 200, description: 'The key after revocation.', schema: KEY_INFO_SCHEMA } },
];

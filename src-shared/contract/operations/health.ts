import type { OperationSpec } from './spec';

/** `GET /health`: no key, no database. `api_version` is the interface version (SPEC "Versioning"). */
export const HEALTH: OperationSpec = {
  operationId: 'health',
  method: 'GET',
  path: '/health',
  tag: 'service',
  summary: 'Is the server up; its app and interface versions',
  description: 'Needs no key and touches no database. Every answer of the server also carries the interface version in the `X-API-Version` header.',
  body: 'none',
  fields: {},
  response: { status: 200, description: 'The server is up.', schema: {
    type: 'object', additionalProperties: false, required: ['status', 'version', 'api_version'],
    properties: {
      status: { const: 'ok' },
      version: { type: 'string', description: 'Version of the application build.' },
      api_version: { type: 'string', description: 'Version of the interface description (`info.version` of /openapi.json).' },
    },
  } },
  auth: 'none',
};

import { PLAN_NAMES } from '../clients';
import { OCR_ENGINES } from '../../worker-protocol';
import type { FieldSpec, JsonSchema, OperationSpec } from './spec';

/**
 * Our settings API (docs/api.md "Model providers"): the model chain, the plan table, the outbound
 * log (admin key), and `GET /v1/egress` (any key). Bodies are checked by parseModel / parseProvider /
 * parsePlans in src-main/services/settings.ts; tests hold those and these specs together.
 */
const ANONYMIZE = ['auto', 'always', 'never'] as const;
const ANONYMIZATION = ['fail_closed', 'best_effort'] as const;
export const PROVIDER_TIMEOUT = { minimum: 100, maximum: 600_000, default: 60_000 } as const;
export const PLAN_FIELD_NAMES = ['package', 'quota', 'pagesPerMinute', 'maxPagesPerDocument'] as const;
export const OUTBOUND_LIMIT = { minimum: 1, maximum: 1000, default: 200 } as const;

const PROVIDER_FIELDS = {
  name: { kind: 'string', description: 'A label; defaults to the host of `baseUrl`.' },
  baseUrl: { kind: 'string', description: 'OpenAI-compatible endpoint, http or https, e.g. `http://127.0.0.1:11434/v1`.' },
  model: { kind: 'string', description: 'The model name the endpoint knows.' },
  apiKey: { kind: 'string', nullable: true, description: 'The provider key, or null; `***` keeps the stored key of the same address and model.' },
  timeoutMs: { kind: 'integer', ...PROVIDER_TIMEOUT, description: 'Per call.' },
  anonymize: { kind: 'string', enum: ANONYMIZE, default: 'auto', description: '`auto`: anonymize unless on loopback; `never` is refused for endpoints off this machine.' },
} as const satisfies Record<string, FieldSpec>;

const PROVIDER_SCHEMA: JsonSchema = {
  type: 'object', required: ['baseUrl', 'model'],
  properties: {
    name: { type: 'string' }, baseUrl: { type: 'string', minLength: 1 }, model: { type: 'string', minLength: 1 },
    apiKey: { type: ['string', 'null'] }, timeoutMs: { type: 'integer', ...PROVIDER_TIMEOUT }, anonymize: { type: 'string', enum: [...ANONYMIZE] },
  },
};

const MODEL_SETTINGS_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['providers', 'builtinFallback', 'anonymization'],
  properties: {
    providers: { type: 'array', items: { ...PROVIDER_SCHEMA, required: ['name', 'baseUrl', 'model', 'apiKey', 'timeoutMs', 'anonymize'],
      properties: { ...(PROVIDER_SCHEMA.properties as object), apiKey: { enum: ['***', null], description: 'Stored keys are never shown.' } } } },
    builtinFallback: { type: 'boolean' },
    anonymization: { type: 'string', enum: [...ANONYMIZATION] },
  },
};

const PLAN_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false,
  properties: Object.fromEntries(PLAN_FIELD_NAMES.map((k) => [k, { type: 'integer', minimum: 1 }])),
};
const PLAN_TABLE_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: [...PLAN_NAMES],
  properties: Object.fromEntries(PLAN_NAMES.map((p) => [p, { ...PLAN_SCHEMA, required: [...PLAN_FIELD_NAMES] }])),
};

const OCR_SETTINGS_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['engine'],
  properties: { engine: { type: 'string', enum: [...OCR_ENGINES] } },
};

const admin = (spec: Omit<OperationSpec, 'tag' | 'auth'>): OperationSpec => ({ ...spec, tag: 'settings', auth: 'admin' });

export const SETTINGS_OPERATIONS: readonly OperationSpec[] = [
  admin({ operationId: 'getModelSettings', method: 'GET', path: '/v1/admin/settings/model', summary: 'The model chain (provider keys shown as ***)',
    body: 'none', fields: {}, response: { status: 200, description: 'The chain.', schema: MODEL_SETTINGS_SCHEMA } }),
  admin({ operationId: 'putModelSettings', method: 'PUT', path: '/v1/admin/settings/model', summary: 'Replace the model chain',
    description: 'Providers are tried in order; the chain ends with the built-in extractor unless `builtinFallback` is false.',
    body: 'json', fields: {
      providers: { kind: 'json', schema: { type: 'array', items: PROVIDER_SCHEMA }, default: [], description: 'Tried in order; empty: the built-in extractor only.' },
      builtinFallback: { kind: 'boolean', default: true, description: 'End the chain with the built-in extractor; false → PROVIDER_UNAVAILABLE when all fail.' },
      anonymization: { kind: 'string', enum: ANONYMIZATION, default: 'fail_closed', description: '`fail_closed` refuses to send when a residual scan still finds personal data.' },
    }, response: { status: 200, description: 'The chain as stored.', schema: MODEL_SETTINGS_SCHEMA } }),
  admin({ operationId: 'testModelProvider', method: 'POST', path: '/v1/admin/settings/model/test', summary: 'Try a provider: GET {baseUrl}/models',
    description: 'Either `{index}` of a stored provider (its key included) or a provider as PUT takes it. Logged in the outbound log.',
    body: 'json', fields: { index: { kind: 'integer', minimum: 0, description: 'A stored provider, by its place in the chain.' }, ...PROVIDER_FIELDS },
    response: { status: 200, description: 'What happened.', schema: {
      type: 'object', additionalProperties: false, required: ['ok', 'status', 'models', 'message'],
      properties: { ok: { type: 'boolean' }, status: { type: ['integer', 'null'] }, models: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
    } } }),
  admin({ operationId: 'getOcrSettings', method: 'GET', path: '/v1/admin/settings/ocr', summary: 'The OCR engine in force',
    body: 'none', fields: {}, response: { status: 200, description: 'The OCR settings.', schema: OCR_SETTINGS_SCHEMA } }),
  admin({ operationId: 'putOcrSettings', method: 'PUT', path: '/v1/admin/settings/ocr', summary: 'Choose the OCR engine',
    description: '`native` runs the `tesseract` program (5.x) where it is installed, on the same shipped language data (an A4 page in about 0.75–0.9 of the time); on a machine without it, jobs are read with tesseract.js and get an `ocr_engine_fallback` warning.',
    body: 'json', fields: {
      engine: { kind: 'string', enum: OCR_ENGINES, default: 'tesseract.js', description: '`tesseract.js` (WebAssembly, always offline) or `native`.' },
    }, response: { status: 200, description: 'The OCR settings as stored.', schema: OCR_SETTINGS_SCHEMA } }),
  admin({ operationId: 'getPlans', method: 'GET', path: '/v1/admin/settings/plans', summary: 'The plan table in force',
    body: 'none', fields: {}, response: { status: 200, description: 'Every plan.', schema: PLAN_TABLE_SCHEMA } }),
  admin({ operationId: 'putPlans', method: 'PUT', path: '/v1/admin/settings/plans', summary: 'Override plan fields (the rest keep their defaults)',
    body: 'json', fields: Object.fromEntries(PLAN_NAMES.map((p) => [p, { kind: 'json', schema: PLAN_SCHEMA, description: `Fields of the \`${p}\` plan to override.` }])),
    response: { status: 200, description: 'The plan table in force.', schema: PLAN_TABLE_SCHEMA } }),
  admin({ operationId: 'getOutboundLog', method: 'GET', path: '/v1/admin/outbound', summary: 'What left the machine, newest last',
    description: 'Never the text, the values or the placeholder table: host, size, anonymization and placeholder counts.',
    body: 'none', fields: {}, query: { limit: { kind: 'integer', ...OUTBOUND_LIMIT, description: 'Entries at most.' } },
    response: { status: 200, description: 'The log.', schema: {
      type: 'object', additionalProperties: false, required: ['kept', 'entries'],
      properties: { kept: { type: 'boolean', description: 'False when no log is kept.' }, entries: { type: 'array', items: {
        type: 'object', additionalProperties: false, required: ['at', 'provider_host', 'bytes', 'anonymized', 'placeholders'],
        properties: { at: { type: 'string', format: 'date-time' }, provider_host: { type: 'string' }, bytes: { type: 'integer', minimum: 0 },
          anonymized: { type: 'boolean' }, placeholders: { type: 'object', additionalProperties: { type: 'integer' } },
          residual: { type: 'object', additionalProperties: { type: 'integer' } }, purpose: { type: 'string', enum: ['extract', 'translate', 'connection_test'] } },
      } } },
    } } }),
];

export const EGRESS: OperationSpec = {
  operationId: 'getEgress', method: 'GET', path: '/v1/egress', tag: 'settings', auth: 'key',
  summary: 'Can anything leave this machine?', description: 'Any key: the app shows it to every operator.', body: 'none', fields: {},
  response: { status: 200, description: 'The configured providers by host.', schema: {
    type: 'object', additionalProperties: false, required: ['can_leave_machine', 'providers'],
    properties: { can_leave_machine: { type: 'boolean' }, providers: { type: 'array', items: {
      type: 'object', additionalProperties: false, required: ['host', 'loopback', 'anonymize'],
      properties: { host: { type: 'string' }, loopback: { type: 'boolean' }, anonymize: { type: 'string', enum: [...ANONYMIZE] } },
    } } },
  } },
};

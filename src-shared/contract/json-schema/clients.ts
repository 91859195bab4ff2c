import type { JsonSchema } from '../operations/spec';

/** JSON Schemas of the administration shapes (SPEC "Client (administration)"; ../clients.ts). */
const CLIENT_PROPERTIES = {
  id: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  email: { type: ['string', 'null'] },
  description: { type: ['string', 'null'] },
  api_key_prefix: { type: 'string', description: 'The start of the active key; the key itself is shown only once.' },
  plan: { type: 'string' },
  pages_used_this_month: { type: 'integer', minimum: 0 },
  pages_limit: { type: 'integer', minimum: 0 },
  is_active: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  model: {
    description: 'Ours (SPEC Authentication 1, "a custom model"): the provider of the chain this client\'s requests try first; null: the chain as configured.',
    oneOf: [{ type: 'null' }, {
      type: 'object', additionalProperties: false, required: ['provider', 'model', 'available'],
      properties: { provider: { type: 'string' }, model: { type: ['string', 'null'] }, available: { type: 'boolean', description: 'False when no provider of the current chain has that name (the pin is then not used).' } },
    }],
  },
};

export const CLIENT_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: Object.keys(CLIENT_PROPERTIES), properties: CLIENT_PROPERTIES,
};

export const CLIENT_CREATED_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: [...Object.keys(CLIENT_PROPERTIES), 'api_key'],
  properties: { ...CLIENT_PROPERTIES, api_key: { type: 'string', description: 'The full key, returned only this once.' } },
};

export const KEY_INFO_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'prefix', 'is_active', 'created_at', 'revoked_at', 'pages_used', 'requests'],
  properties: {
    id: { type: 'string' }, prefix: { type: 'string' }, is_active: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' }, revoked_at: { type: ['string', 'null'], format: 'date-time' },
    pages_used: { type: 'integer', minimum: 0 }, requests: { type: 'integer', minimum: 0 },
  },
};

export const ISSUED_KEY_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['key', 'api_key'],
  properties: { key: KEY_INFO_SCHEMA, api_key: { type: 'string', description: 'The full key, returned only this once.' } },
};

const COUNT = { type: 'integer', minimum: 0 };

export const CLIENT_USAGE_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['client_id', 'month', 'pages_used_this_month', 'pages_limit', 'requests_this_month', 'package_pages', 'months', 'keys'],
  properties: {
    client_id: { type: 'string', format: 'uuid' },
    month: { type: 'string', description: 'The current month, `YYYY-MM`.' },
    pages_used_this_month: COUNT, pages_limit: COUNT, requests_this_month: COUNT,
    package_pages: { ...COUNT, description: "The plan's monthly package (pages included before overage)." },
    months: { type: 'array', description: 'Per month, newest first.', items: {
      type: 'object', additionalProperties: false, required: ['month', 'pages', 'requests', 'package_pages', 'overage_pages', 'overage_rub'],
      properties: { month: { type: 'string' }, pages: COUNT, requests: COUNT, package_pages: COUNT, overage_pages: COUNT, overage_rub: { type: 'number', minimum: 0 } },
    } },
    keys: { type: 'array', items: KEY_INFO_SCHEMA },
  },
};

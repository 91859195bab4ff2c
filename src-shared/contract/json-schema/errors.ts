import { ERROR_CODES } from '../errors';
import type { JsonSchema } from '../operations/spec';

/**
 * JSON Schemas of the three error body forms (SPEC "Errors"), shared by every operation of
 * `/openapi.json`. Clients read `detail.code`, then `error.code`, then `detail` as a string.
 */
export const ERROR_INFO_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['code', 'message', 'details'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'Stable error code; the list is additive.' },
    message: { type: 'string' },
    details: { type: 'object', description: 'Machine-readable particulars; VALIDATION_ERROR carries `errors: [{loc, msg, type}]`.' },
  },
};

/** Form 1: request-shape errors (422), QUEUE_FULL, FREE_PLAN_NO_CHAT. */
export const DETAIL_ERROR_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['detail'],
  properties: { detail: ERROR_INFO_SCHEMA },
};

/** Form 2: processing, plan and other errors. */
export const PROCESSING_ERROR_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['success', 'error'],
  properties: { success: { const: false }, error: ERROR_INFO_SCHEMA },
};

/** Form 3: a missing or invalid key, checked before the endpoint. */
export const KEY_ERROR_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['detail'],
  properties: { detail: { type: 'string', description: "'X-API-Key header is missing' or 'Invalid API key'." } },
};

/** Any error but a key error: form 1 or form 2. */
export const ERROR_BODY_SCHEMA: JsonSchema = { oneOf: [DETAIL_ERROR_SCHEMA, PROCESSING_ERROR_SCHEMA] };

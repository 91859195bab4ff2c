import type { JsonSchema, OperationSpec } from './spec';
import { PROCESSING_ERROR_SCHEMA } from '../json-schema/errors';

/** The schema catalog (SPEC `GET /v1/schemas…`; the answers' shapes are ours, docs/api.md). */
const SCHEMA_INFO: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['type', 'title_ru', 'title_en', 'latest_version', 'versions'],
  properties: {
    type: { type: 'string', description: 'The schema type, e.g. `invoice`; usable as `document_type`.' },
    title_ru: { type: 'string' },
    title_en: { type: 'string' },
    latest_version: { type: 'string' },
    versions: { type: 'array', items: { type: 'string' }, description: 'Every version, oldest first.' },
  },
};
const NOT_FOUND = { 404: { description: 'SCHEMA_NOT_FOUND: an unknown type or version.', schema: PROCESSING_ERROR_SCHEMA } };
const TYPE = 'A catalog type, as listed by GET /v1/schemas.';

export const SCHEMAS_LIST: OperationSpec = {
  operationId: 'listSchemas', method: 'GET', path: '/v1/schemas', tag: 'schemas',
  summary: 'List the catalog of document schemas', body: 'none', fields: {}, auth: 'key',
  response: { status: 200, description: 'Every catalog type with its versions.', schema: {
    type: 'object', additionalProperties: false, required: ['schemas'], properties: { schemas: { type: 'array', items: SCHEMA_INFO } },
  } },
};

export const SCHEMA_INFO_OP: OperationSpec = {
  operationId: 'getSchemaInfo', method: 'GET', path: '/v1/schemas/:schema_type', tag: 'schemas',
  summary: 'One catalog type: titles and versions', body: 'none', fields: {}, params: { schema_type: TYPE }, auth: 'key',
  response: { status: 200, description: 'The type and its versions.', schema: SCHEMA_INFO },
  otherResponses: NOT_FOUND,
};

export const SCHEMA_VERSION_OP: OperationSpec = {
  operationId: 'getSchemaVersion', method: 'GET', path: '/v1/schemas/:schema_type/:version', tag: 'schemas',
  summary: 'One version of a catalog schema, with the JSON Schema itself', body: 'none', fields: {}, auth: 'key',
  params: { schema_type: TYPE, version: 'A version such as `1.0`, or `latest`.' },
  response: { status: 200, description: 'The JSON Schema; send it as `output_schema`.', schema: {
    type: 'object', additionalProperties: false, required: ['type', 'version', 'title_ru', 'title_en', 'schema'],
    properties: { type: { type: 'string' }, version: { type: 'string' }, title_ru: { type: 'string' }, title_en: { type: 'string' },
      schema: { type: 'object', description: 'A JSON Schema object.' } },
  } },
  otherResponses: NOT_FOUND,
};

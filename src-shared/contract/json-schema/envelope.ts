import { ENVELOPE_KEYS } from '../envelope';
import { SEVERITIES, WARNING_CODES } from '../warnings';
import type { JsonSchema } from '../operations/spec';
import { ERROR_INFO_SCHEMA } from './errors';

/**
 * JSON Schemas of the process envelope and the async task (SPEC "Process response envelope",
 * "Async task"), written once as data: `/openapi.json` names them as components and a test checks a
 * real `/v1/process` answer against them with ajv. They follow the types in ../envelope.ts and
 * ../tasks.ts key for key; `additionalProperties: false` makes a new key without a schema fail.
 */

/** `null` beside another schema, kept as a separate branch so the shared object stays one `$ref`. */
export function orNull(schema: JsonSchema): JsonSchema {
  return { anyOf: [schema, { type: 'null' }] };
}

const BBOX: JsonSchema = {
  type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4,
  description: 'Box in PDF points, top-left origin: [x0, y0, x1, y1].',
};

export const JSON_OBJECT_SCHEMA: JsonSchema = { type: 'object', description: 'A JSON object shaped by `output_schema`.' };

export const WARNING_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['code', 'field', 'severity', 'message'],
  properties: {
    code: { type: 'string', enum: Object.keys(WARNING_CODES), description: 'Stable warning code (SPEC "Warnings"; the list is additive).' },
    field: { type: 'string', description: 'A result path (`supplier.inn`, `items[0].amount`, `documents[1]`) or `$document`.' },
    severity: { type: 'string', enum: [...SEVERITIES], description: 'In ascending order: info, low, medium, high.' },
    message: { type: 'string' },
  },
};

export const FRAGMENT_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['index', 'page', 'text', 'bbox'],
  properties: {
    index: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    text: { type: 'string' },
    bbox: { ...BBOX, type: ['array', 'null'], description: 'Box in PDF points; null where the input has no geometry (text, office, XML).' },
  },
};

export const TABLE_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['pages', 'markdown'],
  properties: { pages: { type: 'array', items: { type: 'integer', minimum: 1 } }, markdown: { type: 'string' } },
};

export const FIELD_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['name', 'value', 'page', 'level', 'bbox'],
  description: 'Provenance of one extracted leaf value (PDF only).',
  properties: { name: { type: 'string' }, value: {}, page: { type: 'integer', minimum: 1 }, level: { type: 'string' }, bbox: BBOX },
};

export const MATCH_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['found', 'missing_in_registry', 'unmatched_registry', 'coverage', 'registry_rows', 'key_column', 'values_field'],
  properties: {
    found: { type: 'integer', minimum: 0 },
    missing_in_registry: { type: 'array', items: { type: 'string' } },
    unmatched_registry: { type: 'array', items: { type: 'string' } },
    coverage: { type: 'number', minimum: 0, maximum: 1, description: 'Fraction of the result values found in the registry.' },
    registry_rows: { type: 'integer', minimum: 0 },
    key_column: { type: 'string' },
    values_field: { type: 'string', description: 'The result path the values were taken from.' },
  },
};

export const TRANSLATED_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['to', 'result'],
  properties: { to: { type: 'string' }, result: JSON_OBJECT_SCHEMA },
};

export const USAGE_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['pages', 'sheets'],
  properties: {
    pages: { type: 'integer', minimum: 0, description: 'Billed pages.' },
    sheets: { type: ['integer', 'null'], minimum: 0, description: 'Physical sheets; null for XML.' },
    translation_tokens: { type: 'integer', minimum: 0 },
  },
};

export const METADATA_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['file_hash', 'extraction_status', 'input_quality_score', 'cached'],
  properties: {
    file_hash: { type: ['string', 'null'] },
    extraction_status: { type: 'string', enum: ['full', 'partial', 'fallback', 'parse_only'] },
    input_quality_score: { type: 'null' },
    cached: { type: 'boolean' },
  },
};

const sections = {
  markdown: { type: ['string', 'null'] },
  fragments: orNull({ type: 'array', items: FRAGMENT_SCHEMA }),
  tables: orNull({ type: 'array', items: TABLE_SCHEMA }),
  fields: orNull({ type: 'array', items: FIELD_SCHEMA }),
  translated: orNull(TRANSLATED_SCHEMA),
};

export const DOCUMENT_SECTION_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false,
  required: ['index', 'pages', 'doc_type', 'confidence', 'result', 'markdown', 'fragments', 'tables', 'fields', 'translated'],
  properties: {
    index: { type: 'integer', minimum: 0 },
    pages: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 2, maxItems: 2, description: 'First and last page.' },
    doc_type: { type: 'string' },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: "The splitter's certainty about the boundary." },
    result: orNull(JSON_OBJECT_SCHEMA),
    ...sections,
    pdf_base64: { type: 'string', description: 'The section as its own PDF; only with `split.return_files`.' },
  },
};

export const ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: [...ENVELOPE_KEYS],
  description: 'Always the same keys; unrequested sections are null, never absent.',
  properties: {
    result: orNull(JSON_OBJECT_SCHEMA),
    documents: orNull({ type: 'array', items: DOCUMENT_SECTION_SCHEMA }),
    ...sections,
    match: orNull(MATCH_SCHEMA),
    usage: USAGE_SCHEMA,
    metadata: METADATA_SCHEMA,
    warnings: { type: 'array', items: WARNING_SCHEMA },
  },
};

export const TASK_ACCEPTED_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['task_id', 'poll_url'],
  properties: { task_id: { type: 'string' }, poll_url: { type: 'string', description: 'The path `/v1/process/{task_id}`.' } },
};

export const TASK_POLL_SCHEMA: JsonSchema = {
  type: 'object', additionalProperties: false, required: ['task_id', 'status', 'result', 'error'],
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: ['processing', 'done', 'error'] },
    result: orNull(ENVELOPE_SCHEMA),
    error: orNull(ERROR_INFO_SCHEMA),
    progress: {
      type: 'object', additionalProperties: false, required: ['stage', 'pages_done', 'pages_total'],
      description: 'Ours (additive): how far the work is while `processing`.',
      properties: { stage: { type: 'string' }, pages_done: { type: 'integer', minimum: 0 }, pages_total: { type: 'integer', minimum: 0 } },
    },
  },
};

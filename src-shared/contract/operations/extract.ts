import { CATALOG_TYPE_IDS } from '../../catalog';
import { APPENDIX_TYPES, TASK_DEFAULTS } from '../older';
import { LIMITS, SUPPORTED_EXTENSIONS } from '../request';
import { APPENDIX_SCHEMA, CHUNK_SCHEMA, METADATA_SCHEMA, USAGE_SCHEMA, WARNING_SCHEMA } from './shapes';
import type { FieldSpec, JsonSchema, OperationSpec } from './spec';

/** ours: `chunk_size` bounds: below 100 characters a chunk holds less than a sentence; past 20,000 it is no chunk. */
export const CHUNK_SIZE_BOUNDS = { min: 100, max: 20_000 } as const;
export const EXTRACTION_MODES = ['fast', 'balanced', 'accurate'] as const;

/** Fields `/v1/extract` and `/v1/extract/text` share (everything but the source). */
const COMMON = {
  schema: { kind: 'json', schema: { type: 'object' }, description: 'The JSON Schema of `data`. Without it, `document_type` names a catalog schema; without both, the document\'s own type (detected from its title) picks one.' },
  document_type: { kind: 'string', maxLength: 100, description: `A catalog type (${CATALOG_TYPE_IDS.join(', ')}): its schema when no \`schema\` is sent, and its checks.` },
  schema_version: { kind: 'string', default: 'latest', maxLength: 20, description: 'The catalog version of `document_type`\'s schema; an unknown version is a 422.' },
  include_chunks: { kind: 'boolean', default: false, description: 'Return `chunks`: pieces of about `chunk_size` characters that respect paragraph and table boundaries, each with its pages.' },
  chunk_size: { kind: 'integer', default: TASK_DEFAULTS.chunkSize, minimum: CHUNK_SIZE_BOUNDS.min, maximum: CHUNK_SIZE_BOUNDS.max, description: 'Target characters per chunk.' },
  extract_appendices: {
    kind: 'json', schema: { type: 'array', items: { type: 'string', enum: [...APPENDIX_TYPES] }, uniqueItems: true, maxItems: APPENDIX_TYPES.length },
    description: `Appendix types to read data from (${APPENDIX_TYPES.join(', ')}); with it, every appendix found by its heading is listed in \`appendices\`. An empty list lists them without data.`,
  },
  business_context: { kind: 'string', maxLength: LIMITS.promptChars, description: 'Context for a model (what the business is, what matters). The built-in extractor cannot use it: then a warning says so.' },
  extraction_mode: { kind: 'string', default: 'balanced', enum: [...EXTRACTION_MODES], description: 'Only `balanced` has an effect; the others give warning `mode_ignored`.' },
} as const satisfies Record<string, FieldSpec>;

export const PARSE_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'document_type', 'schema_version', 'data', 'markdown', 'chunks', 'appendices', 'pages_processed', 'usage', 'metadata', 'warnings'],
  properties: {
    success: { const: true },
    document_type: { type: ['string', 'null'], description: 'The catalog type whose schema was used (given or detected), or null with a caller\'s schema and no type.' },
    schema_version: { type: ['string', 'null'], description: 'The catalog version used, or null with a caller\'s schema.' },
    data: { type: ['object', 'null'], description: 'The extracted data; null when nothing was found.' },
    markdown: { type: 'string', description: 'The document as Markdown.' },
    chunks: { type: ['array', 'null'], items: CHUNK_SCHEMA },
    appendices: { type: ['array', 'null'], items: APPENDIX_SCHEMA },
    pages_processed: { type: 'integer', minimum: 0, description: 'Billed pages.' },
    usage: USAGE_SCHEMA,
    metadata: METADATA_SCHEMA,
    warnings: { type: 'array', items: WARNING_SCHEMA },
  },
};

export const EXTRACT_SPEC = {
  operationId: 'extractFile', method: 'POST', path: '/v1/extract', tag: 'older', auth: 'key', body: 'multipart',
  summary: 'Parse a file and extract data (ParseResponse)',
  description: 'The older extraction endpoint: the same pipeline as /v1/process, with chunks and appendices.',
  fields: {
    file: { kind: 'file', required: true, extensions: SUPPORTED_EXTENSIONS, maxBytes: LIMITS.fileBytes, description: 'The document.' },
    ...COMMON,
    skip_cache: { kind: 'boolean', default: false, description: 'Parse again even when this file\'s parse is cached.' },
  },
  response: { status: 200, description: 'ParseResponse', schema: PARSE_RESPONSE_SCHEMA },
} as const satisfies OperationSpec;

export const EXTRACT_TEXT_SPEC = {
  operationId: 'extractText', method: 'POST', path: '/v1/extract/text', tag: 'older', auth: 'key', body: 'json',
  summary: 'Extract data from pre-parsed Markdown (ParseResponse)',
  description: 'ExtractRequest: the same as /v1/extract with `markdown` in place of the file; no OCR, no cache.',
  fields: {
    markdown: { kind: 'string', required: true, minLength: 1, maxLength: LIMITS.textChars, description: 'The document as Markdown or plain text.' },
    ...COMMON,
  },
  response: { status: 200, description: 'ParseResponse', schema: PARSE_RESPONSE_SCHEMA },
} as const satisfies OperationSpec;


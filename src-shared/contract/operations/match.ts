import { LIMITS, REGISTRY_EXTENSIONS } from '../request';
import { MAX_ROWS_PER_VALUE } from '../../matching';
import type { JsonSchema, OperationSpec } from './spec';

/** Bounds of `values`: one request's worth of identifiers, each an identifier's length, not a document. */
export const MATCH_MAX_VALUES = 100_000;
export const MATCH_MAX_VALUE_CHARS = 1_000;

/** SPEC "match object", as `/v1/process` and `/v1/match` both answer it (reusable by other operations). */
export const MATCH_SECTION_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'The registry match (SPEC "match object").',
  required: ['found', 'missing_in_registry', 'unmatched_registry', 'coverage', 'registry_rows', 'key_column', 'values_field'],
  additionalProperties: false,
  properties: {
    found: { type: 'integer', minimum: 0, description: 'Distinct values (compared case- and space-insensitively) that are in the registry.' },
    missing_in_registry: { type: 'array', items: { type: 'string' }, description: 'Distinct values not in the registry, in the order given, each in its first spelling.' },
    unmatched_registry: { type: 'array', items: { type: 'string' }, description: 'Distinct registry keys no value has, in registry order.' },
    coverage: { type: 'number', minimum: 0, maximum: 1, description: 'found / distinct non-empty values, rounded to 4 places.' },
    registry_rows: { type: 'integer', minimum: 0, description: 'Non-empty data rows of the registry (header not counted).' },
    key_column: { type: 'string', description: 'The key column as the registry names it.' },
    values_field: { type: 'string', description: 'Where the values came from: a result path (`items[].article`) or, on /v1/match, `values_field` of the request.' },
  },
};

const MATCHED_ROW: JsonSchema = {
  type: 'object',
  required: ['row', 'key', 'record'],
  additionalProperties: false,
  properties: {
    row: { type: 'integer', minimum: 1, description: '1-based among the non-empty data rows (the header is not counted).' },
    key: { type: 'string', description: 'The key cell as the registry writes it.' },
    record: { type: 'object', additionalProperties: { type: 'string' }, description: 'The row by column name; columns without a name are left out.' },
  },
};

const VALUE_MATCH: JsonSchema = {
  type: 'object',
  required: ['index', 'value', 'normalised', 'status', 'registry_rows', 'registry_rows_total'],
  additionalProperties: false,
  properties: {
    index: { type: 'integer', minimum: 0, description: '0-based position in `values`.' },
    value: { type: ['string', 'null'], description: 'The value as sent.' },
    normalised: { type: ['string', 'null'], description: 'The form keys are compared in (NFKC, lower case, blanks collapsed, trimmed); null for an empty value.' },
    status: { enum: ['found', 'missing', 'empty'], description: '`empty`: a blank value, a gap not counted in `coverage` (warning `match_values_incomplete`).' },
    registry_rows: { type: 'array', maxItems: MAX_ROWS_PER_VALUE, items: MATCHED_ROW, description: `The registry rows with this key, the first ${MAX_ROWS_PER_VALUE}.` },
    registry_rows_total: { type: 'integer', minimum: 0, description: 'How many registry rows have this key.' },
  },
};

const WARNING: JsonSchema = {
  type: 'object',
  required: ['code', 'field', 'severity', 'message'],
  properties: { code: { type: 'string' }, field: { type: 'string' }, severity: { enum: ['info', 'low', 'medium', 'high'] }, message: { type: 'string' } },
};

/** `POST /v1/match` (SPEC "Older task and extraction endpoints"; the answer is ours, docs/api.md). */
export const MATCH_OPERATION = {
  operationId: 'matchRegistry',
  method: 'POST',
  path: '/v1/match',
  tag: 'Registry match',
  summary: 'Match values against a registry (CSV, XLS, XLSX)',
  description: 'The registry match of `/v1/process` without a document: the `values` are compared with the registry column '
    + '`key_column` and the answer holds the same `match` object, plus what became of each value (its normalised form and the '
    + 'registry rows it matched). The registry is read in memory up to 20 MB; larger registries are matched on the caller\'s '
    + 'machine with the client-side SDK (`packages/match-sdk`, command `docintel-match`), which gives the same `match`. '
    + 'No page is billed.',
  body: 'multipart',
  fields: {
    registry: { kind: 'file', required: true, extensions: REGISTRY_EXTENSIONS, maxBytes: LIMITS.registryBytes,
      description: 'The registry: CSV (UTF-8; delimiter `,` `;` tab or `|`, guessed), XLS or XLSX (first non-empty sheet). The first non-empty row names the columns. Over 20 MB: 413 FILE_TOO_LARGE.' },
    values: { kind: 'json', required: true,
      schema: { type: 'array', minItems: 1, maxItems: MATCH_MAX_VALUES, items: { type: 'string', maxLength: MATCH_MAX_VALUE_CHARS } },
      description: `JSON array of strings (1–${MATCH_MAX_VALUES}, each at most ${MATCH_MAX_VALUE_CHARS} characters): the values to look up. Empty strings are gaps (status \`empty\`, warning \`match_values_incomplete\`).` },
    key_column: { kind: 'string', required: true, minLength: 1, maxLength: 256,
      description: 'The registry column holding the keys: exact name, else case- and space-insensitive. Absent: 422 MATCH_KEY_COLUMN_NOT_FOUND with `details.columns`.' },
    values_field: { kind: 'string', default: 'values', minLength: 1, maxLength: 256,
      description: 'Ours: echoed as `match.values_field`. Send the result path the values came from (`items[].article`) and the `match` equals the one `/v1/process` gives.' },
  },
  response: {
    status: 200,
    description: 'The match, each value\'s fate, the registry\'s columns and warnings.',
    schema: {
      type: 'object',
      required: ['match', 'values', 'registry', 'warnings'],
      additionalProperties: false,
      properties: {
        match: MATCH_SECTION_SCHEMA,
        values: { type: 'array', items: VALUE_MATCH, description: 'One entry per value sent, in order.' },
        registry: {
          type: 'object', required: ['file_name', 'columns', 'rows'], additionalProperties: false,
          properties: { file_name: { type: 'string' }, columns: { type: 'array', items: { type: 'string' } }, rows: { type: 'integer', minimum: 0 } },
        },
        warnings: { type: 'array', items: WARNING },
      },
    },
  },
  otherResponses: {
    413: { description: 'FILE_TOO_LARGE: the registry is over 20 MB (`details.field` `registry`). Use the client-side SDK.' },
    422: { description: 'VALIDATION_ERROR, UNKNOWN_FIELD, UNSUPPORTED_FILE_TYPE, MATCH_REGISTRY_INVALID, MATCH_KEY_COLUMN_NOT_FOUND, MATCH_NO_DATA.' },
  },
  auth: 'key',
} as const satisfies OperationSpec;

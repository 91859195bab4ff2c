import {
  INCLUDE_SECTIONS, LANGUAGES, LIMITS, OUTPUT_FORMATS, REGISTRY_EXTENSIONS, SPLIT_MODES, SUPPORTED_EXTENSIONS, BALANCED_MODE,
} from '../request';
import type { ProcessField } from '../request';
import { ENVELOPE_SCHEMA, TASK_ACCEPTED_SCHEMA, TASK_POLL_SCHEMA } from '../json-schema/envelope';
import { PROCESSING_ERROR_SCHEMA } from '../json-schema/errors';
import type { FieldSpec, OperationSpec } from './spec';

/**
 * `POST /v1/process` and its poll, as data. The route validates with validateProcessRequest
 * (src-main/server/request/validate.ts), which keeps the spec's own codes (INCLUDE_UNKNOWN,
 * LANGUAGE_UNKNOWN, FIELD_INVALID, …) rather than VALIDATION_ERROR; this spec is built from the same
 * constants (PROCESS_FIELDS, LIMITS, INCLUDE_SECTIONS, …) and tests hold the two together.
 */
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_FILE = { type: 'string', format: 'binary', description: 'The workbook of rule 5: sheets `Документ` and `Позиции`.' };

export const PROCESS_FIELD_SPECS = {
  file: { kind: 'file', extensions: SUPPORTED_EXTENSIONS, maxBytes: LIMITS.fileBytes,
    description: 'The document (multipart only). Exactly one of `file` / `text` is required.' },
  text: { kind: 'string', maxLength: LIMITS.textChars,
    description: 'Markdown or plain text instead of a file; skips OCR and parsing. Exactly one of `file` / `text` is required; too long → FIELD_TOO_LONG.' },
  prompt: { kind: 'string', maxLength: LIMITS.promptChars,
    description: 'Instruction for the model; requires a non-empty `output_schema` (PROMPT_REQUIRES_SCHEMA); too long → PROMPT_TOO_LONG.' },
  output_schema: { kind: 'json', schema: { type: 'object' },
    description: 'JSON Schema of `result`. The `title` of each property becomes the column header of the Excel export.' },
  include: { kind: 'json', schema: { type: 'array', items: { type: 'string', enum: [...INCLUDE_SECTIONS] } },
    description: 'Sections to return besides `result`; `tables` and `fields` exist for PDF input only. Unknown → INCLUDE_UNKNOWN.' },
  split: { kind: 'json',
    schema: { type: 'object', additionalProperties: false, properties: {
      mode: { type: 'string', enum: [...SPLIT_MODES], default: 'auto' },
      return_files: { type: 'boolean', default: false, description: 'Adds `pdf_base64` to each section.' },
      max_documents: { type: 'integer', minimum: 1, description: 'Keep at most this many sections; omitted keeps every section.' },
    } },
    description: 'Split a composite PDF into its documents (PDF only: SPLIT_REQUIRES_PDF). Cannot be combined with `match`.' },
  match: { kind: 'json',
    schema: { type: 'object', additionalProperties: false, required: ['key_column'], properties: {
      key_column: { type: 'string', minLength: 1, description: 'The registry column holding the identifiers.' },
      values_from: { type: 'string', minLength: 1, description: 'Path of the result field, array elements written like `items[].article`; omitted: chosen by the column name.' },
    } },
    description: 'Match result values against `registry`; needs `registry` and a non-empty `output_schema`.' },
  registry: { kind: 'file', extensions: REGISTRY_EXTENSIONS, maxBytes: LIMITS.registryBytes,
    description: 'CSV, XLS or XLSX registry used with `match` (multipart only); processed in memory and not stored.' },
  language: { kind: 'string', enum: LANGUAGES,
    description: 'Script of the scan, for OCR: `zh` is required for Chinese scans. Unknown → LANGUAGE_UNKNOWN.' },
  translate: { kind: 'json',
    schema: { type: 'object', additionalProperties: false, required: ['to'], properties: {
      to: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$', description: 'Target language code, e.g. `en` or `ru`.' },
    } },
    description: 'Translate the string values of `result` into `translated.result`; requires a non-empty `output_schema`.' },
  document_type: { kind: 'string', description: 'Document type hint, e.g. a catalog type such as `invoice`.' },
  async: { kind: 'boolean', default: false, description: 'Answer at once with `{task_id, poll_url}` (HTTP 202) and work in the background.' },
  mode: { kind: 'string', description: `Accepted; any value other than \`${BALANCED_MODE}\` has no effect and yields warning \`mode_ignored\`.` },
  format: { kind: 'string', enum: OUTPUT_FORMATS, default: 'json',
    description: '`xlsx` answers with the workbook instead of JSON (synchronous calls; with `async` it yields `format_ignored_for_async`).' },
} as const satisfies Record<ProcessField, FieldSpec>;

export const PROCESS: OperationSpec = {
  operationId: 'process',
  method: 'POST',
  path: '/v1/process',
  tag: 'process',
  summary: 'Process a document or text: extract, split, match, translate, parse',
  description: 'The task kind is fixed by which fields are present: `prompt` + `output_schema` (instruction), `output_schema` (schema extraction), '
    + '`split` (composite PDF), `match` + `registry` + `output_schema` (registry match), only `include` (parse only). '
    + 'Send `multipart/form-data` for file input (object and array fields as JSON strings) or `application/json` for text input.',
  body: 'multipart+json',
  fields: PROCESS_FIELD_SPECS,
  example: { file: 'invoice.pdf', output_schema: { type: 'object', properties: { number: { type: 'string', title: 'Номер' }, total: { type: 'number', title: 'Сумма' } } } },
  response: { status: 200, description: 'The process envelope (always the same keys), or the workbook with `format=xlsx`.', schema: ENVELOPE_SCHEMA,
    alternatives: { [XLSX_MIME]: XLSX_FILE } },
  otherResponses: {
    202: { description: 'With `async`: the task handle; poll `poll_url`.', schema: TASK_ACCEPTED_SCHEMA },
    413: { description: 'FILE_TOO_LARGE or BODY_TOO_LARGE.', schema: PROCESSING_ERROR_SCHEMA },
  },
  auth: 'key',
};

const TASK_ID = 'The `task_id` of an async start.';

export const PROCESS_POLL: OperationSpec = {
  operationId: 'getProcessTask',
  method: 'GET',
  path: '/v1/process/:task_id',
  tag: 'process',
  summary: 'Poll an async task',
  description: 'Results are kept for one hour after creation. A task of another key, an unknown or an expired one is 404 TASK_NOT_FOUND. '
    + 'While `processing`, `format=xlsx` answers the same JSON as without it.',
  body: 'none',
  fields: {},
  params: { task_id: TASK_ID },
  query: { format: { kind: 'string', enum: OUTPUT_FORMATS, default: 'json', description: '`xlsx`: the workbook once the task is done. Unknown → FORMAT_UNKNOWN.' } },
  response: { status: 200, description: 'The task, with the envelope once done; or the workbook with `format=xlsx`.', schema: TASK_POLL_SCHEMA,
    alternatives: { [XLSX_MIME]: XLSX_FILE } },
  otherResponses: { 404: { description: 'TASK_NOT_FOUND.', schema: PROCESSING_ERROR_SCHEMA } },
  auth: 'key',
};

export const PROCESS_CANCEL: OperationSpec = {
  operationId: 'cancelProcessTask',
  method: 'DELETE',
  path: '/v1/process/:task_id',
  tag: 'process',
  summary: 'Cancel an async task of this key (ours)',
  description: 'A task still processing ends with error CANCELLED and nothing is billed; the answer is its poll afterwards.',
  body: 'none',
  fields: {},
  params: { task_id: TASK_ID },
  response: { status: 200, description: 'The task after the cancel.', schema: TASK_POLL_SCHEMA },
  otherResponses: { 404: { description: 'TASK_NOT_FOUND.', schema: PROCESSING_ERROR_SCHEMA } },
  auth: 'key',
};

import { CATALOG_TYPE_IDS } from '../../catalog';
import { TASK_DEFAULTS } from '../older';
import { LIMITS, SUPPORTED_EXTENSIONS } from '../request';
import { CHUNK_SCHEMA, METADATA_SCHEMA, USAGE_SCHEMA, WARNING_SCHEMA } from './shapes';
import type { FieldSpec, JsonSchema, OperationSpec } from './spec';

/** Fields of `/v1/task` and `/v1/task/text` besides the source (SPEC "Older task and extraction endpoints", "Limits"). */
const TASK_FIELDS = {
  prompt: { kind: 'string', required: true, minLength: 1, maxLength: LIMITS.promptChars, description: 'The instruction: what to find or answer.' },
  output_schema: { kind: 'json', schema: { type: 'object' }, description: 'The JSON Schema of `result`. Without it: with a model, `{answer: string}`; with none, the catalog schema of `document_type` or of the type the document\'s title shows.' },
  system_prompt: { kind: 'string', maxLength: LIMITS.promptChars, description: 'Extra instructions for the model, added to ours (which keep the answer a JSON object).' },
  context: { kind: 'json', schema: {}, description: 'Any JSON the model should know beside the document (scrubbed like the document before it leaves the machine).' },
  temperature: { kind: 'number', default: TASK_DEFAULTS.temperature, minimum: 0, maximum: 1, description: 'Sampling temperature of the model.' },
  max_tokens: { kind: 'integer', default: TASK_DEFAULTS.maxTokens, minimum: 1, maximum: TASK_DEFAULTS.maxTokensLimit, description: 'Longest answer the model may give.' },
  document_type: { kind: 'string', default: 'auto', maxLength: 100, description: `\`auto\`, or a catalog type (${CATALOG_TYPE_IDS.join(', ')}): its checks, and its schema when no output_schema is sent.` },
  async_mode: { kind: 'boolean', default: false, description: 'Answer at once with a task id; poll `GET /v1/task/{task_id}`.' },
  include_markdown: { kind: 'boolean', default: false, description: 'Add the document as Markdown (`markdown`).' },
  include_chunks: { kind: 'boolean', default: false, description: 'Add `chunks` of about 500 characters with their pages.' },
} as const satisfies Record<string, FieldSpec>;

export const TASK_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['result', 'anonymization', 'pages_processed', 'tokens_used', 'document_type', 'warnings', 'usage', 'metadata'],
  properties: {
    result: { type: 'object', description: 'The answer per the schema; `{}` when nothing was found.' },
    anonymization: {
      type: 'object', required: ['mode', 'items'],
      properties: {
        mode: { type: 'string', enum: ['fail_closed', 'best_effort'], description: 'The configured anonymization mode.' },
        items: { type: 'integer', minimum: 0, description: 'Values replaced by placeholders before a model call left the machine (0 when none did).' },
      },
    },
    pages_processed: { type: 'integer', minimum: 0, description: 'Billed pages.' },
    tokens_used: { type: 'integer', minimum: 0, description: 'Tokens the model providers reported; 0 for the built-in extractor.' },
    document_type: { type: ['string', 'null'] },
    markdown: { type: 'string' },
    chunks: { type: 'array', items: CHUNK_SCHEMA },
    usage: USAGE_SCHEMA,
    metadata: METADATA_SCHEMA,
    warnings: { type: 'array', items: WARNING_SCHEMA },
  },
};

export const TASK_ACCEPTED_SCHEMA: JsonSchema = {
  type: 'object', required: ['task_id', 'status', 'poll_url'],
  properties: { task_id: { type: 'string' }, status: { const: 'processing' }, poll_url: { type: 'string' } },
};

export const TASK_STATUS_SCHEMA: JsonSchema = {
  type: 'object', required: ['task_id', 'status', 'result', 'error'],
  properties: {
    task_id: { type: 'string' },
    status: { type: 'string', enum: ['processing', 'done', 'error'] },
    result: { oneOf: [TASK_RESPONSE_SCHEMA, { type: 'null' }] },
    error: { type: ['object', 'null'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } } },
    progress: { type: 'object', properties: { stage: { type: 'string' }, pages_done: { type: 'integer' }, pages_total: { type: 'integer' } } },
  },
};

export const TASK_SPEC = {
  operationId: 'runTask', method: 'POST', path: '/v1/task', tag: 'older', auth: 'key', body: 'multipart',
  summary: 'An instruction over a file or a text (older task)',
  fields: {
    file: { kind: 'file', extensions: SUPPORTED_EXTENSIONS, maxBytes: LIMITS.fileBytes, description: 'The document (or send `document_text`).' },
    document_text: { kind: 'string', maxLength: LIMITS.textChars, description: 'The document as text (or send `file`).' },
    ...TASK_FIELDS,
  },
  response: { status: 200, description: 'The task response', schema: TASK_RESPONSE_SCHEMA },
  otherResponses: { 202: { description: 'With async_mode: the task was accepted', schema: TASK_ACCEPTED_SCHEMA } },
} as const satisfies OperationSpec;

export const TASK_TEXT_SPEC = {
  operationId: 'runTaskText', method: 'POST', path: '/v1/task/text', tag: 'older', auth: 'key', body: 'json',
  summary: 'An instruction over pre-parsed text (TaskRequest)',
  fields: {
    document_text: { kind: 'string', required: true, minLength: 1, maxLength: LIMITS.textChars, description: 'The document as text or Markdown.' },
    ...TASK_FIELDS,
  },
  response: { status: 200, description: 'The task response', schema: TASK_RESPONSE_SCHEMA },
  otherResponses: { 202: { description: 'With async_mode: the task was accepted', schema: TASK_ACCEPTED_SCHEMA } },
} as const satisfies OperationSpec;

export const TASK_STATUS_SPEC = {
  operationId: 'getTask', method: 'GET', path: '/v1/task/:task_id', tag: 'older', auth: 'key', body: 'none',
  summary: 'The status (and, when done, the response) of an older async task',
  params: { task_id: 'The id from the accepted answer.' },
  fields: {},
  response: { status: 200, description: 'Task status', schema: TASK_STATUS_SCHEMA },
  otherResponses: { 404: { description: 'TASK_NOT_FOUND: unknown, expired (after 1 hour) or another key\'s task' } },
} as const satisfies OperationSpec;

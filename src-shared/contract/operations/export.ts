import type { OperationSpec } from './spec';
import { PROCESSING_ERROR_SCHEMA } from '../json-schema/errors';
import { DOCUMENT_SECTION_SCHEMA, JSON_OBJECT_SCHEMA } from '../json-schema/envelope';

/**
 * `POST /v1/export/xlsx` (ours, docs/api.md). Validated by validateExportRequest
 * (src-main/server/request/export.ts); a test holds its EXPORT_FIELDS equal to these fields.
 */
export const EXPORT_XLSX: OperationSpec = {
  operationId: 'exportXlsx', method: 'POST', path: '/v1/export/xlsx', tag: 'process',
  summary: 'Build the workbook of a result the caller holds (ours)',
  description: 'The same workbook `format=xlsx` gives, from a schema and an edited result, or a batch of them as `documents`. Nothing is parsed and no page is billed.',
  body: 'json', auth: 'key',
  fields: {
    output_schema: { kind: 'json', required: true, schema: { type: 'object', minProperties: 1 }, description: 'The JSON Schema of the result; `title`s become column headers.' },
    result: { kind: 'json', schema: JSON_OBJECT_SCHEMA, description: 'One document. Exactly one of `result` and `documents`.' },
    translated: { kind: 'json', schema: { type: 'object' }, description: 'Its translation, as the envelope has it (`{to, result}`) or the result object alone.' },
    documents: { kind: 'json', schema: { type: 'array', minItems: 1, maxItems: 1000, items: {
      type: 'object', additionalProperties: false, properties: {
        index: { type: 'integer', minimum: 0 },
        pages: (DOCUMENT_SECTION_SCHEMA.properties as Record<string, unknown>).pages,
        doc_type: { type: 'string', minLength: 1, maxLength: 255 },
        result: { type: ['object', 'null'] }, translated: { type: ['object', 'null'] },
      } } }, description: 'A batch: one block per document on the sheet `Документ`.' },
    file_name: { kind: 'string', minLength: 1, maxLength: 255, description: 'Names the download (`<name>.xlsx`).' },
  },
  response: { status: 200, description: 'The workbook.', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    schema: { type: 'string', format: 'binary' } },
  otherResponses: { 500: { description: 'EXPORT_FAILED: the workbook could not be built.', schema: PROCESSING_ERROR_SCHEMA } },
};

import { LIMITS, SUPPORTED_EXTENSIONS } from '../request';
import { CLASSIFICATION_SCHEMA, METADATA_SCHEMA, USAGE_SCHEMA, WARNING_SCHEMA } from './shapes';
import type { JsonSchema, OperationSpec } from './spec';

const FILE = { kind: 'file', required: true, extensions: SUPPORTED_EXTENSIONS, maxBytes: LIMITS.fileBytes, description: 'A composite PDF (any other file type: 422 SPLIT_REQUIRES_PDF).' } as const;

const SECTION_BASE = {
  index: { type: 'integer', minimum: 0, description: '0-based, as `documents[i]` in /v1/process and in warning paths.' },
  page_start: { type: 'integer', minimum: 1 },
  page_end: { type: 'integer', minimum: 1, description: 'Inclusive.' },
  markdown: { type: 'string', description: 'The section as Markdown.' },
} as const;

const COMMON_ANSWER = {
  total_pages: { type: 'integer', minimum: 0 },
  usage: USAGE_SCHEMA,
  metadata: METADATA_SCHEMA,
  warnings: { type: 'array', items: WARNING_SCHEMA },
} as const;

export const SPLIT_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object', required: ['documents', 'total_pages', 'usage', 'metadata', 'warnings'],
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object', required: ['index', 'page_start', 'page_end', 'doc_type', 'confidence', 'markdown'],
        properties: {
          ...SECTION_BASE,
          doc_type: { type: 'string', description: 'A catalog type or `other`.' },
          confidence: { type: 'number', minimum: 0, maximum: 1, description: 'Certainty that the section\'s edges are right.' },
          pdf_base64: { type: 'string', description: 'The section as its own PDF (left out, with a warning, when it cannot be cut).' },
        },
      },
    },
    ...COMMON_ANSWER,
  },
};

export const SPLIT_ANALYZE_RESPONSE_SCHEMA: JsonSchema = {
  type: 'object', required: ['documents', 'total_pages', 'usage', 'metadata', 'warnings'],
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object', required: ['index', 'page_start', 'page_end', 'classification', 'data', 'markdown'],
        properties: {
          ...SECTION_BASE,
          classification: CLASSIFICATION_SCHEMA,
          data: { type: ['object', 'null'], description: 'Extracted with the catalog schema of `classification.category`; null for `other` or when nothing was found.' },
          schema_version: { type: ['string', 'null'] },
        },
      },
    },
    ...COMMON_ANSWER,
  },
};

export const SPLIT_SPEC = {
  operationId: 'splitPdf', method: 'POST', path: '/v1/split', tag: 'older', auth: 'key', body: 'multipart',
  summary: 'Split a composite PDF: a PDF and Markdown per section (SplitResponse)',
  fields: {
    file: FILE,
    use_llm_fallback: { kind: 'boolean', default: true, description: 'When the rules find one document in several pages, a configured model is asked for boundaries; with none, a warning says so.' },
  },
  response: { status: 200, description: 'SplitResponse', schema: SPLIT_RESPONSE_SCHEMA },
} as const satisfies OperationSpec;

export const SPLIT_ANALYZE_SPEC = {
  operationId: 'splitAndAnalyze', method: 'POST', path: '/v1/split/analyze', tag: 'older', auth: 'key', body: 'multipart',
  summary: 'Split a composite PDF, classify each section and extract it with its type\'s catalog schema',
  fields: { file: FILE },
  response: { status: 200, description: 'SplitAnalyzeResponse', schema: SPLIT_ANALYZE_RESPONSE_SCHEMA },
} as const satisfies OperationSpec;

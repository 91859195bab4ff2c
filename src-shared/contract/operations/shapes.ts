import { SEVERITIES, WARNING_CODES } from '../warnings';
import { APPENDIX_TYPES } from '../older';
import type { JsonSchema } from './spec';

/** JSON Schemas of the shapes the older endpoints answer with (ours where the spec says "not shown"). */
export const WARNING_SCHEMA: JsonSchema = {
  type: 'object', required: ['code', 'field', 'severity', 'message'], additionalProperties: false,
  properties: {
    code: { type: 'string', enum: Object.keys(WARNING_CODES) },
    field: { type: 'string', description: 'A result path (`supplier.inn`, `items[0].amount`, `documents[1]`) or `$document`.' },
    severity: { type: 'string', enum: [...SEVERITIES] },
    message: { type: 'string' },
  },
};

export const USAGE_SCHEMA: JsonSchema = {
  type: 'object', required: ['pages', 'sheets'],
  properties: {
    pages: { type: 'integer', minimum: 0, description: 'Billed pages.' },
    sheets: { type: ['integer', 'null'], minimum: 0, description: 'Physical sheets; null for text input.' },
    translation_tokens: { type: 'integer', minimum: 0 },
  },
};

export const METADATA_SCHEMA: JsonSchema = {
  type: 'object', required: ['file_hash', 'extraction_status', 'cached'],
  properties: {
    file_hash: { type: ['string', 'null'], description: 'SHA-256 of the file; null for text.' },
    extraction_status: { type: 'string', description: 'As in the /v1/process envelope.' },
    cached: { type: 'boolean', description: 'The parse came from the one-hour parse cache.' },
    processing_ms: { type: 'number' },
  },
};

export const CHUNK_SCHEMA: JsonSchema = {
  type: 'object', required: ['index', 'text', 'kind', 'page_start', 'page_end'], additionalProperties: false,
  properties: {
    index: { type: 'integer', minimum: 1 },
    text: { type: 'string' },
    kind: { type: 'string', enum: ['text', 'table', 'mixed'] },
    page_start: { type: ['integer', 'null'], minimum: 1 },
    page_end: { type: ['integer', 'null'], minimum: 1 },
  },
};

export const APPENDIX_SCHEMA: JsonSchema = {
  type: 'object', required: ['index', 'type', 'title', 'markdown', 'data', 'page_start', 'page_end'], additionalProperties: false,
  properties: {
    index: { type: 'integer', minimum: 1 },
    type: { type: 'string', enum: [...APPENDIX_TYPES] },
    title: { type: 'string' },
    markdown: { type: 'string' },
    data: { type: ['object', 'null'], description: 'Only when its type was named in `extract_appendices`.' },
    page_start: { type: ['integer', 'null'], minimum: 1, description: 'PDF only.' },
    page_end: { type: ['integer', 'null'], minimum: 1 },
  },
};

export const CLASSIFICATION_SCHEMA: JsonSchema = {
  type: 'object', required: ['category', 'display_name', 'confidence', 'reasoning'], additionalProperties: false,
  properties: {
    category: { type: 'string', description: 'A catalog type (`invoice`, `act`, …) or `other`.' },
    display_name: { type: 'string' },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    reasoning: { type: ['string', 'null'] },
  },
};

export const ANY_OBJECT: JsonSchema = { type: 'object', additionalProperties: true };

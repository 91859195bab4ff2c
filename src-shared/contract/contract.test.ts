import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError, renderError, renderKeyError } from './app-error';
import { buildEnvelope, ENVELOPE_KEYS } from './envelope';
import { ERROR_CODES } from './errors';
import { WARNING_CODES, warning } from './warnings';

/** The tables of SPEC "Errors" and "Warnings", transcribed independently of the code under test. */
const SPEC_REQUEST_SHAPE = ['SOURCE_REQUIRED', 'SOURCE_CONFLICT', 'EMPTY_TASK', 'UNKNOWN_FIELD', 'UNSUPPORTED_FILE_TYPE',
  'PROMPT_REQUIRES_SCHEMA', 'PROMPT_TOO_LONG', 'INCLUDE_UNKNOWN', 'SPLIT_REQUIRES_PDF', 'COMBINATION_NOT_SUPPORTED',
  'MATCH_REGISTRY_REQUIRED', 'MATCH_REGISTRY_INVALID', 'MATCH_REQUIRES_SCHEMA', 'MATCH_KEY_COLUMN_NOT_FOUND',
  'MATCH_FIELD_NOT_FOUND', 'MATCH_FIELD_AMBIGUOUS', 'MATCH_NO_DATA', 'LANGUAGE_UNKNOWN', 'TRANSLATE_REQUIRES_SCHEMA',
  'FORMAT_UNKNOWN', 'XML_MALFORMED', 'XML_TOO_LARGE', 'XML_TOO_COMPLEX', 'FIELD_NOT_JSON', 'FIELD_INVALID', 'BODY_NOT_JSON', 'BODY_NOT_OBJECT'];
const SPEC_OTHER: [string, number | null, 'detail' | 'error' | 'task'][] = [
  ['FILE_TOO_LARGE', 413, 'error'], ['ANONYMIZATION_INCOMPLETE', 422, 'error'], ['LLM_RESULT_NOT_OBJECT', 502, 'error'],
  ['PARSING_ERROR', 503, 'error'], ['EXTRACTION_ERROR', 503, 'error'], ['PROVIDER_UNAVAILABLE', 503, 'error'],
  ['RATE_LIMITED', 429, 'error'], ['PAYLOAD_TOO_LARGE', 413, 'error'], ['QUOTA_EXCEEDED', 402, 'error'],
  ['KEY_LIMIT_REACHED', 422, 'error'], ['FREE_PLAN_NO_CHAT', 403, 'detail'], ['CABINET_HEADER_REQUIRED', 401, 'error'],
  ['TASK_NOT_FOUND', 404, 'error'], ['QUEUE_FULL', 503, 'detail'], ['PROCESSING_ERROR', null, 'task'], ['INTERRUPTED_BY_RESTART', null, 'task'],
];
const SPEC_WARNINGS: Record<string, string> = {
  invalid_inn_length: 'high', invalid_kpp_length: 'medium', suspicious_amount: 'high', ocr_noise: 'medium', duplicate_party: 'high',
  missing_contractor_inn: 'medium', ambiguous_document_number: 'high', totals_mismatch: 'medium', weight_invariant_violation: 'high',
  sender_equals_carrier: 'high', date_out_of_range: 'medium', parse_empty: 'high', parse_thin: 'info', llm_no_result: 'high',
  section_unavailable: 'info', tables_unavailable: 'info', mode_ignored: 'info', match_values_incomplete: 'info', split: 'info',
  split_truncated: 'info', split_result_truncated: 'high', translation_failed: 'medium', translation_partial: 'low',
  format_ignored_for_async: 'info', xlsx_export_failed: 'medium',
};

describe('contract tables', () => {
  it('every request-shape code is 422 in form 1', () => {
    for (const code of SPEC_REQUEST_SHAPE) assert.deepEqual(ERROR_CODES[code as keyof typeof ERROR_CODES], { http: 422, form: 'detail' }, code);
  });
  it('every other code has the spec status and form', () => {
    for (const [code, http, form] of SPEC_OTHER) assert.deepEqual(ERROR_CODES[code as keyof typeof ERROR_CODES], { http, form }, code);
  });
  it('every warning has the spec severity', () => {
    for (const [code, severity] of Object.entries(SPEC_WARNINGS)) assert.equal(WARNING_CODES[code as keyof typeof WARNING_CODES], severity, code);
    assert.deepEqual(warning('parse_thin', 'm'), { code: 'parse_thin', field: '$document', severity: 'info', message: 'm' });
    assert.equal(warning('missing_contractor_inn', 'm', 'buyer.inn', 'low').severity, 'low');
  });
});

describe('renderError', () => {
  it('renders the three body forms', () => {
    assert.deepEqual(renderError(new AppError('SOURCE_REQUIRED', 'm', { a: 1 })), { status: 422, body: { detail: { code: 'SOURCE_REQUIRED', message: 'm', details: { a: 1 } } }, headers: {} });
    assert.deepEqual(renderError(new AppError('QUOTA_EXCEEDED', 'm')).body, { success: false, error: { code: 'QUOTA_EXCEEDED', message: 'm', details: {} } });
    assert.equal(renderError(new AppError('QUOTA_EXCEEDED', 'm')).status, 402);
    assert.deepEqual(renderError(new AppError('QUEUE_FULL', 'm', {}, { 'Retry-After': '5' })).headers, { 'Retry-After': '5' });
    assert.deepEqual(renderKeyError('missing'), { status: 401, body: { detail: 'X-API-Key header is missing' }, headers: {} });
  });
});

describe('buildEnvelope', () => {
  it('has every key, unrequested sections null, quality score null', () => {
    const env = buildEnvelope({ usage: { pages: 1, sheets: null }, metadata: { extraction_status: 'parse_only' } });
    assert.deepEqual(Object.keys(env), [...ENVELOPE_KEYS]);
    assert.deepEqual(env.metadata, { file_hash: null, extraction_status: 'parse_only', input_quality_score: null, cached: false });
    assert.deepEqual(env.warnings, []);
    for (const k of ['result', 'documents', 'markdown', 'fragments', 'tables', 'fields', 'match', 'translated'] as const) assert.equal(env[k], null);
  });
});

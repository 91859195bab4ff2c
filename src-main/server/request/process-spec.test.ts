import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import { PROCESS_FIELD_SPECS } from '../../../src-shared/contract/operations/process';
import type { RawRequest } from '../../services/uploads';
import { validateProcessRequest } from './validate';

/**
 * `/v1/process` keeps its own validator (the spec's codes: INCLUDE_UNKNOWN, LANGUAGE_UNKNOWN, …);
 * its OperationSpec is what `/openapi.json` shows. Here the validator is tried at every bound and
 * enum value the spec states, so the document cannot promise what the server refuses or the other way round.
 */
const SCHEMA = { type: 'object', properties: { n: { type: 'string' } } };
const json = (fields: Record<string, unknown>): RawRequest => ({ transport: 'json', fields: new Map(Object.entries(fields)), files: new Map(), unknown: [] });
/** A multipart request with a PDF `file` (split is PDF only); JSON fields as the JSON strings multipart carries. */
const pdf = (fields: Record<string, unknown>): RawRequest => ({
  transport: 'multipart', unknown: [],
  fields: new Map(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  files: new Map([['file', { field: 'file', fileName: 'a.pdf', bytes: Buffer.from('%PDF-1.4') }]]),
});
const codeOf = (fields: Record<string, unknown>, read: (f: Record<string, unknown>) => RawRequest = json): string => {
  try {
    validateProcessRequest(read(fields));
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};
const base = { text: 'Счёт № 1', output_schema: SCHEMA };

describe('validateProcessRequest holds the bounds of the /v1/process spec', () => {
  it('prompt: maxLength characters pass, one more is PROMPT_TOO_LONG', () => {
    const max = PROCESS_FIELD_SPECS.prompt.maxLength;
    assert.deepEqual([codeOf({ ...base, prompt: 'я'.repeat(max) }), codeOf({ ...base, prompt: 'я'.repeat(max + 1) })], ['ok', 'PROMPT_TOO_LONG']);
  });

  it('text: maxLength characters pass, one more is FIELD_TOO_LONG', () => {
    const max = PROCESS_FIELD_SPECS.text.maxLength;
    assert.deepEqual([codeOf({ ...base, text: 'a'.repeat(max) }), codeOf({ ...base, text: 'a'.repeat(max + 1) })], ['ok', 'FIELD_TOO_LONG']);
  });

  it('language, format, include and split.mode: every enum value passes, anything else is refused', () => {
    for (const language of PROCESS_FIELD_SPECS.language.enum) assert.equal(codeOf({ ...base, language }), 'ok', language);
    assert.equal(codeOf({ ...base, language: 'de' }), 'LANGUAGE_UNKNOWN');
    for (const format of PROCESS_FIELD_SPECS.format.enum) assert.equal(codeOf({ ...base, format }), 'ok', format);
    assert.equal(codeOf({ ...base, format: 'csv' }), 'FORMAT_UNKNOWN');
    const sections = PROCESS_FIELD_SPECS.include.schema.items.enum;
    assert.equal(codeOf({ text: 'x', include: [...sections] }), 'ok');
    assert.equal(codeOf({ text: 'x', include: ['pictures'] }), 'INCLUDE_UNKNOWN');
    const split = PROCESS_FIELD_SPECS.split.schema.properties;
    assert.deepEqual(Object.keys(split), ['mode', 'return_files', 'max_documents']);
    for (const mode of split.mode.enum) assert.equal(codeOf({ split: { mode, return_files: true, max_documents: split.max_documents.minimum } }, pdf), 'ok');
    assert.equal(codeOf({ split: { mode: 'manual' } }, pdf), 'FIELD_INVALID');
    assert.equal(codeOf({ split: { max_documents: split.max_documents.minimum - 1 } }, pdf), 'FIELD_INVALID');
    assert.equal(codeOf({ split: { pages: 1 } }, pdf), 'FIELD_INVALID');
  });

  it('match needs key_column; translate.to follows the pattern', () => {
    assert.deepEqual(PROCESS_FIELD_SPECS.match.schema.required, ['key_column']);
    assert.equal(codeOf({ ...base, match: {} }), 'MATCH_REGISTRY_REQUIRED');
    const pattern = new RegExp(PROCESS_FIELD_SPECS.translate.schema.properties.to.pattern);
    for (const to of ['en', 'ru', 'zh-Hans', 'EN', 'english']) {
      assert.equal(codeOf({ ...base, translate: { to } }) === 'ok', pattern.test(to), to);
    }
  });

  it('async and format default as the spec says', () => {
    const req = validateProcessRequest(json(base));
    assert.deepEqual([req.async, req.format], [PROCESS_FIELD_SPECS.async.default, PROCESS_FIELD_SPECS.format.default]);
  });
});

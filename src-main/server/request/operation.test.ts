import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../../../src-shared/contract/app-error';
import type { OperationSpec } from '../../../src-shared/contract/operations/spec';
import type { RawRequest } from '../../services/uploads';
import { validateOperation } from './operation';

const spec = {
  operationId: 'sample', method: 'POST', path: '/v1/sample', tag: 't', summary: 's', body: 'multipart', auth: 'key',
  response: { status: 200, description: 'ok', schema: { type: 'object' } },
  fields: {
    file: { kind: 'file', required: true, description: 'f', extensions: ['.pdf'], maxBytes: 10 },
    prompt: { kind: 'string', required: true, description: 'p', maxLength: 5 },
    mode: { kind: 'string', description: 'm', default: 'balanced', enum: ['fast', 'balanced'] },
    flag: { kind: 'boolean', description: 'b', default: false },
    temperature: { kind: 'number', description: 't', default: 0.1, minimum: 0, maximum: 1 },
    max_tokens: { kind: 'integer', description: 'n', default: 4096, minimum: 1, maximum: 16384 },
    context: { kind: 'json', description: 'c', schema: { type: 'object' } },
  },
} as const satisfies OperationSpec;

function form(fields: Record<string, string>, file: string | null = 'a.pdf'): RawRequest {
  return {
    transport: 'multipart',
    fields: new Map(Object.entries(fields)),
    files: new Map(file ? [['file', { field: 'file', fileName: file, bytes: Buffer.from('x') }]] : []),
    unknown: [],
  };
}

function issuesOf(fn: () => unknown): { code: string; errors: { loc: unknown[]; type: string }[] } {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof AppError);
    return { code: err.code, errors: (err.details.errors ?? []) as { loc: unknown[]; type: string }[] };
  }
  assert.fail('expected an error');
}

test('defaults fill absent fields; form strings become booleans and numbers', () => {
  const v = validateOperation(spec, form({ prompt: 'hi', flag: 'true', temperature: '0.5', max_tokens: '16384', context: '{"a":1}' }));
  assert.equal(v.mode, 'balanced');
  assert.equal(v.flag, true);
  assert.equal(v.temperature, 0.5);
  assert.equal(v.max_tokens, 16384);
  assert.deepEqual(v.context, { a: 1 });
  assert.equal(v.file.fileName, 'a.pdf');
  const d = validateOperation(spec, form({ prompt: 'hi' }));
  assert.deepEqual([d.flag, d.temperature, d.max_tokens, d.context], [false, 0.1, 4096, null]);
});

test('every bound is checked and all problems are reported at once', () => {
  const r = issuesOf(() => validateOperation(spec, form({ prompt: 'toolong', mode: 'slow', flag: 'yes', temperature: '1.01', max_tokens: '0', context: '{' }, null)));
  assert.equal(r.code, 'VALIDATION_ERROR');
  assert.deepEqual(r.errors.map((e) => [e.loc[1], e.type]), [
    ['file', 'missing'], ['prompt', 'value_error.max_length'], ['mode', 'value_error.enum'], ['flag', 'type_error.bool'],
    ['temperature', 'value_error.number.not_le'], ['max_tokens', 'value_error.number.not_ge'], ['context', 'value_error.json'],
  ]);
  assert.deepEqual(issuesOf(() => validateOperation(spec, form({ prompt: 'a', max_tokens: '2.5' }))).errors.map((e) => e.type), ['type_error.integer']);
  assert.deepEqual(issuesOf(() => validateOperation(spec, form({ prompt: 'a', context: '[1]' }))).errors.map((e) => e.type), ['value_error.shape']);
  assert.deepEqual(issuesOf(() => validateOperation(spec, form({}))).errors.map((e) => e.loc[1]), ['prompt']);
});

test('the edges themselves pass', () => {
  const v = validateOperation(spec, form({ prompt: '12345', temperature: '0', max_tokens: '1' }));
  assert.deepEqual([v.prompt, v.temperature, v.max_tokens], ['12345', 0, 1]);
});

test('unknown fields and wrong file kinds get the contract codes', () => {
  assert.equal(issuesOf(() => validateOperation(spec, { ...form({ prompt: 'a' }), unknown: ['x'] })).code, 'UNKNOWN_FIELD');
  assert.equal(issuesOf(() => validateOperation(spec, form({ prompt: 'a' }, 'a.exe'))).code, 'UNSUPPORTED_FILE_TYPE');
});

test('a JSON body keeps JSON types: a string "true" is not a boolean there', () => {
  const raw: RawRequest = { transport: 'json', fields: new Map<string, unknown>([['prompt', 'a'], ['flag', 'true']]), files: new Map(), unknown: [] };
  assert.equal(issuesOf(() => validateOperation({ ...spec, body: 'json', fields: { prompt: spec.fields.prompt, flag: spec.fields.flag } }, raw)).errors[0]?.type, 'type_error.bool');
});

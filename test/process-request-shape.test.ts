import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIMITS, PROCESS_FIELDS, SUPPORTED_EXTENSIONS } from '../src-shared/contract/request';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';

/**
 * Every request-shape code of SPEC "Request-shape errors" that needs no document content, sent
 * over HTTP: status, body form 1 (`{detail:{code,message,details}}`), code and details.
 */
let host: TestHost;
let key: string;

before(async () => {
  host = await startTestHost();
  key = (await host.newClient('tests', 'enterprise')).api_key;
});
after(async () => host.dispose());

async function sendJson(body: unknown, raw?: string) {
  return host.app.inject({
    method: 'POST', url: '/v1/process',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify(body),
  });
}

async function sendForm(parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
}

type Reply = Awaited<ReturnType<typeof sendJson>>;

function expectDetail(res: Reply, code: string, status = 422): Record<string, unknown> {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json<{ detail: { code: string; message: string; details: Record<string, unknown> } }>();
  assert.deepEqual(Object.keys(body), ['detail']);
  assert.deepEqual(Object.keys(body.detail).sort(), ['code', 'details', 'message']);
  assert.equal(body.detail.code, code);
  assert.equal(typeof body.detail.message, 'string');
  assert.ok(body.detail.message.length > 0);
  return body.detail.details;
}

function expectError(res: Reply, code: string, status: number): Record<string, unknown> {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json<{ success: boolean; error: { code: string; details: Record<string, unknown> } }>();
  assert.equal(body.success, false);
  assert.equal(body.error.code, code);
  return body.error.details;
}

const include = (sections: string[]): Part => ({ name: 'include', value: JSON.stringify(sections) });

describe('source', () => {
  it('SOURCE_REQUIRED: neither file nor text', async () => {
    expectDetail(await sendJson({ include: ['markdown'] }), 'SOURCE_REQUIRED');
    expectDetail(await sendForm([include(['markdown'])]), 'SOURCE_REQUIRED');
  });
  it('SOURCE_REQUIRED: empty text counts as no text', async () => {
    expectDetail(await sendJson({ text: '', include: ['markdown'] }), 'SOURCE_REQUIRED');
  });
  it('SOURCE_CONFLICT: both file and text', async () => {
    expectDetail(await sendForm([file('file', 'a.pdf', '%PDF-1.4'), { name: 'text', value: 'hello' }, include(['markdown'])]), 'SOURCE_CONFLICT');
  });
});

describe('task', () => {
  it('EMPTY_TASK: nothing requested', async () => {
    expectDetail(await sendJson({ text: 'hello' }), 'EMPTY_TASK');
    expectDetail(await sendJson({ text: 'hello', include: [] }), 'EMPTY_TASK');
    expectDetail(await sendJson({ text: 'hello', output_schema: {} }), 'EMPTY_TASK');
  });
  it('PROMPT_REQUIRES_SCHEMA: prompt without a non-empty schema', async () => {
    expectDetail(await sendJson({ text: 'hello', prompt: 'find the total', include: ['markdown'] }), 'PROMPT_REQUIRES_SCHEMA');
    expectDetail(await sendJson({ text: 'hello', prompt: 'find the total', output_schema: {} }), 'PROMPT_REQUIRES_SCHEMA');
  });
  it('PROMPT_TOO_LONG: 10,001 characters fail, 10,000 pass the length rule', async () => {
    const schema = { type: 'object', properties: { total: { type: 'number' } } };
    const details = expectDetail(await sendJson({ text: 'hello', prompt: 'я'.repeat(LIMITS.promptChars + 1), output_schema: schema }), 'PROMPT_TOO_LONG');
    assert.equal(details.max_length, LIMITS.promptChars);
    const ok = await sendJson({ text: 'hello', prompt: 'я'.repeat(LIMITS.promptChars), output_schema: schema });
    assert.notEqual(ok.json<{ detail?: { code?: string } }>().detail?.code, 'PROMPT_TOO_LONG');
  });
  it('TRANSLATE_REQUIRES_SCHEMA', async () => {
    expectDetail(await sendJson({ text: 'hello', translate: { to: 'ru' }, include: ['markdown'] }), 'TRANSLATE_REQUIRES_SCHEMA');
  });
  it('COMBINATION_NOT_SUPPORTED: split + match', async () => {
    expectDetail(await sendForm([
      file('file', 'a.pdf', '%PDF-1.4'), { name: 'split', value: '{"mode":"auto"}' },
      { name: 'match', value: '{"key_column":"sku"}' }, file('registry', 'r.csv', 'sku\n1\n'),
      { name: 'output_schema', value: '{"type":"object","properties":{"sku":{"type":"string"}}}' },
    ]), 'COMBINATION_NOT_SUPPORTED');
  });
  it('MATCH_REGISTRY_REQUIRED: match without registry, including any JSON request', async () => {
    const schema = { type: 'object', properties: { sku: { type: 'string' } } };
    expectDetail(await sendJson({ text: 'hello', match: { key_column: 'sku' }, output_schema: schema }), 'MATCH_REGISTRY_REQUIRED');
    expectDetail(await sendForm([file('file', 'a.pdf', '%PDF-1.4'), { name: 'match', value: '{"key_column":"sku"}' },
      { name: 'output_schema', value: JSON.stringify(schema) }]), 'MATCH_REGISTRY_REQUIRED');
  });
  it('MATCH_REQUIRES_SCHEMA', async () => {
    expectDetail(await sendForm([file('file', 'a.pdf', '%PDF-1.4'), { name: 'match', value: '{"key_column":"sku"}' },
      file('registry', 'r.csv', 'sku\n1\n')]), 'MATCH_REQUIRES_SCHEMA');
  });
});

describe('fields', () => {
  it('UNKNOWN_FIELD lists the unknown and the allowed fields (JSON and multipart)', async () => {
    let details = expectDetail(await sendJson({ text: 'hello', include: ['markdown'], colour: 'red', size: 3 }), 'UNKNOWN_FIELD');
    assert.deepEqual(details.unknown, ['colour', 'size']);
    assert.deepEqual(details.allowed, [...PROCESS_FIELDS]);
    details = expectDetail(await sendForm([{ name: 'text', value: 'x' }, include(['markdown']), file('attachment', 'a.pdf', 'x')]), 'UNKNOWN_FIELD');
    assert.deepEqual(details.unknown, ['attachment']);
  });
  it('UNSUPPORTED_FILE_TYPE lists the supported extensions', async () => {
    const details = expectDetail(await sendForm([file('file', 'notes.txt', 'hello'), include(['markdown'])]), 'UNSUPPORTED_FILE_TYPE');
    assert.deepEqual(details.supported, [...SUPPORTED_EXTENSIONS]);
    assert.equal(details.extension, '.txt');
    expectDetail(await sendForm([file('file', 'noextension', 'hello'), include(['markdown'])]), 'UNSUPPORTED_FILE_TYPE');
  });
  it('UNSUPPORTED_FILE_TYPE for a registry that is not CSV/XLS/XLSX', async () => {
    const details = expectDetail(await sendForm([file('file', 'a.pdf', '%PDF'), file('registry', 'r.pdf', 'x'),
      { name: 'match', value: '{"key_column":"sku"}' }, { name: 'output_schema', value: '{"type":"object","properties":{"sku":{"type":"string"}}}' }]), 'UNSUPPORTED_FILE_TYPE');
    assert.deepEqual(details.supported, ['.csv', '.xls', '.xlsx']);
    assert.equal(details.field, 'registry');
  });
  it('INCLUDE_UNKNOWN', async () => {
    const details = expectDetail(await sendJson({ text: 'hello', include: ['markdown', 'images'] }), 'INCLUDE_UNKNOWN');
    assert.deepEqual(details.unknown, ['images']);
  });
  it('SPLIT_REQUIRES_PDF: text input and non-PDF files', async () => {
    expectDetail(await sendJson({ text: 'hello', split: { mode: 'auto' } }), 'SPLIT_REQUIRES_PDF');
    expectDetail(await sendForm([file('file', 'a.docx', 'PK'), { name: 'split', value: '{"mode":"auto"}' }]), 'SPLIT_REQUIRES_PDF');
  });
  it('LANGUAGE_UNKNOWN lists the allowed languages', async () => {
    const details = expectDetail(await sendJson({ text: 'hello', include: ['markdown'], language: 'de' }), 'LANGUAGE_UNKNOWN');
    assert.deepEqual(details.allowed, ['ru', 'en', 'zh']);
  });
  it('FORMAT_UNKNOWN', async () => {
    const details = expectDetail(await sendJson({ text: 'hello', include: ['markdown'], format: 'csv' }), 'FORMAT_UNKNOWN');
    assert.deepEqual(details.allowed, ['json', 'xlsx']);
  });
  for (const field of ['output_schema', 'include', 'split', 'match'] as const) {
    it(`FIELD_NOT_JSON: multipart '${field}' that is not JSON`, async () => {
      const details = expectDetail(await sendForm([{ name: 'text', value: 'hello' }, { name: field, value: '{not json' }]), 'FIELD_NOT_JSON');
      assert.equal(details.field, field);
    });
  }
  it('FIELD_INVALID: valid JSON of the wrong shape', async () => {
    assert.equal(expectDetail(await sendJson({ text: 'hello', include: 'markdown' }), 'FIELD_INVALID').field, 'include');
    assert.equal(expectDetail(await sendJson({ text: 'hello', output_schema: ['a'] }), 'FIELD_INVALID').field, 'output_schema');
    assert.equal(expectDetail(await sendForm([{ name: 'text', value: 'hello' }, { name: 'include', value: '{"a":1}' }]), 'FIELD_INVALID').field, 'include');
    assert.equal(expectDetail(await sendJson({ text: 42, include: ['markdown'] }), 'FIELD_INVALID').field, 'text');
    assert.equal(expectDetail(await sendJson({ text: 'x', include: ['markdown'], async: 'yes' }), 'FIELD_INVALID').field, 'async');
    assert.equal(expectDetail(await sendForm([file('file', 'a.pdf', '%PDF'), { name: 'split', value: '{"mode":"manual"}' }]), 'FIELD_INVALID').field, 'split.mode');
    assert.equal(expectDetail(await sendForm([file('file', 'a.pdf', '%PDF'), { name: 'split', value: '{"max_documents":0}' }]), 'FIELD_INVALID').field, 'split.max_documents');
  });
  it('FIELD_INVALID: a field sent twice, or text sent as a file', async () => {
    expectDetail(await sendForm([{ name: 'text', value: 'a' }, { name: 'text', value: 'b' }, include(['markdown'])]), 'FIELD_INVALID');
    expectDetail(await sendForm([file('text', 't.txt', 'a'), include(['markdown'])]), 'FIELD_INVALID');
  });
  it('FIELD_TOO_LONG: text over its limit is refused, not truncated', async () => {
    const details = expectDetail(await sendJson({ text: 'a'.repeat(LIMITS.textChars + 1), include: ['markdown'] }), 'FIELD_TOO_LONG');
    assert.equal(details.max_length, LIMITS.textChars);
  });
});

describe('body', () => {
  it('BODY_NOT_JSON: a JSON body that does not parse', async () => {
    expectDetail(await sendJson(null, '{"text": "hello",'), 'BODY_NOT_JSON');
  });
  it('BODY_NOT_OBJECT: a JSON body that is not an object', async () => {
    expectDetail(await sendJson(['text', 'hello']), 'BODY_NOT_OBJECT');
    expectDetail(await sendJson('hello'), 'BODY_NOT_OBJECT');
    expectDetail(await sendJson(null, 'null'), 'BODY_NOT_OBJECT');
  });
  it('BODY_NOT_JSON: a content type that is neither JSON nor multipart', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key, 'content-type': 'text/plain' }, payload: 'hello' });
    expectDetail(res, 'BODY_NOT_JSON');
  });
  it('BODY_MALFORMED: a multipart body cut off in the middle', async () => {
    const { payload, headers } = multipart([{ name: 'text', value: 'hello world' }, include(['markdown'])]);
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload: payload.subarray(0, payload.length - 30) });
    expectDetail(res, 'BODY_MALFORMED');
  });
});

describe('sizes (413 FILE_TOO_LARGE, form 2)', () => {
  it('a file one byte over 50 MB is refused with field, size and max_size', async () => {
    const big = Buffer.alloc(LIMITS.fileBytes + 1, 0x20);
    const details = expectError(await sendForm([file('file', 'big.pdf', big), include(['markdown'])]), 'FILE_TOO_LARGE', 413);
    assert.deepEqual(details, { field: 'file', size: LIMITS.fileBytes + 1, max_size: LIMITS.fileBytes });
  });
  it('a file of exactly 50 MB passes the size rule', async () => {
    const res = await sendForm([file('file', 'edge.pdf', Buffer.alloc(LIMITS.fileBytes, 0x20)), include(['markdown'])]);
    assert.notEqual(res.json<{ error?: { code: string } }>().error?.code, 'FILE_TOO_LARGE', res.body);
  });
  it('a registry over 20 MB is refused with field "registry"', async () => {
    const details = expectError(await sendForm([
      file('file', 'a.pdf', '%PDF'), file('registry', 'r.csv', Buffer.alloc(LIMITS.registryBytes + 1, 0x41)),
      { name: 'match', value: '{"key_column":"sku"}' }, { name: 'output_schema', value: '{"type":"object","properties":{"sku":{"type":"string"}}}' },
    ]), 'FILE_TOO_LARGE', 413);
    assert.equal(details.field, 'registry');
    assert.equal(details.size, LIMITS.registryBytes + 1);
    assert.equal(details.max_size, LIMITS.registryBytes);
  });
});

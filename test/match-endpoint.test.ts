import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { LIMITS } from '../src-shared/contract/request';
import { Ajv } from 'ajv';
import { MATCH_MAX_VALUE_CHARS, MATCH_MAX_VALUES, MATCH_OPERATION } from '../src-shared/contract/operations/match';
import type { ClientCreatedResponse } from '../src-shared/contract/clients';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';

/** `POST /v1/match`: its answer for CSV and XLSX, its validation at every bound, its contract errors, and no billing. */
let host: TestHost;
let client: ClientCreatedResponse;
before(async () => {
  host = await startTestHost({ workers: 1 });
  client = await host.newClient('match', 'free');
});
after(async () => host.dispose());

const REGISTRY = 'sku;title\nA-100;Бумага\nB-200;Картридж\n';
const registry = (name = 'r.csv', body: string | Buffer = REGISTRY): Part => file('registry', name, body);
const values = (v: unknown): Part => ({ name: 'values', value: typeof v === 'string' ? v : JSON.stringify(v) });
const column = (v = 'sku'): Part => ({ name: 'key_column', value: v });

async function send(parts: Part[], key: string | null = client.api_key) {
  const { payload, headers } = multipart(parts);
  return host.app.inject({ method: 'POST', url: '/v1/match', headers: { ...headers, ...(key ? { 'x-api-key': key } : {}) }, payload });
}

type Detail = { code: string; details: Record<string, unknown> };
async function detail(parts: Part[], code: string): Promise<Record<string, unknown>> {
  const res = await send(parts);
  assert.equal(res.statusCode, 422, res.body.slice(0, 300));
  const body = res.json<{ detail: Detail }>();
  assert.equal(body.detail.code, code, res.body.slice(0, 300));
  return body.detail.details;
}
/** The `{loc, type}` of each problem of a 422 VALIDATION_ERROR. */
async function problems(parts: Part[]): Promise<[string, string][]> {
  const d = await detail(parts, 'VALIDATION_ERROR');
  return (d.errors as { loc: string[]; type: string }[]).map((e) => [e.loc.join('.'), e.type]);
}

describe('POST /v1/match answers', () => {
  it('the match, each value, the registry; a CSV', async () => {
    const res = await send([registry(), values(['a-100', 'Z']), column('SKU')]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      match: { found: 1, missing_in_registry: ['Z'], unmatched_registry: ['B-200'], coverage: 0.5, registry_rows: 2, key_column: 'sku', values_field: 'values' },
      values: [
        { index: 0, value: 'a-100', normalised: 'a-100', status: 'found', registry_rows: [{ row: 1, key: 'A-100', record: { sku: 'A-100', title: 'Бумага' } }], registry_rows_total: 1 },
        { index: 1, value: 'Z', normalised: 'z', status: 'missing', registry_rows: [], registry_rows_total: 0 },
      ],
      registry: { file_name: 'r.csv', columns: ['sku', 'title'], rows: 2 },
      warnings: [],
    });
  });

  it('answers what its operation spec says it answers (the schema /openapi.json publishes)', async () => {
    const validate = new Ajv({ strict: false }).compile(MATCH_OPERATION.response.schema);
    for (const parts of [[registry(), values(['a-100', 'Z', '']), column('SKU')], [registry(), values(Array.from({ length: 30 }, () => 'A-100')), column()]]) {
      const body = (await send(parts)).json();
      assert.ok(validate(body), JSON.stringify(validate.errors));
    }
    assert.equal(validate({ match: {}, values: [], registry: { file_name: 'r', columns: [], rows: 0 }, warnings: [] }), false, 'the schema is not a blank cheque');
  });

  it('an XLSX registry, its first sheet, numbers as the sheet shows them', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Реестр');
    ws.addRows([['ИНН', 'Поставщик'], [7707083893, 'Сбербанк'], ['7728168971', 'Альфа']]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await send([registry('r.xlsx', bytes), values(['7707083893', '1234567890']), column('инн'), { name: 'values_field', value: 'seller.inn' }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json<{ match: unknown }>().match, { found: 1, missing_in_registry: ['1234567890'], unmatched_registry: ['7728168971'], coverage: 0.5,
      registry_rows: 2, key_column: 'ИНН', values_field: 'seller.inn' });
  });

  it('empty values are gaps with match_values_incomplete; all empty is MATCH_NO_DATA', async () => {
    const res = await send([registry(), values(['A-100', '', ' ']), column()]);
    assert.equal(res.statusCode, 200);
    const body = res.json<{ match: { coverage: number }; values: { status: string }[]; warnings: { code: string }[] }>();
    assert.equal(body.match.coverage, 1);
    assert.deepEqual(body.values.map((v) => v.status), ['found', 'empty', 'empty']);
    assert.deepEqual(body.warnings.map((w) => w.code), ['match_values_incomplete']);
    assert.deepEqual(await detail([registry(), values(['', '  ']), column()], 'MATCH_NO_DATA'), { values_field: 'values' });
  });

  it('is not billed: no page counted, recorded in stats as a match of 0 pages', async () => {
    const usage = async () => (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${client.id}`, headers: { 'x-api-key': host.adminKey } })).json<{ pages_used_this_month: number }>();
    const stats = async () => (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': host.adminKey } })).json<{ by_task_kind: Record<string, { requests: number; pages: number }> }>();
    const before = { usage: (await usage()).pages_used_this_month, kind: (await stats()).by_task_kind.match ?? { requests: 0, pages: 0 } };
    assert.equal((await send([registry(), values(['A-100']), column()])).statusCode, 200);
    assert.equal((await usage()).pages_used_this_month, before.usage);
    assert.deepEqual((await stats()).by_task_kind.match, { requests: before.kind.requests + 1, pages: 0 });
  });
});

describe('POST /v1/match refuses', () => {
  it('missing values, key_column or registry: every one named at once', async () => {
    assert.deepEqual(await problems([registry()]), [['body.values', 'missing'], ['body.key_column', 'missing']]);
    assert.deepEqual(await problems([values(['A']), column()]), [['body.registry', 'missing']]);
  });
  it('values that are not a JSON array of strings', async () => {
    for (const bad of ['not json', '{"a":1}', '"A-100"', '[1, 2]', '["A", null]', '[]']) {
      assert.deepEqual(await problems([registry(), values(bad), column()]), [['body.values', bad === 'not json' ? 'value_error.json' : 'value_error.shape']], bad);
    }
  });
  it(`values at their bounds: ${MATCH_MAX_VALUES} items and ${MATCH_MAX_VALUE_CHARS} characters pass, one more does not`, async () => {
    const many = Array.from({ length: MATCH_MAX_VALUES }, (_, i) => `K-${i}`);
    assert.equal((await send([registry(), values(many), column()])).statusCode, 200);
    assert.deepEqual(await problems([registry(), values([...many, 'one more']), column()]), [['body.values', 'value_error.shape']]);
    assert.equal((await send([registry(), values(['x'.repeat(MATCH_MAX_VALUE_CHARS)]), column()])).statusCode, 200);
    assert.deepEqual(await problems([registry(), values(['x'.repeat(MATCH_MAX_VALUE_CHARS + 1)]), column()]), [['body.values', 'value_error.shape']]);
  });
  it('key_column and values_field empty or over 256 characters', async () => {
    assert.deepEqual(await problems([registry(), values(['A']), column('')]), [['body.key_column', 'value_error.min_length']]);
    assert.deepEqual(await problems([registry(), values(['A']), column('k'.repeat(257))]), [['body.key_column', 'value_error.max_length']]);
    assert.equal((await detail([registry(), values(['A']), column('k'.repeat(256))], 'MATCH_KEY_COLUMN_NOT_FOUND')).key_column, 'k'.repeat(256));
    assert.deepEqual(await problems([registry(), values(['A']), column(), { name: 'values_field', value: '' }]), [['body.values_field', 'value_error.min_length']]);
  });
  it('a registry of another kind (UNSUPPORTED_FILE_TYPE), an unknown field (UNKNOWN_FIELD), a JSON body', async () => {
    for (const name of ['r.pdf', 'r.txt', 'r.json', 'registry']) {
      const d = await detail([registry(name), values(['A']), column()], 'UNSUPPORTED_FILE_TYPE');
      assert.equal(d.field, 'registry');
    }
    const unknown = await detail([registry(), values(['A']), column(), { name: 'values_from', value: 'items[].sku' }], 'UNKNOWN_FIELD');
    assert.deepEqual(unknown.unknown, ['values_from']);
    assert.deepEqual(unknown.allowed, ['registry', 'values', 'key_column', 'values_field']);
    const json = await host.app.inject({ method: 'POST', url: '/v1/match', headers: { 'x-api-key': client.api_key }, payload: { values: ['A'], key_column: 'sku' } });
    assert.equal(json.statusCode, 422);
    assert.equal(json.json<{ detail: Detail }>().detail.code, 'BODY_MALFORMED');
  });
  it('MATCH_REGISTRY_INVALID: a broken XLSX, a CSV not in UTF-8, an empty file', async () => {
    assert.equal((await detail([registry('r.xlsx', Buffer.from('PK\u0003\u0004 not a zip')), values(['A']), column()], 'MATCH_REGISTRY_INVALID')).reason, 'unreadable');
    const cp1251 = await detail([registry('r.csv', Buffer.from(corpusBytes('synthetic/cp1251.csv'))), values(['A']), column('Номер')], 'MATCH_REGISTRY_INVALID');
    assert.equal(cp1251.reason, 'encoding');
    assert.equal((await detail([registry('r.csv', '\n \n'), values(['A']), column()], 'MATCH_REGISTRY_INVALID')).reason, 'empty');
  });
  it('MATCH_KEY_COLUMN_NOT_FOUND lists the columns there are', async () => {
    assert.deepEqual(await detail([registry(), values(['A']), column('barcode')], 'MATCH_KEY_COLUMN_NOT_FOUND'), { key_column: 'barcode', columns: ['sku', 'title'] });
  });
  it(`413 FILE_TOO_LARGE for a registry over ${LIMITS.registryBytes} bytes; exactly that is read`, async () => {
    const over = await send([registry('big.csv', Buffer.alloc(LIMITS.registryBytes + 1, 0x41)), values(['A']), column()]);
    assert.equal(over.statusCode, 413);
    const body = over.json<{ error: { code: string; details: Record<string, unknown> } }>();
    assert.equal(body.error.code, 'FILE_TOO_LARGE');
    assert.equal(body.error.details.field, 'registry');
    const head = Buffer.from('sku\nA\n');
    const exact = Buffer.concat([head, Buffer.alloc(LIMITS.registryBytes - head.length, 0x0a)]);
    const res = await send([registry('edge.csv', exact), values(['A']), column()]);
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.equal(res.json<{ match: { found: number } }>().match.found, 1);
  });
  it('401 without a key', async () => {
    assert.equal((await send([registry(), values(['A']), column()], null)).statusCode, 401);
  });
});

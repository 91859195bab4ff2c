import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { LIMITS } from '../src-shared/contract/request';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';

/**
 * The request-shape codes that depend on the content of the files (XML limits, the registry of a
 * match), over HTTP; and the match section itself.
 */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost();
  key = (await host.newClient('content', 'enterprise')).api_key;
});
after(async () => host.dispose());

async function send(parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
}

function detail(res: Awaited<ReturnType<typeof send>>, code: string): Record<string, unknown> {
  assert.equal(res.statusCode, 422, res.body);
  const body = res.json<{ detail: { code: string; details: Record<string, unknown> } }>();
  assert.equal(body.detail.code, code);
  return body.detail.details;
}

describe('XML limits', () => {
  it('XML_TOO_LARGE: 10 MB + 1 byte', async () => {
    const head = '<?xml version="1.0"?><a>';
    const xml = Buffer.from(head + 'x'.repeat(LIMITS.xmlBytes + 1 - head.length - 4) + '</a>');
    assert.equal(xml.length, LIMITS.xmlBytes + 1);
    const details = detail(await send([file('file', 'big.xml', xml), { name: 'include', value: '["markdown"]' }]), 'XML_TOO_LARGE');
    assert.equal(details.max_size, LIMITS.xmlBytes);
  });
  it('XML_TOO_COMPLEX: 200,001 elements', async () => {
    const xml = Buffer.from(`<r>${'<e/>'.repeat(LIMITS.xmlElements)}</r>`);
    const details = detail(await send([file('file', 'many.xml', xml), { name: 'include', value: '["markdown"]' }]), 'XML_TOO_COMPLEX');
    assert.equal(details.max_elements, LIMITS.xmlElements);
  });
  it('XML_MALFORMED: not well-formed', async () => {
    detail(await send([file('file', 'bad.xml', Buffer.from('<a><b></a>')), { name: 'include', value: '["markdown"]' }]), 'XML_MALFORMED');
  });
});

const ITEMS_SCHEMA = {
  type: 'object',
  properties: {
    items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: {
      article: { type: 'string', title: 'Артикул' }, name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' },
    } } },
  },
};
const INVOICE = ['Счёт № 12 от 01.03.2024', '', '| Артикул | Наименование | Количество |', '|---|---|---|',
  '| A-100 | Бумага | 10 |', '| B-200 | Картридж | 2 |', '| Z-999 | Ручка | 5 |'].join('\n');
const REGISTRY = 'sku;title\nA-100;Бумага офисная\nB-200;Картридж\nC-300;Папка\n';

function matchParts(over: { registry?: Part; match?: object; schema?: object; text?: string } = {}): Part[] {
  return [
    { name: 'text', value: over.text ?? INVOICE },
    { name: 'output_schema', value: JSON.stringify(over.schema ?? ITEMS_SCHEMA) },
    { name: 'match', value: JSON.stringify(over.match ?? { key_column: 'sku', values_from: 'items[].article' }) },
    over.registry ?? file('registry', 'registry.csv', Buffer.from(REGISTRY)),
  ];
}

describe('registry match', () => {
  it('the match section: found, missing, unmatched, coverage', async () => {
    const res = await send(matchParts());
    assert.equal(res.statusCode, 200, res.body);
    const env = res.json<ProcessEnvelope>();
    assert.deepEqual(env.match, {
      found: 2, missing_in_registry: ['Z-999'], unmatched_registry: ['C-300'], coverage: 0.6667,
      registry_rows: 3, key_column: 'sku', values_field: 'items[].article',
    });
  });
  it('match_values_incomplete when some values are empty; coverage over the rest', async () => {
    const text = INVOICE.replace('| Z-999 | Ручка | 5 |', '|  | Ручка | 5 |');
    const env = (await send(matchParts({ text }))).json<ProcessEnvelope>();
    assert.equal(env.match?.coverage, 1);
    assert.ok(env.warnings.some((w) => w.code === 'match_values_incomplete' && w.severity === 'info'));
  });
  it('without values_from the field is chosen by the column name', async () => {
    const registry = file('registry', 'r.csv', Buffer.from('Артикул,Цена\nA-100,1\n'));
    const env = (await send(matchParts({ registry, match: { key_column: 'Артикул' } }))).json<ProcessEnvelope>();
    assert.equal(env.match?.values_field, 'items[].article');
    assert.equal(env.match?.found, 1);
  });
  it('MATCH_REGISTRY_INVALID: a broken XLSX, and a CSV that is not UTF-8', async () => {
    detail(await send(matchParts({ registry: file('registry', 'r.xlsx', Buffer.from('PK\u0003\u0004 this is not a zip')) })), 'MATCH_REGISTRY_INVALID');
    const d = detail(await send(matchParts({ registry: file('registry', 'r.csv', Buffer.from(corpusBytes('synthetic/cp1251.csv'))), match: { key_column: 'Номер' } })), 'MATCH_REGISTRY_INVALID');
    assert.equal(d.reason, 'encoding');
  });
  it('MATCH_KEY_COLUMN_NOT_FOUND lists the columns there are', async () => {
    const d = detail(await send(matchParts({ match: { key_column: 'barcode', values_from: 'items[].article' } })), 'MATCH_KEY_COLUMN_NOT_FOUND');
    assert.deepEqual(d.columns, ['sku', 'title']);
  });
  it('MATCH_FIELD_NOT_FOUND: values_from outside the schema, or no field fits the column', async () => {
    detail(await send(matchParts({ match: { key_column: 'sku', values_from: 'items[].barcode' } })), 'MATCH_FIELD_NOT_FOUND');
    const d = detail(await send(matchParts({ match: { key_column: 'sku' } })), 'MATCH_FIELD_NOT_FOUND');
    assert.ok(Array.isArray(d.similar));
  });
  it('MATCH_FIELD_AMBIGUOUS: two fields fit the column', async () => {
    const schema = { type: 'object', properties: { seller: { type: 'object', properties: { inn: { type: 'string' } } }, buyer: { type: 'object', properties: { inn: { type: 'string' } } } } };
    const registry = file('registry', 'r.csv', Buffer.from('inn\n7707083893\n'));
    const d = detail(await send(matchParts({ schema, registry, match: { key_column: 'inn' } })), 'MATCH_FIELD_AMBIGUOUS');
    assert.deepEqual(d.candidates, ['seller.inn', 'buyer.inn']);
  });
  it('MATCH_NO_DATA: the result has nothing to compare', async () => {
    detail(await send(matchParts({ text: 'Письмо без таблиц и артикулов.' })), 'MATCH_NO_DATA');
  });
});

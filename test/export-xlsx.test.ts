import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { EXPORT_MAX_DOCUMENTS } from '../src-main/server/request/export';

/** `POST /v1/export/xlsx`: the operator's corrected result as the same workbook rule 5 gives. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('export', 'free')).api_key;
});
after(async () => host.dispose());

const SCHEMA = { type: 'object', properties: {
  number: { type: 'string', title: 'Номер' },
  items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: {
    name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' } } } },
} };

async function post(payload: unknown, apiKey: string | null = key) {
  return host.app.inject({ method: 'POST', url: '/v1/export/xlsx', headers: apiKey ? { 'x-api-key': apiKey } : {}, payload: payload as Record<string, unknown> });
}

async function workbook(raw: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb;
}

const rowValues = (ws: ExcelJS.Worksheet) => ws.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));

describe('POST /v1/export/xlsx', () => {
  it('turns a schema and an edited result into the workbook: both sheets, the edited values, a translation beside them, named by file_name', async () => {
    const res = await post({ output_schema: SCHEMA, file_name: 'Счёт 7.pdf',
      result: { number: '7-A', items: [{ name: 'Бумага', quantity: 12 }, { name: 'Скрепки', quantity: 3 }] },
      translated: { to: 'en', result: { number: '7-A', items: [{ name: 'Paper', quantity: 12 }, { name: 'Clips', quantity: 3 }] } } });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(res.headers['content-disposition'], `attachment; filename="docintel-export.xlsx"; filename*=UTF-8''${encodeURIComponent('Счёт 7.xlsx')}`);
    const wb = await workbook(res.rawPayload);
    assert.deepEqual(wb.worksheets.map((w) => w.name), ['Документ', 'Позиции']);
    assert.deepEqual(rowValues(wb.getWorksheet('Позиции')!), [['Наименование', 'Наименование (перевод)', 'Количество'], ['Бумага', 'Paper', 12], ['Скрепки', 'Clips', 3]]);
    assert.deepEqual(rowValues(wb.getWorksheet('Документ')!)[1]?.slice(0, 2), ['Номер', '7-A']);
  });

  it('a batch as documents: one block per document on Документ and a document column on Позиции; no page is billed', async () => {
    const before = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': key } })).json<Record<string, unknown>>();
    const res = await post({ output_schema: SCHEMA, documents: [
      { doc_type: 'a.pdf', pages: [1, 2], result: { number: '1', items: [{ name: 'A', quantity: 1 }] } },
      { doc_type: 'b.pdf', result: { number: '2', items: [{ name: 'B', quantity: 2 }] } },
      { doc_type: 'c.pdf', result: null },
    ] });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const wb = await workbook(res.rawPayload);
    const blocks = wb.getWorksheet('Документ')!.getColumn(1).values.filter((v): v is string => typeof v === 'string' && v.startsWith('Документ '));
    assert.equal(blocks.length, 3);
    assert.deepEqual(rowValues(wb.getWorksheet('Позиции')!).map((r) => [r[0], r[1]]), [['Документ', 'Наименование'], [1, 'A'], [2, 'B']]);
    const after = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': key } })).json<Record<string, unknown>>();
    assert.deepEqual(after, before, 'export is not processing: nothing recorded, nothing billed');
  });

  it('answers shape errors in the validation form, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ result: {} }, 'VALIDATION_ERROR', 'output_schema'],
      [{ output_schema: {}, result: {} }, 'VALIDATION_ERROR', 'output_schema'],
      [{ output_schema: SCHEMA }, 'VALIDATION_ERROR', 'result'],
      [{ output_schema: SCHEMA, result: {}, documents: [{}] }, 'VALIDATION_ERROR', 'documents'],
      [{ output_schema: SCHEMA, result: [] }, 'VALIDATION_ERROR', 'result'],
      [{ output_schema: SCHEMA, documents: [] }, 'VALIDATION_ERROR', 'documents'],
      [{ output_schema: SCHEMA, documents: Array.from({ length: EXPORT_MAX_DOCUMENTS + 1 }, () => ({})) }, 'VALIDATION_ERROR', 'documents'],
      [{ output_schema: SCHEMA, documents: [{ pages: [3, 2] }] }, 'VALIDATION_ERROR', 'documents[0].pages'],
      [{ output_schema: SCHEMA, documents: [{ pages: [0, 1] }] }, 'VALIDATION_ERROR', 'documents[0].pages'],
      [{ output_schema: SCHEMA, documents: [{ doc_type: '' }] }, 'VALIDATION_ERROR', 'documents[0].doc_type'],
      [{ output_schema: SCHEMA, documents: [{}], translated: {} }, 'VALIDATION_ERROR', 'translated'],
      [{ output_schema: SCHEMA, result: {}, file_name: 'x'.repeat(256) }, 'VALIDATION_ERROR', 'file_name'],
    ];
    for (const [payload, code, field] of cases) {
      const res = await post(payload);
      assert.equal(res.statusCode, 422, JSON.stringify(payload).slice(0, 80));
      const body = res.json<{ detail: { code: string; details: { field?: string } } }>();
      assert.deepEqual([body.detail.code, body.detail.details.field], [code, field], JSON.stringify(payload).slice(0, 80));
    }
    const unknown = await post({ output_schema: SCHEMA, result: {}, format: 'xlsx' });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json<{ detail: { code: string; details: { unknown: string[] } } }>().detail.details.unknown, ['format']);
    const nested = await post({ output_schema: SCHEMA, documents: [{ results: {} }] });
    assert.deepEqual(nested.json<{ detail: { details: { unknown: string[] } } }>().detail.details.unknown, ['documents[0].results']);
    const notObject = await host.app.inject({ method: 'POST', url: '/v1/export/xlsx', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '[1]' });
    assert.equal(notObject.statusCode, 422);
  });

  it('needs a key like every /v1 call', async () => {
    const res = await post({ output_schema: SCHEMA, result: {} }, null);
    assert.equal(res.statusCode, 401);
    assert.equal(typeof res.json<{ detail: unknown }>().detail, 'string');
  });
});

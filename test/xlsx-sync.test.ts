import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { catalogSchema } from '../src-shared/catalog';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { sheetsAsCsv } from './helpers/libreoffice';

/** SPEC rule 5 on the synchronous answer: `format: "xlsx"` returns the workbook itself. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('xlsx', 'enterprise')).api_key;
});
after(async () => host.dispose());

const SCHEMA = { type: 'object', properties: {
  number: { type: 'string', title: 'Номер' },
  items: { type: 'array', title: 'Позиции', items: { type: 'object', properties: {
    name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' }, unit: { type: 'string', title: 'Ед.' } } } },
} };
const TEXT = ['Счёт № 5 от 01.03.2024', '', '| Наименование | Количество | Ед. |', '|---|---|---|', '| Бумага | 10 | шт |', '| Картридж | 2 | упак |'].join('\n');

async function workbook(raw: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb;
}

describe('format=xlsx on a synchronous request', () => {
  it('is the Excel file: both named sheets, headers from titles, frozen and filtered items, a translation column beside the names; LibreOffice reads the same', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key },
      payload: { text: TEXT, output_schema: SCHEMA, format: 'xlsx', translate: { to: 'en' } } });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="docintel-result\.xlsx"/);
    const wb = await workbook(res.rawPayload);
    assert.deepEqual(wb.worksheets.map((w) => w.name), ['Документ', 'Позиции']);
    const items = wb.getWorksheet('Позиции')!;
    assert.deepEqual((items.getRow(1).values as unknown[]).slice(1), ['Наименование', 'Наименование (перевод)', 'Количество', 'Ед.']);
    assert.equal(items.views[0]?.state, 'frozen');
    assert.equal(items.views[0]?.ySplit, 1);
    assert.equal(items.autoFilter, 'A1:D1');
    const lo = sheetsAsCsv(res.rawPayload, ['Документ', 'Позиции']);
    assert.deepEqual(lo.get('Документ')!.slice(0, 2).map((r) => r.slice(0, 3)), [['Поле', 'Значение', 'Перевод'], ['Номер', '5', '']]);
    assert.deepEqual(lo.get('Позиции')!.map((r) => [r[0], r[2], r[3]]), [['Наименование', 'Количество', 'Ед.'], ['Бумага', '10', 'шт'], ['Картридж', '2', 'упак']]);
  });

  it('named after the uploaded file, Cyrillic kept in filename*', async () => {
    const { payload, headers } = multipart([file('file', 'Счёт 5.pdf', Buffer.from(corpusBytes('external/pdf-text/invoice2data/oyo.pdf'))),
      { name: 'output_schema', value: JSON.stringify(catalogSchema('invoice')!.schema) }, { name: 'format', value: 'xlsx' }]);
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-disposition'], `attachment; filename="docintel-result.xlsx"; filename*=UTF-8''${encodeURIComponent('Счёт 5.xlsx')}`);
    const wb = await workbook(res.rawPayload);
    assert.equal(wb.getWorksheet('Документ')!.getCell('A1').value, 'Поле');
  });

  it('a split file: one block per section on Документ, a section column on Позиции', async () => {
    const { payload, headers } = multipart([file('file', 'composite.pdf', Buffer.from(corpusBytes('external/composite/composite_01_text.pdf'))),
      { name: 'output_schema', value: JSON.stringify(catalogSchema('invoice')!.schema) }, { name: 'split', value: '{"mode":"auto"}' }, { name: 'format', value: 'xlsx' }]);
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const wb = await workbook(res.rawPayload);
    const blocks = wb.getWorksheet('Документ')!.getColumn(1).values.filter((v): v is string => typeof v === 'string' && v.startsWith('Документ '));
    assert.deepEqual(blocks.map((b) => b.replace(/ \(.*$/, '')), ['Документ 1: страницы 1–2', 'Документ 2: страницы 3–5', 'Документ 3: страницы 6–6', 'Документ 4: страницы 7–7', 'Документ 5: страницы 8–8']);
    const positions = wb.getWorksheet('Позиции')!;
    assert.equal(positions.getCell('A1').value, 'Документ');
    const sections = new Set(positions.getColumn(1).values.slice(2));
    assert.ok(sections.size >= 2, `item rows of several sections: ${[...sections].join(', ')}`);
  });

  it('nothing to export (no schema): the JSON envelope with xlsx_export_failed; async start: format_ignored_for_async', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: TEXT, include: ['markdown'], format: 'xlsx' } });
    assert.equal(res.statusCode, 200);
    const body = res.json<ProcessEnvelope>();
    assert.equal(body.markdown, TEXT);
    assert.deepEqual(body.warnings.filter((w) => w.code === 'xlsx_export_failed').map((w) => w.severity), ['medium']);
  });
});

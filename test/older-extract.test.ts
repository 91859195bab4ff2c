import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ParseResponse } from '../src-main/services/older-extract';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';

/** SPEC "Older task and extraction endpoints": `/v1/extract` and `/v1/extract/text` give a ParseResponse. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('older-extract', 'enterprise')).api_key;
});
after(async () => host.dispose());

const CONTRACT = 'external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx';

async function extract(fields: Record<string, string>, upload: Part | null = file('file', 'contract.docx', Buffer.from(corpusBytes(CONTRACT)))) {
  const { payload, headers } = multipart([...(upload ? [upload] : []), ...Object.entries(fields).map(([name, value]) => ({ name, value }))]);
  const res = await host.app.inject({ method: 'POST', url: '/v1/extract', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json<ParseResponse & { detail?: { code: string; details: { errors?: { loc: string[] }[] } } }>() };
}

async function extractText(body: Record<string, unknown>) {
  const res = await host.app.inject({ method: 'POST', url: '/v1/extract/text', headers: { 'x-api-key': key }, payload: body });
  return { status: res.statusCode, body: res.json<ParseResponse & { detail?: { code: string; details: { errors?: { loc: string[] }[] } } }>() };
}

const INVOICE_TEXT = [
  'ООО «Ромашка», ИНН 7707083893, КПП 770701001', '', 'Счёт на оплату № 1347 от 12 марта 2024 г.', '',
  '| № | Наименование | Кол-во | Цена | Сумма |', '|---|---|---|---|---|', '| 1 | Бумага А4 | 10 | 350,00 | 3 500,00 |', '',
  'Итого: 3 500,00', 'Всего к оплате: 3 500,00 руб.',
].join('\n');

const CONTRACT_TEXT = [
  'Договор поставки № 17 от 01.02.2024', '', 'Поставщик обязуется передать товар, указанный в Спецификации.', '',
  'Приложения являются неотъемлемой частью договора:', '', 'Приложение № 1 – Спецификация;', '', 'Приложение № 2 – График поставки.', '',
  'Приложение № 1', '', 'к договору поставки № 17 от 01.02.2024', '', 'Спецификация № 1 от 01.02.2024', '',
  '| № | Наименование | Кол-во | Ед. | Цена | Сумма |', '|---|---|---|---|---|---|',
  '| 1 | Кабель ВВГ 3х2,5 | 100 | м | 85,00 | 8 500,00 |', '| 2 | Автомат 16А | 4 | шт | 450,00 | 1 800,00 |', '',
  'Итого: 10 300,00', '',
  'Приложение № 2', '', 'График поставки: первая партия до 15.02.2024, вторая до 01.03.2024.',
].join('\n');

describe('POST /v1/extract', () => {
  it('a contract by its catalog type: data, markdown, chunks within the target, its two appendices (the list in its body is no appendix)', async () => {
    const { status, body } = await extract({ document_type: 'contract', include_chunks: 'true', chunk_size: '400', extract_appendices: '[]' });
    assert.equal(status, 200, JSON.stringify(body).slice(0, 400));
    assert.equal(body.success, true);
    assert.deepEqual([body.document_type, body.schema_version], ['contract', '1.1']);
    assert.ok(body.data && typeof body.data === 'object');
    assert.ok(body.markdown.length > 1000);
    assert.ok(body.chunks!.length > 5);
    assert.deepEqual(body.chunks!.map((c) => c.index), body.chunks!.map((_, i) => i + 1));
    for (const c of body.chunks!) {
      assert.deepEqual([c.page_start, c.page_end], [1, 1], 'a docx is one logical page');
      if (c.kind === 'text') assert.ok(c.text.length <= 400, `${c.text.length}: ${c.text.slice(0, 80)}`);
    }
    assert.deepEqual(body.appendices!.map((a) => [a.index, a.type, a.title.slice(0, 14), a.data, a.page_start]), [[1, 'appendix', 'Приложение № 1', null, null], [2, 'appendix', 'Приложение № 2', null, null]]);
    assert.ok(body.pages_processed >= 1);
    assert.equal(body.usage.pages, body.pages_processed);
  });

  it('schema_version picks a catalog version; an unknown one is a 422 naming the field', async () => {
    const old = await extract({ document_type: 'contract', schema_version: '1.0' });
    assert.equal(old.status, 200);
    assert.equal(old.body.schema_version, '1.0');
    const bad = await extract({ document_type: 'contract', schema_version: '9.9' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.detail!.code, 'VALIDATION_ERROR');
    assert.deepEqual(bad.body.detail!.details.errors!.map((e) => e.loc), [['body', 'schema_version']]);
  });

  it('skip_cache parses again; otherwise the second parse of the same file is cached', async () => {
    const bytes = Buffer.from(corpusBytes('external/office/ru-contracts-docx/rkimk_dogovor_elektromontazh_foie.docx'));
    const up = () => file('file', 'c.docx', bytes);
    const first = await extract({}, up());
    const second = await extract({}, up());
    const fresh = await extract({ skip_cache: 'true' }, up());
    assert.deepEqual([first.body.metadata.cached, second.body.metadata.cached, fresh.body.metadata.cached], [false, true, false]);
  });

  it('every field is checked at its bounds; the bounds themselves pass', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ chunk_size: '99' }, 'chunk_size'], [{ chunk_size: '20001' }, 'chunk_size'], [{ chunk_size: '5.5' }, 'chunk_size'],
      [{ include_chunks: 'yes' }, 'include_chunks'], [{ skip_cache: '1' }, 'skip_cache'], [{ extraction_mode: 'turbo' }, 'extraction_mode'],
      [{ extract_appendices: '["annexes"]' }, 'extract_appendices'], [{ extract_appendices: '"appendix"' }, 'extract_appendices'],
      [{ extract_appendices: '[' }, 'extract_appendices'], [{ schema: '{' }, 'schema'], [{ schema: '[]' }, 'schema'], [{ schema: '{}' }, 'schema'],
      [{ document_type: 'letter' }, 'document_type'], [{ schema_version: '1.0' }, 'schema_version'],
    ];
    for (const [fields, field] of cases) {
      const { status, body } = await extract(fields);
      assert.equal(status, 422, JSON.stringify(fields));
      assert.equal(body.detail!.code, 'VALIDATION_ERROR', JSON.stringify(fields));
      assert.deepEqual(body.detail!.details.errors!.map((e) => e.loc[1]), [field], JSON.stringify(fields));
    }
    const missing = await extract({ document_type: 'contract' }, null);
    assert.deepEqual([missing.status, missing.body.detail!.code, missing.body.detail!.details.errors![0]!.loc[1]], [422, 'VALIDATION_ERROR', 'file']);
    const unknown = await extract({ prompt: 'x' });
    assert.deepEqual([unknown.status, unknown.body.detail!.code], [422, 'UNKNOWN_FIELD']);
    const exe = await extract({}, file('file', 'a.exe', Buffer.from('MZ')));
    assert.deepEqual([exe.status, exe.body.detail!.code], [422, 'UNSUPPORTED_FILE_TYPE']);
    for (const size of ['100', '20000']) assert.equal((await extract({ include_chunks: 'true', chunk_size: size })).status, 200, size);
  });
});

describe('POST /v1/extract/text', () => {
  it('no schema and no type: the type its title shows picks the catalog schema', async () => {
    const { status, body } = await extractText({ markdown: INVOICE_TEXT });
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.deepEqual([body.document_type, body.schema_version], ['invoice', '1.0']);
    assert.equal(body.data!.number, '1347');
    assert.equal(body.metadata.file_hash, null);
    assert.deepEqual([body.chunks, body.appendices], [null, null]);
  });

  it('a text without a known title and without a schema says why nothing was extracted', async () => {
    const { body } = await extractText({ markdown: 'Просто заметки о погоде на завтра.' });
    assert.equal(body.data, null);
    assert.ok(body.warnings.some((w) => w.code === 'type_not_detected'));
  });

  it('the specification appendix is read with the specification schema; the other listed without data; the list in the body is none', async () => {
    const { status, body } = await extractText({ markdown: CONTRACT_TEXT, schema: { type: 'object', properties: { number: { type: 'string' } } }, extract_appendices: ['specification'] });
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.equal(body.document_type, null);
    const [spec, schedule] = body.appendices!;
    assert.equal(body.appendices!.length, 2);
    assert.deepEqual([spec!.type, spec!.title], ['specification', 'Приложение № 1 к договору поставки № 17 от 01.02.2024']);
    const items = spec!.data!.items as { name: string; quantity: number }[];
    assert.deepEqual(items.map((i) => [i.name, i.quantity]), [['Кабель ВВГ 3х2,5', 100], ['Автомат 16А', 4]]);
    assert.deepEqual([schedule!.type, schedule!.data], ['appendix', null]);
    assert.match(schedule!.markdown, /первая партия/u);
  });

  it('what cannot act is said: business_context without a model, a mode other than balanced, schema_version beside a schema', async () => {
    const { body } = await extractText({ markdown: INVOICE_TEXT, document_type: 'invoice', business_context: 'Закупки канцелярии', extraction_mode: 'fast' });
    assert.ok(body.warnings.some((w) => w.code === 'option_ignored' && w.field === 'business_context'), JSON.stringify(body.warnings));
    assert.ok(body.warnings.some((w) => w.code === 'mode_ignored'));
    const own = await extractText({ markdown: INVOICE_TEXT, schema: { type: 'object', properties: { number: { type: 'string' } } }, schema_version: '1.0' });
    assert.ok(own.body.warnings.some((w) => w.code === 'option_ignored' && w.field === 'schema_version'));
  });

  it('the body is checked: markdown required and not empty, types, unknown fields, not an object', async () => {
    for (const [payload, code] of [[{}, 'VALIDATION_ERROR'], [{ markdown: '' }, 'VALIDATION_ERROR'], [{ markdown: 5 }, 'VALIDATION_ERROR'],
      [{ markdown: 'x', include_chunks: 'true' }, 'VALIDATION_ERROR'], [{ markdown: 'x', file: 'a' }, 'UNKNOWN_FIELD']] as const) {
      const r = await extractText(payload);
      assert.deepEqual([r.status, r.body.detail!.code], [422, code], JSON.stringify(payload));
    }
    const arr = await host.app.inject({ method: 'POST', url: '/v1/extract/text', headers: { 'x-api-key': key }, payload: [1] as unknown as Record<string, unknown> });
    assert.deepEqual([arr.statusCode, arr.json<{ detail: { code: string } }>().detail.code], [422, 'BODY_NOT_OBJECT']);
    const nokey = await host.app.inject({ method: 'POST', url: '/v1/extract/text', payload: { markdown: 'x' } });
    assert.equal(nokey.statusCode, 401);
  });
});

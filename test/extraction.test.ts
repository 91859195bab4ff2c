import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { catalogSchema } from '../src-shared/catalog';
import type { JsonObject, ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { ECHO_SCHEMA, NEVER_OUT, echo, provider, start } from './fixtures/openai-recorder';
import type { Recorder } from './fixtures/openai-recorder';

/** Schema extraction through POST /v1/process: the ladder, provenance, status, data checks, the model chain. */
let host: TestHost;
let key: string;
before(async () => {
  host = await startTestHost({ workers: 2 });
  key = (await host.newClient('extraction', 'enterprise')).api_key;
});
after(async () => host.dispose());

const schemaOf = (type: string): JsonObject => catalogSchema(type)?.schema as JsonObject;

async function send(parts: Part[]): Promise<{ status: number; body: ProcessEnvelope & Record<string, unknown> }> {
  const { payload, headers } = multipart(parts);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json() };
}

const withSchema = (name: string, bytes: Uint8Array, schema: JsonObject, extra: Part[] = []): Part[] =>
  [file('file', name, Buffer.from(bytes)), { name: 'output_schema', value: JSON.stringify(schema) }, ...extra];

describe('known XML formats (rung 1)', () => {
  it('an FNS счёт-фактура fills the УПД schema deterministically; fields are PDF-only', async () => {
    const { status, body } = await send(withSchema('sf.xml', corpusBytes('external/xml/fns/lalexs75_ON_SCHFDOPPR_test_5.01.xml'), schemaOf('upd'),
      [{ name: 'include', value: '["fields"]' }]));
    assert.equal(status, 200);
    const r = body.result as Record<string, Record<string, unknown>>;
    assert.equal(r.number, '1');
    assert.equal(r.date, '2017-09-25');
    assert.equal(r.seller?.inn, '9665953144');
    assert.equal(r.buyer?.kpp, '968701000');
    assert.equal(r.total, 17.7);
    assert.equal((r.items as unknown as Record<string, unknown>[])[0]?.amount_gross, 17.7);
    assert.equal(body.fields, null);
    assert.ok(body.warnings.some((w) => w.code === 'section_unavailable' && w.field === 'fields'));
  });
  it('a Factur-X PDF is read from its embedded XML: provenance level xml with page and box', async () => {
    const { body } = await send(withSchema('fx.pdf', corpusBytes('external/pdf-text/facturx/EN16931_Einfach.pdf'), schemaOf('invoice'),
      [{ name: 'include', value: '["fields"]' }]));
    const r = body.result as Record<string, unknown>;
    assert.equal(r.number, '471102');
    assert.equal(r.total, 529.87);
    const number = body.fields?.find((f) => f.name === 'number');
    assert.equal(number?.level, 'xml');
    assert.equal(number?.page, 1);
    assert.equal(number?.bbox.length, 4);
    assert.ok(body.fields?.some((f) => f.name === 'items[1].name' && f.value === 'Joghurt Banane' && f.level === 'xml'));
  });
});

describe('built-in extractor (rung 2)', () => {
  it('a ТОРГ-12 spreadsheet: parties, totals and items, with the real defects of the document flagged', async () => {
    const { body } = await send(withSchema('torg12.xls', corpusBytes('external/office/ru-torg12/tkpolimer_testTorg12.xls'), schemaOf('torg12')));
    const r = body.result as Record<string, Record<string, unknown>>;
    assert.equal(r.number, '22222');
    assert.equal(r.date, '2022-12-12');
    assert.equal(r.supplier?.name, 'Общество с ограниченной ответственностью "Золотая антилопа"');
    assert.equal(r.total, 744);
    const items = r.items as unknown as Record<string, unknown>[];
    assert.deepEqual(items.map((i) => [i.name, i.quantity, i.amount_gross]), [['Деревянная игрушка', 1, 544], ['Оловянная игрушка', 2, 220]]);
    // The corpus notes: a 7-digit INN, and line 2 whose 200 + 0 VAT is printed as 220.
    assert.ok(body.warnings.some((w) => w.code === 'invalid_inn_length' && w.field === 'supplier.inn' && w.severity === 'high'));
    assert.ok(body.warnings.some((w) => w.code === 'totals_mismatch' && w.severity === 'medium'));
    assert.equal(body.metadata.extraction_status, 'partial');
  });
  it('a DOCX contract: price, VAT and words from its clause, requisites from its closing table, its 8-digit КПП flagged', async () => {
    const { body } = await send(withSchema('contract.docx', corpusBytes('external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx'), schemaOf('contract')));
    const r = body.result as Record<string, Record<string, unknown>>;
    assert.deepEqual([r.number, r.date, r.price, r.vat, r.currency], [null, null, 127500.4, 21250.07, 'RUB']);
    assert.equal(r.amount_in_words, 'Сто двадцать семь тысяч пятьсот рублей 40 копеек');
    assert.deepEqual([r.contractor?.inn, r.contractor?.kpp, r.contractor?.ogrn, r.contractor?.bic, r.contractor?.account, r.contractor?.corr_account],
      ['6229097748', '622901001', '1216200003480', '044525388', '40702810720300012219', '30101810800000000388']);
    // The corpus notes: the customer's КПП is printed with 8 digits.
    assert.equal(r.customer?.kpp, '62501001');
    assert.ok(body.warnings.some((w) => w.code === 'invalid_kpp_length' && w.field === 'customer.kpp' && w.severity === 'medium'));
  });

  it('a text-layer PDF: values with their page and box, levels rule/layout/table', async () => {
    const { body } = await send(withSchema('aws.pdf', corpusBytes('external/pdf-text/invoice2data/AmazonWebServices.pdf'), schemaOf('invoice'),
      [{ name: 'include', value: '["fields"]' }]));
    const r = body.result as Record<string, unknown>;
    assert.equal(r.number, '42183017');
    assert.equal(r.date, '2014-08-03');
    assert.equal(r.total, 4.11);
    assert.equal(r.currency, 'USD');
    const total = body.fields?.find((f) => f.name === 'total');
    assert.ok(total && ['rule', 'layout', 'table'].includes(total.level));
    assert.ok(total && total.bbox[2] > total.bbox[0] && total.bbox[3] > total.bbox[1]);
  });
  it('text input with a schema of the caller\'s own: flat names, titles in Russian', async () => {
    const text = 'Счёт на оплату № 57 от 12 марта 2024 г.\n\nПоставщик: ООО «Ромашка», ИНН 7707083893, КПП 773601001\n\nПокупатель: АО «Лютик», ИНН 7702070139\n\nИтого к оплате: 125 400,00 руб.';
    const schema = { type: 'object', properties: {
      invoice_no: { type: 'string', title: 'Номер счёта' }, invoice_date: { type: 'string', format: 'date' },
      seller_inn: { type: 'string' }, buyer_inn: { type: 'string', title: 'ИНН покупателя' }, amount_due: { type: 'number', title: 'Итого к оплате' },
    } };
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: schema } });
    const body = res.json<ProcessEnvelope>();
    assert.deepEqual(body.result, { invoice_no: '57', invoice_date: '2024-03-12', seller_inn: '7707083893', buyer_inn: '7702070139', amount_due: 125400 });
    assert.equal(body.metadata.extraction_status, 'full');
    assert.deepEqual(body.warnings, []);
  });
  it('parse_empty with a schema: result null, status fallback, nothing extracted', async () => {
    const blank = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { body } = await send(withSchema('blank.png', blank, schemaOf('invoice')));
    assert.equal(body.result, null);
    assert.equal(body.metadata.extraction_status, 'fallback');
    // The page carries no ink, so it is not OCR'd, and the answer says so (issue 16).
    assert.deepEqual(body.warnings.map((w) => w.code), ['parse_empty', 'blank_pages']);
  });
  it('the built-in extractor finding nothing: result null, status fallback (no skeleton of nulls)', async () => {
    const schema = { type: 'object', properties: { inn: { type: 'string', title: 'ИНН' }, total: { type: 'number', title: 'Итого' } } };
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'Погода сегодня хорошая.', output_schema: schema } });
    const body = res.json<ProcessEnvelope>();
    assert.equal(body.result, null);
    assert.equal(body.metadata.extraction_status, 'fallback');
    assert.deepEqual(body.warnings, []);
  });
});

describe('schema catalog', () => {
  const get = (url: string) => host.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  it('lists every type with Russian and English titles and versions', async () => {
    const list = (await get('/v1/schemas')).json<{ schemas: { type: string; title_ru: string; title_en: string; latest_version: string }[] }>();
    const types = list.schemas.map((s) => s.type);
    for (const t of ['invoice', 'upd', 'torg12', 'act', 'contract', 'cmr', 'packing_list', 'specification']) assert.ok(types.includes(t), t);
    assert.ok(list.schemas.every((s) => s.title_ru && s.title_en && s.latest_version));
  });
  it('reads a type, a version and latest; unknown ones are 404 SCHEMA_NOT_FOUND', async () => {
    assert.equal((await get('/v1/schemas/torg12')).json<{ latest_version: string }>().latest_version, '1.0');
    const detail = (await get('/v1/schemas/torg12/latest')).json<{ version: string; schema: { type: string } }>();
    assert.equal(detail.version, '1.0');
    assert.equal(detail.schema.type, 'object');
    assert.deepEqual((await get('/v1/schemas/torg12/1.0')).json(), (await get('/v1/schemas/torg12/latest')).json());
    for (const url of ['/v1/schemas/nope', '/v1/schemas/torg12/9.9']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json<{ error: { code: string } }>().error.code, 'SCHEMA_NOT_FOUND');
    }
  });
});

describe('model providers through the server', () => {
  let recorder: Recorder;
  before(async () => { recorder = await start({ behaviour: { kind: 'json', answer: echo } }); });
  after(async () => {
    await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload: { providers: [] } });
    await recorder.close();
  });
  const configure = (over: Record<string, unknown> = {}) => host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model',
    headers: { 'x-api-key': host.adminKey }, payload: { providers: [provider(recorder.url)], builtinFallback: false, ...over } });

  it('only the admin sets providers; keys are never shown back', async () => {
    const denied = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': key }, payload: { providers: [] } });
    assert.equal(denied.statusCode, 403);
    const res = await configure();
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<{ providers: { apiKey: string }[] }>().providers[0]?.apiKey, '***');
    const bad = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload: { providers: [{ baseUrl: 'ftp://x' }] } });
    assert.equal(bad.statusCode, 422);
  });
  it('a document goes out anonymized and the answer comes back restored; no provider detail in the envelope', async () => {
    await configure();
    const text = 'Договор поставки. Поставщик: ООО «Ромашка», ИНН 7707083893, КПП 773601001, р/с 40702810900000012345, '
      + 'тел. +7 (495) 123-45-67, e-mail: info@romashka.ru, директор Сидоров Пётр Петрович.';
    const before = recorder.requests.length;
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: ECHO_SCHEMA, prompt: 'Извлеки реквизиты' } });
    assert.equal(res.statusCode, 200, res.body);
    const sent = recorder.requests.slice(before).map((r) => r.body).join('\n');
    assert.ok(sent.length > 0, 'the provider was called');
    for (const secret of ['7707083893', '773601001', '40702810900000012345', 'info@romashka.ru', 'Ромашка', 'Сидоров', '123-45-67']) {
      assert.equal(sent.includes(secret), false, `${secret} left the machine`);
    }
    const body = res.json<ProcessEnvelope>();
    const result = body.result as Record<string, string[]>;
    assert.ok(result.inns?.includes('7707083893'), JSON.stringify(result));
    for (const s of NEVER_OUT) assert.equal(res.body.includes(s), false, `${s} in the response`);
  });
  it('a provider answering {} with no built-in fallback: llm_no_result, status fallback, result null', async () => {
    await configure();
    recorder.setBehaviour({ kind: 'json', answer: () => ({}) });
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'Счёт № 5', output_schema: { type: 'object', properties: { a: { type: 'string' } } } } });
    recorder.setBehaviour({ kind: 'json', answer: echo });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<ProcessEnvelope>();
    assert.equal(body.result, null);
    assert.equal(body.metadata.extraction_status, 'fallback');
    assert.deepEqual(body.warnings.map((w) => w.code), ['llm_no_result']);
  });
  it('a provider answering only nulls is no answer either', async () => {
    await configure();
    recorder.setBehaviour({ kind: 'json', answer: () => ({ a: null, b: [] }) });
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'Счёт № 5', output_schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'string' } } } } } });
    recorder.setBehaviour({ kind: 'json', answer: echo });
    const body = res.json<ProcessEnvelope>();
    assert.deepEqual({ result: body.result, status: body.metadata.extraction_status, warnings: body.warnings.map((w) => w.code) }, { result: null, status: 'fallback', warnings: ['llm_no_result'] });
  });
  it('a provider that answers prose gives 502 LLM_RESULT_NOT_OBJECT', async () => {
    await configure();
    recorder.setBehaviour({ kind: 'content', content: 'Sure! The supplier is Romashka.' });
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'Счёт № 5', output_schema: ECHO_SCHEMA } });
    assert.equal(res.statusCode, 502);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'LLM_RESULT_NOT_OBJECT');
    recorder.setBehaviour({ kind: 'json', answer: echo });
  });
  it('an unreachable provider without fallback gives 503 PROVIDER_UNAVAILABLE; with fallback the built-in extractor answers', async () => {
    await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey },
      payload: { providers: [provider('http://127.0.0.1:9/v1', { timeoutMs: 300 })], builtinFallback: false } });
    const text = 'Счёт № 77 от 01.02.2024';
    const schema = { type: 'object', properties: { number: { type: 'string' } } };
    const down = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: schema } });
    assert.equal(down.statusCode, 503);
    assert.equal(down.json<{ error: { code: string } }>().error.code, 'PROVIDER_UNAVAILABLE');
    await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey },
      payload: { providers: [provider('http://127.0.0.1:9/v1', { timeoutMs: 300 })], builtinFallback: true } });
    const ok = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: schema } });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json<ProcessEnvelope>().result, { number: '77' });
  });
});

describe('data checks by the document kind', () => {
  const act = 'АКТ № 15 от 30 апреля 2024 г.\n\nсдачи-приёмки оказанных услуг\n\nДоговор: № 15 от 01.02.2024\n\nИсполнитель: ООО «Ромашка», ИНН 7707083893\n\nЗаказчик: АО «Лютик», ИНН 7702070139';
  const post = (payload: Record<string, unknown>) => host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: act, output_schema: schemaOf('act'), ...payload } });

  it('an act whose number is its contract\'s gets ambiguous_document_number with or without document_type=act', async () => {
    for (const payload of [{}, { document_type: 'act' }]) {
      const body = (await post(payload)).json<ProcessEnvelope>();
      assert.deepEqual(body.warnings.map((w) => [w.code, w.field, w.severity]), [['ambiguous_document_number', 'number', 'high']], JSON.stringify(payload));
    }
  });

  it('the caller\'s document_type wins over the title', async () => {
    const body = (await post({ document_type: 'invoice' })).json<ProcessEnvelope>();
    assert.deepEqual(body.warnings, []);
  });

  it('suspicious_amount for a 150 million rouble contract price with no sum in words; none with it', async () => {
    const contract = (price: string): string => `ДОГОВОР ПОСТАВКИ № 17/2024\n\nПоставщик: ООО «Ромашка», ИНН 7707083893\n\nПокупатель: АО «Лютик», ИНН 7702070139\n\nЦена договора составляет ${price}, НДС не облагается.`;
    const send = async (text: string): Promise<ProcessEnvelope> =>
      (await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text, output_schema: schemaOf('contract') } })).json<ProcessEnvelope>();
    const bare = await send(contract('150 000 000 рублей'));
    assert.equal((bare.result as Record<string, unknown>).price, 150000000);
    assert.deepEqual(bare.warnings.map((w) => [w.code, w.field, w.severity]), [['suspicious_amount', 'price', 'high']]);
    const worded = await send(contract('150 000 000 (сто пятьдесят миллионов) рублей'));
    assert.deepEqual(worded.warnings, []);
  });
});

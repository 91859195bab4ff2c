import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { OlderTaskAnswer } from '../src-main/services/older-task';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { provider, RECORDER_TOKENS, start as startRecorder } from './fixtures/openai-recorder';
import type { ChatRequest, Recorder } from './fixtures/openai-recorder';

/** SPEC "Older task and extraction endpoints": `/v1/task`, `/v1/task/text`, `GET /v1/task/{task_id}`. */
let host: TestHost;
let key: string;
let other: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('older-task', 'enterprise')).api_key;
  other = (await host.newClient('someone else', 'enterprise')).api_key;
});
after(async () => host.dispose());

type Answer = OlderTaskAnswer & { detail?: { code: string; details: { errors?: { loc: string[] }[] } }; task_id?: string; status?: string; poll_url?: string; error?: { code: string } };

const INVOICE_TEXT = [
  'ООО «Ромашка», ИНН 7707083893, КПП 770701001', '', 'Счёт на оплату № 1347 от 12 марта 2024 г.', '',
  '| № | Наименование | Кол-во | Цена | Сумма |', '|---|---|---|---|---|', '| 1 | Бумага А4 | 10 | 350,00 | 3 500,00 |', '',
  'Итого: 3 500,00',
].join('\n');
const NUMBER_SCHEMA = { type: 'object', properties: { number: { type: 'string', description: 'invoice number' } } };

async function taskText(body: Record<string, unknown>, apiKey = key) {
  const res = await host.app.inject({ method: 'POST', url: '/v1/task/text', headers: { 'x-api-key': apiKey }, payload: body });
  return { status: res.statusCode, body: res.json<Answer>() };
}

async function task(fields: Record<string, string>, upload: Part | null) {
  const { payload, headers } = multipart([...(upload ? [upload] : []), ...Object.entries(fields).map(([name, value]) => ({ name, value }))]);
  const res = await host.app.inject({ method: 'POST', url: '/v1/task', headers: { ...headers, 'x-api-key': key }, payload });
  return { status: res.statusCode, body: res.json<Answer>() };
}

async function poll(url: string, apiKey = key) {
  const res = await host.app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
  return { status: res.statusCode, body: res.json<{ task_id: string; status: string; result: OlderTaskAnswer | null; error: unknown; detail?: unknown; success?: boolean; }>() };
}

const setModel = (payload: object) => host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey }, payload });

describe('older tasks without a model', () => {
  it('a prompt with a schema: the built-in extractor answers what the schema asks, and the answer says the prompt was not used', async () => {
    const { status, body } = await taskText({ prompt: 'Find the invoice number', document_text: INVOICE_TEXT, output_schema: NUMBER_SCHEMA });
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.deepEqual(body.result, { number: '1347' });
    assert.deepEqual(body.anonymization, { mode: 'fail_closed', items: 0 });
    assert.equal(body.tokens_used, 0);
    assert.ok(body.pages_processed >= 1);
    assert.ok(body.warnings.some((w) => w.code === 'prompt_ignored'));
    assert.equal(body.markdown, undefined);
  });

  it('no schema: the catalog schema of the type its title shows; options no model read are named', async () => {
    const { body } = await taskText({ prompt: 'Extract everything', document_text: INVOICE_TEXT, system_prompt: 'Be brief', context: { project: 'A' }, temperature: 0.5, include_markdown: true, include_chunks: true });
    assert.equal(body.document_type, 'invoice');
    assert.equal(body.result.number, '1347');
    const ignored = body.warnings.filter((w) => w.code === 'option_ignored').map((w) => w.field).sort();
    assert.deepEqual(ignored, ['context', 'system_prompt', 'temperature']);
    assert.match(body.markdown!, /Счёт на оплату/u);
    assert.ok(body.chunks!.length >= 1);
  });

  it('a file through multipart /v1/task', async () => {
    const pdf = Buffer.from(corpusBytes('synthetic/zh-text-1p.pdf'));
    const { status, body } = await task({ prompt: 'What is this?', document_type: 'invoice', include_markdown: 'true' }, file('file', 'doc.pdf', pdf));
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.equal(body.document_type, 'invoice');
    assert.ok(body.markdown!.length > 0);
    assert.ok(body.usage.sheets === 1);
  });

  it('async_mode: 202 with a task id; the poll gives the task response; only its key and only under /v1/task find it', async () => {
    const accepted = await taskText({ prompt: 'number', document_text: INVOICE_TEXT, output_schema: NUMBER_SCHEMA, async_mode: true });
    assert.equal(accepted.status, 202);
    assert.equal(accepted.body.status, 'processing');
    assert.equal(accepted.body.poll_url, `/v1/task/${accepted.body.task_id}`);
    let polled = await poll(accepted.body.poll_url!);
    for (let i = 0; i < 600 && polled.body.status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      polled = await poll(accepted.body.poll_url!);
    }
    assert.equal(polled.body.status, 'done');
    assert.deepEqual(polled.body.result!.result, { number: '1347' });
    assert.equal(polled.body.error, null);
    assert.equal((await poll(accepted.body.poll_url!, other)).status, 404);
    const asProcess = await poll(`/v1/process/${accepted.body.task_id}`);
    assert.equal(asProcess.status, 404);
    const unknown = await poll('/v1/task/00000000-0000-4000-8000-000000000000');
    assert.deepEqual([unknown.status, (unknown.body as unknown as { error: { code: string } }).error.code], [404, 'TASK_NOT_FOUND']);
  });

  it('every bound: temperature 0..1, max_tokens 1..16384, prompt required, one source', async () => {
    const base = { prompt: 'p', document_text: 'text', output_schema: NUMBER_SCHEMA };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ temperature: -0.01 }, 'VALIDATION_ERROR', 'temperature'], [{ temperature: 1.01 }, 'VALIDATION_ERROR', 'temperature'],
      [{ temperature: '0.5' }, 'VALIDATION_ERROR', 'temperature'], [{ max_tokens: 0 }, 'VALIDATION_ERROR', 'max_tokens'],
      [{ max_tokens: 16385 }, 'VALIDATION_ERROR', 'max_tokens'], [{ max_tokens: 10.5 }, 'VALIDATION_ERROR', 'max_tokens'],
      [{ prompt: undefined }, 'VALIDATION_ERROR', 'prompt'], [{ prompt: '' }, 'VALIDATION_ERROR', 'prompt'],
      [{ prompt: 'x'.repeat(10_001) }, 'VALIDATION_ERROR', 'prompt'], [{ async_mode: 'true' }, 'VALIDATION_ERROR', 'async_mode'],
      [{ output_schema: [] }, 'VALIDATION_ERROR', 'output_schema'], [{ output_schema: {} }, 'VALIDATION_ERROR', 'output_schema'],
      [{ document_text: undefined }, 'VALIDATION_ERROR', 'document_text'], [{ file: 'x' }, 'UNKNOWN_FIELD', ''],
    ];
    for (const [over, code, field] of cases) {
      const { status, body } = await taskText({ ...base, ...over });
      assert.equal(status, 422, JSON.stringify(over).slice(0, 80));
      assert.equal(body.detail!.code, code, JSON.stringify(over).slice(0, 80));
      if (field) assert.deepEqual(body.detail!.details.errors!.map((e) => e.loc[1]), [field], JSON.stringify(over).slice(0, 80));
    }
    for (const over of [{ temperature: 0 }, { temperature: 1 }, { max_tokens: 1 }, { max_tokens: 16384 }, { prompt: 'x'.repeat(10_000) }]) {
      assert.equal((await taskText({ ...base, ...over })).status, 200, JSON.stringify(over).slice(0, 60));
    }
    const both = await task({ prompt: 'p', document_text: 'x' }, file('file', 'a.txt.pdf', Buffer.from(corpusBytes('synthetic/zh-text-1p.pdf'))));
    assert.deepEqual([both.status, both.body.detail!.code], [422, 'SOURCE_CONFLICT']);
    const neither = await task({ prompt: 'p' }, null);
    assert.deepEqual([neither.status, neither.body.detail!.code], [422, 'SOURCE_REQUIRED']);
    const badContext = await task({ prompt: 'p', document_text: 'x', context: '{' }, null);
    assert.deepEqual([badContext.status, badContext.body.detail!.details.errors![0]!.loc[1]], [422, 'context']);
  });
});

describe('older tasks with a model', () => {
  let recorder: Recorder;
  before(async () => {
    // The model copies the organisation's placeholder into its answer, so restoring it can be seen.
    recorder = await startRecorder({ behaviour: { kind: 'json', answer: (req: ChatRequest) => {
      const text = (req.messages ?? []).map((m) => m.content).join('\n');
      return { answer: `Счёт выставил ${/\[ORG_\d+\]/u.exec(text)?.[0] ?? '?'}` };
    } } });
    const res = await setModel({ providers: [provider(recorder.url, { anonymize: 'always' })], builtinFallback: false });
    assert.equal(res.statusCode, 200, res.body);
  });
  after(async () => {
    await setModel({ providers: [], builtinFallback: true });
    await recorder.close();
  });

  it('the prompt, system prompt, context, temperature and max_tokens reach the model, scrubbed; the answer is restored; items and tokens are counted', async () => {
    const { status, body } = await taskText({ prompt: 'Who issued the invoice?', document_text: INVOICE_TEXT, system_prompt: 'Answer in Russian', context: { department: 'закупки' }, temperature: 0.7, max_tokens: 100 });
    assert.equal(status, 200, JSON.stringify(body).slice(0, 300));
    assert.deepEqual(body.result, { answer: 'Счёт выставил ООО «Ромашка»' });
    assert.ok(body.anonymization.items > 0);
    assert.equal(body.anonymization.mode, 'fail_closed');
    assert.equal(body.tokens_used, RECORDER_TOKENS + 12);
    assert.ok(!body.warnings.some((w) => w.code === 'prompt_ignored' || w.code === 'option_ignored'), JSON.stringify(body.warnings));
    const sent = recorder.requests[recorder.requests.length - 1]!;
    assert.equal(sent.json!.temperature, 0.7);
    assert.equal(sent.json!.max_tokens, 100);
    const contents = sent.json!.messages!.map((m) => m.content).join('\n');
    assert.match(contents, /Answer in Russian/u);
    assert.match(contents, /закупки/u);
    assert.match(contents, /Who issued the invoice\?/u);
    for (const secret of ['Ромашка', '7707083893']) assert.ok(!sent.body.includes(secret), secret);
  });
});

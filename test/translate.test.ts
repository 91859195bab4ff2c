import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { catalogSchema } from '../src-shared/catalog';
import type { JsonObject, ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusBytes } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { leaks, provider, RECORDER_TOKENS, settings, start, userText } from './fixtures/openai-recorder';
import type { ChatRequest, Recorder } from './fixtures/openai-recorder';

/**
 * SPEC rule 4 through /v1/process: the glossary alone (no provider), then with a recording
 * OpenAI-compatible provider that "translates" by tagging what it receives, so the test sees what
 * left the machine, what came back restored, and the tokens counted.
 */
let host: TestHost;
let key: string;
let recorder: Recorder;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('translate', 'enterprise')).api_key;
  recorder = await start();
});
after(async () => {
  await recorder.close();
  await host.dispose();
});

const TORG12 = 'external/office/ru-torg12/tkpolimer_testTorg12.xls';
const GERMAN = 'external/pdf-text/facturx/EN16931_Einfach.pdf';

async function translate(path: string, type: string, to: string): Promise<ProcessEnvelope> {
  const { payload, headers } = multipart([file('file', path.split('/').pop()!, Buffer.from(corpusBytes(path))),
    { name: 'output_schema', value: JSON.stringify(catalogSchema(type)!.schema) }, { name: 'translate', value: JSON.stringify({ to }) }]);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  assert.equal(res.statusCode, 200, res.body.slice(0, 400));
  return res.json<ProcessEnvelope>();
}

const items = (r: JsonObject | undefined): JsonObject[] => (r?.items ?? []) as JsonObject[];
const partial = (b: ProcessEnvelope): string[] => b.warnings.filter((w) => w.code === 'translation_partial').map((w) => w.field).sort();

describe('translation with the glossary alone (no provider)', () => {
  it('a Russian ТОРГ-12 to en and zh: units by the glossary, figures and ids untouched, item names named as left', async () => {
    const en = await translate(TORG12, 'torg12', 'en');
    assert.equal(en.translated!.to, 'en');
    assert.deepEqual(items(en.translated!.result).map((i) => i.unit), ['pcs', 'pcs']);
    assert.deepEqual(items(en.result!).map((i) => i.unit), ['шт', 'шт'], 'the result itself is untouched');
    assert.deepEqual(items(en.translated!.result).map((i) => [i.quantity, i.price, i.article]), items(en.result!).map((i) => [i.quantity, i.price, i.article]));
    assert.equal(en.translated!.result.number, en.result!.number);
    assert.deepEqual(partial(en), ['items[0].name', 'items[1].name']);
    assert.ok(en.warnings.filter((w) => w.code === 'translation_partial').every((w) => w.severity === 'low'));
    assert.equal(en.usage.translation_tokens, 0, 'the glossary counts no tokens');
    const zh = await translate(TORG12, 'torg12', 'zh');
    assert.deepEqual(items(zh.translated!.result).map((i) => i.unit), ['件', '件']);
  });

  it('a German invoice to en and ru: UN/ECE unit codes and German units by the glossary, the rest named', async () => {
    const en = await translate(GERMAN, 'invoice', 'en');
    assert.deepEqual(items(en.translated!.result).map((i) => i.unit), ['pcs', 'pcs']);
    assert.deepEqual(partial(en), ['items[0].name', 'items[1].name']);
    const ru = await translate(GERMAN, 'invoice', 'ru');
    assert.deepEqual(items(ru.translated!.result).map((i) => i.unit), ['шт', 'шт']);
    assert.equal(ru.translated!.result.currency, 'EUR');
  });

  it('nothing the glossary knows and no provider: translated null with translation_failed (medium)', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key },
      payload: { text: 'Предмет: поставка деревянных игрушек', output_schema: { type: 'object', properties: { subject: { type: 'string', title: 'Предмет' } } }, translate: { to: 'en' } } });
    const body = res.json<ProcessEnvelope>();
    assert.equal(body.translated, null);
    assert.deepEqual(body.warnings.filter((w) => w.code === 'translation_failed').map((w) => w.severity), ['medium']);
  });
});

/** The fake translator: every value comes back tagged, placeholders copied as they are. */
const TAG = '⟦en⟧ ';
const translator = (req: ChatRequest): JsonObject => {
  const asked = JSON.parse(userText(req)) as Record<string, string>;
  return Object.fromEntries(Object.entries(asked).map(([k, v]) => [k, `${TAG}${v}`]));
};

describe('translation with a provider', () => {
  before(() => {
    recorder.setBehaviour({ kind: 'json', answer: translator });
    host.settings.setModel(settings([provider(recorder.url)], { builtinFallback: true }));
  });
  after(() => host.settings.setModel({ providers: [], builtinFallback: true, anonymization: 'fail_closed' }));

  it('what the glossary leaves goes out scrubbed, comes back translated and restored; tokens counted; nothing personal recorded', async () => {
    recorder.requests.length = 0;
    // Extraction asks the provider first: it answers {} there, so the built-in extractor reads the document.
    recorder.setBehaviour({ kind: 'json', answer: (req) => (/translate values/i.test(JSON.stringify(req.messages)) ? translator(req) : {}) });
    const body = await translate(TORG12, 'torg12', 'en');
    const translationCalls = recorder.requests.filter((r) => /translate values/i.test(r.body));
    assert.equal(translationCalls.length, 1);
    assert.deepEqual(partial(body), []);
    assert.deepEqual(items(body.translated!.result).map((i) => i.name), items(body.result!).map((i) => `${TAG}${String(i.name)}`));
    assert.deepEqual(items(body.translated!.result).map((i) => i.unit), ['pcs', 'pcs'], 'glossary terms never go out');
    assert.ok(!translationCalls[0]!.body.includes('"шт"'));
    assert.equal(body.usage.translation_tokens, RECORDER_TOKENS + 12);
    const supplier = (body.result!.supplier as JsonObject).name as string;
    assert.deepEqual(leaks(recorder.requests.map((r) => r.body), [{ kind: 'org', value: supplier }, { kind: 'id', value: '1111111' }]), []);
  });

  it('a provider error is never an error of the request: the glossary\'s translation, the rest named', async () => {
    recorder.setBehaviour({ kind: 'status', status: 503 });
    const body = await translate(TORG12, 'torg12', 'en');
    assert.deepEqual(items(body.translated!.result).map((i) => i.unit), ['pcs', 'pcs']);
    assert.deepEqual(partial(body), ['items[0].name', 'items[1].name']);
    assert.equal(body.usage.translation_tokens, 0);
  });
});

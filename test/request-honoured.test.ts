import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import type { Warning } from '../src-shared/contract/warnings';
import { corpusBytes, corpusPath } from './helpers/corpus';
import { file, multipart, startTestHost } from './helpers/host';
import type { Part, TestHost } from './helpers/host';
import { provider, settings, start } from './fixtures/openai-recorder';
import type { Recorder } from './fixtures/openai-recorder';

/**
 * "Nothing accepted is ignored" (docs/decisions.md): every field of the request table that the
 * service accepts but cannot honour this time, case by case, answers with a warning saying so.
 */
let host: TestHost;
let key: string;
let recorder: Recorder;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('honoured', 'enterprise')).api_key;
  recorder = await start({ behaviour: { kind: 'status', status: 500 } });
});
after(async () => {
  await recorder.close();
  await host.dispose();
});

const SCHEMA = { type: 'object', properties: { number: { type: 'string', title: 'Номер' } } };
const text = async (payload: Record<string, unknown>): Promise<ProcessEnvelope> => {
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ProcessEnvelope>();
};
const upload = async (parts: Part[]): Promise<ProcessEnvelope> => {
  const { payload, headers } = multipart(parts);
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': key }, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ProcessEnvelope>();
};
const only = (body: ProcessEnvelope, code: string): Warning[] => body.warnings.filter((w) => w.code === code);

describe('every accepted field is honoured or the answer says it was not', () => {
  it('prompt with no model configured: prompt_ignored (medium, field prompt)', async () => {
    const body = await text({ text: 'Счёт № 7', output_schema: SCHEMA, prompt: 'Верни номер счёта' });
    assert.deepEqual(only(body, 'prompt_ignored').map((w) => [w.severity, w.field]), [['medium', 'prompt']]);
    assert.match(only(body, 'prompt_ignored')[0]!.message, /no model is configured/);
  });

  it('prompt when the model chain fell back to the built-in extractor: prompt_ignored', async () => {
    host.settings.setModel(settings([provider(recorder.url)], { builtinFallback: true }));
    try {
      const body = await text({ text: 'Счёт № 7', output_schema: SCHEMA, prompt: 'Верни номер счёта' });
      assert.equal(recorder.requests.length > 0, true, 'the provider was tried');
      assert.match(only(body, 'prompt_ignored')[0]?.message ?? '', /no model gave a usable answer/);
    } finally {
      host.settings.setModel({ providers: [], builtinFallback: true, anonymization: 'fail_closed' });
    }
  });

  it('language on input that needs no OCR: language_ignored (info)', async () => {
    const body = await text({ text: 'Счёт № 7', include: ['markdown'], language: 'zh' });
    assert.deepEqual(only(body, 'language_ignored').map((w) => [w.severity, w.field]), [['info', 'language']]);
    const scanned = await upload([file('file', 'ru.png', Buffer.from(corpusBytes('synthetic/ru.png'))), { name: 'include', value: '["markdown"]' }, { name: 'language', value: 'ru' }]);
    assert.deepEqual(only(scanned, 'language_ignored'), [], 'an OCR\'d image uses it');
  });

  it('registry without match: registry_ignored (low)', async () => {
    const body = await upload([file('file', 'a.csv', 'a,b\n1,2\n'), file('registry', 'r.csv', 'article\nA-1\n'), { name: 'include', value: '["markdown"]' }]);
    assert.deepEqual(only(body, 'registry_ignored').map((w) => [w.severity, w.field]), [['low', 'registry']]);
  });

  it('document_type that is no catalog type, or with nothing to steer: document_type_ignored (info)', async () => {
    assert.match(only(await text({ text: 'Счёт № 7', output_schema: SCHEMA, document_type: 'poem' }), 'document_type_ignored')[0]?.message ?? '', /not a catalog type/);
    assert.match(only(await text({ text: 'Счёт № 7', include: ['markdown'], document_type: 'invoice' }), 'document_type_ignored')[0]?.message ?? '', /without an output_schema/);
    assert.deepEqual(only(await text({ text: 'Счёт № 7', output_schema: SCHEMA, document_type: 'invoice' }), 'document_type_ignored'), []);
  });

  it('mode other than balanced: mode_ignored; format=xlsx with async: format_ignored_for_async', async () => {
    assert.equal(only(await text({ text: 'x', include: ['markdown'], mode: 'accurate' }), 'mode_ignored').length, 1);
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'x', include: ['markdown'], async: true, format: 'xlsx' } });
    assert.equal(res.statusCode, 202);
  });

  it('fields of a PDF without a schema: null with section_unavailable; tables of text: null with section_unavailable', async () => {
    const pdf = await upload([file('file', 'oyo.pdf', Buffer.from(corpusBytes('external/pdf-text/invoice2data/oyo.pdf'))), { name: 'include', value: '["fields","markdown"]' }]);
    assert.equal(pdf.fields, null);
    assert.deepEqual(only(pdf, 'section_unavailable').map((w) => w.field), ['fields']);
    const plain = await text({ text: 'x', include: ['tables'] });
    assert.equal(plain.tables, null);
    assert.deepEqual(only(plain, 'section_unavailable').map((w) => w.field), ['tables']);
  });

  it('schema parts the extractor cannot fill: schema_unsupported (low) naming them', async () => {
    const body = await text({ text: 'Счёт № 7', output_schema: { type: 'object', properties: { number: { type: 'string' }, extra: { type: 'object', additionalProperties: { type: 'string' } } } } });
    assert.match(only(body, 'schema_unsupported')[0]?.message ?? '', /extra: an object with free keys/);
  });

  it('return_files on a PDF pdf-lib cannot rewrite (encrypted with an owner password): sections without files and a split warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-enc-'));
    try {
      const out = join(dir, 'locked.pdf');
      execFileSync('qpdf', ['--encrypt', '', 'owner-secret', '256', '--', corpusPath('external/pdf-text/invoice2data/oyo.pdf'), out]);
      const body = await upload([file('file', 'locked.pdf', readFileSync(out)), { name: 'split', value: '{"mode":"auto","return_files":true}' }]);
      assert.deepEqual(body.documents!.map((d) => [d.pages, d.pdf_base64]), [[[1, 1], undefined]]);
      assert.match(only(body, 'split')[0]?.message ?? '', /could not be cut/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

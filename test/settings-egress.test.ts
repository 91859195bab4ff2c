import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { API_KEY, ECHO_SCHEMA, echo, provider, RECORDER_MODEL, settings, start } from './fixtures/openai-recorder';
import type { Recorder } from './fixtures/openai-recorder';
import type { OutboundEntry } from '../src-shared/worker-protocol';

/**
 * The settings screen's server side: whether anything can leave the machine, a provider tried, a
 * stored key kept across an edit, and the log of what left — sizes and counts, never the text.
 */
let host: TestHost;
let recorder: Recorder;
let operator: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  recorder = await start({ behaviour: { kind: 'json', answer: echo } });
  operator = (await host.newClient('operator', 'business')).api_key;
});
after(async () => {
  await recorder.close();
  await host.dispose();
});

const admin = () => ({ 'x-api-key': host.adminKey });
const put = (body: unknown) => host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: admin(), payload: body as Record<string, unknown> });

describe('GET /v1/egress', () => {
  it('says nothing can leave with no provider or only loopback ones, and that text can leave with one elsewhere; for any key', async () => {
    const egress = async () => (await host.app.inject({ method: 'GET', url: '/v1/egress', headers: { 'x-api-key': operator } })).json<{ can_leave_machine: boolean; providers: { host: string; loopback: boolean }[] }>();
    assert.equal((await put(settings([]))).statusCode, 200);
    assert.deepEqual(await egress(), { can_leave_machine: false, providers: [] });
    assert.equal((await put(settings([provider(recorder.url)]))).statusCode, 200);
    assert.equal((await egress()).can_leave_machine, false);
    assert.equal((await put(settings([provider(recorder.url), provider('https://api.example.com/v1')]))).statusCode, 200);
    const out = await egress();
    assert.equal(out.can_leave_machine, true);
    assert.deepEqual(out.providers.map((p) => [p.host, p.loopback]), [[new URL(recorder.url).host, true], ['api.example.com', false]]);
    assert.equal((await host.app.inject({ method: 'GET', url: '/v1/egress' })).statusCode, 401);
  });
});

describe('model settings edited from the screen', () => {
  it('keeps a stored key when a provider comes back with the redacted ***, and refuses *** where no key is stored', async () => {
    assert.equal((await put(settings([provider(recorder.url, { apiKey: API_KEY, model: 'm1' })]))).statusCode, 200);
    const shown = (await host.app.inject({ method: 'GET', url: '/v1/admin/settings/model', headers: admin() })).json<{ providers: { apiKey: string }[] }>();
    assert.equal(shown.providers[0]?.apiKey, '***');
    assert.equal((await put({ ...shown, builtinFallback: false })).statusCode, 200);
    assert.equal(host.settings.get().model.providers[0]?.apiKey, API_KEY);
    const res = await put(settings([provider(recorder.url, { apiKey: '***', model: 'other' })]));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json<{ detail: { code: string } }>().detail.code, 'VALIDATION_ERROR');
    assert.equal(host.settings.get().model.providers[0]?.apiKey, API_KEY, 'a refused edit changes nothing');
  });

  it('tries a provider: a stored one by its place with its key, a new one as sent; an address with nothing there says so', async () => {
    const before = recorder.requests.length;
    const stored = await host.app.inject({ method: 'POST', url: '/v1/admin/settings/model/test', headers: admin(), payload: { index: 0 } });
    assert.deepEqual(stored.json(), { ok: true, status: 200, models: [RECORDER_MODEL], message: 'reachable; 1 model(s) offered' });
    const sent = recorder.requests.slice(before);
    assert.deepEqual(sent.map((r) => [r.method, r.path, r.headers.authorization]), [['GET', '/v1/models', `Bearer ${API_KEY}`]]);
    const fresh = await host.app.inject({ method: 'POST', url: '/v1/admin/settings/model/test', headers: admin(), payload: provider(recorder.url) });
    assert.equal(fresh.json<{ ok: boolean }>().ok, true);
    const nothing = await host.app.inject({ method: 'POST', url: '/v1/admin/settings/model/test', headers: admin(), payload: provider('http://127.0.0.1:9/v1') });
    assert.deepEqual(nothing.json(), { ok: false, status: null, models: [], message: 'nothing answered at this address' });
    const bad = await host.app.inject({ method: 'POST', url: '/v1/admin/settings/model/test', headers: admin(), payload: { index: 7 } });
    assert.equal(bad.statusCode, 422);
    const notAdmin = await host.app.inject({ method: 'POST', url: '/v1/admin/settings/model/test', headers: { 'x-api-key': operator }, payload: { index: 0 } });
    assert.equal(notAdmin.statusCode, 403);
  });
});

describe('GET /v1/admin/outbound', () => {
  it('lists each call that left, newest first, with host, size, placeholder counts and purpose — and the log holds no document text', async () => {
    assert.equal((await put(settings([provider(recorder.url, { anonymize: 'always' })]))).statusCode, 200);
    const text = 'Поставщик ООО «Секретная Ромашка», ИНН 7707083893, тел. +7 495 123-45-67';
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': operator }, payload: { text, output_schema: ECHO_SCHEMA } });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const log = (await host.app.inject({ method: 'GET', url: '/v1/admin/outbound?limit=5', headers: admin() })).json<{ kept: boolean; entries: OutboundEntry[] }>();
    assert.equal(log.kept, true);
    const [newest] = log.entries;
    assert.equal(newest?.purpose, 'extract');
    assert.equal(newest?.provider_host, new URL(recorder.url).host);
    assert.equal(newest?.anonymized, true);
    assert.ok((newest?.bytes ?? 0) > 100);
    assert.ok(Object.values(newest?.placeholders ?? {}).some((n) => n > 0), JSON.stringify(newest?.placeholders));
    assert.ok(log.entries.some((e) => e.purpose === 'connection_test' && e.bytes === 0));
    const file = readFileSync(join(host.dataDir, 'outbound.log'), 'utf8');
    for (const secret of ['7707083893', 'Секретная', '123-45-67', API_KEY]) assert.ok(!file.includes(secret), secret);
    for (const limit of ['0', '1001', 'x']) {
      assert.equal((await host.app.inject({ method: 'GET', url: `/v1/admin/outbound?limit=${limit}`, headers: admin() })).statusCode, 422, limit);
    }
  });
});

describe('OCR settings', () => {
  const putOcr = (body: unknown) => host.app.inject({ method: 'PUT', url: '/v1/admin/settings/ocr', headers: admin(), payload: body as Record<string, unknown> });
  it('defaults to tesseract.js, stores native, refuses other engines and fields, admin key only', async () => {
    const get = async () => host.app.inject({ method: 'GET', url: '/v1/admin/settings/ocr', headers: admin() });
    assert.deepEqual((await get()).json(), { engine: 'tesseract.js' });
    const stored = await putOcr({ engine: 'native' });
    assert.equal(stored.statusCode, 200);
    assert.deepEqual(stored.json(), { engine: 'native' });
    assert.deepEqual((await get()).json(), { engine: 'native' });
    assert.deepEqual(host.settings.get().ocr, { engine: 'native' });
    for (const bad of [{ engine: 'easyocr' }, { engine: 'native', threads: 2 }]) {
      const res = await putOcr(bad);
      assert.equal(res.statusCode, 422, JSON.stringify(bad));
      assert.equal(res.json<{ detail: { code: string } }>().detail.code, 'VALIDATION_ERROR');
    }
    assert.deepEqual((await get()).json(), { engine: 'native' }, 'a refused edit changes nothing');
    assert.equal((await host.app.inject({ method: 'GET', url: '/v1/admin/settings/ocr', headers: { 'x-api-key': operator } })).statusCode, 403);
    assert.deepEqual((await putOcr({})).json(), { engine: 'tesseract.js' });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClientResponse } from '../src-shared/contract/clients';
import type { ProviderConfig } from '../src-shared/worker-protocol';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { MODEL_NAME, provider, start } from './fixtures/openai-recorder';
import type { Recorder } from './fixtures/openai-recorder';

/**
 * A key's own model (SPEC Authentication 1): an admin pins a client to a provider of the chain by
 * its name (`PATCH /v1/admin/clients/{id}` with `model`), and that client's requests — extraction
 * and chat alike — reach the pinned provider first, with the pinned model name, while another
 * client's requests follow the chain as configured. Two real recording servers tell who got what.
 */
let host: TestHost;
let alpha: Recorder;
let beta: Recorder;
let pinned: ClientResponse & { api_key: string };
let other: string;

const SCHEMA = { type: 'object', properties: { note: { type: 'string' } } };
const chainOf = (...extra: ProviderConfig[]): ProviderConfig[] => [
  provider(alpha.url, { name: 'alpha', anonymize: 'auto' }), provider(beta.url, { name: 'beta', anonymize: 'auto' }), ...extra,
];
const admin = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  host.app.inject({ method, url, headers: { 'x-api-key': host.adminKey }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const setChain = async (providers: ProviderConfig[]): Promise<void> => {
  const res = await admin('PUT', '/v1/admin/settings/model', { providers, builtinFallback: false, anonymization: 'fail_closed' });
  assert.equal(res.statusCode, 200, res.body);
};
const pin = (id: string, model: unknown) => admin('PATCH', `/v1/admin/clients/${id}`, { model });
const extract = async (key: string): Promise<unknown> => {
  const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'Счёт № 17 от 1 марта', output_schema: SCHEMA } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ result: unknown }>().result;
};
const reset = (): void => {
  alpha.requests.length = 0;
  beta.requests.length = 0;
};

before(async () => {
  host = await startTestHost();
  alpha = await start({ behaviour: { kind: 'json', answer: () => ({ note: 'alpha' }) } });
  beta = await start({ behaviour: { kind: 'json', answer: () => ({ note: 'beta' }) } });
  await setChain(chainOf());
  pinned = await host.newClient('pinned', 'starter');
  other = (await host.newClient('unpinned', 'starter')).api_key;
});
after(async () => {
  await host.dispose();
  await Promise.all([alpha.close(), beta.close()]);
});

describe("a key's own model", () => {
  it('a new client has no pin; PATCH model pins it to a provider of the chain, shown in ClientResponse', async () => {
    assert.equal(pinned.model, null);
    const res = await pin(pinned.id, { provider: 'beta', model: 'beta-custom-13b' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json<ClientResponse>().model, { provider: 'beta', model: 'beta-custom-13b', available: true });
    assert.deepEqual((await admin('GET', `/v1/admin/clients/${pinned.id}`)).json<ClientResponse>().model, { provider: 'beta', model: 'beta-custom-13b', available: true });
  });

  it("the pinned client's extraction and chat reach the pinned provider first, with the pinned model; another client's follow the chain", async () => {
    reset();
    assert.deepEqual(await extract(pinned.api_key), { note: 'beta' });
    assert.deepEqual([alpha.requests.length, beta.requests.length], [0, 1]);
    assert.equal(beta.requests[0]?.json?.model, 'beta-custom-13b');

    reset();
    assert.deepEqual(await extract(other), { note: 'alpha' });
    assert.deepEqual([alpha.requests.length, beta.requests.length], [1, 0]);
    assert.equal(alpha.requests[0]?.json?.model, MODEL_NAME);

    reset();
    const chat = await host.app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { 'x-api-key': pinned.api_key }, payload: { messages: [{ role: 'user', content: 'Привет' }] } });
    assert.equal(chat.statusCode, 200, chat.body);
    assert.deepEqual([alpha.requests.length, beta.requests.length], [0, 1]);
    assert.ok(!chat.body.includes('beta-custom-13b'), 'the pinned model name stays out of responses');
  });

  it('when the pinned provider fails, the rest of the chain answers', async () => {
    beta.setBehaviour({ kind: 'status', status: 500 });
    try {
      reset();
      assert.deepEqual(await extract(pinned.api_key), { note: 'alpha' });
      assert.deepEqual([beta.requests.length, alpha.requests.length], [1, 1]);
    } finally {
      beta.setBehaviour({ kind: 'json', answer: () => ({ note: 'beta' }) });
    }
  });

  it('without a model name the provider keeps its own; null unpins', async () => {
    assert.deepEqual((await pin(pinned.id, { provider: 'beta' })).json<ClientResponse>().model, { provider: 'beta', model: null, available: true });
    reset();
    await extract(pinned.api_key);
    assert.equal(beta.requests[0]?.json?.model, MODEL_NAME);
    assert.equal((await pin(pinned.id, null)).json<ClientResponse>().model, null);
    reset();
    assert.deepEqual(await extract(pinned.api_key), { note: 'alpha' });
  });

  it('a pin whose provider leaves the settings is shown as unavailable and not used', async () => {
    await pin(pinned.id, { provider: 'beta' });
    await setChain([provider(alpha.url, { name: 'alpha', anonymize: 'auto' })]);
    try {
      assert.deepEqual((await admin('GET', `/v1/admin/clients/${pinned.id}`)).json<ClientResponse>().model, { provider: 'beta', model: null, available: false });
      reset();
      assert.deepEqual(await extract(pinned.api_key), { note: 'alpha' });
      assert.equal(beta.requests.length, 0);
    } finally {
      await setChain(chainOf());
    }
  });

  it('422 for an unknown or shared provider name and for every wrong shape; nothing changes', async () => {
    await pin(pinned.id, { provider: 'beta', model: 'kept' });
    const cases: [unknown, string[]][] = [
      [{ provider: 'gamma' }, ['body', 'model', 'provider']],
      ['beta', ['body', 'model']],
      [['beta'], ['body', 'model']],
      [{}, ['body', 'model', 'provider']],
      [{ model: 'm' }, ['body', 'model', 'provider']],
      [{ provider: '' }, ['body', 'model', 'provider']],
      [{ provider: '   ' }, ['body', 'model', 'provider']],
      [{ provider: 'b'.repeat(201) }, ['body', 'model', 'provider']],
      [{ provider: 'beta', model: '' }, ['body', 'model', 'model']],
      [{ provider: 'beta', model: 7 }, ['body', 'model', 'model']],
      [{ provider: 'beta', baseUrl: 'http://example.com' }, ['body', 'model', 'baseUrl']],
    ];
    for (const [model, loc] of cases) {
      const res = await pin(pinned.id, model);
      assert.equal(res.statusCode, 422, JSON.stringify(model));
      const detail = res.json<{ detail: { code: string; details: { errors: { loc: string[] }[] } } }>().detail;
      assert.equal(detail.code, 'VALIDATION_ERROR');
      assert.deepEqual(detail.details.errors.map((e) => e.loc), [loc], JSON.stringify(model));
    }
    await setChain(chainOf(provider(alpha.url, { name: 'beta', model: 'twin', anonymize: 'auto' })));
    try {
      const shared = await pin(pinned.id, { provider: 'beta' });
      assert.equal(shared.statusCode, 422);
      assert.match(shared.json<{ detail: { message: string } }>().detail.message, /2 providers of the model chain are named 'beta'/);
    } finally {
      await setChain(chainOf());
    }
    assert.deepEqual((await admin('GET', `/v1/admin/clients/${pinned.id}`)).json<ClientResponse>().model, { provider: 'beta', model: 'kept', available: true });
  });

  it('a pin can be given at creation too; client keys cannot pin', async () => {
    const created = await admin('POST', '/v1/admin/clients', { name: 'born pinned', plan: 'starter', model: { provider: 'alpha', model: 'a-1' } });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(created.json<ClientResponse>().model, { provider: 'alpha', model: 'a-1', available: true });
    const refused = await host.app.inject({ method: 'PATCH', url: `/v1/admin/clients/${pinned.id}`, headers: { 'x-api-key': pinned.api_key }, payload: { model: null } });
    assert.equal(refused.statusCode, 403);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ClientResponse, ClientUsageResponse } from '../src-shared/contract/clients';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** SPEC "Client (administration)": exact shapes, name and plan rules, 422 validation bodies. */
const CLIENT_KEYS = ['id', 'name', 'email', 'description', 'api_key_prefix', 'plan', 'pages_used_this_month',
  'pages_limit', 'is_active', 'created_at', 'updated_at',
  // Ours: the key's own model (test/client-model.test.ts).
  'model'].sort();

let host: TestHost;
/** The host's clock: tests move it instead of waiting for time to pass. */
let clock = new Date('2026-03-02T09:00:00.000Z');
before(async () => { host = await startTestHost({ now: () => clock }); });
after(async () => host.dispose());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  host.app.inject({ method, url, headers: { 'x-api-key': host.adminKey }, ...(payload === undefined ? {} : { payload: payload as object }) });

function validation(res: Awaited<ReturnType<typeof admin>>): { loc: string[]; msg: string }[] {
  assert.equal(res.statusCode, 422, res.body);
  const body = res.json<{ detail: { code: string; details: { errors: { loc: string[]; msg: string }[] } } }>();
  assert.equal(body.detail.code, 'VALIDATION_ERROR');
  return body.detail.details.errors;
}

describe('POST /v1/admin/clients', () => {
  it('creates a client: 201 with every ClientCreatedResponse key, defaults applied', async () => {
    const res = await admin('POST', '/v1/admin/clients', { name: 'Acme' });
    assert.equal(res.statusCode, 201);
    const body = res.json<Record<string, unknown>>();
    assert.deepEqual(Object.keys(body).sort(), [...CLIENT_KEYS, 'api_key'].sort());
    assert.match(String(body.id), /^[0-9a-f-]{36}$/);
    assert.equal(body.plan, 'free');
    assert.equal(body.email, null);
    assert.equal(body.description, null);
    assert.equal(body.pages_used_this_month, 0);
    assert.equal(body.pages_limit, 100);
    assert.equal(body.is_active, true);
    assert.ok(String(body.api_key).startsWith(String(body.api_key_prefix)));
    assert.ok(!Number.isNaN(Date.parse(String(body.created_at))));
  });
  it('name must be 1 to 255 characters: both edges', async () => {
    assert.equal((await admin('POST', '/v1/admin/clients', { name: 'x'.repeat(255) })).statusCode, 201);
    assert.equal((await admin('POST', '/v1/admin/clients', { name: 'x' })).statusCode, 201);
    assert.deepEqual(validation(await admin('POST', '/v1/admin/clients', { name: 'x'.repeat(256) }))[0]?.loc, ['body', 'name']);
    assert.deepEqual(validation(await admin('POST', '/v1/admin/clients', { name: '' }))[0]?.loc, ['body', 'name']);
    assert.deepEqual(validation(await admin('POST', '/v1/admin/clients', {}))[0]?.msg, 'field required');
  });
  it('plan must be one of free, starter, business, enterprise', async () => {
    for (const plan of ['free', 'starter', 'business', 'enterprise']) {
      assert.equal((await admin('POST', '/v1/admin/clients', { name: plan, plan })).json<ClientResponse>().plan, plan);
    }
    for (const plan of ['pro', 'gold', 3]) validation(await admin('POST', '/v1/admin/clients', { name: 'p', plan }));
  });
  it('unknown fields and wrong types are reported together', async () => {
    const errors = validation(await admin('POST', '/v1/admin/clients', { name: 5, email: 7, colour: 'red' }));
    assert.deepEqual(errors.map((e) => e.loc.join('.')).sort(), ['body.colour', 'body.email', 'body.name']);
  });
});

describe('GET / PATCH /v1/admin/clients/{id}', () => {
  it('lists, reads and updates a client; updated_at moves, created_at stays', async () => {
    const created = (await admin('POST', '/v1/admin/clients', { name: 'Before', email: 'a@b.example' })).json<ClientResponse>();
    const list = (await admin('GET', '/v1/admin/clients')).json<ClientResponse[]>();
    assert.ok(list.some((c) => c.id === created.id));
    assert.ok(list.every((c) => Object.keys(c).sort().join() === CLIENT_KEYS.join()));
    assert.equal(created.updated_at, clock.toISOString());
    clock = new Date(clock.getTime() + 1000);
    const patched = await admin('PATCH', `/v1/admin/clients/${created.id}`, { name: 'After', plan: 'starter', description: 'desc', email: null });
    assert.equal(patched.statusCode, 200);
    const body = patched.json<ClientResponse>();
    assert.equal(body.name, 'After');
    assert.equal(body.plan, 'starter');
    assert.equal(body.pages_limit, 6000);
    assert.equal(body.email, null);
    assert.equal(body.description, 'desc');
    assert.equal(body.created_at, created.created_at);
    assert.equal(body.updated_at, clock.toISOString());
    assert.deepEqual((await admin('GET', `/v1/admin/clients/${created.id}`)).json(), body);
    validation(await admin('PATCH', `/v1/admin/clients/${created.id}`, { name: '' }));
    validation(await admin('PATCH', `/v1/admin/clients/${created.id}`, { is_active: false }));
  });
  it('a malformed id is a validation error, an unknown one is 404 CLIENT_NOT_FOUND', async () => {
    assert.deepEqual(validation(await admin('GET', '/v1/admin/clients/not-a-uuid'))[0]?.loc, ['path', 'client_id']);
    const res = await admin('GET', '/v1/admin/clients/00000000-0000-4000-8000-000000000000');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'CLIENT_NOT_FOUND');
  });
});

describe('usage', () => {
  it('pages_used_this_month follows the ledger; usage lists months and keys', async () => {
    const client = (await admin('POST', '/v1/admin/clients', { name: 'Usage' })).json<{ id: string; api_key: string }>();
    const text = 'x'.repeat(4001); // 3 pages: 4001 / 2000 rounded up
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': client.api_key },
      payload: { text, include: ['markdown'] } });
    assert.equal(res.json<{ usage: { pages: number } }>().usage.pages, 3);
    assert.equal((await admin('GET', `/v1/admin/clients/${client.id}`)).json<ClientResponse>().pages_used_this_month, 3);
    const usage = (await admin('GET', `/v1/admin/clients/${client.id}/usage`)).json<ClientUsageResponse>();
    assert.equal(usage.pages_used_this_month, 3);
    assert.equal(usage.requests_this_month, 1);
    assert.equal(usage.months[0]?.pages, 3);
    assert.equal(usage.keys[0]?.pages_used, 3);
  });
  it('a rejected request is not billed', async () => {
    const client = (await admin('POST', '/v1/admin/clients', { name: 'Rejected' })).json<{ id: string; api_key: string }>();
    await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': client.api_key }, payload: { text: 'x', include: ['bogus'] } });
    assert.equal((await admin('GET', `/v1/admin/clients/${client.id}`)).json<ClientResponse>().pages_used_this_month, 0);
  });
});

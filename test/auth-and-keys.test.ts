import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { KEY_ERROR_MESSAGES } from '../src-shared/contract/app-error';
import type { ClientCreatedResponse, KeyInfo } from '../src-shared/contract/clients';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** SPEC "Authentication": the 401 forms, key lifecycle, the five-key limit, no plaintext at rest. */
let host: TestHost;
before(async () => { host = await startTestHost(); });
after(async () => host.dispose());

const textRequest = { text: 'Invoice 42', include: ['markdown'] };

function processWith(headers: Record<string, string>) {
  return host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'content-type': 'application/json', ...headers }, payload: textRequest });
}

describe('401 key errors (form 3, checked before the endpoint)', () => {
  it('a missing key says the X-API-Key header is missing', async () => {
    const res = await processWith({});
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { detail: KEY_ERROR_MESSAGES.missing });
    assert.match(KEY_ERROR_MESSAGES.missing, /X-API-Key/);
  });
  it('an unknown key, a malformed key and an empty Bearer say the key is invalid or missing', async () => {
    const fake = 'di_' + 'A'.repeat(38);
    const variants: Record<string, string>[] = [{ 'x-api-key': fake }, { 'x-api-key': 'hello' }, { authorization: `Bearer ${fake}` }];
    for (const headers of variants) {
      const res = await processWith(headers);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), { detail: KEY_ERROR_MESSAGES.invalid });
    }
    assert.notEqual(KEY_ERROR_MESSAGES.missing, KEY_ERROR_MESSAGES.invalid);
    assert.deepEqual((await processWith({ authorization: 'Bearer ' })).json(), { detail: KEY_ERROR_MESSAGES.missing });
  });
  it('the key is checked before the body: a broken body with no key is still a 401', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'content-type': 'application/json' }, payload: '{broken' });
    assert.equal(res.statusCode, 401);
  });
  it('Bearer works, and X-API-Key wins when both are present', async () => {
    const client = await host.newClient('bearer');
    assert.equal((await processWith({ authorization: `Bearer ${client.api_key}` })).statusCode, 200);
    const bad = 'di_' + 'B'.repeat(38);
    assert.equal((await processWith({ 'x-api-key': client.api_key, authorization: `Bearer ${bad}` })).statusCode, 200);
    assert.equal((await processWith({ 'x-api-key': bad, authorization: `Bearer ${client.api_key}` })).statusCode, 401);
  });
  it('/health needs no key', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['api_version', 'status', 'version']);
  });
});

describe('key lifecycle', () => {
  let client: ClientCreatedResponse;
  before(async () => { client = await host.newClient('lifecycle'); });

  it('a rotated-away key gets 401 invalid; the new key works and is shown once', async () => {
    const res = await host.app.inject({ method: 'POST', url: `/v1/admin/clients/${client.id}/rotate-key`, headers: { 'x-api-key': host.adminKey } });
    assert.equal(res.statusCode, 200);
    const rotated = res.json<ClientCreatedResponse>();
    assert.notEqual(rotated.api_key, client.api_key);
    assert.equal(rotated.api_key_prefix, rotated.api_key.slice(0, rotated.api_key_prefix.length));
    assert.deepEqual((await processWith({ 'x-api-key': client.api_key })).json(), { detail: KEY_ERROR_MESSAGES.invalid });
    assert.equal((await processWith({ 'x-api-key': rotated.api_key })).statusCode, 200);
    const shown = await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${client.id}`, headers: { 'x-api-key': host.adminKey } });
    assert.equal(shown.json<Record<string, unknown>>().api_key, undefined);
    client = rotated;
  });

  it('a revoked key gets 401 at once but stays listed with its usage', async () => {
    const issued = await host.app.inject({ method: 'POST', url: `/v1/admin/clients/${client.id}/keys`, headers: { 'x-api-key': host.adminKey } });
    assert.equal(issued.statusCode, 201);
    const { key, api_key } = issued.json<{ key: KeyInfo; api_key: string }>();
    assert.equal((await processWith({ 'x-api-key': api_key })).statusCode, 200);
    const revoked = await host.app.inject({ method: 'POST', url: `/v1/admin/clients/${client.id}/keys/${key.id}/revoke`, headers: { 'x-api-key': host.adminKey } });
    assert.equal(revoked.statusCode, 200);
    assert.deepEqual((await processWith({ 'x-api-key': api_key })).json(), { detail: KEY_ERROR_MESSAGES.invalid });
    const list = (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${client.id}/keys`, headers: { 'x-api-key': host.adminKey } })).json<KeyInfo[]>();
    const listed = list.find((k) => k.id === key.id);
    assert.ok(listed);
    assert.equal(listed.is_active, false);
    assert.ok(listed.revoked_at);
    assert.equal(listed.requests, 1);
    assert.equal(listed.pages_used, 1);
  });

  it('the sixth active key gets 422 KEY_LIMIT_REACHED; revoking one makes room', async () => {
    const fresh = await host.newClient('five keys');
    const issue = () => host.app.inject({ method: 'POST', url: `/v1/admin/clients/${fresh.id}/keys`, headers: { 'x-api-key': host.adminKey } });
    const keys: KeyInfo[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await issue();
      assert.equal(res.statusCode, 201, res.body);
      keys.push(res.json<{ key: KeyInfo }>().key);
    }
    const sixth = await issue();
    assert.equal(sixth.statusCode, 422);
    const body = sixth.json<{ success: boolean; error: { code: string } }>();
    assert.equal(body.success, false);
    assert.equal(body.error.code, 'KEY_LIMIT_REACHED');
    await host.app.inject({ method: 'POST', url: `/v1/admin/clients/${fresh.id}/keys/${keys[0]?.id}/revoke`, headers: { 'x-api-key': host.adminKey } });
    assert.equal((await issue()).statusCode, 201);
  });

  it('a client key cannot call the admin endpoints', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/v1/admin/clients', headers: { 'x-api-key': client.api_key } });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'FORBIDDEN');
  });

  it('the admin key may also process', async () => {
    assert.equal((await processWith({ 'x-api-key': host.adminKey })).statusCode, 200);
  });
});

describe('keys at rest', () => {
  it('no file in the data dir (database, WAL) holds any key in plaintext', async () => {
    const a = await host.newClient('at rest');
    const keys = [a.api_key, host.adminKey];
    host.db.pragma('wal_checkpoint(TRUNCATE)');
    const files = readdirSync(host.dataDir).filter((f) => f.startsWith('docintel.sqlite'));
    assert.ok(files.length > 0);
    let scanned = 0;
    for (const f of files) {
      const bytes = readFileSync(join(host.dataDir, f));
      scanned += bytes.length;
      for (const k of keys) {
        assert.equal(bytes.includes(Buffer.from(k)), false, `${f} contains a plaintext key`);
        assert.equal(bytes.includes(Buffer.from(k.slice(12))), false, `${f} contains the secret part of a key`);
      }
      assert.equal(/di_[0-9A-Za-z]{20,}/.test(bytes.toString('latin1')), false, `${f} holds something shaped like a key`);
    }
    assert.ok(scanned > 0);
  });
});

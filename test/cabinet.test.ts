import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { KEY_ERROR_MESSAGES } from '../src-shared/contract/app-error';
import type { ClientCreatedResponse, ClientResponse, ClientUsageResponse, KeyInfo } from '../src-shared/contract/clients';
import { HOST, MARKER, askLink as linkFor, newAccount, newLink, outboxFiles, request, signIn, tokenOf } from './helpers/cabinet';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** SPEC "Authentication" rule 6 and docs/api.md "Cabinet": login by link, session cookie, keys and usage. */
let nowMs = Date.parse('2026-03-02T09:00:00Z');
let host: TestHost;
let account: ClientCreatedResponse;
const EMAIL = 'owner@example.test';
before(async () => {
  host = await startTestHost({ now: () => new Date(nowMs) });
  account = await newAccount(host, 'Cabinet owner', EMAIL, 'starter');
});
after(async () => host.dispose());

const textBody = { text: 'Invoice 42', include: ['markdown'] };

function codeOf(res: LightMyRequestResponse): string | undefined {
  return res.json<{ error?: { code: string }; detail?: { code: string } }>().error?.code
    ?? res.json<{ detail?: { code?: string } }>().detail?.code;
}

function cabinet(method: 'GET' | 'POST', url: string, cookie: string | null, extra: Record<string, string> = MARKER, payload?: object) {
  return request(host, { method, url: `/v1/cabinet${url}`, headers: { ...extra, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

function askLink(email: string, headers: Record<string, string> = MARKER) {
  return request(host, { method: 'POST', url: '/v1/cabinet/login', headers, payload: { email } });
}

function verify(token: string) {
  return request(host, { method: 'POST', url: '/v1/cabinet/login/verify', headers: MARKER, payload: { token } });
}

describe('login by a one-time link', () => {
  let cookie = '';

  let firstLink = '';

  it('login answers 202 and writes one RFC 822 message with the link to the outbox (mode 0600)', async () => {
    const res = await askLink(EMAIL.toUpperCase());
    firstLink = newLink(host, EMAIL, []);
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { sent: true });
    const files = outboxFiles(host);
    assert.equal(files.length, 1);
    assert.match(files[0] ?? '', /outbox\/\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const mail = readFileSync(files[0] ?? '', 'utf8');
    assert.match(mail, /^From: .+\r\nTo: owner@example\.test\r\nSubject: .+\r\nDate: .+\r\nMessage-ID: <.+>\r\n/);
    assert.match(mail, /\r\n\r\n[^]*http:\/\/localhost:8765\/cabinet\/login\?token=[A-Za-z0-9_-]{43}\r\n/);
    assert.equal(statSync(files[0] ?? '').mode & 0o777, 0o600);
  });

  it('verify sets an HttpOnly SameSite=Strict session cookie; an account made with a key gets no second one', async () => {
    const res = await verify(tokenOf(firstLink));
    assert.equal(res.statusCode, 200, res.body);
    const setCookie = String(res.headers['set-cookie']);
    assert.match(setCookie, /^session=[A-Za-z0-9_-]{43}; /);
    for (const attr of ['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=604800']) assert.ok(setCookie.split('; ').includes(attr), attr);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = res.json<{ account: ClientResponse; session_expires_at: string; first_key: null; first_login: boolean }>();
    assert.equal(body.account.id, account.id);
    assert.equal(body.session_expires_at, new Date(nowMs + 7 * 86_400_000).toISOString());
    // SPEC Authentication 6: the first key is issued at first login — this account has had its own since the admin made it.
    assert.deepEqual([body.first_key, body.first_login, body.account.api_key_prefix], [null, true, account.api_key_prefix]);
    cookie = `session=${/^session=([^;]+)/.exec(setCookie)?.[1]}`;
    const keys = (await cabinet('GET', '/keys', cookie)).json<KeyInfo[]>();
    assert.deepEqual(keys.map((k) => [k.prefix, k.is_active]), [[account.api_key_prefix, true]]);
    const withKey = await request(host, { method: 'POST', url: '/v1/process', headers: { 'x-api-key': account.api_key }, payload: textBody });
    assert.equal(withKey.statusCode, 200);
  });

  it('an account with no working key gets its first key at first login, shown once', async () => {
    const keyless = await newAccount(host, 'Keyless', 'keyless@example.test');
    const [made] = (await request(host, { method: 'GET', url: `/v1/admin/clients/${keyless.id}/keys`, headers: { 'x-api-key': host.adminKey } })).json<KeyInfo[]>();
    await request(host, { method: 'POST', url: `/v1/admin/clients/${keyless.id}/keys/${made?.id}/revoke`, headers: { 'x-api-key': host.adminKey } });
    const first = await signIn(host, 'keyless@example.test');
    assert.match(first.firstKey?.api_key ?? '', /^di_/);
    assert.equal(first.firstKey?.key.prefix, first.firstKey?.api_key.slice(0, first.firstKey.key.prefix.length));
    const withKey = await request(host, { method: 'POST', url: '/v1/process', headers: { 'x-api-key': first.firstKey?.api_key ?? '' }, payload: textBody });
    assert.equal(withKey.statusCode, 200);
    assert.equal((await signIn(host, 'keyless@example.test')).firstKey, null);
  });

  it('the link works once; a later login issues no further key', async () => {
    const again = await verify(tokenOf(firstLink));
    assert.equal(again.statusCode, 401);
    assert.equal(codeOf(again), 'LOGIN_LINK_INVALID');
    const second = await signIn(host, EMAIL);
    assert.equal(second.firstKey, null);
  });

  it('a link expires after 15 minutes', async () => {
    const token = tokenOf(await linkFor(host, EMAIL));
    nowMs += 15 * 60_000;
    const res = await verify(token);
    assert.equal(res.statusCode, 401);
    assert.equal(codeOf(res), 'LOGIN_LINK_INVALID');
    const fresh = tokenOf(await linkFor(host, EMAIL));
    nowMs += 15 * 60_000 - 1000;
    assert.equal((await verify(fresh)).statusCode, 200);
  });

  it('an unknown address still gets 202 and nothing is written; junk tokens and bodies are refused', async () => {
    const before = outboxFiles(host).length;
    const res = await askLink('nobody@example.test');
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { sent: true });
    assert.equal(outboxFiles(host).length, before);
    assert.equal(codeOf(await verify('A'.repeat(43))), 'LOGIN_LINK_INVALID');
    assert.equal(codeOf(await verify('short')), 'LOGIN_LINK_INVALID');
    assert.equal(codeOf(await askLink('not an address')), 'VALIDATION_ERROR');
    const extra = await request(host, { method: 'POST', url: '/v1/cabinet/login', headers: MARKER, payload: { email: EMAIL, admin: true } });
    assert.equal(extra.statusCode, 422);
  });

  it('at most three unused links per account are outstanding', async () => {
    nowMs += 60 * 60_000;
    const other = await newAccount(host, 'Spammed', 'spam@example.test');
    for (let i = 0; i < 5; i++) assert.equal((await askLink(other.email ?? '')).statusCode, 202);
    const mails = outboxFiles(host).filter((f) => readFileSync(f, 'utf8').includes('\r\nTo: spam@example.test\r\n'));
    assert.equal(mails.length, 3);
  });

  it('every cabinet request needs X-Requested-With: DocIntel, login included', async () => {
    const me = await cabinet('GET', '/me', cookie, {});
    assert.equal(me.statusCode, 401);
    assert.deepEqual(me.json<{ success: boolean }>().success, false);
    assert.equal(codeOf(me), 'CABINET_HEADER_REQUIRED');
    assert.equal(codeOf(await cabinet('GET', '/me', cookie, { 'x-requested-with': 'XMLHttpRequest' })), 'CABINET_HEADER_REQUIRED');
    assert.equal(codeOf(await askLink(EMAIL, {})), 'CABINET_HEADER_REQUIRED');
    assert.equal((await cabinet('GET', '/me', cookie)).statusCode, 200);
  });

  it('no session, or only an API key: 401 SESSION_REQUIRED (form 2)', async () => {
    const none = await cabinet('GET', '/keys', null);
    assert.equal(none.statusCode, 401);
    assert.equal(codeOf(none), 'SESSION_REQUIRED');
    const keyOnly = await cabinet('POST', '/keys', null, { ...MARKER, 'x-api-key': host.adminKey });
    assert.equal(codeOf(keyOnly), 'SESSION_REQUIRED');
    assert.equal(codeOf(await cabinet('GET', '/me', `session=${'x'.repeat(43)}`)), 'SESSION_REQUIRED');
  });
});

describe('the session on the API, keys and usage', () => {
  let cookie = '';
  let billed: KeyInfo | undefined;
  before(async () => { cookie = (await signIn(host, EMAIL)).cookie; });

  const processWithCookie = (headers: Record<string, string> = MARKER) =>
    request(host, { method: 'POST', url: '/v1/process', headers: { cookie, ...headers }, payload: textBody });

  it('processing with the cookie bills the primary key; without the marker it is 401 and bills nothing', async () => {
    const keysBefore = (await cabinet('GET', '/keys', cookie)).json<KeyInfo[]>();
    const denied = await processWithCookie({});
    assert.equal(denied.statusCode, 401);
    assert.equal(codeOf(denied), 'CABINET_HEADER_REQUIRED');
    const ok = await processWithCookie();
    assert.equal(ok.statusCode, 200, ok.body);
    const usage = (await cabinet('GET', '/usage', cookie)).json<ClientUsageResponse>();
    assert.equal(usage.client_id, account.id);
    billed = usage.keys.find((k) => k.prefix === account.api_key_prefix);
    const was = keysBefore.find((k) => k.prefix === account.api_key_prefix);
    assert.ok(billed && was);
    assert.equal(billed.requests, was.requests + 1, 'one more request on the primary key');
    const others = usage.keys.filter((k) => k.id !== billed?.id);
    assert.deepEqual(others.map((k) => k.requests), keysBefore.filter((k) => k.id !== billed?.id).map((k) => k.requests));
  });

  it('a session never has admin rights', async () => {
    const res = await request(host, { method: 'GET', url: '/v1/admin/clients', headers: { cookie, ...MARKER } });
    assert.equal(res.statusCode, 403);
    assert.equal(codeOf(res), 'FORBIDDEN');
  });

  it('keys: issue up to five active, then 422 KEY_LIMIT_REACHED', async () => {
    let active = (await cabinet('GET', '/keys', cookie)).json<KeyInfo[]>().filter((k) => k.is_active).length;
    assert.equal(active, 1, 'the admin-issued key alone: no second key at first login');
    while (active < 5) {
      const res = await cabinet('POST', '/keys', cookie);
      assert.equal(res.statusCode, 201, res.body);
      assert.match(res.json<{ api_key: string }>().api_key, /^di_/);
      active++;
    }
    const sixth = await cabinet('POST', '/keys', cookie);
    assert.equal(sixth.statusCode, 422);
    assert.equal(codeOf(sixth), 'KEY_LIMIT_REACHED');
  });

  it('revoke is soft: the key stops working at once but stays listed with its usage', async () => {
    assert.ok(billed);
    const res = await cabinet('POST', `/keys/${billed.id}/revoke`, cookie);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<KeyInfo>().is_active, false);
    assert.deepEqual((await request(host, { method: 'POST', url: '/v1/process', headers: { 'x-api-key': account.api_key }, payload: textBody })).json(),
      { detail: KEY_ERROR_MESSAGES.invalid });
    const listed = (await cabinet('GET', '/keys', cookie)).json<KeyInfo[]>().find((k) => k.id === billed?.id);
    assert.ok(listed);
    assert.equal(listed.is_active, false);
    assert.ok(listed.revoked_at);
    assert.equal(listed.requests, billed.requests);
    assert.equal(codeOf(await cabinet('POST', '/keys/00000000-0000-4000-8000-000000000000/revoke', cookie)), 'KEY_NOT_FOUND');
    const stranger = await newAccount(host, 'Stranger', 'stranger@example.test');
    const strangerKeys = () => request(host, { method: 'GET', url: `/v1/admin/clients/${stranger.id}/keys`, headers: { 'x-api-key': host.adminKey } })
      .then((r) => r.json<KeyInfo[]>());
    const foreign = (await strangerKeys())[0];
    assert.ok(foreign);
    assert.equal(codeOf(await cabinet('POST', `/keys/${foreign.id}/revoke`, cookie)), 'KEY_NOT_FOUND', "another account's key");
    assert.equal((await strangerKeys())[0]?.is_active, true);
    // The cookie now bills another active key.
    assert.equal((await processWithCookie()).statusCode, 200);
  });

  it('with no active key left the cookie is an invalid key (form 3)', async () => {
    for (const k of (await cabinet('GET', '/keys', cookie)).json<KeyInfo[]>().filter((x) => x.is_active)) {
      assert.equal((await cabinet('POST', `/keys/${k.id}/revoke`, cookie)).statusCode, 200);
    }
    assert.deepEqual((await processWithCookie()).json(), { detail: KEY_ERROR_MESSAGES.invalid });
    assert.equal((await cabinet('POST', '/keys', cookie)).statusCode, 201);
    assert.equal((await processWithCookie()).statusCode, 200);
  });

  it('logout ends the session: cookie cleared, later use is 401', async () => {
    const res = await cabinet('POST', '/logout', cookie);
    assert.equal(res.statusCode, 204);
    assert.match(String(res.headers['set-cookie']), /^session=; .*Max-Age=0/);
    assert.equal(codeOf(await cabinet('GET', '/me', cookie)), 'SESSION_REQUIRED');
    assert.deepEqual((await processWithCookie()).json(), { detail: KEY_ERROR_MESSAGES.missing });
  });

  it('a session expires after seven days', async () => {
    const fresh = await signIn(host, EMAIL);
    assert.equal((await cabinet('GET', '/me', fresh.cookie)).statusCode, 200);
    nowMs += 7 * 86_400_000;
    assert.equal(codeOf(await cabinet('GET', '/me', fresh.cookie)), 'SESSION_REQUIRED');
  });
});

describe('at rest', () => {
  it('no login or session token is stored in plaintext', async () => {
    const token = tokenOf(await linkFor(host, EMAIL));
    const res = await verify(token);
    const session = /^session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    assert.equal(session.length, 43);
    host.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const f of readdirSync(host.dataDir).filter((n) => n.startsWith('docintel.sqlite'))) {
      const bytes = readFileSync(join(host.dataDir, f));
      assert.equal(bytes.includes(Buffer.from(token)), false, `${f} holds a login token`);
      assert.equal(bytes.includes(Buffer.from(session)), false, `${f} holds a session token`);
    }
    assert.equal(HOST, 'localhost:8765');
  });
});

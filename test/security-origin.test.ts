import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { ClientCreatedResponse, ClientUsageResponse } from '../src-shared/contract/clients';
import { isLoopbackName, remoteHostNames, splitHostHeader } from '../src-main/server/guards/origin';
import { cookieValues } from '../src-main/server/guards/cabinet';
import { HOST, MARKER, OUR_ORIGIN, PORT, newAccount, request, signIn } from './helpers/cabinet';
import { multipart, startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/** Checklist items 1–3 (notes A1): Host matrix, Origin matrix, simple-request CSRF with the cabinet cookie. */
let host: TestHost;
let client: ClientCreatedResponse;
before(async () => {
  host = await startTestHost();
  client = await newAccount(host, 'origin matrix', 'matrix@example.test');
});
after(async () => host.dispose());

const textBody = { text: 'Invoice 42', include: ['markdown'] };

/** Every route the app has, from Fastify's own tree, params filled in; plus UI paths. */
function allRoutes(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of host.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/u.exec(line);
    if (!m?.[2] || !m[3]) continue;
    const depth = [...(m[1] ?? '')].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('').replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push({ method, url });
  }
  return [...out, { method: 'GET', url: '/' }, { method: 'GET', url: '/cabinet/login?token=x' }, { method: 'OPTIONS', url: '/v1/process' }];
}

function codeOf(res: LightMyRequestResponse): string | undefined {
  return res.json<{ error?: { code: string } }>().error?.code;
}

function pagesUsed(): Promise<number> {
  return request(host, { method: 'GET', url: `/v1/admin/clients/${client.id}/usage`, headers: { 'x-api-key': host.adminKey } })
    .then((r) => r.json<ClientUsageResponse>().pages_used_this_month);
}

/**
 * One raw HTTP/1.x exchange, for what inject cannot send (no Host at all, a body never sent).
 * `closedBy` tells whether the server ended the connection (its FIN arrived) or the test's hang
 * guard had to destroy the socket.
 */
async function raw(port: number, head: string): Promise<{ status: number; text: string; closedBy: 'server' | 'test' }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(head));
    let text = '';
    let closedBy: 'server' | 'test' = 'test';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => { text += d; });
    socket.on('end', () => { closedBy = 'server'; });
    socket.on('error', reject);
    const guard = setTimeout(() => socket.destroy(), 60_000);
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0), text, closedBy });
    });
  });
}

describe('Host matrix: 403 before auth and before the body, on every route', () => {
  const hostile = [`evil.example:${PORT}`, `127.0.0.1.nip.io:${PORT}`, `localhost.evil.example:${PORT}`, `localhost.:${PORT}`,
    `0.0.0.0:${PORT}`, `[::ffff:127.0.0.1]:${PORT}`, `127.0.0.256:${PORT}`, `192.168.1.10:${PORT}`, `localhost:${PORT}@evil.example`, 'evil.example'];

  it('every hostile Host gets 403 FORBIDDEN_HOST on every route, with no key and with the admin key', async () => {
    const routes = allRoutes();
    assert.ok(routes.length >= 20, `only ${routes.length} routes found`);
    for (const h of hostile) {
      for (const r of routes) {
        for (const key of [{}, { 'x-api-key': host.adminKey }]) {
          const res = await host.app.inject({ method: r.method as 'GET', url: r.url, headers: { host: h, ...key } });
          assert.equal(res.statusCode, 403, `${h} ${r.method} ${r.url}`);
          assert.equal(codeOf(res), 'FORBIDDEN_HOST');
          assert.equal(res.headers['access-control-allow-origin'], undefined);
        }
      }
    }
  });

  it('DNS rebinding (Host == Origin == evil.example) is 403 even with a valid key and a body that would be 413', async () => {
    const big = multipart([{ name: 'file', filename: 'a.txt', value: Buffer.alloc(51 * 1024 * 1024, 0x61) }]);
    const before = await pagesUsed();
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', payload: big.payload,
      headers: { ...big.headers, host: `evil.example:${PORT}`, origin: `http://evil.example:${PORT}`, 'x-api-key': client.api_key } });
    assert.equal(res.statusCode, 403);
    assert.equal(codeOf(res), 'FORBIDDEN_HOST');
    const broken = await host.app.inject({ method: 'POST', url: '/v1/process', payload: '{broken',
      headers: { 'content-type': 'application/json', host: `evil.example:${PORT}`, origin: `http://evil.example:${PORT}` } });
    assert.equal(broken.statusCode, 403, 'not 401 (auth) and not 422 (body)');
    assert.equal(await pagesUsed(), before);
  });

  it('over a real socket: a missing Host is 403, and a hostile one is answered without the body being sent', async () => {
    await host.app.listen({ host: '127.0.0.1', port: 0 });
    const address = host.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const missing = await raw(port, 'GET /health HTTP/1.0\r\n\r\n');
    assert.equal(missing.status, 403);
    assert.match(missing.text, /FORBIDDEN_HOST/);
    assert.equal(missing.closedBy, 'server');
    // 60 MB announced, not one byte sent: the answer still comes, and the connection is closed.
    const announced = await raw(port, `POST /v1/process HTTP/1.1\r\nHost: evil.example:${port}\r\nContent-Type: application/json\r\nContent-Length: 62914560\r\n\r\n`);
    assert.equal(announced.status, 403);
    assert.match(announced.text, /connection: close/i);
    assert.equal(announced.closedBy, 'server', 'closed by the server, not by the test');
    const legit = await raw(port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    assert.equal(legit.status, 200);
  });

  it('loopback names pass: 2xx without a key where none is needed, 401 where it is, 200 with one', async () => {
    for (const h of [`localhost:${PORT}`, `127.0.0.1:${PORT}`, `[::1]:${PORT}`, `foo.localhost:${PORT}`, `127.1.2.3:${PORT}`, 'localhost', `LOCALHOST:${PORT}`]) {
      assert.equal((await host.app.inject({ method: 'GET', url: '/health', headers: { host: h } })).statusCode, 200, h);
      const noKey = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { host: h }, payload: textBody });
      assert.equal(noKey.statusCode, 401, h);
      const withKey = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { host: h, 'x-api-key': client.api_key }, payload: textBody });
      assert.equal(withKey.statusCode, 200, h);
    }
  });

  it('with --allow-remote the bound address is accepted too, and nothing else', async () => {
    const remote = await startTestHost({ host: '192.0.2.10', allowRemote: true });
    try {
      assert.equal((await remote.app.inject({ method: 'GET', url: '/health', headers: { host: '192.0.2.10:8765' } })).statusCode, 200);
      assert.equal((await remote.app.inject({ method: 'GET', url: '/health', headers: { host: 'localhost:8765' } })).statusCode, 200);
      assert.equal((await remote.app.inject({ method: 'GET', url: '/health', headers: { host: 'evil.example:8765' } })).statusCode, 403);
    } finally {
      await remote.dispose();
    }
    const wildcard = remoteHostNames('0.0.0.0');
    assert.ok(wildcard.includes('127.0.0.1'));
    assert.deepEqual(remoteHostNames('fd00::5'), ['[fd00::5]']);
  });

  it('host parsing: exact shapes only', () => {
    assert.deepEqual(splitHostHeader('LocalHost:80'), { name: 'localhost', port: '80' });
    assert.equal(splitHostHeader('localhost:99999'), null);
    assert.equal(splitHostHeader('a b'), null);
    for (const ok of ['localhost', '127.0.0.1', '127.255.255.255', '[::1]', 'a.localhost', 'a-b.c.localhost']) assert.ok(isLoopbackName(ok), ok);
    for (const bad of ['localhost.', 'xlocalhost', 'localhost.com', '-a.localhost', '127.0.0', '128.0.0.1', '[::2]', '0.0.0.0', '']) assert.ok(!isLoopbackName(bad), bad);
  });
});

describe('Origin matrix: no CORS for strangers, no state change from another origin', () => {
  const hostile = ['null', 'https://evil.example', `http://localhost:${PORT}.evil.com`, `http://localhost:${PORT + 1}`, 'chrome-extension://x',
    `http://127.0.0.1:${PORT}.evil.com`, `https://${HOST}`, `http://127.0.0.1:${PORT}`, 'http://localhost', `${OUR_ORIGIN}/`, `${OUR_ORIGIN}, https://evil.example`];
  const paths = ['/v1/process', '/v1/cabinet/keys', '/v1/cabinet/login', '/v1/admin/clients', '/health'];

  it('preflights from any other origin: 403, no Access-Control-Allow-Origin, no -Allow-Private-Network', async () => {
    for (const origin of hostile) {
      for (const url of paths) {
        const res = await request(host, { method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key, x-requested-with', 'access-control-request-private-network': 'true' } });
        assert.equal(res.statusCode, 403, `${origin} ${url}`);
        for (const h of ['access-control-allow-origin', 'access-control-allow-private-network', 'access-control-allow-credentials', 'access-control-allow-headers']) {
          assert.equal(res.headers[h], undefined, `${h} for ${origin}`);
        }
      }
    }
  });

  it('state-changing calls from any other origin are 403 even with a valid key, and bill nothing', async () => {
    const before = await pagesUsed();
    for (const origin of hostile) {
      const process = await request(host, { method: 'POST', url: '/v1/process', headers: { origin, 'x-api-key': client.api_key }, payload: textBody });
      assert.equal(process.statusCode, 403, origin);
      assert.equal(codeOf(process), 'FORBIDDEN_ORIGIN');
      const settings = await request(host, { method: 'PUT', url: '/v1/admin/settings/model', headers: { origin, 'x-api-key': host.adminKey }, payload: {} });
      assert.equal(settings.statusCode, 403, origin);
      const patch = await request(host, { method: 'PATCH', url: `/v1/admin/clients/${client.id}`, headers: { origin, 'x-api-key': host.adminKey }, payload: { plan: 'enterprise' } });
      assert.equal(patch.statusCode, 403, origin);
      const login = await request(host, { method: 'POST', url: '/v1/cabinet/login', headers: { origin, ...MARKER }, payload: { email: 'matrix@example.test' } });
      assert.equal(login.statusCode, 403, origin);
    }
    assert.equal(await pagesUsed(), before);
  });

  it('our own origin: the preflight names it exactly; calls with it, or with no Origin (scripts), work', async () => {
    const pre = await request(host, { method: 'OPTIONS', url: '/v1/process', headers: { origin: OUR_ORIGIN, 'access-control-request-method': 'POST',
      'access-control-request-private-network': 'true' } });
    assert.equal(pre.statusCode, 204);
    assert.equal(pre.headers['access-control-allow-origin'], OUR_ORIGIN);
    assert.equal(pre.headers['access-control-allow-headers'], 'X-API-Key, Content-Type, Authorization, X-Requested-With');
    assert.match(String(pre.headers['access-control-allow-methods']), /POST/);
    assert.equal(pre.headers['access-control-allow-private-network'], undefined);
    for (const headers of [{ origin: OUR_ORIGIN }, {}, { 'sec-fetch-site': 'same-origin', origin: OUR_ORIGIN }]) {
      const res = await request(host, { method: 'POST', url: '/v1/process', headers: { ...headers, 'x-api-key': client.api_key }, payload: textBody });
      assert.equal(res.statusCode, 200, JSON.stringify(headers));
      assert.equal(res.headers['access-control-allow-origin'], undefined, 'same-origin needs no CORS header');
    }
  });

  it('a cross-origin GET is answered without any CORS header, so the page cannot read it', async () => {
    const res = await request(host, { method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  it('Sec-Fetch-Site: cross-site on a state-changing request is 403, even without an Origin', async () => {
    const res = await request(host, { method: 'POST', url: '/v1/process', headers: { 'sec-fetch-site': 'cross-site', 'x-api-key': client.api_key }, payload: textBody });
    assert.equal(res.statusCode, 403);
    assert.equal(codeOf(res), 'FORBIDDEN_ORIGIN');
  });
});

describe('simple-request CSRF with the cabinet cookie (HTML form, multipart)', () => {
  it('no X-Requested-With: 401 CABINET_HEADER_REQUIRED, 0 pages; cross-site or foreign Origin: 403', async () => {
    const { cookie } = await signIn(host, 'matrix@example.test');
    const form = () => multipart([{ name: 'file', filename: 'note.csv', value: 'item,total\nInvoice 42,10 EUR\n' }, { name: 'include', value: '["markdown"]' }]);
    const before = await pagesUsed();
    const send = (headers: Record<string, string>) => {
      const f = form();
      return request(host, { method: 'POST', url: '/v1/process', payload: f.payload, headers: { ...f.headers, cookie, ...headers } });
    };
    const plain = await send({});
    assert.equal(plain.statusCode, 401);
    assert.equal(codeOf(plain), 'CABINET_HEADER_REQUIRED');
    assert.equal((await send({ 'sec-fetch-site': 'cross-site' })).statusCode, 403);
    assert.equal((await send({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).statusCode, 403);
    assert.equal((await send({ origin: 'null' })).statusCode, 403);
    assert.equal((await send({ origin: 'https://evil.example', ...MARKER })).statusCode, 403, 'even if the marker were somehow sent');
    assert.equal(await pagesUsed(), before, 'nothing billed');
    const legit = await send({ origin: OUR_ORIGIN, 'sec-fetch-site': 'same-origin', ...MARKER });
    assert.equal(legit.statusCode, 200, legit.body);
    assert.ok((await pagesUsed()) > before);
  });

  it('cookie parsing: only well-formed session values, every one of them', () => {
    const a = 'A'.repeat(43);
    const b = 'b'.repeat(43);
    assert.deepEqual(cookieValues(`x=1; session=${a}; session="${b}"; session=short; sessionx=${a}`, 'session'), [a, b]);
    assert.deepEqual(cookieValues(undefined, 'session'), []);
  });
});

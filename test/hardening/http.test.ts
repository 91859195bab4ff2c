import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_VERSION } from '../../src-shared/contract/version';
import { LIMITS } from '../../src-shared/contract/request';
import { MULTIPART_LIMITS } from '../../src-main/server/request/multipart';
import { generateKey } from '../../src-main/services/keys';
import { startTestHost } from '../helpers/host';
import { startServer } from '../helpers/server-process';
import type { Running } from '../helpers/server-process';
import { rawExchange } from '../helpers/raw-http';
import { startHeldModel } from '../fixtures/openai-recorder';
import type { RawAnswer } from '../helpers/raw-http';

/**
 * Requests that break HTTP itself, sent byte for byte on a socket to the built headless server:
 * every one is answered in form 2 (`{success: false, error: {code, message, details}}`) with its own
 * code, the interface version header and a correct Content-Length, and the server keeps serving.
 */
const ADMIN_KEY = generateKey();
/** The short request timeout of the second server, so that the 408 cases wait about a second. */
const SHORT_TIMEOUT_MS = 1000;
/** Node's default limit for the request line and headers together (not changed by us). */
const MAX_HEADER_BYTES = 16 * 1024;

const dirs: string[] = [];
const servers: Running[] = [];
let main: Running;
let short: Running;

async function start(env: Record<string, string>): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'docintel-http-'));
  dirs.push(dir);
  const server = await startServer(['--port', '0', '--data-dir', dir], { DOCINTEL_ADMIN_KEY: ADMIN_KEY, ...env });
  servers.push(server);
  return server;
}

before(async () => {
  main = await start({});
  short = await start({ DOCINTEL_REQUEST_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) });
});
after(async () => {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function hostOf(server: Running): string {
  return new URL(server.url).host;
}

/** The answer is form 2 with exactly this code and status, names the interface version, and its body is valid JSON. */
function expectForm2(answer: RawAnswer, status: number, code: string): Record<string, unknown> {
  assert.equal(answer.status, status, answer.body);
  assert.equal(answer.headers['x-api-version'], API_VERSION);
  assert.match(answer.headers['content-type'] ?? '', /^application\/json/);
  const body = JSON.parse(answer.body) as { success: unknown; error: { code: unknown; message: unknown; details: unknown } };
  assert.deepEqual(Object.keys(body).sort(), ['error', 'success']);
  assert.equal(body.success, false);
  assert.deepEqual(Object.keys(body.error).sort(), ['code', 'details', 'message']);
  assert.equal(body.error.code, code);
  assert.equal(typeof body.error.message, 'string');
  return body.error.details as Record<string, unknown>;
}

/** Written by hand on the socket: `Connection: close`, then the server closes with nothing after the body. */
async function expectClosed(answer: RawAnswer): Promise<void> {
  assert.equal(answer.headers.connection, 'close');
  assert.equal((await answer.closed).length, 0, 'no bytes after the announced Content-Length');
}

async function expectServing(server: Running): Promise<void> {
  const health = await fetch(`${server.url}/health`);
  assert.equal(health.status, 200);
  assert.equal(((await health.json()) as { status: string }).status, 'ok');
}

function get(server: Running, path: string, headers: string[] = []): string {
  return [`GET ${path} HTTP/1.1`, `Host: ${hostOf(server)}`, ...headers, '', ''].join('\r\n');
}

describe('HTTP-level errors are answered in form 2', () => {
  it('a bad percent-encoding in the path: 400 BAD_URL', async () => {
    const answer = await rawExchange(main.url, [get(main, '/v1/process/%E0%A4%A', ['Connection: close'])]);
    expectForm2(answer, 400, 'BAD_URL');
    await expectClosed(answer);
    await expectServing(main);
  });

  it('a path parameter over 100 characters: 414 PATH_PARAM_TOO_LONG where no UI is served', async () => {
    // The built server serves the UI, whose catch-all route takes such paths (next test); the
    // API-only host (no UI built, as Electron's tests run it) gets the router's own error.
    const host = await startTestHost();
    try {
      const res = await host.app.inject({ method: 'GET', url: `/v1/process/${'a'.repeat(101)}`, headers: { 'x-api-key': host.adminKey } });
      assert.equal(res.statusCode, 414, res.body);
      assert.equal(res.headers['x-api-version'], API_VERSION);
      assert.deepEqual(res.json(), { success: false, error: { code: 'PATH_PARAM_TOO_LONG', message: 'a path parameter is longer than 100 characters', details: { max_length: 100 } } });
    } finally {
      await host.dispose();
    }
  });

  it('with the UI served, a path parameter over 100 characters is a form 2 404 NOT_FOUND', async () => {
    const answer = await rawExchange(main.url, [get(main, `/v1/process/${'a'.repeat(101)}`, ['Connection: close', `X-API-Key: ${ADMIN_KEY}`])]);
    expectForm2(answer, 404, 'NOT_FOUND');
    await expectServing(main);
  });

  it('invalid chunked encoding: 400 BAD_REQUEST_FRAMING, connection closed', async () => {
    const request = [`POST /v1/admin/clients HTTP/1.1`, `Host: ${hostOf(main)}`, `X-API-Key: ${ADMIN_KEY}`,
      'Content-Type: application/json', 'Transfer-Encoding: chunked', '', 'zz', '{"name":"x"}', '0', '', ''].join('\r\n');
    const answer = await rawExchange(main.url, [request]);
    assert.deepEqual(expectForm2(answer, 400, 'BAD_REQUEST_FRAMING'), { parser_code: 'HPE_INVALID_CHUNK_SIZE' });
    await expectClosed(answer);
    await expectServing(main);
  });

  it('Content-Length together with Transfer-Encoding: 400 BAD_REQUEST_FRAMING', async () => {
    const request = [`POST /v1/admin/clients HTTP/1.1`, `Host: ${hostOf(main)}`, `X-API-Key: ${ADMIN_KEY}`,
      'Content-Type: application/json', 'Content-Length: 12', 'Transfer-Encoding: chunked', '', 'c', '{"name":"x"}', '0', '', ''].join('\r\n');
    const answer = await rawExchange(main.url, [request]);
    assert.deepEqual(expectForm2(answer, 400, 'BAD_REQUEST_FRAMING'), { parser_code: 'HPE_INVALID_TRANSFER_ENCODING' });
    await expectClosed(answer);
    await expectServing(main);
  });

  it('invalid characters in a header name: 400 BAD_REQUEST_FRAMING', async () => {
    for (const name of ['Bad Name', 'X-(bad)', 'X-Bad\u00e9']) {
      const answer = await rawExchange(main.url, [Buffer.from(get(main, '/health', [`${name}: 1`]), 'latin1')]);
      assert.deepEqual(expectForm2(answer, 400, 'BAD_REQUEST_FRAMING'), { parser_code: 'HPE_INVALID_HEADER_TOKEN' }, name);
      await expectClosed(answer);
    }
    await expectServing(main);
  });

  it('a garbage request line: 400 BAD_REQUEST_FRAMING', async () => {
    for (const line of ['HELLO THERE\r\n\r\n', 'G@T / HTTP/1.1\r\n\r\n', '\u0000\u0001\u0002\r\n\r\n']) {
      const answer = await rawExchange(main.url, [line]);
      const details = expectForm2(answer, 400, 'BAD_REQUEST_FRAMING');
      assert.match(String(details.parser_code), /^HPE_/, JSON.stringify(line));
      await expectClosed(answer);
    }
    await expectServing(main);
  });

  it(`headers over ${MAX_HEADER_BYTES} bytes: 431 HEADERS_TOO_LARGE`, async () => {
    const answer = await rawExchange(main.url, [get(main, '/health', [`X-Big: ${'a'.repeat(MAX_HEADER_BYTES)}`])]);
    assert.deepEqual(expectForm2(answer, 431, 'HEADERS_TOO_LARGE'), { max_size: MAX_HEADER_BYTES });
    await expectClosed(answer);
    await expectServing(main);
  });
});

describe('requests Node answers itself are answered in the contract', () => {
  it('an Expect other than 100-continue: 417 EXPECTATION_FAILED', async () => {
    const answer = await rawExchange(main.url, [get(main, '/health', ['Expect: teapot'])]);
    assert.deepEqual(expectForm2(answer, 417, 'EXPECTATION_FAILED'), { expect: 'teapot' });
    await expectClosed(answer);
    await expectServing(main);
  });

  it('CONNECT: 404 NOT_FOUND, not a silent close', async () => {
    const answer = await rawExchange(main.url, [`CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: ${hostOf(main)}\r\n\r\n`]);
    expectForm2(answer, 404, 'NOT_FOUND');
    await expectClosed(answer);
    await expectServing(main);
  });

  it('no Host header: 403 FORBIDDEN_HOST from the origin guard, not an empty 400', async () => {
    const answer = await rawExchange(main.url, ['GET /health HTTP/1.1\r\nConnection: close\r\n\r\n']);
    expectForm2(answer, 403, 'FORBIDDEN_HOST');
    await expectServing(main);
  });
});

describe('headers beyond the count are refused, never dropped', () => {
  // The key comes last: were headers past the count dropped, the request would lose its key. The
  // fillers are short so that 2,500 of them stay under the 16 KB header size limit.
  const listClients = (count: number): string => get(main, '/v1/admin/clients',
    ['Connection: close', ...Array.from({ length: count - 3 }, () => 'x:1'), `X-API-Key: ${ADMIN_KEY}`]);

  it('2,500 headers: 431 TOO_MANY_HEADERS, not a request with its last headers missing', async () => {
    const request = listClients(2500);
    assert.ok(Buffer.byteLength(request) < MAX_HEADER_BYTES, 'under the size limit: only the count can refuse it');
    const answer = await rawExchange(main.url, [request]);
    assert.deepEqual(expectForm2(answer, 431, 'TOO_MANY_HEADERS'), { max_headers: 199 });
    await expectServing(main);
  });

  it('200 headers (the count Node reads) are refused too: some may already be gone', async () => {
    expectForm2(await rawExchange(main.url, [listClients(200)]), 431, 'TOO_MANY_HEADERS');
  });

  it('199 headers are accepted, the last one included', async () => {
    const answer = await rawExchange(main.url, [listClients(199)]);
    assert.equal(answer.status, 200, answer.body);
    assert.ok(Array.isArray(JSON.parse(answer.body)), answer.body);
  });
});

describe('a body over the limit: 413 BODY_TOO_LARGE', () => {
  const LIMIT = 1024 * 1024;
  const head = (extra: string[]): string => [`POST /v1/admin/clients HTTP/1.1`, `Host: ${hostOf(main)}`, `X-API-Key: ${ADMIN_KEY}`,
    'Content-Type: application/json', ...extra, '', ''].join('\r\n');

  it('a Content-Length over the limit is refused before the body is read', async () => {
    const answer = await rawExchange(main.url, [head([`Content-Length: ${LIMIT + 1}`])]);
    assert.deepEqual(expectForm2(answer, 413, 'BODY_TOO_LARGE'), { max_size: LIMIT });
    await expectClosed(answer);
    await expectServing(main);
  });

  it('a chunked body that grows over the limit', async () => {
    const payload = `{"name":"${'a'.repeat(LIMIT)}"}`;
    const chunk = `${Buffer.byteLength(payload).toString(16)}\r\n${payload}\r\n0\r\n\r\n`;
    const answer = await rawExchange(main.url, [head(['Transfer-Encoding: chunked']), chunk]);
    assert.deepEqual(expectForm2(answer, 413, 'BODY_TOO_LARGE'), { max_size: LIMIT });
    await expectClosed(answer);
    await expectServing(main);
  });
});

describe('a multipart file past the parser\'s own cap: still 413 FILE_TOO_LARGE', () => {
  it(`a file of ${MULTIPART_LIMITS.fileSize + 1} bytes, streamed: details.size is a lower bound`, async () => {
    const boundary = 'docintel-hardening';
    async function* body(): AsyncGenerator<Buffer> {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="include"\r\n\r\n["markdown"]\r\n`
        + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let sent = 0; sent <= MULTIPART_LIMITS.fileSize; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${main.url}/v1/process`, { method: 'POST', headers: { 'X-API-Key': ADMIN_KEY, 'Content-Type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => { text += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      pipeline(Readable.from(body()), req).catch(reject);
    });
    assert.equal(status, 413, text);
    const parsed = JSON.parse(text) as { success: boolean; error: { code: string; details: unknown } };
    assert.equal(parsed.error.code, 'FILE_TOO_LARGE');
    assert.deepEqual(parsed.error.details, { field: 'file', size: MULTIPART_LIMITS.fileSize, max_size: LIMITS.fileBytes, size_is_lower_bound: true });
    await expectServing(main);
  });
});

describe('requests that do not arrive in time: 408 REQUEST_TIMEOUT', () => {
  it('headers that never end', async () => {
    const answer = await rawExchange(short.url, [`GET /health HTTP/1.1\r\nHost: ${hostOf(short)}\r\nX-Slow: 1\r\n`]);
    expectForm2(answer, 408, 'REQUEST_TIMEOUT');
    await expectClosed(answer);
    await expectServing(short);
  });

  it('a body that stops short of its Content-Length', async () => {
    const request = [`POST /v1/admin/clients HTTP/1.1`, `Host: ${hostOf(short)}`, `X-API-Key: ${ADMIN_KEY}`,
      'Content-Type: application/json', 'Content-Length: 40', '', '{"name":'].join('\r\n');
    const answer = await rawExchange(short.url, [request]);
    expectForm2(answer, 408, 'REQUEST_TIMEOUT');
    await expectClosed(answer);
    await expectServing(short);
  });

  it('a request answered before its body came gets no second answer when the body is late', async () => {
    // No key: 401 at once, while the body is still missing; a 408 after it would read, to a
    // keep-alive client, as the answer to its next request.
    const request = [`POST /v1/admin/clients HTTP/1.1`, `Host: ${hostOf(short)}`, 'Content-Type: application/json',
      'Content-Length: 40', '', '{"name":'].join('\r\n');
    const answer = await rawExchange(short.url, [request]);
    assert.equal(answer.status, 401, answer.body);
    assert.equal((await answer.closed).toString(), '', 'nothing after the 401; the connection is closed at the timeout');
    await expectServing(short);
  });

  it('a request sent slowly but completely within the timeout is served', async () => {
    const answer = await rawExchange(short.url, [`GET /health HTTP/1.1\r\nHost: ${hostOf(short)}\r\n`, SHORT_TIMEOUT_MS / 4, 'Connection: close\r\n\r\n']);
    assert.equal(answer.status, 200, answer.body);
  });

  it('processing longer than the request timeout is not cut: only receiving the request is timed', async () => {
    const model = await startHeldModel({ kind: 'json', answer: () => ({ number: '42' }) });
    try {
      const headers = { 'X-API-Key': ADMIN_KEY, 'Content-Type': 'application/json' };
      const put = await fetch(`${short.url}/v1/admin/settings/model`, { method: 'PUT', headers, body: JSON.stringify(model.settings) });
      assert.equal(put.status, 200);
      const processed = fetch(`${short.url}/v1/process`, { method: 'POST', headers,
        body: JSON.stringify({ text: 'Счёт № 42', output_schema: { type: 'object', properties: { number: { type: 'string' } } } }) });
      await model.recorder.received(1);
      // Held well past the timeout and several of Node's checks for expired requests.
      await new Promise((r) => setTimeout(r, SHORT_TIMEOUT_MS * 3));
      model.release();
      const res = await processed;
      assert.equal(res.status, 200, await res.clone().text());
      assert.deepEqual(((await res.json()) as { result: unknown }).result, { number: '42' });
    } finally {
      await model.close();
    }
  });
});

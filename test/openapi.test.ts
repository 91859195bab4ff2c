import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestHost, WORKER_ENTRY } from './helpers/host';
import { createHost } from '../src-main/host';
import type { TestHost } from './helpers/host';
import { registeredRoutes } from './helpers/routes';
import { API_VERSION } from '../src-shared/contract/version';
import { OPERATIONS } from '../src-shared/contract/operations';
import { ENVELOPE_SCHEMA, TASK_ACCEPTED_SCHEMA, TASK_POLL_SCHEMA } from '../src-shared/contract/json-schema';
import type { OpenApiDocument } from '../src-shared/contract/openapi/document';
import { CLIENT_NAME_MAX } from '../src-shared/contract/clients';
import { CABINET_MARKER, CABINET_MARKER_HEADER, CABINET_PREFIX, SESSION_COOKIE } from '../src-main/server/guards/cabinet';

/** `/openapi.json`, `/docs`, `/health` and `X-API-Version` against a real host. */
let host: TestHost;
let key: string;
let doc: OpenApiDocument;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('openapi', 'starter')).api_key;
  const res = await host.app.inject({ method: 'GET', url: '/openapi.json' });
  assert.equal(res.statusCode, 200);
  doc = res.json<OpenApiDocument>();
});
after(async () => host.dispose());

const normalise = (route: string): string => route.replace(/[:{]([A-Za-z0-9_]+)\}?/g, '{}');

describe('/openapi.json', () => {
  it('is OpenAPI 3.1.0, info.version is the interface version 1.29.5, served without a key', () => {
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(doc.info.version, '1.29.5');
    assert.equal(doc.info.version, API_VERSION);
  });

  it('passes a real OpenAPI validator (@seriousme/openapi-schema-validator), which does fail a broken copy', async () => {
    const ok = await new Validator().validate(structuredClone(doc) as never);
    assert.deepEqual(ok, { valid: true });
    const noVersion = structuredClone(doc) as { info: { version?: string } };
    delete noVersion.info.version;
    assert.equal((await new Validator().validate(noVersion as never)).valid, false);
    const badParameter = structuredClone(doc) as unknown as { paths: Record<string, Record<string, { parameters: { in: string }[] }>> };
    badParameter.paths['/v1/process/{task_id}']!.get!.parameters[0]!.in = 'body';
    assert.equal((await new Validator().validate(badParameter as never)).valid, false);
  });

  it('lists every /v1 and /health route the app serves, and nothing it does not', () => {
    const served = registeredRoutes(host.app)
      .filter((r) => / (\/v1\/|\/health$)/.test(r))
      .map(normalise).sort();
    const listed = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => normalise(`${m.toUpperCase()} ${path}`))).sort();
    assert.deepEqual(listed, served);
    assert.ok(served.includes('POST /v1/process') && served.includes('GET /v1/process/{}') && served.includes('GET /health'));
  });

  it('every operationId is unique and every operation has a tag, a summary and its security', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    assert.equal(new Set(ops.map((o) => o.operationId)).size, ops.length);
    assert.equal(ops.length, OPERATIONS.length);
    const open = ['health', 'cabinetLogin', 'cabinetVerify'];
    for (const o of ops) {
      assert.ok(o.tags.length === 1 && o.summary.length > 0, o.operationId);
      const expected = open.includes(o.operationId) ? [] : o.tags[0] === 'cabinet' ? [{ CabinetSession: [] }] : [{ ApiKeyHeader: [] }, { BearerAuth: [] }];
      assert.deepEqual(o.security, expected, o.operationId);
    }
  });

  it('cabinet paths are listed under the tag cabinet with the session cookie and the marker header the guard wants', () => {
    const cabinet = Object.entries(doc.paths).flatMap(([path, item]) => Object.values(item).map((o) => ({ path, o }))).filter(({ o }) => o.tags[0] === 'cabinet');
    // Which routes exist is the test above; here: the cabinet's paths and only they carry the tag.
    assert.equal(cabinet.length, registeredRoutes(host.app).filter((r) => r.split(' ')[1]!.startsWith(`${CABINET_PREFIX}/`)).length);
    assert.ok(cabinet.every(({ path }) => path.startsWith(`${CABINET_PREFIX}/`)));
    for (const { o } of cabinet) {
      assert.deepEqual((o.parameters as { name: string; in: string; schema: { enum: string[] } }[]).filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.schema.enum]),
        [[CABINET_MARKER_HEADER, [CABINET_MARKER]]], o.operationId);
    }
    assert.deepEqual((doc.components as { securitySchemes: Record<string, unknown> }).securitySchemes.CabinetSession, {
      type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser cabinet: the cookie set by POST /v1/cabinet/login/verify.' });
  });

  it('/v1/process takes multipart and JSON: files only in multipart, JSON fields as JSON strings with their schema', () => {
    const body = doc.paths['/v1/process']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
    const form = body.content['multipart/form-data']!.schema.properties;
    const json = body.content['application/json']!.schema.properties;
    assert.deepEqual(form.file, { type: 'string', format: 'binary', description: form.file!.description });
    assert.equal(json.file, undefined);
    assert.equal(json.registry, undefined);
    assert.equal(form.include!.type, 'string');
    assert.equal(form.include!.contentMediaType, 'application/json');
    assert.deepEqual(form.include!.contentSchema, { type: 'array', items: { type: 'string', enum: ['markdown', 'fragments', 'tables', 'fields'] } });
    assert.deepEqual({ type: json.include!.type, items: json.include!.items }, { type: 'array', items: { type: 'string', enum: ['markdown', 'fragments', 'tables', 'fields'] } });
    assert.deepEqual({ max: form.prompt!.maxLength, langs: form.language!.enum, fmt: form.format!.default }, { max: 10_000, langs: ['ru', 'en', 'zh'], fmt: 'json' });
    const responses = doc.paths['/v1/process']!.post!.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
    assert.deepEqual(responses['200']!.content['application/json']!.schema, { $ref: '#/components/schemas/ProcessEnvelope' });
    assert.deepEqual(responses['401']!.content['application/json']!.schema, { $ref: '#/components/schemas/KeyError' });
    assert.deepEqual(responses['422']!.content['application/json']!.schema, { $ref: '#/components/schemas/DetailError' });
    assert.deepEqual(Object.keys(responses).sort(), ['200', '202', '401', '413', '422', '4XX', '5XX']);
  });
});

describe('the interface version', () => {
  it('/health carries api_version beside the app version', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/health' });
    assert.deepEqual(res.json(), { status: 'ok', version: 'test', api_version: '1.29.5' });
  });

  it('every answer carries X-API-Version: 200, 401, 404, 422 and the pages', async () => {
    const answers = await Promise.all([
      host.app.inject({ method: 'GET', url: '/health' }),
      host.app.inject({ method: 'GET', url: '/v1/schemas' }),
      host.app.inject({ method: 'GET', url: '/v1/nothing', headers: { 'x-api-key': key } }),
      host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: { text: 'x' } }),
      host.app.inject({ method: 'GET', url: '/docs' }),
    ]);
    assert.deepEqual(answers.map((a) => [a.statusCode, a.headers['x-api-version']]), [[200, '1.29.5'], [401, '1.29.5'], [404, '1.29.5'], [422, '1.29.5'], [200, '1.29.5']]);
  });
});

describe('/docs', () => {
  it('is one HTML page under the UI policy, with no script and nothing fetched from elsewhere', async () => {
    const res = await host.app.inject({ method: 'GET', url: '/docs' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(String(res.headers['content-security-policy']), /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval';.*frame-ancestors 'none'$/);
    assert.doesNotMatch(res.body, /<script|<link|<img|<iframe|src=|@import|url\(/i);
    assert.doesNotMatch(res.body, /(href)="https?:/i);
  });

  it('shows every operation with its method, path, fields with bounds, responses and a curl line', async () => {
    const page = (await host.app.inject({ method: 'GET', url: '/docs' })).body;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const at = page.indexOf(`<article class="op" id="${op.operationId}">`);
        assert.ok(at > 0, op.operationId);
        const article = page.slice(at, page.indexOf('</article>', at));
        assert.ok(article.includes(`<b class="m ${method}">${method.toUpperCase()}</b> <code>${path}</code>`), op.operationId);
        assert.ok(article.includes('<h4>Responses</h4>') && article.includes('<h4>Example</h4><pre>curl'), op.operationId);
      }
    }
    const process = page.slice(page.indexOf('id="process"'), page.indexOf('</article>', page.indexOf('id="process"')));
    assert.match(process, /<td><code>prompt<\/code><\/td><td>string<\/td><td><\/td><td>≤ 10000 characters<\/td>/);
    assert.match(process, /<td><code>format<\/code><\/td><td>string<\/td><td><code>&quot;json&quot;<\/code><\/td><td>one of <code>json<\/code>, <code>xlsx<\/code><\/td>/);
    assert.match(process, /<td><code>include<\/code><\/td><td>JSON string: array of string<\/td><td><\/td><td>items one of <code>markdown<\/code>, <code>fragments<\/code>/);
    assert.match(process, /<td><code>split<\/code><\/td><td>JSON string: object<\/td><td><\/td><td>keys <code>mode<\/code>, <code>return_files<\/code>, <code>max_documents<\/code>/);
    assert.ok(process.includes('-F file=@invoice.pdf'));
    const create = page.slice(page.indexOf('id="createClient"'));
    assert.ok(create.includes(`1–${CLIENT_NAME_MAX} characters`));
  });
});

describe('the route reader of this test', () => {
  it('reads nested, parametric and multi-method routes', async () => {
    const app = Fastify();
    for (const [method, url] of [['GET', '/a'], ['POST', '/a'], ['GET', '/a/:id'], ['DELETE', '/a/:id/b'], ['PUT', '/c/d'], ['GET', '/c/e']] as const) {
      app.route({ method, url, handler: async () => ({}) });
    }
    await app.ready();
    assert.deepEqual(registeredRoutes(app), ['DELETE /a/:id/b', 'GET /a', 'GET /a/:id', 'GET /c/e', 'POST /a', 'PUT /c/d']);
    await app.close();
  });
});

describe('the envelope schema (src-shared/contract/json-schema) against real answers', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const check = (schema: object, value: unknown): void => {
    const validate = ajv.compile(schema);
    assert.ok(validate(value), JSON.stringify(validate.errors));
  };

  it('a /v1/process answer with every section validates, and a changed one does not', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: {
      text: 'Счёт № 17 от 01.02.2024\nИтого: 1200.50 руб.\nПоставщик ООО «Ромашка», ИНН 7707083893',
      output_schema: { type: 'object', properties: { number: { type: 'string' }, total: { type: 'number' }, inn: { type: 'string' } } },
      include: ['markdown', 'fragments', 'tables', 'fields'], mode: 'fast',
    } });
    assert.equal(res.statusCode, 200, res.body);
    const envelope = res.json<Record<string, unknown>>();
    assert.ok((envelope.warnings as unknown[]).length > 0);
    check(ENVELOPE_SCHEMA, envelope);
    const validate = ajv.compile(ENVELOPE_SCHEMA);
    assert.equal(validate({ ...envelope, extra: 1 }), false);
    assert.equal(validate({ ...envelope, usage: { pages: -1, sheets: null } }), false);
    const { markdown: _dropped, ...withoutMarkdown } = envelope;
    assert.equal(validate(withoutMarkdown), false);
  });

  it('an async start and its poll validate as TaskAccepted and TaskPoll', async () => {
    const res = await host.app.inject({ method: 'POST', url: '/v1/process', headers: { 'x-api-key': key }, payload: {
      text: 'Договор № 5', output_schema: { type: 'object', properties: { number: { type: 'string' } } }, async: true,
    } });
    assert.equal(res.statusCode, 202, res.body);
    check(TASK_ACCEPTED_SCHEMA, res.json());
    const url = res.json<{ poll_url: string }>().poll_url;
    let poll: { status: string } = { status: 'processing' };
    for (let i = 0; i < 600 && poll.status === 'processing'; i++) {
      poll = (await host.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } })).json();
      check(TASK_POLL_SCHEMA, poll);
      if (poll.status === 'processing') await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(poll.status, 'done');
  });
});

describe('specs and the hand-written validators agree', () => {
  const admin = (payload: object) => host.app.inject({ method: 'POST', url: '/v1/admin/clients', headers: { 'x-api-key': host.adminKey }, payload });
  it('ClientCreate: name 1..CLIENT_NAME_MAX, plan from the enum, unknown names refused', async () => {
    const create = doc.paths['/v1/admin/clients']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required: string[] } }> };
    const schema = create.content['application/json']!.schema;
    assert.deepEqual(Object.keys(schema.properties), ['name', 'email', 'description', 'plan', 'model']);
    assert.deepEqual(schema.required, ['name']);
    assert.equal((await admin({ name: 'n'.repeat(schema.properties.name!.maxLength as number) })).statusCode, 201);
    assert.equal((await admin({ name: 'n'.repeat((schema.properties.name!.maxLength as number) + 1) })).statusCode, 422);
    assert.equal((await admin({ name: '' })).statusCode, 422);
    for (const plan of schema.properties.plan!.enum as string[]) assert.equal((await admin({ name: plan, plan })).statusCode, 201, plan);
    assert.equal((await admin({ name: 'x', plan: 'pro' })).statusCode, 422);
    assert.equal((await admin({ name: 'x', colour: 'red' })).statusCode, 422);
    // `model` names a provider of the chain; with none configured, any name is unknown (the shape is what the document shows).
    assert.equal((await admin({ name: 'x', model: { provider: 'nowhere' } })).statusCode, 422);
    assert.equal((await admin({ name: 'x', model: null })).statusCode, 201);
  });

  it('the outbound log limit: the bounds the document shows', async () => {
    const limit = (doc.paths['/v1/admin/outbound']!.get!.parameters as { name: string; schema: { minimum: number; maximum: number } }[])[0]!;
    const get = (n: number) => host.app.inject({ method: 'GET', url: `/v1/admin/outbound?limit=${n}`, headers: { 'x-api-key': host.adminKey } });
    assert.deepEqual(await Promise.all([limit.schema.minimum - 1, limit.schema.minimum, limit.schema.maximum, limit.schema.maximum + 1].map(async (n) => (await get(n)).statusCode)),
      [422, 200, 200, 422]);
  });
});

describe('with the UI built beside the server', () => {
  it('/openapi.json and /docs are themselves, not the UI index.html that other paths fall back to', async () => {
    const uiDir = mkdtempSync(join(tmpdir(), 'docintel-ui-'));
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>UI</title>');
    const dataDir = mkdtempSync(join(tmpdir(), 'docintel-ui-data-'));
    const withUi = await createHost({ config: { host: '127.0.0.1', port: 0, dataDir, workers: 1, adminKey: undefined, allowRemote: false },
      version: 'test', workerEntry: WORKER_ENTRY, uiDir });
    try {
      const [json, page, fallback] = await Promise.all(['/openapi.json', '/docs', '/some/ui/route'].map((url) => withUi.app.inject({ method: 'GET', url })));
      assert.equal(json!.json<OpenApiDocument>().info.version, '1.29.5');
      assert.match(page!.body, /^<!doctype html>\n<html lang="en"><head>.*<title>DocIntel API 1\.29\.5<\/title>/s);
      assert.equal(fallback!.body, '<!doctype html><title>UI</title>');
      assert.match(String(page!.headers['content-security-policy']), /frame-ancestors 'none'$/);
    } finally {
      await withUi.close();
      rmSync(uiDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

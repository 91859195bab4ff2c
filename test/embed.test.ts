import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv } from 'ajv';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { EMBED_MAX_CHARS, EMBED_MAX_TEXTS, EMBED_OPERATION } from '../src-shared/contract/operations/embed';
import { KEY_ERROR_MESSAGES } from '../src-shared/contract/app-error';

/** `POST /v1/embed` over a real host with real worker threads: shape, bounds, billing, keys. */
let host: TestHost;
let key: string;
let clientId: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  const client = await host.newClient('embed', 'enterprise');
  key = client.api_key;
  clientId = client.id;
});
after(async () => host.dispose());

async function embed(payload: unknown, apiKey: string | null = key) {
  return host.app.inject({ method: 'POST', url: '/v1/embed', headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    payload: JSON.stringify(payload) });
}
const validateAnswer = new Ajv({ strict: false }).compile(EMBED_OPERATION.response.schema);
const dot = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

interface Answer { type: string; method: string; dimensions: number; embedding: number[] | null; embeddings: number[][] | null; usage: { characters: number; pages: number } }
interface Problem { detail: { code: string; details: { errors: { loc: (string | number)[]; type: string }[] } } }

describe('POST /v1/embed: answers', () => {
  it('one text: a 256-number unit vector in `embedding`, the type defaulting to text-search-query, one page billed', async () => {
    const res = await embed({ text: 'Счёт на оплату № 12 от ООО «Ромашка»' });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const body = res.json<Answer>();
    assert.ok(validateAnswer(body), JSON.stringify(validateAnswer.errors));
    assert.equal(body.type, 'text-search-query');
    assert.equal(body.method, 'docintel-lexical-256-v1');
    assert.equal(body.dimensions, 256);
    assert.equal(body.embeddings, null);
    assert.equal(body.embedding?.length, 256);
    assert.ok(Math.abs(dot(body.embedding!, body.embedding!) - 1) < 1e-5);
    assert.deepEqual(body.usage, { characters: 36, pages: 1 });
  });

  it('several texts: vectors in order in `embeddings`; the same text gives the same vector; a related passage ranks first', async () => {
    const texts = ['Договор аренды нежилого помещения', 'Invoice 42: total amount due 1,200.00 EUR', 'Договор аренды нежилого помещения'];
    const docs = (await embed({ texts, type: 'text-search-doc' })).json<Answer>();
    assert.ok(validateAnswer(docs), JSON.stringify(validateAnswer.errors));
    assert.equal(docs.type, 'text-search-doc');
    assert.equal(docs.embedding, null);
    assert.equal(docs.embeddings?.length, 3);
    assert.deepEqual(docs.embeddings![0], docs.embeddings![2]);
    const query = (await embed({ text: 'счёт: сумма к оплате' })).json<Answer>().embedding!;
    assert.ok(dot(query, docs.embeddings![1]!) > dot(query, docs.embeddings![0]!));
    // The query type weighs words differently from the document type.
    const asQuery = (await embed({ text: texts[1], type: 'text-search-query' })).json<Answer>().embedding!;
    assert.notDeepEqual(asQuery, docs.embeddings![1]);
  });

  it('bills characters as text is billed (2,000 per page, rounded up) in the client usage', async () => {
    const usage = async () => (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${clientId}/usage`, headers: { 'x-api-key': host.adminKey } })).json<{ pages_used_this_month: number }>().pages_used_this_month;
    const before = await usage();
    const res = await embed({ texts: ['а'.repeat(2000), 'b'.repeat(1)] });
    assert.deepEqual(res.json<Answer>().usage, { characters: 2001, pages: 2 });
    assert.equal(await usage(), before + 2);
  });

  it('takes the largest request: 64 texts of 8,192 characters each', async () => {
    const texts = Array.from({ length: EMBED_MAX_TEXTS }, (_, i) => `${'слово '.repeat(1365)}${String(i).padStart(2, '0')}`);
    assert.equal([...texts[0]!].length, EMBED_MAX_CHARS);
    const res = await embed({ texts, type: 'text-search-doc' });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.equal(res.json<Answer>().embeddings?.length, EMBED_MAX_TEXTS);
    assert.equal(res.json<Answer>().usage.pages, Math.ceil((EMBED_MAX_TEXTS * EMBED_MAX_CHARS) / 2000));
  });
});

describe('POST /v1/embed: 422 at every bound', () => {
  const cases: { name: string; payload: unknown; loc: (string | number)[]; type: string }[] = [
    { name: 'neither text nor texts', payload: { type: 'text-search-doc' }, loc: ['body', 'text'], type: 'missing' },
    { name: 'both text and texts', payload: { text: 'a', texts: ['b'] }, loc: ['body', 'texts'], type: 'value_error.exclusive' },
    { name: 'an empty text', payload: { text: '' }, loc: ['body', 'text'], type: 'value_error.min_length' },
    { name: `a text of ${EMBED_MAX_CHARS + 1} characters`, payload: { text: 'я'.repeat(EMBED_MAX_CHARS + 1) }, loc: ['body', 'text'], type: 'value_error.max_length' },
    { name: 'a text that is not a string', payload: { text: 42 }, loc: ['body', 'text'], type: 'type_error.string' },
    { name: 'an empty list of texts', payload: { texts: [] }, loc: ['body', 'texts'], type: 'value_error.shape' },
    { name: `${EMBED_MAX_TEXTS + 1} texts`, payload: { texts: Array.from({ length: EMBED_MAX_TEXTS + 1 }, () => 'a') }, loc: ['body', 'texts'], type: 'value_error.shape' },
    { name: `one of the texts ${EMBED_MAX_CHARS + 1} characters long`, payload: { texts: ['a', 'я'.repeat(EMBED_MAX_CHARS + 1)] }, loc: ['body', 'texts'], type: 'value_error.shape' },
    { name: 'an empty string among the texts', payload: { texts: ['a', ''] }, loc: ['body', 'texts'], type: 'value_error.shape' },
    { name: 'a number among the texts', payload: { texts: ['a', 7] }, loc: ['body', 'texts'], type: 'value_error.shape' },
    { name: 'an unknown type', payload: { text: 'a', type: 'text-similarity' }, loc: ['body', 'type'], type: 'value_error.enum' },
    { name: 'a text with no letter or digit', payload: { text: ' — … ' }, loc: ['body', 'text'], type: 'value_error.no_words' },
    { name: 'such a text among the texts', payload: { texts: ['a', '  ', 'b'] }, loc: ['body', 'texts', 1], type: 'value_error.no_words' },
  ];
  for (const c of cases) {
    it(`${c.name} → 422 VALIDATION_ERROR at ${c.loc.join('.')}`, async () => {
      const res = await embed(c.payload);
      assert.equal(res.statusCode, 422, res.body.slice(0, 300));
      const body = res.json<Problem>();
      assert.equal(body.detail.code, 'VALIDATION_ERROR');
      assert.deepEqual(body.detail.details.errors.map((e) => [e.loc, e.type]), [[c.loc, c.type]]);
    });
  }

  it('an unknown field → 422 UNKNOWN_FIELD; a body that is not an object → 422 BODY_NOT_OBJECT', async () => {
    const unknown = await embed({ text: 'a', model: 'text-embedding-3-small' });
    assert.equal(unknown.statusCode, 422);
    assert.equal(unknown.json<{ detail: { code: string } }>().detail.code, 'UNKNOWN_FIELD');
    const list = await embed(['a']);
    assert.equal(list.statusCode, 422);
    assert.equal(list.json<{ detail: { code: string } }>().detail.code, 'BODY_NOT_OBJECT');
  });

  it('nothing is billed for a refused request', async () => {
    const usage = async () => (await host.app.inject({ method: 'GET', url: `/v1/admin/clients/${clientId}/usage`, headers: { 'x-api-key': host.adminKey } })).json<{ requests_this_month: number }>().requests_this_month;
    const before = await usage();
    await embed({ texts: [] });
    await embed({ text: '...' });
    assert.equal(await usage(), before);
  });
});

describe('POST /v1/embed: keys and plans', () => {
  it('401 without a key or with an unknown one', async () => {
    const missing = await embed({ text: 'a' }, null);
    assert.equal(missing.statusCode, 401);
    assert.deepEqual(missing.json(), { detail: KEY_ERROR_MESSAGES.missing });
    const unknown = await embed({ text: 'a' }, `di_${'A'.repeat(38)}`);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(unknown.json(), { detail: KEY_ERROR_MESSAGES.invalid });
  });

  it('the plan guards apply: a request above the free plan\'s 20 pages per document is 413 PAYLOAD_TOO_LARGE', async () => {
    const free = (await host.newClient('embed-free', 'free')).api_key;
    const texts = Array.from({ length: 5 }, () => 'слово '.repeat(1365)); // 40,950 characters: 21 pages
    const res = await embed({ texts }, free);
    assert.equal(res.statusCode, 413, res.body.slice(0, 300));
    assert.equal(res.json<{ error: { code: string } }>().error.code, 'PAYLOAD_TOO_LARGE');
  });
});

describe('POST /v1/embed: a failing worker', () => {
  let broken: TestHost;
  let brokenKey: string;
  let brokenId: string;
  before(async () => {
    broken = await startTestHost({ workers: 1, workerEntry: new URL('./fixtures/misbehaving-worker.ts', import.meta.url) });
    const client = await broken.newClient('embed-broken', 'business');
    brokenKey = client.api_key;
    brokenId = client.id;
  });
  after(async () => broken.dispose());
  const call = (text: string) => broken.app.inject({ method: 'POST', url: '/v1/embed', headers: { 'content-type': 'application/json', 'x-api-key': brokenKey }, payload: { text } });

  it('a worker that dies mid-request gives a contract error, bills nothing, and the next request is served by a new worker', async () => {
    const died = await call('crash');
    assert.equal(died.statusCode, 503, died.body.slice(0, 300));
    assert.equal(died.json<{ error: { code: string } }>().error.code, 'PARSING_ERROR');
    const bug = await call('bug');
    assert.equal(bug.statusCode, 500, bug.body.slice(0, 300));
    assert.equal(bug.json<{ error: { code: string } }>().error.code, 'INTERNAL_ERROR');
    assert.doesNotMatch(bug.body, /TypeError|at /);
    const usage = (await broken.app.inject({ method: 'GET', url: `/v1/admin/clients/${brokenId}/usage`, headers: { 'x-api-key': broken.adminKey } })).json<{ pages_used_this_month: number }>();
    assert.equal(usage.pages_used_this_month, 0);
    const next = await call('Счёт на оплату');
    assert.equal(next.statusCode, 200, next.body.slice(0, 300));
    assert.equal(next.json<Answer>().embedding?.length, 256);
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { OUTBOUND_LOG_FILE } from '../src-main/services/outbound';
import type { OutboundEntry } from '../src-shared/contract/outbound';
import type { ProviderConfig } from '../src-shared/worker-protocol';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { NEVER_OUT, leaks, provider, start, userText } from './fixtures/openai-recorder';
import type { ChatRequest, Recorder, Secret } from './fixtures/openai-recorder';

/**
 * `POST /v1/chat/completions` over HTTP against a real recording OpenAI-compatible server
 * (test/fixtures/openai-recorder.ts): the free plan is refused, no provider is a contract error,
 * bad bodies are 422 at every bound, and for a provider that counts as external (`anonymize:
 * always`) the recorder sees placeholders only while the caller gets the originals back — whole
 * and streamed, with placeholders cut in half across stream events.
 */
let host: TestHost;
let paid: string;
let rec: Recorder;

const PERSON = 'Сидоров Пётр Петрович';
const ORG = 'ООО «Ромашка»';
const INN = '7707083893';
const QUESTION = `Составь письмо: поставщик ${ORG}, ИНН ${INN}, директор ${PERSON}. Упомяни всех троих.`;
const SECRETS: Secret[] = [{ kind: 'person', value: PERSON }, { kind: 'org', value: ORG }, { kind: 'id', value: INN }];

/** The fake model repeats the user's words after a greeting: whatever placeholders it got come back. */
const reply = (req: ChatRequest): string => `Готово. ${userText(req)}`;
/** The same answer in pieces, every placeholder cut in the middle (`[OR` + `G_1]`). */
function cutPieces(req: ChatRequest): string[] {
  const text = reply(req);
  const pieces: string[] = [];
  let at = 0;
  for (const m of text.matchAll(/\[[A-Z]+_\d+\]/g)) {
    const middle = (m.index ?? 0) + Math.floor(m[0].length / 2);
    pieces.push(text.slice(at, middle));
    at = middle;
  }
  pieces.push(text.slice(at));
  return pieces.filter(Boolean);
}

const chat = (payload: unknown, key = paid) => host.app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { 'x-api-key': key }, payload: payload as Record<string, unknown> });
const setProviders = async (providers: ProviderConfig[]): Promise<void> => {
  const res = await host.app.inject({ method: 'PUT', url: '/v1/admin/settings/model', headers: { 'x-api-key': host.adminKey },
    payload: { providers, builtinFallback: true, anonymization: 'fail_closed' } });
  assert.equal(res.statusCode, 200, res.body);
};
const outbound = (): OutboundEntry[] => readFileSync(join(host.dataDir, OUTBOUND_LOG_FILE), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as OutboundEntry);

/** The `data:` payloads of an SSE body. */
const events = (body: string): string[] => body.split('\n\n').filter(Boolean).map((e) => {
  assert.ok(e.startsWith('data: '), e);
  return e.slice(6);
});

before(async () => {
  host = await startTestHost();
  paid = (await host.newClient('chat', 'starter')).api_key;
  rec = await start({ behaviour: { kind: 'stream', pieces: cutPieces } });
});
after(async () => {
  await host.dispose();
  await rec.close();
});

describe('chat completions: who may, and with what', () => {
  it('the free plan gets 403 FREE_PLAN_NO_CHAT in the detail.code form, whatever the body', async () => {
    const free = (await host.newClient('free chat', 'free')).api_key;
    for (const body of [{ messages: [{ role: 'user', content: 'Привет' }] }, { messages: [] }]) {
      const res = await chat(body, free);
      assert.equal(res.statusCode, 403);
      assert.deepEqual(res.json(), { detail: { code: 'FREE_PLAN_NO_CHAT', message: 'Chat completions are not part of the free plan.', details: { plan: 'free' } } });
    }
    const unreadable = await host.app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { 'x-api-key': free, 'content-type': 'application/json' }, payload: '{not json' });
    assert.equal(unreadable.statusCode, 403);
    assert.equal(unreadable.json<{ detail: { code: string } }>().detail.code, 'FREE_PLAN_NO_CHAT');
    const stats = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': free } })).json<{ errors_by_code: Record<string, number> }>();
    assert.deepEqual(stats.errors_by_code, { FREE_PLAN_NO_CHAT: 3 });
  });

  it('with no provider configured (built-in extractor only): 503 CHAT_UNAVAILABLE, form 2', async () => {
    await setProviders([]);
    const res = await chat({ messages: [{ role: 'user', content: 'Привет' }] });
    assert.equal(res.statusCode, 503);
    const body = res.json<{ success: boolean; error: { code: string; details: unknown } }>();
    assert.equal(body.success, false);
    assert.equal(body.error.code, 'CHAT_UNAVAILABLE');
    assert.deepEqual(body.error.details, { reason: 'no_model_provider' });
  });

  it('422 on bad bodies at every bound; the values just inside the bounds pass through to the provider', async () => {
    await setProviders([provider(rec.url)]);
    const ok = [{ role: 'user', content: 'Привет' }];
    const cases: [unknown, string, string][] = [
      [{}, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: Array.from({ length: 257 }, () => ok[0]) }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [{ role: 'tool', content: 'x' }] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [{ role: 'user' }] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [{ role: 'user', content: ['x'] }] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [{ role: 'user', content: 'x', name: 'bob' }] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: [{ role: 'user', content: 'я'.repeat(100_001) }] }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: 'Привет' }, 'VALIDATION_ERROR', 'messages'],
      [{ messages: ok, temperature: -0.01 }, 'VALIDATION_ERROR', 'temperature'],
      [{ messages: ok, temperature: 2.01 }, 'VALIDATION_ERROR', 'temperature'],
      [{ messages: ok, temperature: '0.5' }, 'VALIDATION_ERROR', 'temperature'],
      [{ messages: ok, max_tokens: 0 }, 'VALIDATION_ERROR', 'max_tokens'],
      [{ messages: ok, max_tokens: 16385 }, 'VALIDATION_ERROR', 'max_tokens'],
      [{ messages: ok, max_tokens: 1.5 }, 'VALIDATION_ERROR', 'max_tokens'],
      [{ messages: ok, stream: 'true' }, 'VALIDATION_ERROR', 'stream'],
      [{ messages: ok, stream: 1 }, 'VALIDATION_ERROR', 'stream'],
      [{ messages: ok, model: 'gpt-4o' }, 'VALIDATION_ERROR', 'model'],
      [{ messages: ok, n: 2 }, 'UNKNOWN_FIELD', ''],
      [[ok], 'BODY_NOT_OBJECT', ''],
    ];
    rec.requests.length = 0;
    for (const [body, code, field] of cases) {
      const res = await chat(body);
      assert.equal(res.statusCode, 422, JSON.stringify(body).slice(0, 80));
      const detail = res.json<{ detail: { code: string; details: { errors?: { loc: string[] }[]; unknown?: string[] } } }>().detail;
      assert.equal(detail.code, code, JSON.stringify(body).slice(0, 80));
      if (code === 'VALIDATION_ERROR') assert.deepEqual(detail.details.errors?.map((e) => e.loc), [['body', field]]);
      if (code === 'UNKNOWN_FIELD') assert.deepEqual(detail.details.unknown, ['n']);
    }
    assert.equal(rec.requests.length, 0, 'no refused request reached the provider');

    for (const [temperature, max_tokens] of [[0, 1], [2, 16384]]) {
      rec.requests.length = 0;
      const res = await chat({ messages: Array.from({ length: 256 }, () => ok[0]), temperature, max_tokens, stream: false, model: 'docintel' });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual([rec.requests[0]?.json?.temperature, rec.requests[0]?.json?.max_tokens, rec.requests[0]?.json?.messages?.length], [temperature, max_tokens, 256]);
    }
    // Absent sampling options stay absent: the provider's defaults apply, nothing is invented.
    rec.requests.length = 0;
    assert.equal((await chat({ messages: ok })).statusCode, 200);
    assert.deepEqual(['temperature', 'max_tokens'].filter((k) => k in (rec.requests[0]?.json ?? {})), []);
  });
});

describe('chat completions through an external provider: placeholders out, originals back', () => {
  before(async () => setProviders([provider(rec.url)]));

  it('a whole answer: the recorder sees placeholders only, the caller the originals; OpenAI shape with no model name or tokens', async () => {
    rec.requests.length = 0;
    const res = await chat({ messages: [{ role: 'system', content: 'Отвечай кратко.' }, { role: 'user', content: QUESTION }], temperature: 0.2 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(rec.requests.length, 1);
    const sent = rec.requests[0];
    assert.deepEqual(leaks([sent?.body ?? ''], SECRETS), []);
    assert.match(userText(sent?.json ?? {}), /\[ORG_1\].*\[INN_1\].*\[PERSON_1\]/s);
    assert.equal(sent?.json?.stream, false);
    const body = res.json<{ id: string; object: string; created: number; model: string; choices: { index: number; message: { role: string; content: string }; finish_reason: string }[] }>();
    assert.deepEqual(Object.keys(body).sort(), ['choices', 'created', 'id', 'model', 'object']);
    assert.match(body.id, /^chatcmpl-[0-9a-f-]{36}$/);
    assert.equal(body.object, 'chat.completion');
    assert.equal(body.model, 'docintel');
    assert.ok(Number.isInteger(body.created) && Math.abs(body.created - Date.now() / 1000) < 600);
    assert.deepEqual(body.choices, [{ index: 0, message: { role: 'assistant', content: `Готово. ${QUESTION}` }, finish_reason: 'stop' }]);
    for (const secret of NEVER_OUT) assert.ok(!res.body.includes(secret), secret);

    const entry = outbound().at(-1);
    assert.equal(entry?.purpose, 'chat');
    assert.equal(entry?.anonymized, true);
    assert.deepEqual(entry?.placeholders, { org: 1, inn: 1, person: 1 });
    assert.equal(entry?.bytes, Buffer.byteLength(sent?.body ?? '', 'utf8'));
  });

  it('a streamed answer: placeholders cut across events are restored; OpenAI chunks, then [DONE]', async () => {
    rec.requests.length = 0;
    const res = await chat({ messages: [{ role: 'user', content: QUESTION }], stream: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/event-stream/);
    assert.equal(rec.requests[0]?.json?.stream, true);
    assert.deepEqual(leaks([rec.requests[0]?.body ?? ''], SECRETS), []);
    // The recorder really cut placeholders: at least one of its events ends inside one.
    assert.ok(cutPieces(rec.requests[0]?.json ?? {}).some((p) => /\[[A-Z]*_?\d*$/.test(p)));
    const data = events(res.body);
    assert.equal(data.at(-1), '[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as { id: string; object: string; model: string; choices: { index: number; delta: { role?: string; content?: string }; finish_reason: string | null }[] });
    assert.ok(chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'docintel' && c.id === chunks[0]?.id));
    assert.deepEqual(chunks[0]?.choices[0]?.delta, { role: 'assistant', content: '' });
    assert.deepEqual(chunks.at(-1)?.choices[0], { index: 0, delta: {}, finish_reason: 'stop' });
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    assert.equal(text, `Готово. ${QUESTION}`);
    assert.ok(chunks.length >= 4, 'the answer came in pieces');
    for (const secret of NEVER_OUT) assert.ok(!res.body.includes(secret), secret);
    assert.equal(outbound().at(-1)?.purpose, 'chat');
  });

  it('fail_closed: text only the residual scan catches → 422 ANONYMIZATION_INCOMPLETE (also when streaming), nothing sent', async () => {
    rec.requests.length = 0;
    for (const stream of [false, true]) {
      const res = await chat({ messages: [{ role: 'user', content: 'Пишите: ivan.petrov @ mail . ru' }], stream });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), { success: false, error: { code: 'ANONYMIZATION_INCOMPLETE', message: 'Personal or company data could not be removed completely; no request was sent to the external model.', details: { residual: { email: 1 } } } });
    }
    assert.equal(rec.requests.length, 0);
  });

  it('a loopback provider with anonymize auto gets the text as written (per-provider setting), and its answer as is', async () => {
    await setProviders([provider(rec.url, { anonymize: 'auto' })]);
    rec.requests.length = 0;
    const res = await chat({ messages: [{ role: 'user', content: QUESTION }] });
    assert.equal(res.statusCode, 200);
    assert.equal(userText(rec.requests[0]?.json ?? {}), QUESTION);
    assert.equal(outbound().at(-1)?.anonymized, false);
    await setProviders([provider(rec.url)]);
  });
});

describe('chat completions when providers fail', () => {
  it('a failing provider passes the turn to the next; the whole chain failing is 503 PROVIDER_UNAVAILABLE', async () => {
    const failing = await start({ behaviour: { kind: 'status', status: 500 } });
    const closed = await start();
    await closed.close();
    try {
      await setProviders([provider(failing.url), provider(closed.url), provider(rec.url)]);
      rec.requests.length = 0;
      const res = await chat({ messages: [{ role: 'user', content: 'Привет' }], stream: true });
      assert.equal(res.statusCode, 200);
      assert.equal(failing.requests.length, 1);
      assert.equal(rec.requests.length, 1);
      assert.equal(events(res.body).at(-1), '[DONE]');

      await setProviders([provider(failing.url), provider(closed.url)]);
      for (const stream of [false, true]) {
        const down = await chat({ messages: [{ role: 'user', content: 'Привет' }], stream });
        assert.equal(down.statusCode, 503);
        assert.equal(down.json<{ error: { code: string } }>().error.code, 'PROVIDER_UNAVAILABLE');
        for (const secret of NEVER_OUT) assert.ok(!down.body.includes(secret), secret);
      }
    } finally {
      await failing.close();
    }
  });

  it('a stream cut after text went out ends with an error event and no [DONE]; a cut before any text falls through', async () => {
    const cut = await start({ behaviour: { kind: 'stream', pieces: () => ['Первая часть, ', 'вторая часть, ', 'третья.'], cutAfter: 2 } });
    const early = await start({ behaviour: { kind: 'stream', pieces: () => ['никогда'], cutAfter: 0 } });
    try {
      await setProviders([provider(cut.url), provider(rec.url)]);
      const res = await chat({ messages: [{ role: 'user', content: 'Привет' }], stream: true });
      assert.equal(res.statusCode, 200);
      const data = events(res.body);
      assert.notEqual(data.at(-1), '[DONE]');
      assert.deepEqual(JSON.parse(data.at(-1) ?? '{}'), { error: { code: 'PROVIDER_UNAVAILABLE', message: 'The model provider stopped in the middle of the answer; the text sent so far is incomplete.', details: { interrupted: true } } });
      const text = data.slice(0, -1).map((d) => (JSON.parse(d) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '').join('');
      assert.equal(text, 'Первая часть, вторая часть, ');

      await setProviders([provider(early.url), provider(rec.url)]);
      rec.requests.length = 0;
      const fallback = await chat({ messages: [{ role: 'user', content: 'Привет' }], stream: true });
      assert.equal(events(fallback.body).at(-1), '[DONE]');
      assert.equal(early.requests.length, 1);
      assert.equal(rec.requests.length, 1);
    } finally {
      await Promise.all([cut.close(), early.close()]);
      await setProviders([provider(rec.url)]);
    }
  });

  it('a client that goes away in the middle of a stream does not hurt the server; the answer still ends and is counted', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const slow = await start({ behaviour: { kind: 'stream', pieces: () => ['Начало. ', 'Середина. ', 'Конец.'], gate } });
    await host.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = host.app.server.address() as AddressInfo;
    try {
      await setProviders([provider(slow.url)]);
      const before = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': paid } })).json<{ by_task_kind: Record<string, { requests: number }> }>();
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/v1/chat/completions`, { method: 'POST', signal: abort.signal,
        headers: { 'x-api-key': paid, 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ role: 'user', content: 'Привет' }], stream: true }) });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let seen = '';
      while (!seen.includes('Начало')) seen += new TextDecoder().decode((await reader.read()).value);
      abort.abort();
      open();
      // The worker finishes the answer and the route records it: the statistics show one more chat.
      for (let i = 0; i < 1200; i += 1) {
        const now = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': paid } })).json<{ by_task_kind: Record<string, { requests: number }> }>();
        if ((now.by_task_kind.chat?.requests ?? 0) > (before.by_task_kind.chat?.requests ?? 0)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const after = (await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': paid } })).json<{ by_task_kind: Record<string, { requests: number }> }>();
      assert.equal(after.by_task_kind.chat?.requests, (before.by_task_kind.chat?.requests ?? 0) + 1);
      const again = await chat({ messages: [{ role: 'user', content: 'Ещё раз' }], stream: true });
      assert.equal(events(again.body).at(-1), '[DONE]');
    } finally {
      await slow.close();
      await setProviders([provider(rec.url)]);
    }
  });

  it('chat is counted in the caller\'s statistics as kind chat, with no pages', async () => {
    const stats = await host.app.inject({ method: 'GET', url: '/v1/stats', headers: { 'x-api-key': paid } });
    const view = stats.json<{ scope: string; pages: number; by_task_kind: Record<string, { requests: number; pages: number }> }>();
    assert.equal(view.scope, 'client');
    assert.equal(view.pages, 0);
    assert.ok((view.by_task_kind.chat?.requests ?? 0) >= 10, JSON.stringify(view.by_task_kind));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonObject } from '../../../src-shared/contract/envelope';
import { NEVER_OUT, echo, provider, settings, start } from '../../../test/fixtures/openai-recorder';
import { chainRunner } from '../../../test/fixtures/model-chain-runner';
import type { Recorder } from '../../../test/fixtures/openai-recorder';
import { notLoopback } from '../../../test/helpers/remote-host';
import type { AttemptEvent } from './index';

/**
 * The chain's precedence (see index.ts) against real OpenAI-compatible HTTP endpoints
 * (test/fixtures/openai-recorder.ts): timeouts and failures fall through, text is
 * LLM_RESULT_NOT_OBJECT, nothing reachable is PROVIDER_UNAVAILABLE or the built-in answer,
 * empty answers end in llm_no_result, and no output names a provider, a model or a token count.
 */
const outputs: unknown[] = [];

const { chain, chainError } = chainRunner(outputs);

describe('the provider chain', () => {
  const good = (): Promise<Recorder> => start({ behaviour: { kind: 'json', answer: () => ({ note: 'готово' }) } });
  const builtinResult = { note: 'встроенный' };

  // The hanging provider never answers, so only its own timeout can end the attempt; the test's is the hang guard.
  it('a provider that hangs past its timeout falls through to the next one', { timeout: 60_000 }, async () => {
    const slow = await start({ behaviour: { kind: 'hang' } });
    const next = await good();
    try {
      const events: AttemptEvent[] = [];
      const out = await chain({ settings: settings([provider(slow.url, { timeoutMs: 300 }), provider(next.url)]), onAttempt: (e) => events.push(e) });
      assert.deepEqual(out, { result: { note: 'готово' }, source: 'model', warnings: [] });
      // 'timeout', not 'unreachable': the first provider was tried and its time ran out. Whether its
      // request got read within those 300 ms depends on the machine's load, so it is not counted.
      assert.deepEqual(events.map((e) => e.outcome), ['timeout', 'ok']);
      assert.equal(next.requests.length, 1);
    } finally {
      await Promise.all([slow.close(), next.close()]);
    }
  });

  it('HTTP 500, a refused connection and a broken body fall through as well', async () => {
    const failing = await start({ behaviour: { kind: 'status', status: 500 } });
    const garbage = await start({ behaviour: { kind: 'status', status: 200, body: '<html>proxy</html>' } });
    const closed = await start();
    await closed.close();
    const next = await good();
    try {
      const events: AttemptEvent[] = [];
      const out = await chain({ settings: settings([provider(failing.url), provider(closed.url), provider(garbage.url), provider(next.url)]), onAttempt: (e) => events.push(e) });
      assert.equal(out.source, 'model');
      assert.deepEqual(events.map((e) => e.outcome), ['http_status', 'unreachable', 'bad_response', 'ok']);
    } finally {
      await Promise.all([failing.close(), garbage.close(), next.close()]);
    }
  });

  it('redirects are not followed: a loopback endpoint cannot forward raw text elsewhere', async () => {
    const elsewhere = await start({ behaviour: { kind: 'json', answer: () => ({ note: 'leaked' }) } });
    const redirecting = await start({ behaviour: { kind: 'status', status: 307, headers: { location: `${elsewhere.url}/chat/completions` } } });
    try {
      const events: AttemptEvent[] = [];
      const err = await chainError({ documentText: 'ИНН 6215001527', settings: settings([provider(redirecting.url, { anonymize: 'auto' })]), onAttempt: (e) => events.push(e) });
      assert.equal(err.code, 'PROVIDER_UNAVAILABLE');
      assert.deepEqual(events.map((e) => e.outcome), ['unreachable']);
      assert.equal(elsewhere.requests.length, 0);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });

  it('a cancelled request stops the chain instead of falling through', { timeout: 60_000 }, async () => {
    const slow = await start({ behaviour: { kind: 'hang' } });
    const next = await good();
    try {
      const controller = new AbortController();
      // Cancelled while the first provider holds the request, whenever that happens.
      void slow.received(1).then(() => controller.abort(new Error('client went away')));
      await assert.rejects(chain({ settings: settings([provider(slow.url), provider(next.url)]), signal: controller.signal }), /client went away/);
      assert.equal(slow.requests.length, 1);
      assert.equal(next.requests.length, 0);
    } finally {
      await Promise.all([slow.close(), next.close()]);
    }
  });

  it('a provider that answers text gives 502 LLM_RESULT_NOT_OBJECT, even with the built-in fallback on', async () => {
    const chatty = await start({ behaviour: { kind: 'content', content: 'Конечно! Поставщик — ООО «Ромашка».' } });
    try {
      let builtinCalled = false;
      const err = await chainError({
        settings: settings([provider(chatty.url)], { builtinFallback: true }),
        builtin: async () => {
          builtinCalled = true;
          return builtinResult;
        },
      });
      assert.equal(err.code, 'LLM_RESULT_NOT_OBJECT');
      assert.deepEqual(err.details, {});
      assert.equal(builtinCalled, false);
      chatty.setBehaviour({ kind: 'content', content: '[{"note": "массив"}]' });
      assert.equal((await chainError({ settings: settings([provider(chatty.url)]) })).code, 'LLM_RESULT_NOT_OBJECT');
    } finally {
      await chatty.close();
    }
  });

  it('text from one provider is forgiven when a later one answers an object', async () => {
    const chatty = await start({ behaviour: { kind: 'content', content: 'I cannot do that.' } });
    const next = await good();
    try {
      const out = await chain({ settings: settings([provider(chatty.url), provider(next.url)]) });
      assert.deepEqual(out.result, { note: 'готово' });
    } finally {
      await Promise.all([chatty.close(), next.close()]);
    }
  });

  it('all providers down: PROVIDER_UNAVAILABLE without the fallback, the built-in result with it', { timeout: 60_000 }, async () => {
    const down = await start({ behaviour: { kind: 'status', status: 503 } });
    const slow = await start({ behaviour: { kind: 'hang' } });
    try {
      const chainOf = [provider(down.url), provider(slow.url, { timeoutMs: 200 })];
      const err = await chainError({ settings: settings(chainOf) });
      assert.equal(err.code, 'PROVIDER_UNAVAILABLE');
      assert.deepEqual(err.details, {});
      const out = await chain({ settings: settings(chainOf, { builtinFallback: true }), builtin: async () => builtinResult });
      assert.deepEqual(out, { result: builtinResult, source: 'builtin', warnings: [] });
    } finally {
      await Promise.all([down.close(), slow.close()]);
    }
  });

  it('empty answers: the fallback if on, otherwise result null with llm_no_result', async () => {
    const empty = await start({ behaviour: { kind: 'json', answer: () => ({ note: null, orgs: [] }) } });
    try {
      const none = await chain({ settings: settings([provider(empty.url)]) });
      assert.equal(none.result, null);
      assert.equal(none.source, 'none');
      assert.deepEqual(none.warnings.map((w) => [w.code, w.severity, w.field]), [['llm_no_result', 'high', '$document']]);
      const noBuiltin = await chain({ settings: settings([provider(empty.url)], { builtinFallback: true }), builtin: async () => null });
      assert.deepEqual(noBuiltin.warnings.map((w) => w.code), ['llm_no_result']);
      const withBuiltin = await chain({ settings: settings([provider(empty.url)], { builtinFallback: true }), builtin: async () => builtinResult });
      assert.equal(withBuiltin.source, 'builtin');
      const noProviders = await chain({ settings: settings([]), builtin: async () => builtinResult });
      assert.equal(noProviders.source, 'builtin');
    } finally {
      await empty.close();
    }
  });

  it('`never` is refused for an endpoint off this machine, without a connection attempt', async () => {
    // A real listener on a non-loopback address of this machine counts every TCP connection it gets.
    const { listen, connect } = notLoopback();
    const remote = await start({ host: listen, urlHost: connect, behaviour: { kind: 'json', answer: () => ({ note: 'leaked' }) } });
    try {
      const events: AttemptEvent[] = [];
      const err = await chainError({ settings: settings([provider(remote.url, { anonymize: 'never' })]), onAttempt: (e) => events.push(e) });
      assert.equal(err.code, 'PROVIDER_UNAVAILABLE');
      assert.deepEqual(events, [{ index: 0, anonymized: false, outcome: 'refused' }]);
      assert.equal(remote.connections(), 0);
      assert.deepEqual(remote.requests, []);
    } finally {
      await remote.close();
    }
  });

  it('loopback with `auto` (and `never`) sends the text unchanged', async () => {
    const local = await start({ behaviour: { kind: 'json', answer: () => ({ note: 'ok' }) } });
    try {
      for (const anonymize of ['auto', 'never'] as const) {
        local.requests.length = 0;
        await chain({ documentText: 'ИНН 6215001527, ООО «Ромашка»', settings: settings([provider(local.url, { anonymize })]) });
        assert.ok(local.requests[0]?.body.includes('6215001527'), anonymize);
        assert.ok(local.requests[0]?.body.includes('Ромашка'), anonymize);
      }
    } finally {
      await local.close();
    }
  });

  it('a non-loopback address with `auto` gets scrubbed text', async () => {
    const { listen, connect } = notLoopback();
    const remote = await start({ host: listen, urlHost: connect, behaviour: { kind: 'json', answer: echo } });
    try {
      const out = await chain({ documentText: 'Поставщик ООО «Ромашка», ИНН 6215001527', settings: settings([provider(remote.url, { anonymize: 'auto' })]) });
      assert.ok(!remote.requests[0]?.body.includes('6215001527'));
      assert.ok(!remote.requests[0]?.body.includes('Ромашка'));
      assert.deepEqual(out.result?.inns, ['6215001527']);
      assert.equal(remote.connections(), 1, 'the listener counts connections (the `never` test relies on it)');
    } finally {
      await remote.close();
    }
  });

  it('a server without json_schema support is asked again with json_object', async () => {
    const old = await start({ behaviour: { kind: 'no-json-schema', then: { kind: 'json', answer: () => ({ note: 'ok' }) } } });
    try {
      const out = await chain({ settings: settings([provider(old.url)]) });
      assert.deepEqual(out.result, { note: 'ok' });
      assert.deepEqual(old.requests.map((r) => r.json?.response_format?.type), ['json_schema', 'json_object']);
    } finally {
      await old.close();
    }
  });

  it('fenced JSON is read, restored and coerced to the schema', async () => {
    const schema: JsonObject = {
      type: 'object', additionalProperties: false,
      properties: { total: { type: 'number' }, paid: { type: 'boolean' }, tags: { type: 'array', items: { type: 'string' } }, inn: { type: 'string' } },
    };
    const fenced = await start({ behaviour: { kind: 'content', content: '```json\n{"total": "1 200,50", "paid": "true", "tags": "срочно", "inn": "[INN_1]", "model": "x"}\n```' } });
    try {
      const out = await chain({ documentText: 'ИНН 6215001527', schema, settings: settings([provider(fenced.url)]) });
      assert.deepEqual(out.result, { total: 1200.5, paid: true, tags: ['срочно'], inn: '6215001527' });
    } finally {
      await fenced.close();
    }
  });
});

describe('the response never names a model, a provider or a token count', () => {
  it('no result, warning or error above carries one', () => {
    assert.ok(outputs.length >= 15, `${outputs.length} outputs collected`);
    const all = JSON.stringify(outputs);
    for (const s of NEVER_OUT) assert.ok(!all.includes(s), s);
  });
});

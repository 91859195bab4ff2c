import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import type { ChatInput, ModelSettings } from '../../../src-shared/worker-protocol';
import type { OutboundEntry } from '../../../src-shared/contract/outbound';
import { provider, settings, start, userText } from '../../../test/fixtures/openai-recorder';
import { notLoopback } from '../../../test/helpers/remote-host';
import { createScrubber } from '../../lib/anonymize';
import { runChat } from './chat';

/**
 * The chat stage against real OpenAI-compatible HTTP endpoints (test/fixtures/openai-recorder.ts):
 * where the privacy rules decide what leaves, and how odd but valid answers are read. The HTTP
 * contract (plans, 422s, SSE out) is in test/chat.test.ts.
 */
const input = (model: ModelSettings, over: Partial<ChatInput> = {}): ChatInput => ({
  messages: [{ role: 'user', content: 'Поставщик ООО «Ромашка», ИНН 6215001527. Кто поставщик?' }],
  temperature: null, maxTokens: null, stream: false, model, outboundLog: null, ...over,
});
const failure = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return err;
  }
  return assert.fail('expected an AppError');
};

describe('runChat: privacy by where the provider is', () => {
  it('an address off this machine with `auto` gets placeholders; the answer has the originals', async () => {
    const { listen, connect } = notLoopback();
    const remote = await start({ host: listen, urlHost: connect, behaviour: { kind: 'stream', pieces: (req) => [`Это ${userText(req).match(/\[ORG_\d+\]/)?.[0] ?? '?'}`] } });
    try {
      const out = await runChat(input(settings([provider(remote.url, { anonymize: 'auto' })])));
      const body = remote.requests[0]?.body ?? '';
      assert.ok(!body.includes('6215001527') && !body.includes('Ромашка'), body);
      assert.deepEqual(out, { content: 'Это ООО «Ромашка»', finishReason: 'stop' });
    } finally {
      await remote.close();
    }
  });

  it('`never` off this machine is refused without a connection: PROVIDER_UNAVAILABLE', async () => {
    const { listen, connect } = notLoopback();
    const remote = await start({ host: listen, urlHost: connect });
    try {
      const err = await failure(runChat(input(settings([provider(remote.url, { anonymize: 'never' })]))));
      assert.equal(err.code, 'PROVIDER_UNAVAILABLE');
      assert.equal(remote.connections(), 0);
    } finally {
      await remote.close();
    }
  });

  it('best_effort sends what the residual scan still finds, and the outbound log says so', async () => {
    const rec = await start({ behaviour: { kind: 'content', content: 'ok' } });
    const log = join(mkdtempSync(join(tmpdir(), 'chat-log-')), 'outbound.log');
    try {
      const messages: ChatInput['messages'] = [{ role: 'user', content: 'Пишите: ivan.petrov @ mail . ru' }];
      const out = await runChat(input(settings([provider(rec.url)], { anonymization: 'best_effort' }), { messages, outboundLog: log }));
      assert.equal(out.content, 'ok');
      const entry = JSON.parse(readFileSync(log, 'utf8').trim()) as OutboundEntry;
      assert.deepEqual([entry.purpose, entry.anonymized, entry.residual], ['chat', true, { email: 1 }]);
    } finally {
      await rec.close();
    }
  });

  it('a scrubber that throws refuses the request (ANONYMIZATION_INCOMPLETE), nothing sent', async () => {
    const rec = await start({ behaviour: { kind: 'content', content: 'ok' } });
    try {
      const broken = () => ({ ...createScrubber(), scrub: () => { throw new Error('boom'); } });
      const err = await failure(runChat(input(settings([provider(rec.url)])), { scrubber: broken }));
      assert.deepEqual([err.code, err.details], ['ANONYMIZATION_INCOMPLETE', { residual: { unverified: 1 } }]);
      assert.equal(rec.requests.length, 0);
    } finally {
      await rec.close();
    }
  });

  it('no provider configured: CHAT_UNAVAILABLE, even with the built-in fallback on', async () => {
    const err = await failure(runChat(input(settings([], { builtinFallback: true }))));
    assert.deepEqual([err.code, err.details], ['CHAT_UNAVAILABLE', { reason: 'no_model_provider' }]);
  });
});

describe('runChat: reading streams', () => {
  const streamed = async (body: string, contentType = 'text/event-stream'): Promise<{ pieces: string[]; out: { content: string; finishReason: string } }> => {
    const rec = await start({ behaviour: { kind: 'status', status: 200, body, headers: { 'content-type': contentType } } });
    try {
      const pieces: string[] = [];
      const out = await runChat(input(settings([provider(rec.url, { anonymize: 'auto' })]), { stream: true }), { onDelta: (t) => { pieces.push(t); } });
      return { pieces, out };
    } finally {
      await rec.close();
    }
  };
  const chunk = (content: string | null, finish: string | null = null): string => JSON.stringify({ choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] });

  it('CRLF line ends, comments and multi-line data are read as Server-Sent Events', async () => {
    const body = `: keep-alive\r\n\r\ndata: ${chunk('Добрый ')}\r\n\r\nevent: message\r\ndata: ${chunk('день')}\r\n\r\ndata: ${chunk(null, 'length')}\r\n\r\ndata: [DONE]\r\n\r\n`;
    const { pieces, out } = await streamed(body);
    assert.deepEqual(pieces, ['Добрый ', 'день']);
    assert.deepEqual(out, { content: 'Добрый день', finishReason: 'length' });
  });

  it('an endpoint that ignores `stream: true` and answers one completion is read as one piece', async () => {
    const body = JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'Целиком' }, finish_reason: 'stop' }] });
    const { pieces, out } = await streamed(body, 'application/json');
    assert.deepEqual([pieces, out.content], [['Целиком'], 'Целиком']);
  });

  it('a stream that ends without [DONE] or a finish reason, or carries an error event, is a failed provider', async () => {
    for (const body of [`data: ${chunk('')}\n\n`, `data: {"error":{"message":"overloaded"}}\n\n`, 'data: not json\n\n']) {
      const rec = await start({ behaviour: { kind: 'status', status: 200, body, headers: { 'content-type': 'text/event-stream' } } });
      try {
        const err = await failure(runChat(input(settings([provider(rec.url, { anonymize: 'auto' })]), { stream: true }), { onDelta: () => undefined }));
        assert.equal(err.code, 'PROVIDER_UNAVAILABLE', body);
      } finally {
        await rec.close();
      }
    }
  });
});

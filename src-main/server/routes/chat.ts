import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../src-shared/contract/app-error';
import { CHAT_COMPLETIONS, CHAT_MODEL_NAME } from '../../../src-shared/contract/operations/chat-completions';
import type { ChatInput, ChatOutcome } from '../../../src-shared/worker-protocol';
import type { ProcessingDeps } from '../../services/processing';
import type { StatsService } from '../../services/stats';
import { requireCaller } from '../guards/auth';
import { KeyError } from '../errors';
import { readOperation } from '../request/operation';

/**
 * `POST /v1/chat/completions` (docs/api.md "Chat completions"): the OpenAI shape, answered by the
 * provider chain in a pipeline worker with the extraction's anonymization. Counted in `/v1/stats`
 * as task kind `chat` with no pages: chat is not billed in pages (there is no document).
 */
export function chatRoutes(deps: Pick<ProcessingDeps, 'pool' | 'modelSettings' | 'outboundLog' | 'now'>, stats: StatsService) {
  return async (app: FastifyInstance): Promise<void> => {
    // SPEC Errors: refused on the free plan, whatever the body says — checked before the body is even parsed.
    const freePlan = async (request: FastifyRequest): Promise<void> => {
      if (request.caller?.client.plan !== 'free') return;
      stats.record({ taskKind: 'chat', format: null, outcome: 'error', errorCode: 'FREE_PLAN_NO_CHAT', pages: 0, latencyMs: 0, clientId: request.caller.client.id });
      throw new AppError('FREE_PLAN_NO_CHAT', 'Chat completions are not part of the free plan.', { plan: 'free' });
    };
    app.post('/v1/chat/completions', { onRequest: freePlan }, async (request, reply) => {
      const started = performance.now();
      const record = (outcome: 'ok' | 'error', errorCode: string | null): void => {
        stats.record({ taskKind: 'chat', format: null, outcome, errorCode, pages: 0, latencyMs: performance.now() - started, clientId: request.caller?.client.id ?? null });
      };
      try {
        const caller = requireCaller(request);
        const req = await readOperation(request, CHAT_COMPLETIONS);
        const input: ChatInput = {
          messages: req.messages as ChatInput['messages'], temperature: req.temperature, maxTokens: req.max_tokens, stream: req.stream,
          model: deps.modelSettings(caller), outboundLog: deps.outboundLog,
        };
        const id = `chatcmpl-${randomUUID()}`;
        const created = Math.floor(deps.now().getTime() / 1000);
        if (!req.stream) {
          const outcome = await deps.pool.chat(input);
          if (!outcome.ok) throw AppError.fromInfo(outcome.error);
          record('ok', null);
          return {
            id, object: 'chat.completion', created, model: CHAT_MODEL_NAME,
            choices: [{ index: 0, message: { role: 'assistant', content: outcome.content }, finish_reason: outcome.finishReason }],
          };
        }
        return await streamAnswer(reply, deps.pool.chat.bind(deps.pool), input, { id, created }, record);
      } catch (err) {
        record('error', err instanceof AppError ? err.code : err instanceof KeyError ? 'KEY_ERROR' : 'INTERNAL_ERROR');
        throw err;
      }
    });
  };
}

type Chat = (input: ChatInput, onDelta?: (text: string) => void) => Promise<ChatOutcome>;

/**
 * Server-Sent Events in OpenAI's chunk format. The HTTP status is decided by the first piece: an
 * error before any text (fail_closed refusal, no provider, every provider down) is an ordinary
 * error response; once text has gone out, an error is one `data: {"error": …}` event, and the
 * stream ends without `[DONE]`, so a client cannot take a cut answer for a whole one.
 */
async function streamAnswer(
  reply: FastifyReply, chat: Chat, input: ChatInput, meta: { id: string; created: number },
  record: (outcome: 'ok' | 'error', code: string | null) => void,
): Promise<FastifyReply> {
  const stream = new PassThrough();
  // A client that goes away closes the response and destroys this stream; the answer still runs to
  // its end in the worker (see docs/decisions.md), and what it writes afterwards goes nowhere.
  stream.on('error', () => undefined);
  const write = (text: string, end = false): void => {
    if (stream.destroyed || stream.writableEnded) return;
    if (end) stream.end(text);
    else stream.write(text);
  };
  const event = (delta: Record<string, string>, finish: string | null): string =>
    `data: ${JSON.stringify({ id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: CHAT_MODEL_NAME, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  write(event({ role: 'assistant', content: '' }, null));
  let began!: () => void;
  const first = new Promise<void>((resolve) => {
    began = resolve;
  });
  const outcome = chat(input, (text) => {
    write(event({ content: text }, null));
    began();
  });
  const settled = await Promise.race([first.then(() => null), outcome]);
  if (settled && !settled.ok) {
    stream.destroy();
    throw AppError.fromInfo(settled.error);
  }
  void outcome.then((end) => {
    if (end.ok) {
      write(`${event({}, end.finishReason)}data: [DONE]\n\n`, true);
      record('ok', null);
    } else {
      write(`data: ${JSON.stringify({ error: end.error })}\n\n`, true);
      record('error', end.error.code);
    }
  });
  return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache').header('x-accel-buffering', 'no').send(stream);
}

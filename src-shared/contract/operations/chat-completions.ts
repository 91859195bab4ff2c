import type { JsonSchema, OperationSpec } from './spec';

/**
 * `POST /v1/chat/completions` (SPEC: "A chat-completions operation exists … its shape: not shown").
 * The OpenAI shape, so existing OpenAI clients work by changing the base URL and the key; what
 * differs is recorded in docs/decisions.md "Chat completions": `model` is the one name `docintel`
 * (the key decides which provider answers), and no `usage` (the spec allows no token counts).
 */
export const CHAT_MODEL_NAME = 'docintel';
export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;
export const CHAT_MAX_MESSAGES = 256;
/** Per message, in characters; the whole JSON body is also capped at 1 MB. */
export const CHAT_MAX_CONTENT = 100_000;

const message: JsonSchema = {
  type: 'object',
  required: ['role', 'content'],
  additionalProperties: false,
  properties: {
    role: { enum: [...CHAT_ROLES], description: 'Who speaks: `system` (instructions), `user` or `assistant` (earlier answers).' },
    content: { type: 'string', maxLength: CHAT_MAX_CONTENT, description: 'The text. Content parts (images, arrays) are not accepted.' },
  },
};

const completion: JsonSchema = {
  type: 'object',
  required: ['id', 'object', 'created', 'model', 'choices'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: '`chatcmpl-` and a random UUID.' },
    object: { const: 'chat.completion' },
    created: { type: 'integer', description: 'Unix time in seconds.' },
    model: { const: CHAT_MODEL_NAME, description: 'Always `docintel`: provider and model names never appear in responses.' },
    choices: {
      type: 'array', minItems: 1, maxItems: 1,
      items: {
        type: 'object', required: ['index', 'message', 'finish_reason'], additionalProperties: false,
        properties: {
          index: { const: 0 },
          message: {
            type: 'object', required: ['role', 'content'], additionalProperties: false,
            properties: { role: { const: 'assistant' }, content: { type: 'string', description: 'The answer, with every anonymized value restored.' } },
          },
          finish_reason: { type: 'string', description: '`stop`, `length` or what the provider reported.' },
        },
      },
    },
  },
};

const detailError: JsonSchema = {
  type: 'object', required: ['detail'],
  properties: { detail: { type: 'object', required: ['code', 'message', 'details'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } } } },
};
const processingError: JsonSchema = {
  type: 'object', required: ['success', 'error'],
  properties: { success: { const: false }, error: { type: 'object', required: ['code', 'message', 'details'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } } } },
};

export const CHAT_COMPLETIONS = {
  operationId: 'createChatCompletion',
  method: 'POST',
  path: '/v1/chat/completions',
  tag: 'chat',
  summary: 'Chat with the configured model, with anonymization',
  description: 'OpenAI-compatible chat completions through the installation\'s provider chain (the key\'s own provider first when an '
    + 'administrator pinned one). For an external provider the messages are anonymized first (names, companies, tax ids, accounts, '
    + 'addresses become placeholders such as `[ORG_1]`) and the originals are restored in the answer. With `stream: true` the answer is '
    + '`text/event-stream`: `data: {chat.completion.chunk}` events (the first carries `delta.role`, the last `finish_reason`), then '
    + '`data: [DONE]`; an error after the stream began is one `data: {"error": {code, message, details}}` event instead of `[DONE]`. '
    + 'Refused on the free plan (403 FREE_PLAN_NO_CHAT, `detail.code` form). No provider configured: 503 CHAT_UNAVAILABLE; every '
    + 'provider failed: 503 PROVIDER_UNAVAILABLE; fail_closed anonymization that cannot guarantee a clean text: 422 ANONYMIZATION_INCOMPLETE. '
    + 'Not billed in pages; no token counts are returned.',
  body: 'json',
  fields: {
    messages: {
      kind: 'json', required: true,
      description: `The conversation, oldest first: 1 to ${CHAT_MAX_MESSAGES} messages \`{role, content}\`, each content at most ${CHAT_MAX_CONTENT} characters.`,
      schema: { type: 'array', minItems: 1, maxItems: CHAT_MAX_MESSAGES, items: message },
    },
    temperature: { kind: 'number', minimum: 0, maximum: 2, description: 'Sampling temperature, 0 to 2 (as OpenAI). Absent: the provider\'s default.' },
    max_tokens: { kind: 'integer', minimum: 1, maximum: 16384, description: 'Longest answer in tokens, 1 to 16384 (the older task\'s bound). Absent: the provider\'s default.' },
    stream: { kind: 'boolean', default: false, description: 'Send the answer as Server-Sent Events while it is written.' },
    model: {
      kind: 'string', enum: [CHAT_MODEL_NAME], default: CHAT_MODEL_NAME,
      description: 'Only `docintel`: which provider and model answer is decided by the installation and the key, never by the request.',
    },
  },
  response: { status: 200, description: 'The answer (or, with `stream: true`, the event stream described above).', schema: completion },
  otherResponses: {
    403: { description: 'FREE_PLAN_NO_CHAT: chat is not part of the free plan (form 1, `detail.code`).', schema: detailError },
    422: { description: 'VALIDATION_ERROR / UNKNOWN_FIELD / BODY_NOT_OBJECT (form 1), or ANONYMIZATION_INCOMPLETE (form 2).', schema: { oneOf: [detailError, processingError] } },
    503: { description: 'CHAT_UNAVAILABLE (no provider configured) or PROVIDER_UNAVAILABLE (every provider failed).', schema: processingError },
  },
  auth: 'key',
} as const satisfies OperationSpec;

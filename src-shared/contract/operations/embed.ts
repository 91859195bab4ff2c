import type { OperationSpec } from './spec';

/** SPEC: "vector has 256 dimensions". */
export const EMBED_DIMENSIONS = 256;
/** One text at most this many characters (code points): a query, or a chunk of a document several times over. */
export const EMBED_MAX_CHARS = 8192;
/** At most this many texts in one request: a page of chunks, answered within one short worker call. */
export const EMBED_MAX_TEXTS = 64;
export const EMBED_TYPES = ['text-search-query', 'text-search-doc'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

const VECTOR = {
  type: 'array', minItems: EMBED_DIMENSIONS, maxItems: EMBED_DIMENSIONS, items: { type: 'number', minimum: -1, maximum: 1 },
  description: `A unit vector (L2 norm 1 within 1e-5) of ${EMBED_DIMENSIONS} numbers rounded to 6 decimals; the dot product of two is their cosine.`,
} as const;

/** `POST /v1/embed` (SPEC "Older task and extraction endpoints"; request and answer are ours: docs/decisions.md). */
export const EMBED_OPERATION = {
  operationId: 'embed',
  method: 'POST',
  path: '/v1/embed',
  tag: 'Embeddings',
  summary: 'Text embedding: 256-dimension vectors computed locally',
  description: 'Turns one text (`text`) or up to 64 (`texts`) into 256-dimension unit vectors for search: embed the chunks of your '
    + 'documents as `text-search-doc` and the user\'s question as `text-search-query`, then rank chunks by dot product. '
    + 'Computed on this machine by a documented lexical-semantic method (stems, character n-grams and a Russian/English/German/'
    + 'French/Chinese glossary of business terms, hashed into 256 signed buckets; docs/benchmarks.md gives its retrieval figures); '
    + 'no text leaves the machine. Send exactly one of `text` and `texts`. Billed like text: one page per 2,000 characters of all texts, at least one.',
  body: 'json',
  fields: {
    text: { kind: 'string', minLength: 1, maxLength: EMBED_MAX_CHARS, description: `One text to embed (1–${EMBED_MAX_CHARS} characters). Answered in \`embedding\`.` },
    texts: {
      kind: 'json',
      description: `Several texts to embed at once (1–${EMBED_MAX_TEXTS}, each 1–${EMBED_MAX_CHARS} characters). Answered in \`embeddings\`, in the same order.`,
      schema: { type: 'array', minItems: 1, maxItems: EMBED_MAX_TEXTS, items: { type: 'string', minLength: 1, maxLength: EMBED_MAX_CHARS } },
    },
    type: {
      kind: 'string', enum: EMBED_TYPES, default: 'text-search-query',
      description: '`text-search-query` (default) for what a user searches with; `text-search-doc` for the document text searched in. '
        + 'The two weigh the same words differently (docs/decisions.md), so embed each side with its own type.',
    },
  },
  response: {
    status: 200,
    description: 'The vectors. `embedding` is filled when `text` was sent, `embeddings` when `texts` was; the other is null.',
    schema: {
      type: 'object',
      required: ['type', 'method', 'dimensions', 'embedding', 'embeddings', 'usage'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: [...EMBED_TYPES] },
        method: { type: 'string', description: 'Our name of the method and its version (not a provider model): vectors of different methods do not compare.' },
        dimensions: { type: 'integer', const: EMBED_DIMENSIONS },
        embedding: { oneOf: [VECTOR, { type: 'null' }] },
        embeddings: { oneOf: [{ type: 'array', items: VECTOR }, { type: 'null' }] },
        usage: {
          type: 'object', required: ['characters', 'pages'], additionalProperties: false,
          properties: {
            characters: { type: 'integer', minimum: 1, description: 'Characters (code points) of all texts.' },
            pages: { type: 'integer', minimum: 1, description: 'Pages billed: characters / 2000 rounded up, at least 1.' },
          },
        },
      },
    },
  },
  auth: 'key',
} as const satisfies OperationSpec;

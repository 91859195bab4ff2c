import { API_VERSION } from '../version';
import { COMPONENT_SCHEMAS } from '../json-schema';
import type { FieldSpec, JsonSchema, OperationSpec } from '../operations/spec';

/**
 * `/openapi.json`, generated from the operation specs that validate requests (no hand-kept copy).
 * OpenAPI 3.1: JSON Schema 2020-12 throughout, so `type: ['string', 'null']`, `const` and
 * `contentSchema` (a multipart field that carries JSON) are written as they are.
 */
export type OpenApiDocument = Record<string, unknown> & { openapi: string; info: { title: string; version: string; description: string }; paths: Record<string, Record<string, OpenApiOperation>> };
export type OpenApiOperation = Record<string, unknown> & { operationId: string; tags: string[]; summary: string };

export const SECURITY_SCHEMES = {
  ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The client key. Wins when both headers are sent.' },
  BearerAuth: { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <API_KEY>`, the same key.' },
  CabinetSession: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The browser cabinet: the cookie set by POST /v1/cabinet/login/verify.' },
} as const;

const SECURITY: Record<OperationSpec['auth'], readonly Record<string, never[]>[]> = {
  none: [],
  key: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
  admin: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
  session: [{ CabinetSession: [] }],
};

/** Tags as the reference page groups them; a tag missing here is still listed, without a sentence. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  service: 'The server itself.',
  process: 'The unified endpoint: one request, the task kind fixed by the fields present.',
  schemas: 'The catalog of document schemas.',
  stats: 'Usage statistics.',
  admin: 'Clients and their keys (admin key).',
  settings: 'The model chain, plans and what leaves the machine.',
  cabinet: 'The browser cabinet: a session cookie instead of a key, and the header `X-Requested-With: DocIntel` on every call.',
};

const JSON_MEDIA = 'application/json';
const MULTIPART_MEDIA = 'multipart/form-data';

export function openApiDocument(operations: readonly OperationSpec[]): OpenApiDocument {
  const refs = new Map<object, string>(Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [schema, name]));
  const walk = (value: unknown, root = false): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (!root && refs.has(value)) return { $ref: `#/components/schemas/${refs.get(value)}` };
    if (Array.isArray(value)) return value.map((v) => walk(v));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const op of operations) {
    const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][op.method.toLowerCase()] = operationObject(op, walk);
    if (!tags.includes(op.tag)) tags.push(op.tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DocIntel',
      version: API_VERSION,
      description: 'Local-first document intelligence: documents in, JSON shaped by your schema out. All operations are under `/v1` except `/health`. '
        + 'Errors come in three body forms: `{detail: {code, message, details}}`, `{success: false, error: {code, message, details}}` and, for a missing '
        + 'or invalid key, `{detail: "<string>"}`. Every answer carries the interface version in the `X-API-Version` header.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: tags.map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [name, walk(schema, true)])),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

type Walk = (value: unknown) => unknown;

function operationObject(op: OperationSpec, walk: Walk): OpenApiOperation {
  const parameters = [
    ...[...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
      name, in: 'path', required: true, description: op.params?.[name as string] ?? '', schema: { type: 'string' },
    })),
    ...Object.entries(op.query ?? {}).map(([name, field]) => ({
      name, in: 'query', required: field.required === true, description: field.description, schema: fieldSchema(field, 'json', walk),
    })),
    ...Object.entries(op.headers ?? {}).map(([name, field]) => ({
      name, in: 'header', required: field.required === true, description: field.description, schema: fieldSchema(field, 'json', walk),
    })),
  ];
  const out: OpenApiOperation = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(parameters.length ? { parameters } : {}),
  };
  const body = requestBody(op, walk);
  if (body) out.requestBody = body;
  out.responses = responses(op, walk, parameters.length > 0 || body !== null);
  out.security = SECURITY[op.auth];
  return out;
}

function requestBody(op: OperationSpec, walk: Walk): Record<string, unknown> | null {
  if (op.body === 'none') return null;
  const content: Record<string, unknown> = {};
  const example = op.example ?? null;
  if (op.body === 'multipart' || op.body === 'multipart+json') {
    // A file field's example is its file name; JSON fields travel as JSON strings.
    const form = example && Object.fromEntries(Object.entries(example).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    content[MULTIPART_MEDIA] = { schema: objectOf(op, 'multipart', walk), ...(form ? { example: form } : {}) };
  }
  if (op.body === 'json' || op.body === 'multipart+json') {
    const json = example && Object.fromEntries(Object.entries(example).filter(([k]) => op.fields[k]?.kind !== 'file'));
    content[JSON_MEDIA] = { schema: objectOf(op, 'json', walk), ...(json && op.body === 'json' ? { example: json } : {}) };
  }
  const required = Object.values(op.fields).some((f) => f.required);
  return { required: required || op.body === 'multipart' || op.body === 'multipart+json', content };
}

function objectOf(op: OperationSpec, transport: 'multipart' | 'json', walk: Walk): JsonSchema {
  const entries = Object.entries(op.fields).filter(([, f]) => transport === 'multipart' || f.kind !== 'file');
  const required = entries.filter(([, f]) => f.required).map(([name]) => name);
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(entries.map(([name, f]) => [name, fieldSchema(f, transport, walk)])),
    ...(required.length ? { required } : {}),
  };
}

/** One field as JSON Schema; bounds and defaults are the validator's own. */
export function fieldSchema(field: FieldSpec, transport: 'multipart' | 'json', walk: Walk): JsonSchema {
  const description = field.description;
  const withNull = (type: string): string | string[] => (field.nullable ? [type, 'null'] : type);
  switch (field.kind) {
    case 'file':
      return { type: 'string', format: 'binary', description: `${description} Extensions: ${field.extensions.join(', ')}; at most ${field.maxBytes} bytes.` };
    case 'string':
      return { type: withNull('string'), description, ...pick(field, ['enum', 'minLength', 'maxLength', 'default']) };
    case 'boolean':
      return { type: withNull('boolean'), description, ...pick(field, ['default']) };
    case 'integer':
    case 'number':
      return { type: withNull(field.kind), description, ...pick(field, ['minimum', 'maximum', 'default']) };
    case 'json': {
      const schema = walk(field.schema) as JsonSchema;
      if (transport === 'multipart') {
        // SPEC: in multipart, object and array fields are JSON strings in form fields.
        return { type: 'string', contentMediaType: JSON_MEDIA, contentSchema: schema, description: `${description} (a JSON string)`,
          ...(field.default !== undefined ? { default: JSON.stringify(field.default) } : {}) };
      }
      const merged = '$ref' in schema ? { allOf: [schema] } : { ...schema };
      return { ...merged, description, ...(field.default !== undefined ? { default: field.default } : {}) };
    }
  }
}

function pick<T extends object>(obj: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (obj as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = Array.isArray(v) ? [...(v as unknown[])] : v;
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonOf = (schema: unknown) => ({ [JSON_MEDIA]: { schema } });

function responses(op: OperationSpec, walk: Walk, validates: boolean): Record<string, unknown> {
  const main = op.response;
  const content: Record<string, unknown> = { [main.contentType ?? JSON_MEDIA]: { schema: walk(main.schema) } };
  for (const [media, schema] of Object.entries(main.alternatives ?? {})) content[media] = { schema: walk(schema) };
  const out: Record<string, unknown> = { [String(main.status)]: main.status === 204 ? { description: main.description } : { description: main.description, content } };
  for (const [status, other] of Object.entries(op.otherResponses ?? {})) {
    out[status] = { description: other.description, ...(other.schema ? { content: jsonOf(walk(other.schema)) } : {}) };
  }
  if (op.auth === 'key' || op.auth === 'admin') out['401'] ??= { description: 'The key is missing or invalid (checked before the endpoint).', content: jsonOf(ref('KeyError')) };
  if (op.auth === 'session') out['401'] ??= { description: 'SESSION_REQUIRED (no live session) or CABINET_HEADER_REQUIRED.', content: jsonOf(ref('ProcessingError')) };
  if (op.auth === 'admin') out['403'] ??= { description: 'FORBIDDEN: a key that is not the admin key.', content: jsonOf(ref('ProcessingError')) };
  if (validates) out['422'] ??= { description: 'The request does not fit: VALIDATION_ERROR with `details.errors: [{loc, msg, type}]`, or a request-shape code.', content: jsonOf(ref('DetailError')) };
  out['4XX'] = { description: 'Another client error, in form 1 or form 2.', content: jsonOf(ref('ErrorBody')) };
  out['5XX'] = { description: 'A server error (INTERNAL_ERROR, PROVIDER_UNAVAILABLE, QUEUE_FULL, …), in form 1 or form 2.', content: jsonOf(ref('ErrorBody')) };
  return out;
}

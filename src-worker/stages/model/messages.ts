import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import type { ChatMessage } from '../../adapters/model-client';
import type { ModelOptions } from '../../../src-shared/worker-protocol';
import { passThroughForLoopback, placeholderCounts, scrubbedJson, scrubbedMessage } from '../../lib/anonymize';
import type { CategoryCounts, ScrubSession, Scrubbed } from '../../lib/anonymize';

/**
 * The request of one chain run, built once per privacy level: scrubbed for external endpoints,
 * passed through for loopback ones. Every text that goes out is a `Scrubbed<string>` built
 * from our literals and scrubbed (or loopback-checked) parts.
 */
export interface PreparedRequest {
  messages: ChatMessage[];
  schema: Scrubbed<JsonObject>;
  anonymized: boolean;
  /** Placeholders in what was taken from the request (document, prompt, schema), for the outbound log. */
  placeholders: CategoryCounts;
  restore(value: JsonValue): JsonValue;
}

interface Parts {
  documentText: Scrubbed<string>;
  prompt: Scrubbed<string> | null;
  schema: Scrubbed<JsonObject>;
  /** The caller's own system prompt and context (`/v1/task`), scrubbed like the document. */
  systemPrompt: Scrubbed<string> | null;
  context: Scrubbed<string> | null;
}

/** What a request is built from: the document, the instruction, the schema, and the caller's model options. */
export interface RequestSource {
  documentText: string;
  prompt: string | null;
  schema: JsonObject;
  options?: ModelOptions | null;
}

const contextText = (o: ModelOptions | null | undefined): string | null =>
  o?.context === null || o?.context === undefined ? null : JSON.stringify(o.context, null, 1);

export function scrubbedRequest(session: ScrubSession, input: RequestSource): PreparedRequest {
  const context = contextText(input.options);
  const parts: Parts = {
    documentText: session.scrub(input.documentText),
    prompt: input.prompt === null ? null : session.scrub(input.prompt),
    schema: session.scrubSchema(schemaForModel(input.schema)),
    systemPrompt: input.options?.systemPrompt ? session.scrub(input.options.systemPrompt) : null,
    context: context === null ? null : session.scrub(context),
  };
  const placeholders = placeholderCounts([parts.documentText, parts.prompt ?? '', scrubbedJson(parts.schema), parts.systemPrompt ?? '', parts.context ?? '']);
  return { messages: build(parts), schema: parts.schema, anonymized: true, placeholders, restore: (v) => session.restore(v) };
}

export function loopbackRequest(baseUrl: string, input: RequestSource): PreparedRequest {
  const context = contextText(input.options);
  const parts: Parts = {
    documentText: passThroughForLoopback(input.documentText, baseUrl),
    prompt: input.prompt === null ? null : passThroughForLoopback(input.prompt, baseUrl),
    schema: passThroughForLoopback(schemaForModel(input.schema), baseUrl),
    systemPrompt: input.options?.systemPrompt ? passThroughForLoopback(input.options.systemPrompt, baseUrl) : null,
    context: context === null ? null : passThroughForLoopback(context, baseUrl),
  };
  return { messages: build(parts), schema: parts.schema, anonymized: false, placeholders: {}, restore: (v) => v };
}

/** Keywords that address schema tools, not the model: a `$schema` URL says nothing about the data. */
const TOOL_KEYWORDS = new Set(['$schema', '$id', '$comment']);
/** Keys whose values are maps of names to schemas: there a key is a field's name, never a keyword. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keys whose values are data (examples, defaults): copied as they are. */
const DATA_KEYS = new Set(['examples', 'default', 'const', 'enum']);

/**
 * The schema as the model reads it: without the tool keywords (`$schema`, `$id`, `$comment`).
 * They cost tokens, and their URLs (https://json-schema.org/…) would be web addresses to the
 * residual scan, which would refuse every request made with a catalog schema.
 */
export function schemaForModel(schema: JsonValue, namesHere = false): JsonObject {
  return walk(schema, namesHere) as JsonObject;
}

function walk(node: JsonValue, namesHere: boolean): JsonValue {
  if (Array.isArray(node)) return node.map((n) => walk(n, false));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere && TOOL_KEYWORDS.has(key)) continue;
    out[key] = !namesHere && DATA_KEYS.has(key) ? value : namesHere ? walk(value, false) : walk(value, NAME_MAPS.has(key));
  }
  return out;
}

function build(parts: Parts): ChatMessage[] {
  const messages = buildCore(parts);
  // The caller's system prompt adds to ours (ours keeps the answer a JSON object); context goes before the document.
  if (parts.systemPrompt !== null) messages.splice(1, 0, { role: 'system', content: scrubbedMessage`Additional instructions from the caller:
${parts.systemPrompt}` });
  if (parts.context !== null) messages.splice(messages.length - 1, 0, { role: 'user', content: scrubbedMessage`Context (JSON) for this task:
${parts.context}` });
  return messages;
}

function buildCore(parts: Parts): ChatMessage[] {
  const schemaText = scrubbedJson(parts.schema);
  const system = scrubbedMessage`You extract structured data from a document. Reply with exactly one JSON object that matches the JSON Schema below and nothing else. Use null for values the document does not contain. Copy values as they are written in the document. Tokens in square brackets such as [ORG_1] or [INN_2] stand for hidden values: copy them unchanged where such a value belongs.

JSON Schema:
${schemaText}`;
  const user = parts.prompt === null
    ? scrubbedMessage`Extract the data described by the schema.

Document:
${parts.documentText}`
    : scrubbedMessage`Instruction: ${parts.prompt}

Document:
${parts.documentText}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

import { resolve } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { valuesAt } from '../../src-shared/matching/values';
import { z } from 'zod';
import type { JsonObject } from '../../src-shared/contract/envelope';
import type { TaskProgress } from '../../src-shared/contract/tasks';
import { CliError, ServerError } from '../cli/exit-codes';
import type { ApiClient } from '../cli/http';
import type { ProcessAsk, Source } from '../cli/process-request';
import { catalogSchema, readLocal, runTask, saveSections } from '../cli/process-request';

/** The client of the engine, connected on first use (a running server or an embedded one). */
export type EngineClient = () => Promise<ApiClient>;

type Extra = { _meta?: { progressToken?: string | number }; sendNotification: (n: { method: 'notifications/progress'; params: { progressToken: string | number; progress: number; total?: number; message?: string } }) => Promise<void> };

const SCHEMA_CHOICE = {
  schema: z.record(z.string(), z.unknown()).optional().describe('A JSON Schema object: the shape of the data to extract.'),
  type: z.string().optional().describe('A catalog schema type instead of `schema` (see the `schemas` tool): invoice, upd, torg12, act, contract, cmr, packing_list, specification.'),
};

/**
 * The tools a desktop agent gets: process, split, match, schemas and embed, each one call of the
 * /v1 API on the local engine. A failure is a tool result with isError and the contract's code
 * first (`CODE: message`), so an agent can tell a bad input from a missing feature.
 */
export function registerTools(server: McpServer, engine: EngineClient): void {
  server.registerTool('schemas', {
    description: 'The schema catalog of DocIntel. Without `type`: the list of types with titles and versions. With `type`: that type\'s JSON Schema (latest unless `version`).',
    inputSchema: { type: z.string().optional(), version: z.string().optional() },
  }, async ({ type, version }) => guarded(async () => {
    const client = await engine();
    if (!type) return client.json('GET', '/v1/schemas');
    return client.json('GET', `/v1/schemas/${encodeURIComponent(type)}/${encodeURIComponent(version ?? 'latest')}`);
  }));

  server.registerTool('process', {
    description: 'Extract structured data from a local document (PDF, DOC/DOCX, XLS/XLSX/CSV, images, XML) or from text, offline. '
      + 'Give `path` or `text`, and `schema` or `type` for the data; with neither, the document\'s markdown is returned. '
      + 'Answers the full DocIntel envelope (result, warnings, usage, metadata, …).',
    inputSchema: {
      path: z.string().optional().describe('Path of a local file.'),
      text: z.string().optional().describe('Text or markdown to process instead of a file.'),
      ...SCHEMA_CHOICE,
      prompt: z.string().optional().describe('Instruction for the model (needs a schema).'),
      include: z.array(z.enum(['markdown', 'fragments', 'tables', 'fields'])).optional().describe('Extra sections: markdown, fragments, tables, fields (the last two PDF only).'),
      language: z.enum(['ru', 'en', 'zh']).optional(),
      translate_to: z.string().optional().describe('Translate the result\'s strings to this language code (needs a schema).'),
    },
  }, async (args, extra) => guarded(async () => {
    const client = await engine();
    if ((args.path === undefined) === (args.text === undefined)) throw new ToolInputError('give exactly one of `path` and `text`');
    const source: Source = args.path !== undefined ? { file: await readLocal(resolve(args.path), 'input') } : { text: args.text as string };
    const ask: ProcessAsk = {
      schema: await schemaOf(client, args),
      prompt: args.prompt,
      include: args.include,
      language: args.language,
      translate: args.translate_to ? { to: args.translate_to } : undefined,
    };
    if (!ask.schema && !ask.include?.length) ask.include = ['markdown'];
    return (await runTask(client, source, ask, progressSender(extra as Extra))).envelope;
  }));

  server.registerTool('split', {
    description: 'Split a composite PDF (a scanned batch, invoices with their waybills) into its documents: page ranges, kind and confidence per section. '
      + 'With `schema` or `type`, each section is also extracted. With `output_dir`, each section is saved there as its own PDF.',
    inputSchema: {
      path: z.string().describe('Path of a local PDF.'),
      ...SCHEMA_CHOICE,
      output_dir: z.string().optional().describe('Folder to write each section\'s PDF into (created if missing).'),
    },
  }, async (args, extra) => guarded(async () => {
    const client = await engine();
    const file = await readLocal(resolve(args.path), 'PDF');
    const ask: ProcessAsk = { schema: await schemaOf(client, args), split: { mode: 'auto', ...(args.output_dir ? { return_files: true } : {}) } };
    const envelope = (await runTask(client, { file }, ask, progressSender(extra as Extra))).envelope;
    if (args.output_dir) await saveSections(envelope, resolve(args.output_dir), file.name);
    return envelope;
  }));

  server.registerTool('match', {
    description: 'Match identifiers (article numbers, codes, …) against a local registry file (CSV, XLS, XLSX) by its key column: which values are in the registry, '
      + 'which are missing, which registry rows no value has, the coverage, and each value\'s registry rows.',
    inputSchema: {
      registry_path: z.string().describe('Path of the registry file.'),
      key_column: z.string().describe('The registry column holding the identifiers.'),
      values: z.array(z.string()).min(1).optional().describe('The identifiers to look up, e.g. a result\'s items[].article values (or send result + values_field).'),
      result: z.record(z.string(), z.unknown()).optional().describe('A result object from the process tool; the values are read from it at values_field.'),
      values_field: z.string().optional().describe('Where the values are (with result) or came from (echoed as match.values_field), e.g. items[].article.'),
    },
  }, async (args) => guarded(async () => {
    const values = args.values ?? (args.result && args.values_field ? valuesAt(args.result as JsonObject, args.values_field).filter((v): v is string => v !== null) : null);
    if (!values || values.length === 0) {
      throw new Error(args.result ? `no values at '${args.values_field ?? '(values_field missing)'}' in the result` : 'send values, or result with values_field');
    }
    const client = await engine();
    const registry = await readLocal(resolve(args.registry_path), 'registry');
    const form = new FormData();
    form.append('registry', new Blob([registry.bytes]), registry.name);
    form.append('values', JSON.stringify(values));
    form.append('key_column', args.key_column);
    if (args.values_field) form.append('values_field', args.values_field);
    return notYetOnServer(() => client.json('POST', '/v1/match', form), '/v1/match');
  }));

  server.registerTool('embed', {
    description: 'Embed text as 256-dimension vectors, computed locally. Use type `text-search-doc` for the texts searched in and `text-search-query` (default) for the question; rank by dot product.',
    inputSchema: {
      texts: z.array(z.string().min(1)).min(1).describe('The texts to embed, answered in the same order.'),
      type: z.enum(['text-search-query', 'text-search-doc']).optional(),
    },
  }, async (args) => guarded(async () => {
    const client = await engine();
    return notYetOnServer(() => client.json('POST', '/v1/embed', { texts: args.texts, ...(args.type ? { type: args.type } : {}) }), '/v1/embed');
  }));
}

/** A tool argument that cannot work, said to the agent as a tool error (not a protocol error). */
class ToolInputError extends Error {}

async function guarded(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    const value = await work();
    return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
  } catch (err) {
    if (err instanceof CliError || err instanceof ToolInputError) return { isError: true, content: [{ type: 'text', text: err.message }] };
    throw err;
  }
}

/** A server older than the endpoint answers 404 NOT_FOUND: say which endpoint is missing, not just "not found". */
async function notYetOnServer(call: () => Promise<unknown>, path: string): Promise<unknown> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ServerError && err.status === 404 && err.code === 'NOT_FOUND') {
      throw new ToolInputError(`NOT_FOUND: this DocIntel server has no ${path} endpoint (it is older than this tool); update the server`);
    }
    throw err;
  }
}

async function schemaOf(client: ApiClient, args: { schema?: Record<string, unknown>; type?: string }): Promise<JsonObject | undefined> {
  if (args.schema && args.type) throw new ToolInputError('give `schema` or `type`, not both');
  if (args.schema) return args.schema as JsonObject;
  return args.type ? catalogSchema(client, args.type) : undefined;
}

/** MCP progress notifications when the caller asked for them (a progressToken), from the task's pages. */
function progressSender(extra: Extra): ((p: TaskProgress | null) => void) | undefined {
  const token = extra._meta?.progressToken;
  if (token === undefined) return undefined;
  let last = -1;
  return (p) => {
    if (!p || p.pages_total <= 0 || p.pages_done === last) return;
    last = p.pages_done;
    void extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: p.pages_done, total: p.pages_total, message: p.stage } });
  };
}

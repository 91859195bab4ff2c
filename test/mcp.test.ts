import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { PDFDocument } from 'pdf-lib';
import { LAUNCHER, startEmbedded } from '../src-main/cli/embedded';
import type { Embedded } from '../src-main/cli/embedded';
import type { DocumentSection, ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusPath, corpusText } from './helpers/corpus';
import { runDocintel } from './helpers/cli-process';

/**
 * `docintel mcp` driven by the MCP SDK's own client over stdio, as a desktop agent drives it,
 * against a live server: the tools listed, and each called on real input.
 */
let server: Embedded;
let client: Client;
let key: string;
const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-mcp-'));
  dirs.push(d);
  return d;
}

before(async () => {
  const dataDir = tempDir();
  server = await startEmbedded(dataDir);
  const created = await runDocintel(['keys', 'create', 'MCP test', '--plan', 'business', '--json', '--url', server.url, '--data-dir', dataDir]);
  key = (JSON.parse(created.stdout) as { api_key: string }).api_key;
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith('DOCINTEL_')));
  client = new Client({ name: 'docintel-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [LAUNCHER, 'mcp', '--url', server.url, '--key', key], env, stderr: 'pipe' }));
});
after(async () => {
  await client?.close();
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type ToolReply = { isError?: boolean; content: { type: string; text: string }[] };
async function call(name: string, args: Record<string, unknown>): Promise<ToolReply> {
  return (await client.callTool({ name, arguments: args })) as ToolReply;
}
function json<T>(reply: ToolReply): T {
  assert.notEqual(reply.isError, true, reply.content[0]?.text);
  return JSON.parse(reply.content[0]!.text) as T;
}

describe('docintel mcp over stdio', () => {
  it('lists the five tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['embed', 'match', 'process', 'schemas', 'split']);
    for (const t of tools) {
      assert.ok((t.description ?? '').length > 40, t.name);
      assert.equal(t.inputSchema.type, 'object');
    }
    const process = tools.find((t) => t.name === 'process')!;
    assert.deepEqual(Object.keys(process.inputSchema.properties ?? {}).sort(), ['include', 'language', 'path', 'prompt', 'schema', 'text', 'translate_to', 'type']);
  });

  it('schemas: the catalog list, and one type\'s JSON Schema', async () => {
    const list = json<{ schemas: { type: string }[] }>(await call('schemas', {}));
    assert.ok(list.schemas.some((s) => s.type === 'invoice'));
    const invoice = json<{ type: string; version: string; schema: { properties: Record<string, unknown> } }>(await call('schemas', { type: 'invoice' }));
    assert.equal(invoice.type, 'invoice');
    assert.ok('number' in invoice.schema.properties);
    const unknown = await call('schemas', { type: 'no_such_type' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.content[0]!.text, /^SCHEMA_NOT_FOUND: unknown schema type 'no_such_type'/);
  });

  it('process: text with a catalog type, a file with an own schema, and a clear error for a bad call', async () => {
    const fromText = json<ProcessEnvelope>(await call('process', { text: 'Счёт на оплату № 77-Б от 05.03.2024', type: 'invoice' }));
    assert.equal(fromText.result?.number, '77-Б');
    assert.equal(fromText.result?.date, '2024-03-05');

    const truth = (JSON.parse(corpusText('external/pdf-text/invoice2data/AmazonWebServices.json')) as { invoice_number: string }[])[0]!;
    const fromFile = json<ProcessEnvelope>(await call('process', {
      path: corpusPath('external/pdf-text/invoice2data/AmazonWebServices.pdf'),
      schema: { type: 'object', properties: { number: { type: 'string', description: 'invoice number' } } },
    }));
    assert.deepEqual(fromFile.result, { number: truth.invoice_number });

    const both = await call('process', { text: 'x', path: '/tmp/x.pdf' });
    assert.deepEqual([both.isError, both.content[0]!.text], [true, 'give exactly one of `path` and `text`']);
    const missing = await call('process', { path: '/nonexistent/doc.pdf', type: 'invoice' });
    assert.deepEqual([missing.isError, missing.content[0]!.text], [true, "cannot read input '/nonexistent/doc.pdf' (ENOENT)"]);
  });

  it('split: the sections of a composite PDF with their exact page ranges, each saved as its own PDF', async () => {
    const out = tempDir();
    const env = json<ProcessEnvelope>(await call('split', { path: corpusPath('external/composite/composite_01_text.pdf'), output_dir: out }));
    const truth = (JSON.parse(corpusText('external/composite/composite_01_text.gt.json')) as { documents: { pages: [number, number] }[] }).documents;
    const docs = env.documents as (DocumentSection & { saved_path: string })[];
    assert.deepEqual(docs.map((d) => d.pages), truth.map((d) => d.pages));
    for (const d of docs) {
      assert.equal(d.pdf_base64, undefined, 'the base64 is replaced by the saved file');
      assert.ok(d.saved_path.startsWith(out) && existsSync(d.saved_path));
      const pdf = await PDFDocument.load(readFileSync(d.saved_path));
      assert.equal(pdf.getPageCount(), d.pages[1] - d.pages[0] + 1);
    }
  });

  it('match: the values against a registry file, given as a list or read from a result at values_field', async () => {
    assert.ok(await hasEndpoint('/v1/match'));
    const registry = join(tempDir(), 'registry.csv');
    writeFileSync(registry, 'Артикул;Наименование\nA-1;Бумага\nA-2;Скрепки\nA-3;Папки\n');
    const reply = await call('match', { registry_path: registry, key_column: 'Артикул', values: ['a-1', 'A-2', 'Z-9'] });
    const m = json<{ match: { found: number; missing_in_registry: string[]; unmatched_registry: string[]; registry_rows: number } }>(reply).match;
    assert.deepEqual([m.found, m.missing_in_registry, m.unmatched_registry, m.registry_rows], [2, ['Z-9'], ['A-3'], 3]);
    const fromResult = await call('match', { registry_path: registry, key_column: 'Артикул', result: { items: [{ article: 'A-1' }, { article: 'Z-9' }] }, values_field: 'items[].article' });
    const r = json<{ match: { found: number; missing_in_registry: string[]; values_field: string } }>(fromResult).match;
    assert.deepEqual([r.found, r.missing_in_registry, r.values_field], [1, ['Z-9'], 'items[].article']);
    const neither = await call('match', { registry_path: registry, key_column: 'Артикул' });
    assert.equal(neither.isError, true);
  });

  it('embed: 256-dimension vectors, a document closer to its own query than to another', async () => {
    assert.ok(await hasEndpoint('/v1/embed'));
    const reply = await call('embed', { texts: ['счёт на оплату бумаги', 'договор аренды склада'], type: 'text-search-doc' });
    const docs = json<{ embeddings: number[][] }>(reply).embeddings;
    assert.deepEqual(docs.map((v) => v.length), [256, 256]);
    const query = json<{ embeddings: number[][] }>(await call('embed', { texts: ['оплата бумаги'] })).embeddings[0]!;
    const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
    assert.ok(dot(query, docs[0]!) > dot(query, docs[1]!));
  });
});

/** Whether the live server routes a path at all (404 NOT_FOUND only for a path it does not have). */
async function hasEndpoint(path: string): Promise<boolean> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: '{}' });
  if (res.status !== 404) return true;
  const body = (await res.json()) as { error?: { code?: string } };
  return body.error?.code !== 'NOT_FOUND';
}

describe('docintel mcp with no server running', () => {
  it('starts an embedded server on the first tool call and stops it when the agent closes the session', async () => {
    const dataDir = tempDir();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith('DOCINTEL_')));
    const own = new Client({ name: 'docintel-test-embedded', version: '1.0.0' });
    const transport = new StdioClientTransport({ command: process.execPath, args: [LAUNCHER, 'mcp', '--url', deadUrl, '--data-dir', dataDir], env, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (c: Buffer) => { stderr += c.toString(); });
    await own.connect(transport);
    try {
      assert.equal(existsSync(join(dataDir, 'admin.key')), false, 'nothing is started before a tool is called');
      const reply = (await own.callTool({ name: 'schemas', arguments: { type: 'act' } })) as ToolReply;
      assert.equal(json<{ type: string }>(reply).type, 'act');
      assert.match(stderr, /starting an embedded one on data dir /);
      assert.ok(existsSync(join(dataDir, 'admin.key')));
      assert.ok(existsSync(join(dataDir, 'docintel.sqlite-wal')), 'its database is open while the session lasts');
    } finally {
      await own.close();
    }
    // The SDK's close ends stdin and waits for the process; the embedded server goes with the session.
    const deadline = Date.now() + 60_000;
    while (existsSync(join(dataDir, 'docintel.sqlite-wal')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.equal(existsSync(join(dataDir, 'docintel.sqlite-wal')), false, 'the embedded server closed its database');
  });
});

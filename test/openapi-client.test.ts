import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/**
 * A typed client generated from the live `/openapi.json` by openapi-typescript-codegen (fetch
 * client), type-checked, then used against the live server. The generator targets OpenAPI 3.0; it
 * reads our 3.1 document as it is (no downgraded copy): `type: [T, 'null']` becomes `T | null`,
 * `const` becomes `any`, `contentSchema` of a multipart JSON field is dropped (the field stays a
 * string) and of `/v1/process`'s two bodies it offers the first, multipart (docs/decisions.md).
 */
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATOR = join(ROOT, 'node_modules/openapi-typescript-codegen/bin/index.js');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
/** Hang guard only: generation and the type check take seconds. */
const HANG_GUARD_MS = 240_000;

/** What this test uses of the generated module (its own types are checked by tsc above). */
interface GeneratedClient {
  OpenAPI: { BASE: string; TOKEN?: string; VERSION: string };
  ServiceService: { health(): Promise<unknown> };
  SchemasService: { listSchemas(): Promise<{ schemas: { type: string; latest_version: string; versions: string[] }[] }> };
  ProcessService: { process(form: Record<string, unknown>): Promise<unknown> };
}

let host: TestHost;
let base: string;
let key: string;
let dir: string;
before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('typed client', 'starter')).api_key;
  base = await host.app.listen({ host: '127.0.0.1', port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'docintel-client-'));
});
after(async () => {
  await host.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from /openapi.json', { timeout: HANG_GUARD_MS }, () => {
  it('generates, type-checks with its models, and calls health, schemas and process on the live server', async () => {
    const doc = await (await fetch(`${base}/openapi.json`)).text();
    writeFileSync(join(dir, 'openapi.json'), doc);
    await run(process.execPath, [GENERATOR, '--input', join(dir, 'openapi.json'), '--output', join(dir, 'client'), '--client', 'fetch']);

    // The generated types are the point: code written against them must compile, and wrong code must not.
    writeFileSync(join(dir, 'use.ts'), [
      "import { ProcessService, type ProcessEnvelope, type Warning } from './client';",
      'export async function pages(): Promise<number> {',
      "  const e = await ProcessService.process({ text: 'x', output_schema: '{}' }) as ProcessEnvelope;",
      "  const w: Warning[] = e.warnings; const s: number | null = e.usage.sheets; void w; void s;",
      '  return e.usage.pages;',
      '}',
    ].join('\n'));
    writeFileSync(join(dir, 'wrong.ts'), "import type { ProcessEnvelope } from './client';\nexport const n: string = ({} as ProcessEnvelope).usage.pages;\n");
    const tsc = (file: string) => run(process.execPath, [TSC, '--noEmit', '--strict', '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'bundler',
      '--lib', 'es2022,dom', '--skipLibCheck', file], { cwd: dir });
    await tsc('use.ts').catch((err: { stdout: string }) => assert.fail(err.stdout));
    await assert.rejects(tsc('wrong.ts'), (err: { stdout: string }) => /TS2322: Type 'number' is not assignable to type 'string'/.test(err.stdout));

    const client = await import(pathToFileURL(join(dir, 'client', 'index.ts')).href) as GeneratedClient;
    client.OpenAPI.BASE = base;
    client.OpenAPI.TOKEN = key;
    assert.equal(client.OpenAPI.VERSION, '1.29.5');

    const health = await client.ServiceService.health();
    assert.deepEqual(health, { status: 'ok', version: 'test', api_version: '1.29.5' });

    const list = await client.SchemasService.listSchemas();
    assert.ok(list.schemas.length > 0);
    const invoice = list.schemas.find((s) => s.type === 'invoice');
    assert.ok(invoice, list.schemas.map((s) => s.type).join(','));
    assert.ok(invoice.versions.includes(invoice.latest_version));

    const envelope = await client.ProcessService.process({
      text: 'Счёт на оплату № 42 от 05.03.2024\nИтого к оплате: 1500.00 руб.',
      output_schema: JSON.stringify({ type: 'object', properties: { number: { type: 'string', description: 'Номер счёта' } } }),
    }) as { result: { number?: string } | null; usage: { pages: number }; metadata: { extraction_status: string } };
    assert.equal(envelope.result?.number, '42');
    assert.equal(envelope.usage.pages, 1);

    // A contract error arrives as the client's ApiError with the body in form 1.
    await assert.rejects(client.ProcessService.process({ text: 'x' }), (err: { status: number; body: { detail: { code: string } } }) =>
      err.status === 422 && err.body.detail.code === 'EMPTY_TASK');
  });
});

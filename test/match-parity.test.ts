import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { JsonObject, ProcessEnvelope } from '../src-shared/contract/envelope';
import { valuesAt } from '../src-shared/matching';
import { runMatchCli } from '../packages/match-sdk/src/cli';
import type * as MatchSdk from '../packages/match-sdk/src/index';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';

/**
 * One registry, one document, three ways to match them: `/v1/process` with `match`, `/v1/match` with
 * the values of that result, and the client-side SDK on the caller's machine (in this process, and as
 * the built package run by plain Node). All three must give the same `match` object.
 */
let host: TestHost;
let base: string;
let key: string;
const dir = mkdtempSync(join(tmpdir(), 'match-parity-'));

before(async () => {
  host = await startTestHost({ workers: 1 });
  key = (await host.newClient('parity', 'enterprise')).api_key;
  base = await host.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await host.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const SCHEMA = { type: 'object', properties: { number: { type: 'string', title: 'Номер' }, items: { type: 'array', items: { type: 'object', properties: {
  article: { type: 'string', title: 'Артикул' }, name: { type: 'string', title: 'Наименование' }, quantity: { type: 'number', title: 'Количество' } } } } } };
const INVOICE = ['Счёт № 12 от 01.03.2024', '', '| Артикул | Наименование | Количество |', '|---|---|---|',
  '| A-100 | Бумага | 10 |', '| b-200 | Картридж | 2 |', '| Z-999 | Ручка | 5 |', '| a-100 | Бумага (ещё) | 1 |', '|  | Скрепки | 3 |'].join('\n');
// Semicolons, a quoted name holding the delimiter and quotes, a key written twice with other case and spaces, a blank line, an empty key.
const REGISTRY = ['Код товара;Название;Цена', 'A-100;"Бумага; ""Снегурочка""";250', 'B-200;Картридж;1900', '',
  ' a-100 ;Бумага (дубль);250', 'C-300;Папка;40', ';без кода;1', 'd-400;Ручка;15'].join('\r\n');

async function post(path: string, form: FormData): Promise<{ status: number; body: JsonObject }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  return { status: res.status, body: await res.json() as JsonObject };
}

function registryPart(form: FormData): FormData {
  form.append('registry', new Blob([REGISTRY]), 'registry.csv');
  return form;
}

/** /v1/match echoes the empty string it was sent; the SDK, reading the result itself, sees the field empty: null. */
function asReadFromResult(answer: JsonObject): JsonObject {
  return { ...answer, values: (answer.values as JsonObject[]).map((v) => (v.status === 'empty' ? { ...v, value: null } : v)) };
}

async function sdk(argv: string[]): Promise<{ code: number; answer: JsonObject; err: string }> {
  let out = '';
  let err = '';
  const code = await runMatchCli(argv, { stdin: [], stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, cwd: dir });
  return { code, answer: code === 0 ? JSON.parse(out) as JsonObject : {}, err };
}

describe('the same match from /v1/process, /v1/match and the SDK', () => {
  let envelope: ProcessEnvelope;
  let matchAnswer: JsonObject;

  before(async () => {
    const form = new FormData();
    form.append('text', INVOICE);
    form.append('output_schema', JSON.stringify(SCHEMA));
    form.append('match', JSON.stringify({ key_column: 'код товара', values_from: 'items[].article' }));
    const res = await post('/v1/process', registryPart(form));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    envelope = res.body as unknown as ProcessEnvelope;
    writeFileSync(join(dir, 'registry.csv'), REGISTRY);
    writeFileSync(join(dir, 'envelope.json'), JSON.stringify(envelope));
  });

  it('/v1/process answers the match section (the reference)', () => {
    assert.deepEqual(envelope.match, { found: 2, missing_in_registry: ['Z-999'], unmatched_registry: ['C-300', 'd-400'], coverage: 0.6667,
      registry_rows: 6, key_column: 'Код товара', values_field: 'items[].article' });
    assert.deepEqual(envelope.warnings.filter((w) => w.code === 'match_values_incomplete').length, 1);
  });

  it('/v1/match with the values of that result gives the same match, and each value with its rows', async () => {
    const values = valuesAt(envelope.result as JsonObject, 'items[].article').map((v) => v ?? '');
    assert.deepEqual(values, ['A-100', 'b-200', 'Z-999', 'a-100', '']);
    const form = new FormData();
    form.append('values', JSON.stringify(values));
    form.append('key_column', 'код товара');
    form.append('values_field', 'items[].article');
    const res = await post('/v1/match', registryPart(form));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    matchAnswer = res.body;
    assert.deepEqual(matchAnswer.match, envelope.match);
    assert.deepEqual(matchAnswer.registry, { file_name: 'registry.csv', columns: ['Код товара', 'Название', 'Цена'], rows: 6 });
    const detail = matchAnswer.values as JsonObject[];
    assert.deepEqual(detail.map((v) => [v.value, v.normalised, v.status, v.registry_rows_total]),
      [['A-100', 'a-100', 'found', 2], ['b-200', 'b-200', 'found', 1], ['Z-999', 'z-999', 'missing', 0], ['a-100', 'a-100', 'found', 2], ['', null, 'empty', 0]]);
    assert.deepEqual(detail[0]?.registry_rows, [
      { row: 1, key: 'A-100', record: { 'Код товара': 'A-100', Название: 'Бумага; "Снегурочка"', Цена: '250' } },
      { row: 3, key: 'a-100', record: { 'Код товара': 'a-100', Название: 'Бумага (дубль)', Цена: '250' } },
    ]);
  });

  it('the SDK on the saved envelope (its own match.values_field) gives the same answer as /v1/match', async () => {
    const run = await sdk(['-r', 'registry.csv', '-k', 'код товара', '--result', 'envelope.json']);
    assert.equal(run.code, 0, run.err);
    assert.deepEqual(run.answer, asReadFromResult(matchAnswer));
  });

  it('the SDK on an answer of /v1/process without match (a registry over the limit stays home), with --values-from', async () => {
    const form = new FormData();
    form.append('text', INVOICE);
    form.append('output_schema', JSON.stringify(SCHEMA));
    const plain = await post('/v1/process', form);
    assert.equal(plain.status, 200);
    assert.equal(plain.body.match, null);
    writeFileSync(join(dir, 'plain.json'), JSON.stringify(plain.body));
    const run = await sdk(['-r', 'registry.csv', '-k', 'код товара', '--result', 'plain.json', '--values-from', 'items[].article', '--match-only']);
    assert.equal(run.code, 0, run.err);
    assert.deepEqual(run.answer, envelope.match);
  });

  it('the built package, run by plain Node with nothing installed, gives the same answer', async () => {
    const out = join(dir, 'dist');
    execFileSync(process.execPath, [fileURLToPath(new URL('../packages/match-sdk/build.mjs', import.meta.url)), out], { stdio: 'pipe' });
    const child = spawn(process.execPath, [join(out, 'docintel-match.js'), '-r', '-', '-k', 'код товара', '--result', join(dir, 'envelope.json')], { cwd: dir });
    child.stdin.end(REGISTRY);
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(stdout), { ...asReadFromResult(matchAnswer), registry: { ...(matchAnswer.registry as JsonObject), file_name: 'stdin' } });
    const lib = await import(join(out, 'index.js')) as typeof MatchSdk;
    const direct = lib.matchRows([['sku'], ['A']], ['a', 'b'], { keyColumn: 'sku', valuesField: 'v' });
    assert.deepEqual(direct.match, { found: 1, missing_in_registry: ['b'], unmatched_registry: [], coverage: 0.5, registry_rows: 1, key_column: 'sku', values_field: 'v' });
  });
});

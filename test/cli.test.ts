import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { LAUNCHER, startEmbedded } from '../src-main/cli/embedded';
import type { Embedded } from '../src-main/cli/embedded';
import { COMMANDS } from '../src-main/cli/main';
import { EXIT } from '../src-main/cli/exit-codes';
import type { ProcessEnvelope } from '../src-shared/contract/envelope';
import { corpusPath } from './helpers/corpus';
import { runDocintel } from './helpers/cli-process';
import { startHeldModel } from './fixtures/openai-recorder';

/**
 * `npx docintel …` as a child process against a live server (the CLI's own `serve`, from source),
 * then with no server at all (the embedded one). Exit codes are asserted exactly: scripts rely on them.
 */
const INVOICE = corpusPath('external/pdf-text/invoice2data/AmazonWebServices.pdf');
const INVOICE_TRUTH = (JSON.parse(readFileSync(corpusPath('external/pdf-text/invoice2data/AmazonWebServices.json'), 'utf8')) as { invoice_number: string; date: string }[])[0]!;
/**
 * Nothing listens here: a port the system just gave out and closed again, taken right before each use
 * (other servers on this machine also get ports from the system, so one taken earlier may be reused).
 */
async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await closedPort()}`;
}
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'docintel-cli-'));
  dirs.push(d);
  return d;
}

let server: Embedded;
let dataDir: string;
let key: string;
before(async () => {
  dataDir = tempDir();
  server = await startEmbedded(dataDir);
  const created = await runDocintel(['keys', 'create', 'CLI test', '--plan', 'business', '--json', '--url', server.url, '--data-dir', dataDir]);
  assert.equal(created.code, EXIT.ok, created.stderr);
  key = (JSON.parse(created.stdout) as { api_key: string }).api_key;
});
after(async () => {
  await server?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const at = () => ['--url', server.url, '--key', key];

describe('docintel CLI', () => {
  it('--help on every command: usage to stdout, exit 0; no command at all is a usage error', async () => {
    const main = await runDocintel(['--help']);
    assert.equal(main.code, EXIT.ok);
    for (const name of Object.keys(COMMANDS)) assert.match(main.stdout, new RegExp(`^  ${name} `, 'm'));
    assert.match(main.stdout, /^ {2}6 {2}partial failure: some files of a batch failed$/m);
    for (const name of Object.keys(COMMANDS)) {
      const help = await runDocintel([name, '--help']);
      assert.equal(help.code, EXIT.ok, `${name} --help: ${help.stderr}`);
      assert.match(help.stdout, new RegExp(`^Usage: docintel ${name}`), name);
      assert.equal(help.stderr, '');
    }
    assert.equal((await runDocintel([])).code, EXIT.usage);
  });

  it('usage errors exit 2 with one line naming the problem', async () => {
    const unknownOption = await runDocintel(['process', INVOICE, '--colour', 'red']);
    assert.equal(unknownOption.code, EXIT.usage);
    assert.equal(unknownOption.stderr, "docintel: unknown option '--colour' (see --help)\n");
    const unknownCommand = await runDocintel(['frobnicate']);
    assert.equal(unknownCommand.code, EXIT.usage);
    assert.match(unknownCommand.stderr, /^docintel: unknown command 'frobnicate' \(one of process, schemas, keys, serve, mcp/);
    const both = await runDocintel(['process', INVOICE, '--schema', 's.json', '--type', 'invoice']);
    assert.deepEqual([both.code, both.stderr], [EXIT.usage, 'docintel: give --schema or --type, not both (see --help)\n']);
    const xlsxNoSchema = await runDocintel(['process', INVOICE, '--xlsx', 'x.xlsx']);
    assert.equal(xlsxNoSchema.code, EXIT.usage);
  });

  it('an unreadable input exits 3 before anything is sent', async () => {
    const missing = join(tempDir(), 'nope.pdf');
    const run = await runDocintel(['process', INVOICE, missing, '--type', 'invoice', ...at()]);
    assert.equal(run.code, EXIT.file);
    assert.equal(run.stderr, `docintel: cannot read input '${missing}' (ENOENT)\n`);
    assert.equal(run.stdout, '');
    const badSchema = await runDocintel(['process', INVOICE, '--schema', missing, ...at()]);
    assert.deepEqual([badSchema.code, badSchema.stderr], [EXIT.file, `docintel: cannot read schema file '${missing}' (ENOENT)\n`]);
    // Checked before any server is asked: with none running, none is started for nothing.
    const own = tempDir();
    const noServer = await runDocintel(['process', INVOICE, '--registry', missing, '--key-column', 'A', '--url', await deadUrl(), '--data-dir', own]);
    assert.deepEqual([noServer.code, noServer.stderr], [EXIT.file, `docintel: cannot read registry '${missing}' (ENOENT)\n`]);
    assert.deepEqual(readdirSync(own), []);
  });

  it('process --type invoice --json prints the envelope of a real invoice', async () => {
    const run = await runDocintel(['process', INVOICE, '--type', 'invoice', '--json', ...at()]);
    assert.equal(run.code, EXIT.ok, run.stderr);
    const env = JSON.parse(run.stdout) as ProcessEnvelope;
    assert.equal(env.result?.number, INVOICE_TRUTH.invoice_number);
    assert.equal(env.result?.date, INVOICE_TRUTH.date);
    assert.equal(env.usage.pages, 1);
    // Progress went to stderr, one row per state change (stderr is not a terminal here).
    assert.match(run.stderr, /^AmazonWebServices\.pdf {2}done · (full|partial), 1 page$/m);
  });

  it('the readable summary, and text input with a schema file', async () => {
    const dir = tempDir();
    const schema = join(dir, 'schema.json');
    writeFileSync(schema, JSON.stringify({ type: 'object', properties: { number: { type: 'string', title: 'Номер счёта' } } }));
    const run = await runDocintel(['process', '--text', 'Счёт на оплату № 77-Б от 05.03.2024', '--schema', schema, '-q', ...at()]);
    assert.equal(run.code, EXIT.ok, run.stderr);
    assert.equal(run.stderr, '');
    assert.match(run.stdout, /^text — full · 1 page billed/);
    assert.match(run.stdout, /^ {4}number: 77-Б$/m);
  });

  it('--xlsx writes a real workbook: one file through format=xlsx, several in one workbook', async () => {
    const dir = tempDir();
    const one = join(dir, 'one.xlsx');
    const run = await runDocintel(['process', INVOICE, '--type', 'invoice', '--xlsx', one, '-q', ...at()]);
    assert.equal(run.code, EXIT.ok, run.stderr);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(one);
    assert.deepEqual(wb.worksheets.map((w) => w.name), ['Документ', 'Позиции']);
    const cells = JSON.stringify(wb.getWorksheet('Документ')!.getSheetValues());
    assert.ok(cells.includes(INVOICE_TRUTH.invoice_number), 'the invoice number is in the workbook');
    assert.equal(wb.getWorksheet('Позиции')!.actualRowCount, 5, 'header and the four lines of the invoice');

    const both = join(dir, 'both.xlsx');
    const facturx = corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf');
    const batch = await runDocintel(['process', INVOICE, facturx, '--type', 'invoice', '--xlsx', both, '-q', ...at()]);
    assert.equal(batch.code, EXIT.ok, batch.stderr);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.readFile(both);
    const all = JSON.stringify(wb2.getWorksheet('Документ')!.getSheetValues());
    assert.ok(all.includes('AmazonWebServices.pdf') && all.includes('EN16931_Einfach.pdf'), 'a block per file');
  });

  it('a server error exits 5 with its code; a batch with one failure exits 6 and says which', async () => {
    const dir = tempDir();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'plain text file');
    const single = await runDocintel(['process', notes, '--type', 'invoice', '-q', ...at()]);
    assert.equal(single.code, EXIT.server);
    assert.match(single.stderr, /^docintel: notes\.txt: UNSUPPORTED_FILE_TYPE: /m);
    const unknownType = await runDocintel(['process', INVOICE, '--type', 'no_such_type', ...at()]);
    assert.equal(unknownType.code, EXIT.server);
    assert.match(unknownType.stderr, /^docintel: SCHEMA_NOT_FOUND: unknown schema type 'no_such_type'/);

    const batch = await runDocintel(['process', INVOICE, notes, '--type', 'invoice', '--json', '-q', ...at()]);
    assert.equal(batch.code, EXIT.partial, batch.stderr);
    const items = JSON.parse(batch.stdout) as { file: string; envelope: ProcessEnvelope | null; error: { code: string } | null }[];
    assert.deepEqual(items.map((i) => [i.file, i.envelope?.result?.number ?? null, i.error?.code ?? null]),
      [['AmazonWebServices.pdf', INVOICE_TRUTH.invoice_number, null], ['notes.txt', null, 'UNSUPPORTED_FILE_TYPE']]);
  });

  it('a refused key exits 7; a server that does not answer exits 4 with --no-embedded', async () => {
    const refused = await runDocintel(['schemas', '--url', server.url, '--key', 'di_00000000000000000000000000000000000000']);
    assert.equal(refused.code, EXIT.key);
    assert.match(refused.stderr, /^docintel: UNAUTHORIZED: /);
    const DEAD_URL = await deadUrl();
    const down = await runDocintel(['schemas', '--url', DEAD_URL, '--no-embedded']);
    assert.equal(down.code, EXIT.unreachable);
    assert.equal(down.stderr, `docintel: no DocIntel server answers at ${DEAD_URL} (and --no-embedded is set); start one with 'docintel serve'\n`);
  });

  it('keys: the admin key comes from the data dir; a created key works and is listed', async () => {
    const created = await runDocintel(['keys', 'create', 'Acme', '--url', server.url, '--data-dir', dataDir]);
    assert.equal(created.code, EXIT.ok, created.stderr);
    const newKey = /^API key \(shown once, store it now\): (di_\w+)$/m.exec(created.stdout)?.[1];
    assert.ok(newKey, created.stdout);
    const list = await runDocintel(['keys', 'list', '--url', server.url, '--data-dir', dataDir]);
    assert.match(list.stdout, / {2}Acme {2}plan free {2}0\/100 pages {2}key di_/);
    const schemas = await runDocintel(['schemas', 'invoice', '--url', server.url, '--key', newKey]);
    assert.equal(schemas.code, EXIT.ok);
    assert.equal((JSON.parse(schemas.stdout) as { type: string }).type, 'object');
    const notAdmin = await runDocintel(['keys', 'list', '--url', server.url, '--admin-key', newKey]);
    assert.equal(notAdmin.code, EXIT.key);
    assert.match(notAdmin.stderr, /^docintel: FORBIDDEN: /);
  });

  it('with no server at a loopback --url, an embedded one is started over --data-dir and stopped after', async () => {
    const own = tempDir();
    const DEAD_URL = await deadUrl();
    const run = await runDocintel(['schemas', '--url', DEAD_URL, '--data-dir', own, '--json']);
    assert.equal(run.code, EXIT.ok, run.stderr);
    assert.match(run.stderr, new RegExp(`^docintel: no server at ${DEAD_URL.replace(/\./g, '\\.')}; starting an embedded one on data dir `));
    assert.ok((JSON.parse(run.stdout) as { schemas: { type: string }[] }).schemas.some((s) => s.type === 'invoice'));
    assert.ok(existsSync(join(own, 'admin.key')), 'the embedded server made the data dir its own');
    assert.equal(existsSync(join(own, 'docintel.sqlite-wal')), false, 'and was stopped cleanly (database closed)');
  });
});

describe('docintel process interrupted', () => {
  it('Ctrl+C cancels the run\'s task on the server, names it, and exits 130', async () => {
    // The task is held at a model until released, so it is surely running when Ctrl+C comes.
    const model = await startHeldModel({ kind: 'json', answer: () => ({ number: '42' }) });
    const dir = tempDir();
    const own = await startEmbedded(dir);
    try {
      const admin = readFileSync(join(dir, 'admin.key'), 'utf8').trim();
      const headers = { 'X-API-Key': admin, 'Content-Type': 'application/json' };
      assert.equal((await fetch(`${own.url}/v1/admin/settings/model`, { method: 'PUT', headers, body: JSON.stringify(model.settings) })).status, 200);
      const schema = join(dir, 's.json');
      writeFileSync(schema, JSON.stringify({ type: 'object', properties: { number: { type: 'string' } } }));
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DOCINTEL_')));
      const child = spawn(process.execPath, [LAUNCHER, 'process', '--text', 'Счёт № 42', '--schema', schema, '--url', own.url, '--key', admin], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
      const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
      await model.recorder.received(1);
      child.kill('SIGINT');
      assert.equal(await closed, EXIT.interrupted, stderr);
      const taskId = /^docintel: cancelled task (\S+) \(text\)$/m.exec(stderr)?.[1];
      assert.ok(taskId, stderr);
      // The cancelled worker is being replaced; the task's end is read when it is written, not after a fixed time.
      let poll: { status: string; error: { code: string } | null };
      do poll = (await (await fetch(`${own.url}/v1/process/${taskId}`, { headers })).json()) as typeof poll;
      while (poll.status === 'processing' && (await new Promise((r) => setTimeout(r, 100, true))));
      assert.deepEqual([poll.status, poll.error?.code], ['error', 'CANCELLED']);
    } finally {
      await model.close();
      await own.stop();
    }
  });
});

describe('docintel match (the client-side matching SDK, no server)', () => {
  it('compares a result field with a registry CSV and prints the match; its own exit code when nothing can be matched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docintel-cli-match-'));
    try {
      writeFileSync(join(dir, 'reg.csv'), 'ИНН;Название\n7707083893;Ромашка\n7701234567;Лютик\n');
      writeFileSync(join(dir, 'result.json'), JSON.stringify({ seller: { inn: '7707083893' }, buyer: { inn: '7800000000' } }));
      const ok = await runDocintel(['match', '--registry', join(dir, 'reg.csv'), '--key-column', 'ИНН', '--result', join(dir, 'result.json'), '--values-from', 'seller.inn', '--match-only']);
      assert.equal(ok.code, 0, ok.stderr);
      const match = JSON.parse(ok.stdout) as { found: number; unmatched_registry: string[]; values_field: string };
      assert.deepEqual([match.found, match.unmatched_registry, match.values_field], [1, ['7701234567'], 'seller.inn']);
      const none = await runDocintel(['match', '--registry', join(dir, 'reg.csv'), '--key-column', 'ИНН', '--result', join(dir, 'result.json'), '--values-from', 'nothing.here']);
      assert.equal(none.code, 4);
      assert.match(none.stderr, /^docintel match: .*MATCH_NO_DATA/mu);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

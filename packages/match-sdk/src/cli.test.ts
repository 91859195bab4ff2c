import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { EXIT, runMatchCli } from './cli';

const dir = mkdtempSync(join(tmpdir(), 'match-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'r.csv'), 'sku;title\nA-100;Бумага\nB-200;Картридж\nC-300;Папка\n');
writeFileSync(join(dir, 'result.json'), JSON.stringify({ items: [{ article: 'a-100' }, { article: 'Z-9' }] }));
writeFileSync(join(dir, 'cp1251.csv'), Buffer.from([0xf1, 0xea, 0xf3, 0x3b, 0x6e, 0x0a, 0xc0, 0x3b, 0x31, 0x0a]));
writeFileSync(join(dir, 'book.csv'), Buffer.from('PK\u0003\u0004 a workbook saved as .csv'));

async function run(argv: string[], stdin: (string | Uint8Array)[] = [], programName?: string) {
  let out = '';
  let err = '';
  const code = await runMatchCli(argv, { stdin: stdin, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) }, cwd: dir, programName });
  return { code, out, err };
}

const BASE = ['-r', 'r.csv', '-k', 'sku', '--result', 'result.json', '-f', 'items[].article'];

describe('docintel-match', () => {
  it('matches and prints the answer of POST /v1/match', async () => {
    const { code, out, err } = await run(BASE);
    assert.equal(code, EXIT.ok, err);
    const answer = JSON.parse(out);
    assert.deepEqual(answer.match, { found: 1, missing_in_registry: ['Z-9'], unmatched_registry: ['B-200', 'C-300'], coverage: 0.5,
      registry_rows: 3, key_column: 'sku', values_field: 'items[].article' });
    assert.deepEqual(answer.registry, { file_name: 'r.csv', columns: ['sku', 'title'], rows: 3 });
    assert.deepEqual(answer.values[0].registry_rows, [{ row: 1, key: 'A-100', record: { sku: 'A-100', title: 'Бумага' } }]);
    assert.equal(out, `${JSON.stringify(answer, null, 2)}\n`);
  });
  it('--match-only --compact, -o to a file, the registry on stdin', async () => {
    const piped = await run(['-r', '-', '-k', 'sku', '--result', 'result.json', '-f', 'items[].article', '--match-only', '--compact', '-o', 'out.json'],
      [new TextEncoder().encode('sku\nZ-9\n')]);
    assert.equal(piped.code, EXIT.ok, piped.err);
    assert.equal(piped.out, '');
    assert.equal(readFileSync(join(dir, 'out.json'), 'utf8'), '{"found":1,"missing_in_registry":["a-100"],"unmatched_registry":[],"coverage":0.5,"registry_rows":1,"key_column":"sku","values_field":"items[].article"}\n');
  });
  it('--help prints the usage and exits 0', async () => {
    const { code, out } = await run(['--help']);
    assert.equal(code, EXIT.ok);
    assert.match(out, /^Usage: docintel-match --registry /);
    assert.match(out, /Exit codes: 0 matched; 2 wrong command line; 3/);
  });
  it('speaks as the program that calls it (the main CLI: docintel match)', async () => {
    assert.match((await run(['--help'], [], 'docintel match')).out, /^Usage: docintel match --registry [^]*DocIntel's registry match/);
    assert.match((await run(['--bogus'], [], 'docintel match')).err, /^docintel match: Unknown option '--bogus'\nRun docintel match --help/);
  });
  it('exit 2: an unknown option, a missing one, both inputs on stdin, no field to compare', async () => {
    for (const argv of [[...BASE, '--bogus'], ['-r', 'r.csv', '-k', 'sku'], ['-r', '-', '-k', 'sku', '--result', '-'], ['-r', 'r.csv', '-k', 'sku', '--result', 'result.json']]) {
      const { code, err } = await run(argv);
      assert.equal(code, EXIT.usage, `${argv.join(' ')}: ${err}`);
      assert.match(err, /^docintel-match: /);
    }
  });
  it('exit 3: a missing file, a result that is not JSON, a registry not UTF-8, a workbook', async () => {
    writeFileSync(join(dir, 'bad.json'), '{"items": [');
    const cases: [string[], RegExp][] = [
      [['-r', 'none.csv', '-k', 'sku', '--result', 'result.json', '-f', 'x'], /none\.csv: ENOENT/],
      [['-r', 'r.csv', '-k', 'sku', '--result', 'none.json', '-f', 'x'], /the result none\.json could not be read/],
      [['-r', 'r.csv', '-k', 'sku', '--result', 'bad.json', '-f', 'x'], /could not be read/],
      [['-r', 'cp1251.csv', '-k', 'sku', '--result', 'result.json', '-f', 'items[].article'], /not UTF-8 .*\[MATCH_REGISTRY_INVALID\]/],
      [['-r', 'book.csv', '-k', 'sku', '--result', 'result.json', '-f', 'items[].article'], /holds a workbook, not CSV/],
      [['-r', 'r.xlsx', '-k', 'sku', '--result', 'result.json', '-f', 'items[].article'], /workbooks are not read here/],
    ];
    for (const [argv, message] of cases) {
      const { code, err } = await run(argv);
      assert.equal(code, EXIT.unreadable, `${argv.join(' ')}: ${err}`);
      assert.match(err, message);
    }
  });
  it('exit 4: the key column is not in the registry, the field has no values', async () => {
    const column = await run(['-r', 'r.csv', '-k', 'barcode', '--result', 'result.json', '-f', 'items[].article']);
    assert.equal(column.code, EXIT.notMatchable);
    assert.match(column.err, /\[MATCH_KEY_COLUMN_NOT_FOUND\]\ndetails: \{"key_column":"barcode","columns":\["sku","title"\]\}/);
    const empty = await run(['-r', 'r.csv', '-k', 'sku', '--result', 'result.json', '-f', 'items[].barcode']);
    assert.equal(empty.code, EXIT.notMatchable);
    assert.match(empty.err, /\[MATCH_NO_DATA\]/);
  });
  it('exit 5: the answer cannot be written', async () => {
    const { code, err } = await run([...BASE, '-o', join(dir, 'no-such-dir', 'out.json')]);
    assert.equal(code, EXIT.output);
    assert.match(err, /could not be written/);
  });
});

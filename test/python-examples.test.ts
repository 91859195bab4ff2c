import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { startTestHost } from './helpers/host';
import type { TestHost } from './helpers/host';
import { corpusPath } from './helpers/corpus';
import { checkPdf, joinPdfs } from './helpers/pdf-tools';

/**
 * The Python examples of docs/examples/python run as a user would run them: python3 against a live
 * server, the address and key in DOCINTEL_URL / DOCINTEL_KEY; each prints JSON, checked here.
 */
const run = promisify(execFile);
const EXAMPLES = fileURLToPath(new URL('../docs/examples/python/', import.meta.url));
const python = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();
/** Hang guard only. */
const HANG_GUARD_MS = 300_000;

let host: TestHost;
let env: Record<string, string>;
let dir: string;
before(async () => {
  if (!python) return;
  host = await startTestHost({ workers: 1 });
  const key = (await host.newClient('python examples', 'enterprise')).api_key;
  const url = await host.app.listen({ host: '127.0.0.1', port: 0 });
  env = { ...process.env, DOCINTEL_URL: url, DOCINTEL_KEY: key, PYTHONDONTWRITEBYTECODE: '1' } as Record<string, string>;
  dir = mkdtempSync(join(tmpdir(), 'docintel-py-'));
});
after(async () => {
  if (!python) return;
  await host.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function example<T>(script: string, ...args: string[]): Promise<T> {
  const { stdout } = await run('python3', [join(EXAMPLES, script), ...args], { env, cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as T;
}

function textFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const skip = python ? false : 'python3 is not installed: the Python examples cannot run here';

describe('the Python examples against a live server', { skip, timeout: HANG_GUARD_MS }, () => {
  it('instruction.py: the schema answered from text; without a model the answer says the prompt was not followed', async () => {
    const doc = textFile('invoice.md', 'Счёт на оплату № 42 от 05.03.2024\n\nИтого к оплате: 1 500,00 руб.\n');
    const out = await example<{ result: Record<string, unknown>; warnings: string[]; pages: number }>('instruction.py', doc);
    assert.deepEqual(out.result, { number: '42', date: '2024-03-05', total: 1500 });
    assert.equal(out.pages, 1);
    assert.ok(out.warnings.some((w) => w.startsWith('medium prompt_ignored')), out.warnings.join('\n'));
  });

  it('schema_extraction.py: the catalog invoice schema on a real PDF', async () => {
    const out = await example<{ schema: string; result: { number: string; currency: string; seller: { vat_id: string } }; pages: number }>(
      'schema_extraction.py', corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf'));
    assert.match(out.schema, /^invoice \S+ \(Invoice\)$/);
    assert.deepEqual([out.result.number, out.result.currency, out.result.seller.vat_id], ['471102', 'EUR', 'DE123456789']);
    assert.equal(out.pages, 2);
  });

  it('split.py: a composite of three documents, each section written as a PDF of its pages', async () => {
    const composite = join(dir, 'composite.pdf');
    writeFileSync(composite, joinPdfs([corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf'), corpusPath('external/pdf-text/invoice2data/oyo.pdf'),
      corpusPath('external/pdf-text/ru/derived/tkpolimer_testTorg12.lo.pdf')]));
    const out = await example<{ sections: { pages: [number, number]; doc_type: string; file: string }[]; pages: number }>('split.py', composite, '--out', 'sections');
    assert.deepEqual(out.sections.map((s) => s.pages), [[1, 2], [3, 3], [4, 5]]);
    assert.deepEqual(out.sections.map((s) => s.doc_type), ['invoice', 'invoice', 'torg12']);
    assert.deepEqual(readdirSync(join(dir, 'sections')).sort(), ['section-1-pages-1-2.pdf', 'section-2-pages-3-3.pdf', 'section-3-pages-4-5.pdf']);
    for (const s of out.sections) {
      const checked = checkPdf(readFileSync(join(dir, s.file)));
      assert.ok(checked.ok, checked.output);
      assert.equal(checked.pages, s.pages[1] - s.pages[0] + 1);
    }
  });

  it('registry_match.py: found, missing and unmatched against a CSV registry', async () => {
    const order = textFile('order.md', ['Счёт № 12 от 01.03.2024', '', '| Артикул | Наименование | Количество |', '|---|---|---|',
      '| A-100 | Бумага | 10 |', '| B-200 | Картридж | 2 |', '| Z-999 | Ручка | 5 |', ''].join('\n'));
    const registry = textFile('registry.csv', 'sku;title\nA-100;Бумага офисная\nB-200;Картридж\nC-300;Папка\n');
    const out = await example<{ match: unknown }>('registry_match.py', order, registry, '--key-column', 'sku');
    assert.deepEqual(out.match, { found: 2, missing_in_registry: ['Z-999'], unmatched_registry: ['C-300'], coverage: 0.6667,
      registry_rows: 3, key_column: 'sku', values_field: 'items[].article' });
  });

  it('parse_only.py: markdown written to a file, fragments with pages, the tables of a TORG-12', async () => {
    const out = await example<{ pages: number; extraction_status: string; markdown_characters: number; fragments: number; tables: { pages: number[] }[] }>(
      'parse_only.py', corpusPath('external/pdf-text/ru/derived/tkpolimer_testTorg12.lo.pdf'), '--markdown', 'torg12.md');
    assert.equal(out.extraction_status, 'parse_only');
    assert.equal(out.pages, 2);
    const markdown = readFileSync(join(dir, 'torg12.md'), 'utf8');
    assert.equal(markdown.length, out.markdown_characters);
    assert.match(markdown, /ТОРГ-12/);
    assert.ok(out.fragments > 0);
    assert.ok(out.tables.length > 0 && out.tables.every((t) => t.pages.every((p) => p === 1 || p === 2)));
  });

  it('async_poll.py: 202 at once, then polled to the same result as a synchronous call', async () => {
    const pdf = corpusPath('external/pdf-text/facturx/EN16931_Einfach.pdf');
    const out = await example<{ task_id: string; result: { number: string }; extraction_status: string }>('async_poll.py', pdf);
    assert.match(out.task_id, /^[0-9a-f-]{36}$/);
    const sync = await example<{ result: unknown }>('schema_extraction.py', pdf);
    assert.deepEqual(out.result, sync.result);
  });

  it('an API error is one line on stderr and exit code 1, not a traceback', async () => {
    const bad = { ...env, DOCINTEL_KEY: 'di_wrong' };
    await assert.rejects(run('python3', [join(EXAMPLES, 'parse_only.py'), corpusPath('external/pdf-text/invoice2data/oyo.pdf')], { env: bad, cwd: dir }),
      (err: { code: number; stderr: string }) => err.code === 1 && err.stderr === 'HTTP 401: Invalid API key\n');
    assert.ok(!existsSync(join(EXAMPLES, '__pycache__')));
  });
});

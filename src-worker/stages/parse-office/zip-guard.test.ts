import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { corpusBytes } from '../../../test/helpers/corpus';
import { AppError } from '../../../src-shared/contract/app-error';
import { assertSafeZip, readSafeZip, ZIP_LIMITS } from '../../adapters/zip-guard';
import { parseDocx, parseXlsx } from './index';
import { buildZip } from './zip-fixture';

const MB = 1024 * 1024;

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (err) {
    assert.ok(err instanceof AppError, `expected an AppError, got ${String(err)}`);
    return err;
  }
  assert.fail('expected a refusal');
}

function input(bytes: Uint8Array, fileName: string): Parameters<typeof parseDocx>[0] {
  return { bytes, fileName, fileHash: null, language: null, progress: () => {} };
}

describe('ZIP guard: the synthetic bombs', () => {
  for (const name of ['zipbomb-1gib.docx', 'zipbomb-lying-header.docx']) {
    // Inflating the bomb would take minutes and gigabytes: the test's timeout guards against that hang (bench/attacks.ts times the refusal).
    it(`refuses ${name} with little memory, before mammoth sees it`, { timeout: 60_000 }, async () => {
      const bytes = corpusBytes(`synthetic/${name}`);
      const rss = process.memoryUsage().rss;
      const err = await refusal(() => parseDocx(input(bytes, name)));
      assert.equal(err.code, 'PARSING_ERROR');
      assert.equal(err.details.reason, 'zip_bomb');
      assert.match(err.message, /^the archive looks like a ZIP bomb: /);
      assert.ok(process.memoryUsage().rss - rss < 256 * MB, 'memory grew by more than 256 MB');
    });
  }
});

describe('ZIP guard: limits', () => {
  it('passes ordinary DOCX and XLSX and hands back the kept parts', async () => {
    for (const name of ['synthetic/table.docx', 'synthetic/sheets.xlsx', 'external/office/ru-contracts-docx/rkimk_dogovor_remont_otopleniya.docx']) {
      const kept = await readSafeZip(corpusBytes(name), { keep: ['docProps/app.xml', 'missing.xml'] });
      assert.deepEqual([...kept.keys()], ['docProps/app.xml']);
    }
  });
  it('refuses more entries than the limit from the directory record alone', async () => {
    const entries = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}.xml`, data: 'x', store: true }));
    const err = await refusal(() => assertSafeZip(buildZip(entries)));
    assert.equal(err.details.reason, 'zip_bomb');
    assert.match(String(err.details.detail), /2001 entries/);
  });
  it('refuses duplicate names (two readers could pick different parts)', async () => {
    const err = await refusal(() => assertSafeZip(buildZip([{ name: 'word/document.xml', data: '<a/>' }, { name: 'word/document.xml', data: '<b/>' }])));
    assert.equal(err.details.reason, 'zip_bomb');
    assert.match(String(err.details.detail), /duplicate/);
  });
  it('refuses a ratio above 200:1 on an entry over 1 MB, but not on a small one', async () => {
    const err = await refusal(() => assertSafeZip(buildZip([{ name: 'big.xml', data: ' '.repeat(2 * MB) }])));
    assert.equal(err.details.reason, 'zip_bomb');
    assert.match(String(err.details.detail), /compresses \d+:1/);
    await assertSafeZip(buildZip([{ name: 'small.xml', data: ' '.repeat(MB) }]));
  });
  it('refuses a declared size over 100 MB per entry and over 200 MB in all', async () => {
    const big = await refusal(() => assertSafeZip(buildZip([{ name: 'a', data: 'x', declaredSize: 101 * MB }])));
    assert.match(String(big.details.detail), /per entry/);
    // Incompressible bodies keep each entry under the ratio limit, so only the total is wrong.
    const many = Array.from({ length: 3 }, (_, i) => ({ name: `p${i}`, data: randomBytes(500_000), declaredSize: 90 * MB }));
    const total = await refusal(() => assertSafeZip(buildZip(many)));
    assert.match(String(total.details.detail), /in all/);
  });
  it('refuses an entry that inflates past its declared size (lying header)', async () => {
    const err = await refusal(() => assertSafeZip(buildZip([{ name: 'word/document.xml', data: 'y'.repeat(300_000), declaredSize: 1000 }])));
    assert.equal(err.details.reason, 'zip_bomb');
  });
  it('reports a damaged archive as corrupt_archive, not as a bomb', async () => {
    const docx = corpusBytes('synthetic/table.docx');
    for (const bytes of [docx.subarray(0, docx.length - 100), new Uint8Array(4096).fill(7), buildZip([{ name: 'a.xml', data: 'abc', declaredSize: 10 }])]) {
      const err = await refusal(() => assertSafeZip(bytes));
      assert.equal(err.code, 'PARSING_ERROR');
      assert.equal(err.details.reason, 'corrupt_archive', String(err.details.detail));
    }
  });
  it('guards XLSX the same way', async () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: 'z'.repeat(400_000), declaredSize: 100 }]);
    const err = await refusal(() => parseXlsx(input(bomb, 'bomb.xlsx')));
    assert.equal(err.details.reason, 'zip_bomb');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { billPages } from '../../../src-shared/document/billing';
import { writeTiff } from '../../../test/helpers/tiff';
import { parseCsv } from '../../stages/parse-office';
import { CSV_EXACT_ESTIMATE_MAX_BYTES } from '../../tuning/budgets';
import { inspectFile } from './index';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const billOf = async (bytes: Uint8Array): Promise<number> =>
  billPages((await parseCsv({ bytes, fileName: 'x.csv', fileHash: null, language: null, progress: () => undefined })).stats);

describe('inspectFile: estimates counted as billing counts', () => {
  it('a small CSV is estimated at exactly its bill, however its text compares with its markdown', async () => {
    const csvs = ['a,b\n1,2\n', `${'1,'.repeat(3000)}\n`, `${'word;'.repeat(2000)}\n`, `x\n${'y,'.repeat(999)}\n`];
    for (const text of csvs) {
      const out = await inspectFile(utf8(text), 'x.csv');
      assert.deepEqual([out.estimatedPages, out.basis], [await billOf(utf8(text)), 'count'], text.slice(0, 20));
    }
  });

  it('a large CSV is estimated by a lower bound of its bill, never above it', async () => {
    const text = `${'abcd,'.repeat(Math.ceil(CSV_EXACT_ESTIMATE_MAX_BYTES / 5) + 10)}\n`;
    const out = await inspectFile(utf8(text), 'big.csv');
    assert.equal(out.basis, 'lower_bound');
    // 4 letters of 5 bytes survive; the markdown adds " | " and a "---" per column on top.
    assert.equal(out.estimatedPages, Math.ceil((text.length / 5) * 4 / 2000));
    assert.ok(out.estimatedPages <= await billOf(utf8(text)));
  });

  it('a TIFF of 2,000 pages is counted from its headers', async () => {
    const out = await inspectFile(writeTiff(Array.from({ length: 2000 }, () => ({ width: 64, height: 64, pixels: 255 })), true), 'blank.tiff');
    assert.deepEqual([out.format, out.sheets, out.estimatedPages, out.basis], ['image', 2000, 2000, 'count']);
  });

  it('an unreadable file says so instead of passing for a readable one', async () => {
    const out = await inspectFile(utf8('%PDF-1.7 broken'), 'broken.pdf');
    assert.deepEqual([out.estimatedPages, out.basis], [1, 'unreadable']);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import { writeTiff } from '../../../test/helpers/tiff';
import { OCR_MAX_PIXELS } from '../../tuning/ocr';
import { isBlank, parseImage, reduction } from './index';

describe('parseImage: pages without ink are not OCR\'d (issue 16)', () => {
  it('a TIFF of blank and near-uniform pages is measured, not read, and the answer says so', async () => {
    const noisy = new Uint8Array(64 * 64).map((_, i) => 240 + (i % 7)); // paper tone with sensor noise
    const bytes = writeTiff([...Array.from({ length: 40 }, () => ({ width: 64, height: 64, pixels: 255 })), { width: 64, height: 64, pixels: noisy }], true);
    const doc = await parseImage({ bytes, fileName: 'blank.tiff', fileHash: null, language: null, progress: () => undefined });
    assert.equal(doc.pages.length, 41);
    assert.ok(doc.pages.every((p) => p.items.length === 0 && p.layer === 'none'));
    assert.deepEqual(doc.issues.map((w) => w.code), ['blank_pages']);
    assert.match(doc.issues[0]?.message ?? '', /^41 of 41 pages carry no ink/);
  });

  it('stops at the page where its progress checkpoint refuses (the time budget, lib/parsed/limits.ts)', async () => {
    const bytes = writeTiff(Array.from({ length: 5 }, () => ({ width: 16, height: 16, pixels: 255 })), true);
    const seen: number[] = [];
    const spent = new AppError('PARSING_ERROR', 'over budget', { reason: 'time_budget' });
    await assert.rejects(parseImage({ bytes, fileName: 'b.tiff', fileHash: null, language: null, progress: (p) => {
      seen.push(p.pagesDone);
      if (p.pagesDone === 2) throw spent;
    } }), (err: unknown) => err === spent);
    assert.deepEqual(seen, [0, 1, 2]);
  });

  it('tells blank from inked by the spread of grey levels', () => {
    assert.equal(isBlank({ min: 250, max: 255, stdev: 1.2 }), true); // paper tone
    assert.equal(isBlank({ min: 0, max: 255, stdev: 0.09 }), true); // one speck on an A4 page
    assert.equal(isBlank({ min: 0, max: 255, stdev: 1.7 }), false); // one short word
    assert.equal(isBlank({ min: 0, max: 255, stdev: 60 }), false); // a page of text
  });
});

describe('reduction: big images are read at the pixel cap', () => {
  it('reduces a 9999×9999 page to the cap and leaves an A4 scan at 300 dpi alone', () => {
    const f = reduction(9999, 9999);
    assert.ok(f < 1);
    assert.ok(Math.abs(9999 * f * 9999 * f - OCR_MAX_PIXELS) / OCR_MAX_PIXELS < 1e-9);
    assert.equal(reduction(2480, 3508), 1);
  });
});

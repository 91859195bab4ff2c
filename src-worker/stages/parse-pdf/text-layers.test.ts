import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import type { PdfFile } from '../../adapters/pdfjs';
import { pageDamage, readTextLayer } from './text-layers';

const damage = (): Promise<never> => Promise.reject(new AppError('PARSING_ERROR', 'the PDF could not be read: Bad (uncompressed) XRef entry: 8R', { reason: 'invalid_pdf' }));

/** A one-page file whose parts read as given (each a function, so a failing one fails when asked). */
function file(parts: Partial<Pick<PdfFile, 'pageInfo' | 'textRuns' | 'drawnSegments'>>): PdfFile {
  return {
    pageCount: 1,
    pageInfo: async (no) => ({ no, widthPt: 400, heightPt: 300, rotation: 0 }),
    textRuns: async () => [{ text: 'Invoice number 15, total 1200.00', box: [20, 20, 300, 34], fontSize: 14, fontName: 'F1', eol: true }],
    drawnSegments: async () => [],
    render: () => Promise.reject(new Error('not rendered here')),
    attachments: async () => [],
    close: async () => undefined,
    ...parts,
  };
}

describe('readTextLayer on a page damaged inside', () => {
  it('a page whose drawing alone fails keeps its text, without drawn grids, and says why', async () => {
    const page = await readTextLayer(file({ drawnSegments: damage }), 1);
    assert.equal(page.text?.lines.map((l) => l.text).join(' '), 'Invoice number 15, total 1200.00');
    assert.deepEqual(page.text?.grids, []);
    assert.equal(page.damaged, 'Bad (uncompressed) XRef entry: 8R');
  });

  it('a page whose text fails has none (it is not OCR\'d either), at its own size', async () => {
    const page = await readTextLayer(file({ textRuns: damage }), 1);
    assert.deepEqual({ ...page }, { no: 1, widthPt: 400, heightPt: 300, rotation: 0, chars: 0, text: null, damaged: 'Bad (uncompressed) XRef entry: 8R' });
  });

  it('a page whose dictionary fails is given an A4 size', async () => {
    const page = await readTextLayer(file({ pageInfo: damage }), 1);
    assert.deepEqual([page.widthPt, page.heightPt, page.text, page.damaged], [595.28, 841.89, null, 'Bad (uncompressed) XRef entry: 8R']);
  });

  it('an undamaged page has no such mark', async () => {
    assert.equal((await readTextLayer(file({}), 1)).damaged, undefined);
  });
});

describe('pageDamage', () => {
  it('a page\'s damage (its objects, or its image\'s data) is a value; anything else is thrown', async () => {
    assert.deepEqual(await pageDamage(Promise.reject(new AppError('PARSING_ERROR', 'the image could not be read: its data is damaged', { reason: 'invalid_image' }))),
      { damaged: 'the image could not be read: its data is damaged' });
    assert.equal(await pageDamage(Promise.resolve(7)), 7);
    const budget = new AppError('PARSING_ERROR', 'parsing took too long', { reason: 'time_budget' });
    await assert.rejects(pageDamage(Promise.reject(budget)), (err) => err === budget);
    await assert.rejects(pageDamage(Promise.reject(new TypeError('a bug'))), TypeError);
  });
});

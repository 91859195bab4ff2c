import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { corpusBytes } from './helpers/corpus';

after(async () => terminateOcr());

/**
 * The scanned Sammy Maystone invoice prints "INVOICE" in large thin type: Tesseract's page reading
 * (ours and the CLI's alike) breaks it into "| N \/ | Е"; the large-type stage reads it whole.
 */
describe('large type on a scan', () => {
  it('reads the title of the Sammy Maystone scan, and its number under it', async () => {
    const doc = await parseFile({ bytes: corpusBytes('external/pdf-scan/derived/i2d_SammyMaystoneLinesTest_png2pdf.pdf'), fileName: 'sammy.pdf', fileHash: null, language: null, progress: () => undefined });
    assert.match(doc.markdown, /\bINVOICE\b/);
    assert.doesNotMatch(doc.markdown, /\\\//, 'no pieces of the title left');
    assert.match(doc.markdown, /invoice_number_1/);
  });
});

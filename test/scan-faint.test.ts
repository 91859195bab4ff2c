import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { terminateOcr } from '../src-worker/adapters/tesseract';
import { parseFile } from '../src-worker/pipeline/parse-file';
import { corpusBytes } from './helpers/corpus';

after(async () => terminateOcr());

/**
 * A scanned AWS bill prints its service names in light grey over black amounts: Tesseract's page
 * reading drops them whole; the faint-text stage reads them again.
 */
describe('light grey text on a scan', () => {
  it('reads the service names of the AWS bill scan', async () => {
    const doc = await parseFile({ bytes: corpusBytes('external/pdf-scan/derived/i2d_AmazonWebServices_png2pdf.pdf'), fileName: 'aws.pdf', fileHash: null, language: 'en', progress: () => undefined });
    for (const name of ['AWS Data Transfer', 'Amazon Elastic Compute Cloud', 'Amazon Glacier', 'Amazon Simple Storage Service']) {
      assert.ok(doc.markdown.includes(name), `"${name}" read`);
    }
  });
});

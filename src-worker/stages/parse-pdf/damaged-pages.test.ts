import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import { pdfWithDamagedPages } from '../../../test/helpers/damaged-pdf';
import { parsePdf } from '.';

const parse = (pdf: Buffer) => parsePdf({ bytes: new Uint8Array(pdf), fileName: 'x.pdf', fileHash: null, language: null, progress: () => undefined });

describe('a PDF with pages damaged inside', () => {
  it('keeps the pages that read, leaves the damaged one empty and says which it is and why', async () => {
    const doc = await parse(await pdfWithDamagedPages(4, [3]));
    assert.equal(doc.pages.length, 4);
    assert.deepEqual(doc.pages.map((p) => p.layer), ['vector', 'vector', 'none', 'vector']);
    assert.match(doc.markdown, /invoice number 101/);
    assert.match(doc.markdown, /invoice number 104/);
    assert.doesNotMatch(doc.markdown, /invoice number 103/);
    assert.equal(doc.issues.length, 1);
    const [issue] = doc.issues;
    assert.equal(issue!.code, 'pages_damaged');
    assert.equal(issue!.severity, 'medium');
    assert.match(issue!.message, /^page 3 of 4 is damaged inside and was not read whole \(.*XRef.*\); the rest of the document was read$/);
  });

  it('names every damaged page, the first one\'s reason given', async () => {
    const doc = await parse(await pdfWithDamagedPages(5, [2, 5]));
    assert.deepEqual(doc.pages.map((p) => p.layer), ['vector', 'none', 'vector', 'vector', 'none']);
    assert.match(doc.issues[0]!.message, /^2 of 5 pages are damaged inside and were not read whole \(pages 2, 5; page 2: /);
  });

  it('a file none of whose pages can be read is the error itself (invalid_pdf), never an empty answer', async () => {
    await assert.rejects(parse(await pdfWithDamagedPages(2, [1, 2])),
      (err: unknown) => err instanceof AppError && err.code === 'PARSING_ERROR' && err.details.reason === 'invalid_pdf' && /XRef/.test(err.message));
  });

  it('an undamaged file has no such warning', async () => {
    const doc = await parse(await pdfWithDamagedPages(2, []));
    assert.deepEqual(doc.issues, []);
  });
});

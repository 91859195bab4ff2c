import { PDFDocument } from 'pdf-lib';

/**
 * The only importer of pdf-lib: cuts page ranges of a PDF into files of their own (split sections'
 * `pdf_base64`). Each part is built and encoded one after the other, so at most one part's copy of
 * its fonts and images is held at a time (image-heavy parts are what costs memory: see
 * shared/notes, dependencies-documents, "Split"). Encrypted files cannot be rewritten by pdf-lib:
 * they throw, and the caller reports that no files could be cut.
 */
export class PdfCutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfCutError';
  }
}

/** Yields each range (1-based, inclusive) as a PDF of exactly those pages, base64-encoded. */
export async function* cutPdf(bytes: Uint8Array, ranges: readonly [number, number][]): AsyncGenerator<string> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (err) {
    throw new PdfCutError(`the PDF cannot be rewritten: ${(err as Error).message}`);
  }
  const count = source.getPageCount();
  for (const [first, last] of ranges) {
    if (first < 1 || last > count || first > last) throw new PdfCutError(`pages ${first}–${last} are outside 1–${count}`);
    const part = await PDFDocument.create({ updateMetadata: false });
    const indices = Array.from({ length: last - first + 1 }, (_, i) => first - 1 + i);
    for (const page of await part.copyPages(source, indices)) part.addPage(page);
    yield await part.saveAsBase64();
  }
}

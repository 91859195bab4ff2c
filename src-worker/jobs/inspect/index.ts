import type { InspectOutcome } from '../../../src-shared/worker-protocol';
import { billPages, sheetPages } from '../../../src-shared/document/billing';
import { cfbKind, isCfb, isZip } from '../../adapters/office';
import { detectFormat } from '../../stages/detect';
import { CSV_EXACT_ESTIMATE_MAX_BYTES } from '../../tuning/budgets';

/** Bytes per billed page assumed for formats whose pages are only known after parsing (2 000 characters). */
const BYTES_PER_PAGE = 2000;

/**
 * What a file will cost, read cheaply before any parsing or OCR (the plan guards run on it), counted
 * the way billing counts wherever that is cheap (docs/decisions.md "Budgets and estimates"):
 * - PDF: the page sizes in A4 units (the bill adds the text beyond 2,000 characters a page);
 * - images: the pages from their headers (a TIFF's from its directory chain, nothing decoded);
 * - CSV: up to CSV_EXACT_ESTIMATE_MAX_BYTES read as the parser reads it, so the estimate is the bill;
 *   beyond, a lower bound from one pass over the text (the parser stops at the ceiling itself);
 * - other formats by size; the bill is checked against the ceiling again on the real count.
 * Never throws: an unreadable file is estimated at one page and fails later in parsing.
 */
export async function inspectFile(bytes: Uint8Array, fileName: string): Promise<InspectOutcome> {
  try {
    const { format } = detectFormat(bytes, fileName, cfbKind);
    if (format === 'pdf') {
      const { openPdf } = await import('../../adapters/pdfjs');
      const { areaInA4 } = await import('../../lib/parsed/area');
      const pdf = await openPdf(bytes);
      try {
        const areas: number[] = [];
        for (let no = 1; no <= pdf.pageCount; no++) {
          const p = await pdf.pageInfo(no);
          areas.push(areaInA4(p.widthPt, p.heightPt));
        }
        return { format, sheets: pdf.pageCount, estimatedPages: Math.max(1, Math.ceil(areas.reduce((a, b) => a + b, 0) - 1e-9)), basis: 'count' };
      } finally {
        await pdf.close();
      }
    }
    if (format === 'image') {
      const { imageInfo } = await import('../../adapters/images');
      const info = await imageInfo(bytes);
      return { format, sheets: info.pages, estimatedPages: info.pages, basis: 'count' };
    }
    if (format === 'csv') return await csvEstimate(bytes, fileName);
    return { format, sheets: null, estimatedPages: Math.max(1, Math.ceil(bytes.length / BYTES_PER_PAGE / 4)), basis: 'size' };
  } catch {
    return { format: null, sheets: null, estimatedPages: 1, basis: 'unreadable' };
  }
}

/** A CSV's bill: exact when small (the parser's own reader), else a lower bound no parse goes under. */
async function csvEstimate(bytes: Uint8Array, fileName: string): Promise<InspectOutcome> {
  const { readWorkbook } = await import('../../lib/sheets/workbook');
  const { csvLowerBoundChars, sheetMarkdownChars } = await import('../../lib/sheets/estimate');
  if (bytes.length <= CSV_EXACT_ESTIMATE_MAX_BYTES) {
    const book = await readWorkbook(bytes, fileName, 'csv');
    const perSheet = book.sheets.map((s) => ({ chars: sheetMarkdownChars(book.format === 'csv' ? null : s.name, s.rows), areaA4: 1 }));
    return { format: 'csv', sheets: perSheet.length, estimatedPages: billPages({ sheets: perSheet.length, chars: 0, perSheet, ocrPages: [] }), basis: 'count' };
  }
  // A workbook saved as .csv is not text: its size is all that is cheap to know.
  if (isZip(bytes) || isCfb(bytes)) return { format: 'csv', sheets: null, estimatedPages: Math.max(1, Math.ceil(bytes.length / BYTES_PER_PAGE / 4)), basis: 'size' };
  const { decodeText } = await import('../../adapters/csv');
  return { format: 'csv', sheets: 1, estimatedPages: sheetPages(csvLowerBoundChars(decodeText(bytes).text)), basis: 'lower_bound' };
}

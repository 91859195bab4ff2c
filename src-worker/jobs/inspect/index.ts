import type { InspectOutcome } from '../../../src-shared/worker-protocol';
import { cfbKind } from '../../adapters/office';
import { detectFormat } from '../../stages/detect';

/** Bytes per billed page assumed for formats whose pages are only known after parsing (2 000 characters). */
const BYTES_PER_PAGE = 2000;

/**
 * What a file will cost, read cheaply before any parsing or OCR (the plan guards run on it):
 * PDF page count and sizes from the document's metadata, image pages from their headers; other
 * formats by size. Never throws: an unreadable file is estimated at one page and fails later in parsing.
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
        return { format, sheets: pdf.pageCount, estimatedPages: Math.max(1, Math.ceil(areas.reduce((a, b) => a + b, 0) - 1e-9)) };
      } finally {
        await pdf.close();
      }
    }
    if (format === 'image') {
      const { imageInfo } = await import('../../adapters/images');
      const info = await imageInfo(bytes);
      return { format, sheets: info.pages, estimatedPages: info.pages };
    }
    return { format, sheets: null, estimatedPages: Math.max(1, Math.ceil(bytes.length / BYTES_PER_PAGE / 4)) };
  } catch {
    return { format: null, sheets: null, estimatedPages: 1 };
  }
}

import { AppError } from '../../../src-shared/contract/app-error';
import type { TextItem } from '../../../src-shared/document/model';
import { openPdf } from '../../adapters/pdfjs';
import type { PdfFile } from '../../adapters/pdfjs';
import { pageLines } from '../../lib/layout/page-columns';
import { panelDividers } from '../../lib/layout/panel-dividers';
import type { TextLayerPage } from '../../lib/parsed/pages';
import { vectorGrids } from '../../lib/rulings/vector';

/** A page with fewer characters than this in its text layer is treated as a scan and OCR'd. */
export const MIN_TEXT_LAYER_CHARS = 10;

/**
 * One page from its text layer: its words, lines and drawn grids when the layer has enough text,
 * else only its size (a scan, read by OCR afterwards). This is most of the time of a text PDF
 * (pdfjs reads the content stream twice: text, then drawing), so pages of a long file are read in
 * ranges on every free worker (`lib/lanes`).
 */
export async function readTextLayer(pdf: PdfFile, no: number): Promise<TextLayerPage> {
  const info = await pageDamage(pdf.pageInfo(no));
  if ('damaged' in info) return { no, ...A4_PORTRAIT, rotation: 0, chars: 0, text: null, damaged: info.damaged };
  const runs = await pageDamage(pdf.textRuns(no));
  const size = { no, widthPt: info.widthPt, heightPt: info.heightPt, rotation: info.rotation };
  if ('damaged' in runs) return { ...size, chars: 0, text: null, damaged: runs.damaged };
  const chars = runs.reduce((n, r) => n + r.text.trim().length, 0);
  if (chars < MIN_TEXT_LAYER_CHARS) return { ...size, chars, text: null };
  const items: TextItem[] = runs.map((r, i) => ({ id: `p${no}t${i}`, text: r.text, box: r.box, fontSize: r.fontSize, eol: r.eol }));
  const drawing = await pageDamage(pdf.drawnSegments(no));
  const drawn = 'damaged' in drawing ? [] : drawing;
  // A tall filled panel's sides end a column of the page (a sidebar), as on a scan.
  const lines = pageLines(items, 0, panelDividers(drawn, info.widthPt, info.heightPt));
  // The table cells a page draws are read from its lines and filled bars themselves, not from a rendering.
  return { ...size, chars, text: { items, lines, grids: vectorGrids(drawn) }, ...('damaged' in drawing ? { damaged: drawing.damaged } : {}) };
}

/** The size given to a page whose own dictionary cannot be read. */
const A4_PORTRAIT = { widthPt: 595.28, heightPt: 841.89 };

/** The failures that are a page's own damage: its objects (pdfjs), or the data of its image (the OCR engine). */
const PAGE_DAMAGE = new Set(['invalid_pdf', 'invalid_image']);

/** A page's part as read, or why the page is damaged; anything else (a time budget, a bug) is thrown. */
export async function pageDamage<T>(reading: Promise<T>): Promise<T | { damaged: string }> {
  try {
    return await reading;
  } catch (err) {
    if (err instanceof AppError && PAGE_DAMAGE.has(String(err.details.reason))) return { damaged: err.message.replace(/^the PDF could not be read: /, '') };
    throw err;
  }
}

/** Some pages of a PDF from their text layers, for another worker's job: the file is opened here for them. */
export async function readTextLayers(bytes: Uint8Array, pages: number[]): Promise<TextLayerPage[]> {
  const pdf = await openPdf(bytes);
  try {
    const out: TextLayerPage[] = [];
    for (const no of pages) out.push(await readTextLayer(pdf, no));
    return out;
  } finally {
    await pdf.close();
  }
}

import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { wordsOf } from './geometry';
import type { PlacedText } from './geometry';

/**
 * pdfjs-dist in the renderer: the operator's own file, drawn where they look at it — documents are
 * never stored on the server, so the app draws pages from the bytes it dropped (docs/decisions.md).
 * Loaded only when a PDF is opened; its worker, character maps, standard fonts and decoders are
 * served from our own origin (copied by the build), never fetched from elsewhere; eval stays off.
 */
export const PDFJS_ASSETS = '/pdfjs';

export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    cMapUrl: `${PDFJS_ASSETS}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_ASSETS}/standard_fonts/`,
    wasmUrl: `${PDFJS_ASSETS}/wasm/`,
  }).promise;
}

/** The page's size in points as it is displayed (its own rotation applied): the frame of the server's boxes. */
export function pageFrame(page: PDFPageProxy): { width: number; height: number } {
  const vp = page.getViewport({ scale: 1 });
  return { width: vp.width, height: vp.height };
}

/** The page's text layer as placed words, in the same frame and the same way the server places its runs. */
export async function pageText(page: PDFPageProxy): Promise<PlacedText[]> {
  const pdfjs = await import('pdfjs-dist');
  const vp = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const out: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const m = pdfjs.Util.transform(vp.transform, item.transform) as number[];
    const size = Math.hypot(m[2] ?? 0, m[3] ?? 0) || item.height || 1;
    const x = m[4] ?? 0;
    const baseline = m[5] ?? 0;
    out.push(...wordsOf({ text: item.str, box: [x, baseline - size * 0.8, x + item.width, baseline + size * 0.2] }));
  }
  return out;
}

/** Pages `first`..`last` (1-based, inclusive) of an open PDF as a PDF of their own: a section the operator drew. */
export async function cutPages(pdf: PDFDocumentProxy, first: number, last: number): Promise<Uint8Array> {
  return pdf.extractPages([{ document: null, includePages: [[first - 1, last - 1]] }]);
}

// First: it keeps the engine's builtins before pdfjs-dist's bundled core-js replaces them.
import { restoreNativeBuiltins } from './native-builtins';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AnnotationMode, getDocument, OPS, PasswordResponses, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdfjs's "worker" runs in this thread (its fake worker finds this on globalThis). Loaded now, not at
// the first file, because it bundles a core-js of its own that replaces the builtins again.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { PDFDocumentProxy, PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api';
import type * as NapiCanvas from '@napi-rs/canvas';
import { AppError } from '../../src-shared/contract/app-error';
import type { Box } from '../../src-shared/document/geometry';
import { encodeGreyPng } from './images';
import { drawnSegments } from './pdf-paths';
import type { DrawnSegment } from './pdf-paths';
import { installSyncInflate } from './sync-inflate';

/**
 * The only importer of pdfjs-dist. Uses the legacy build (the modern one fails in Node 20), with
 * eval disabled (CVE-2024-4367), a cap on decoded image size, and local font/cmap data so nothing
 * is fetched. Boxes leave this file in page points with a top-left origin, rotation applied.
 */
restoreNativeBuiltins();
installSyncInflate();
const requireHere = createRequire(import.meta.url);
const PDFJS_DIR = dirname(requireHere.resolve('pdfjs-dist/package.json'));
/** The canvas pdfjs itself resolves: two copies of @napi-rs/canvas in one process crash. */
const requirePdfjs = createRequire(join(PDFJS_DIR, 'package.json'));
const { createCanvas } = requirePdfjs('@napi-rs/canvas') as typeof NapiCanvas;

/** Largest image pdfjs will decode, in pixels (a 600 dpi A3 page is ≈ 70 MP). */
export const MAX_IMAGE_PIXELS = 80_000_000;

export interface PdfTextRun {
  text: string;
  box: Box;
  fontSize: number;
  fontName: string;
  eol: boolean;
}

export interface PdfPageInfo {
  no: number;
  widthPt: number;
  heightPt: number;
  rotation: 0 | 90 | 180 | 270;
}

export interface RenderedPage {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels per point of the rendering. */
  scale: number;
}

export interface PdfFile {
  pageCount: number;
  pageInfo(no: number): Promise<PdfPageInfo>;
  textRuns(no: number): Promise<PdfTextRun[]>;
  render(no: number, dpi: number): Promise<RenderedPage>;
  /**
   * The straight horizontal and vertical lines the page strokes, and the filled areas it draws as
   * rectangles (thin ones are rules drawn as fills), in page points like text boxes; clipping paths
   * draw nothing and are not among them.
   */
  drawnSegments(no: number): Promise<DrawnSegment[]>;
  attachments(): Promise<{ name: string; bytes: Uint8Array }[]>;
  close(): Promise<void>;
}

/**
 * Largest image the copy of the file that is read (text, drawing) decodes: none. Reading needs no
 * pixels, yet pdfjs decodes every image of a page (a logo, a stamp, a scanned letterhead) to list its
 * drawing operators; pages are rendered (for OCR) from a second copy that decodes images.
 */
const READ_IMAGE_PIXELS = 0;

interface LoadedPdf {
  doc: PDFDocumentProxy;
  destroy(): Promise<void>;
  page(no: number): Promise<PDFPageProxy>;
}

async function load(bytes: Uint8Array, maxImageSize: number): Promise<LoadedPdf> {
  // pdfjs takes ownership of (and may detach) the buffer it is given.
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize,
    verbosity: 0,
    standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
    cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(PDFJS_DIR, 'wasm') + '/',
  });
  // A user password is needed: answer once with nothing, which makes pdfjs reject with PasswordException.
  task.onPassword = (_update: (pw: string) => void, reason: number) => {
    void task.destroy();
    void reason;
  };
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === 'PasswordException' || (err as { code?: number }).code === PasswordResponses.NEED_PASSWORD) {
      throw new AppError('PARSING_ERROR', 'the PDF is protected by a password that opens it', { reason: 'password_protected' });
    }
    if (task.destroyed) {
      throw new AppError('PARSING_ERROR', 'the PDF is protected by a password that opens it', { reason: 'password_protected' });
    }
    throw new AppError('PARSING_ERROR', `the PDF could not be read: ${(err as Error).message}`, { reason: 'invalid_pdf' });
  }
  const pages = new Map<number, Promise<PDFPageProxy>>();
  return {
    doc,
    destroy: () => task.destroy(),
    page(no) {
      let p = pages.get(no);
      if (!p) {
        p = doc.getPage(no);
        pages.set(no, p);
      }
      return p;
    },
  };
}

export async function openPdf(bytes: Uint8Array): Promise<PdfFile> {
  return pdfjsFailuresAsContract(await openPdfFile(bytes));
}

/**
 * A file that opens but whose pages are damaged inside (a broken content stream, a bad object)
 * makes pdfjs throw its own exceptions page by page: that is the file's fault, a contract error
 * naming the page's problem, not a bug of the pipeline. Other errors pass unchanged.
 */
function pdfjsFailuresAsContract(file: PdfFile): PdfFile {
  const guard = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (err) {
      const name = (err as { name?: unknown }).name;
      if (err instanceof AppError || typeof name !== 'string' || !(name.endsWith('Exception') || name === 'FormatError')) throw err;
      throw new AppError('PARSING_ERROR', `the PDF could not be read: ${(err as Error).message}`, { reason: 'invalid_pdf' });
    }
  };
  return { ...file, pageInfo: guard(file.pageInfo), textRuns: guard(file.textRuns), render: guard(file.render), drawnSegments: guard(file.drawnSegments),
    attachments: guard(file.attachments) };
}

async function openPdfFile(bytes: Uint8Array): Promise<PdfFile> {
  const reading = await load(bytes, READ_IMAGE_PIXELS);
  const { doc } = reading;
  const page = (no: number): Promise<PDFPageProxy> => reading.page(no);
  let rendering: Promise<LoadedPdf> | null = null;
  return {
    pageCount: doc.numPages,
    async pageInfo(no) {
      const pg = await page(no);
      const vp = pg.getViewport({ scale: 1 });
      return { no, widthPt: vp.width, heightPt: vp.height, rotation: normaliseRotation(pg.rotate) };
    },
    async textRuns(no) {
      const pg = await page(no);
      const vp = pg.getViewport({ scale: 1 });
      const content = await pg.getTextContent({ includeMarkedContent: false, disableNormalization: false });
      const runs: PdfTextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const m = Util.transform(vp.transform, item.transform) as number[];
        const size = Math.hypot(m[2] ?? 0, m[3] ?? 0) || item.height || 1;
        const x = m[4] ?? 0;
        const baseline = m[5] ?? 0;
        const width = item.width * (vp.scale ?? 1);
        const box: Box = [round(x), round(baseline - size * 0.8), round(x + width), round(baseline + size * 0.2)];
        runs.push({ text: item.str, box, fontSize: round(size), fontName: item.fontName, eol: item.hasEOL });
      }
      return runs;
    },
    async render(no, dpi) {
      rendering ??= load(bytes, MAX_IMAGE_PIXELS);
      const pg = await (await rendering).page(no);
      const scale = dpi / 72;
      const vp = pg.getViewport({ scale });
      const width = Math.ceil(vp.width);
      const height = Math.ceil(vp.height);
      const canvas = createCanvas(width, height);
      // pdfjs types its canvas as the DOM one; @napi-rs/canvas implements the same drawing API.
      await pg.render({ canvas: canvas as unknown as RenderParameters['canvas'], viewport: vp, background: '#ffffff' }).promise;
      const png = await encodeGreyPng(canvas.data(), width, height, 4);
      pg.cleanup();
      return { png, width, height, scale };
    },
    async drawnSegments(no) {
      const pg = await page(no);
      // Annotations as a rendering draws them (form fields are left to a viewer's own widgets).
      const list = await pg.getOperatorList({ annotationMode: AnnotationMode.ENABLE_FORMS });
      return drawnSegments(list, OPS, pg.getViewport({ scale: 1 }).transform);
    },
    async attachments() {
      const found = (await doc.getAttachments()) as Record<string, { filename: string; content: Uint8Array }> | null;
      return Object.values(found ?? {}).map((a) => ({ name: a.filename, bytes: a.content }));
    },
    async close() {
      await reading.destroy();
      if (rendering) await (await rendering.catch(() => null))?.destroy();
    },
  };
}

function normaliseRotation(deg: number): PdfPageInfo['rotation'] {
  const r = ((deg % 360) + 360) % 360;
  return (r === 90 || r === 180 || r === 270 ? r : 0);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

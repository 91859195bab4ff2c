import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, Page, ParsedDocument, SheetMeasure, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { imageInfo, pageToGreyPng } from '../../adapters/images';
import { linesToBlocks } from '../../lib/layout/blocks';
import { ocrPage } from '../../lib/ocr';
import type { OcrOptions } from '../../lib/ocr';
import { readPagesInLanes } from '../../lib/lanes';
import { OCR_PAGES_AWAY } from '../../tuning/lanes';
import type { Parser } from '../../lib/parsed/types';
import { areaInA4 } from '../../lib/parsed/area';
import { renderMarkdown } from '../../lib/markdown/render';
import { detectTables } from '../../lib/tables';
import { OCR_DPI, OCR_MAX_PIXELS } from '../../tuning/ocr';

/** Resolution assumed for an image that does not state one (a typical scan). */
const ASSUMED_DPI = 300;

/**
 * How many times to enlarge an image stated at `dpi` to be read at OCR_DPI: never shrunk, and never
 * past OCR_MAX_PIXELS; a factor within 5% of 1 is not worth the copy.
 */
export function enlargement(width: number, height: number, dpi: number): number {
  const factor = Math.min(OCR_DPI / dpi, Math.sqrt(OCR_MAX_PIXELS / Math.max(1, width * height)));
  return factor > 1.05 ? factor : 1;
}

/**
 * JPG/PNG/WEBP/TIFF → ParsedDocument by OCR, one page per image page (multi-page TIFF). The pixel
 * size of every page is checked from the headers before anything is decoded.
 */
export const parseImage: Parser = async (input) => {
  const info = await imageInfo(input.bytes);
  const pages: Page[] = [];
  const blocks: Block[] = [];
  const tables: Table[] = [];
  const perSheet: SheetMeasure[] = [];
  // How page i is read: its size in pixels after any enlargement, its resolution, and how to get its image.
  const plan = (i: number): { png: () => Promise<Buffer>; options: OcrOptions } => {
    const size = info.sizes[i] ?? { width: 0, height: 0, dpi: null };
    const stated = size.dpi && size.dpi >= 100 ? size.dpi : null;
    // An image of lower stated resolution is read enlarged to the resolution PDF pages are read at.
    const factor = stated ? enlargement(size.width, size.height, stated) : 1;
    const enlarged = factor > 1 ? { width: Math.round(size.width * factor), height: Math.round(size.height * factor) } : null;
    const dpi = stated ? stated * factor : null;
    // Tesseract reads PNG, JPEG and WEBP itself; only TIFF pages (and pages to enlarge) are converted first.
    const png = async (): Promise<Buffer> => (info.kind !== 'tiff' && info.pages === 1 && !enlarged ? Buffer.from(input.bytes) : pageToGreyPng(input.bytes, i, 0, enlarged));
    return { png, options: { page: i + 1, language: input.language, dpi, widthPx: enlarged?.width ?? size.width, heightPx: enlarged?.height ?? size.height, pointsPerPixel: 72 / (dpi ?? ASSUMED_DPI) } };
  };
  let done = 0;
  input.progress({ stage: 'ocr', pagesDone: 0, pagesTotal: info.pages });
  // Pages are read on every free worker of the pool at once (lib/lanes), and used here in page order.
  const readings = readPagesInLanes(input.ocr === false ? [] : Array.from({ length: info.pages }, (_, i) => i + 1), {
    prepare: async (no) => {
      const p = plan(no - 1);
      return { png: await p.png(), options: p.options };
    },
    readHere: (_no, page) => ocrPage(page.png, page.options),
    readElsewhere: input.elsewhere ? (page) => input.elsewhere!.ocr(page.png, page.options) : null,
    maxAway: Math.min(OCR_PAGES_AWAY, input.elsewhere?.helpers ?? 0),
    onRead: () => input.progress({ stage: 'ocr', pagesDone: ++done, pagesTotal: info.pages }),
  });
  for (let i = 0; i < info.pages; i++) {
    const no = i + 1;
    const { options } = plan(i);
    const reading = readings.get(no);
    // Without OCR (asked for by the caller) an image page is only its size: nothing on it is read.
    const ocr = reading
      ? await reading
      : { widthPt: options.widthPx * options.pointsPerPixel, heightPt: options.heightPx * options.pointsPerPixel, rotation: 0 as const, items: [], lines: [], grids: [], skew: 0 };
    const page: Page = { no, widthPt: ocr.widthPt, heightPt: ocr.heightPt, rotation: ocr.rotation, layer: ocr.items.length ? 'ocr' : 'none', items: ocr.items, lines: ocr.lines };
    pages.push(page);
    const found = detectTables(page, ocr.lines, `t${tables.length}`, ocr.grids, ocr.skew);
    tables.push(...found.tables);
    blocks.push(...linesToBlocks(found.remainingLines, no), ...found.blocks);
    perSheet.push({ chars: countChars(ocr.lines.map((l) => l.text).join('\n')), areaA4: areaInA4(ocr.widthPt, ocr.heightPt) });
  }
  input.progress({ stage: 'ocr', pagesDone: info.pages, pagesTotal: info.pages });
  blocks.sort((a, b) => a.page - b.page || (a.box?.[1] ?? 0) - (b.box?.[1] ?? 0));
  const markdown = renderMarkdown(blocks, tables);
  const doc: ParsedDocument = {
    modelVersion: MODEL_VERSION,
    source: { fileHash: input.fileHash, fileName: input.fileName, format: 'image', bytes: input.bytes.length },
    pages, tables, blocks, markdown,
    stats: { sheets: info.pages, chars: countChars(markdown), perSheet, ocrPages: pages.map((p) => p.no) },
    issues: [],
  };
  return doc;
};

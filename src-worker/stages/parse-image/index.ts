import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, Page, ParsedDocument, SheetMeasure, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { greySpread, imageInfo, pageToGreyPng } from '../../adapters/images';
import { warning } from '../../../src-shared/contract/warnings';
import { TiffPager, tiffPages } from '../../lib/images/tiff-pages';
import { BLANK_MAX_RANGE, BLANK_MAX_STDEV } from '../../tuning/budgets';
import { linesToBlocks } from '../../lib/layout/blocks';
import type { OcrOptions } from '../../lib/ocr';
import { ocrPagesInLanes } from '../../lib/ocr/pages';
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
 * The factor an image page of this size is reduced by to be read within OCR_MAX_PIXELS (1: not
 * reduced): a 9999×9999 PNG decoded whole is 100 M pixels, gigabytes inside Tesseract (issue 16).
 */
export function reduction(width: number, height: number): number {
  const pixels = Math.max(1, width * height);
  return pixels > OCR_MAX_PIXELS ? Math.sqrt(OCR_MAX_PIXELS / pixels) : 1;
}

/** A page whose grey levels barely vary carries no ink: it is not OCR'd (tuning/budgets.ts). */
export function isBlank(spread: { min: number; max: number; stdev: number }): boolean {
  return spread.max - spread.min <= BLANK_MAX_RANGE || spread.stdev < BLANK_MAX_STDEV;
}

/**
 * JPG/PNG/WEBP/TIFF → ParsedDocument by OCR, one page per image page (multi-page TIFF). The pixel
 * size of every page is checked from the headers before anything is decoded. A page past the pixel
 * cap is read reduced (`image_reduced`); a page without ink is not OCR'd (`blank_pages`).
 */
export const parseImage: Parser = async (input) => {
  const info = await imageInfo(input.bytes);
  const pages: Page[] = [];
  const blocks: Block[] = [];
  const tables: Table[] = [];
  const perSheet: SheetMeasure[] = [];
  const blank: number[] = [];
  const reduced: number[] = [];
  // A multi-page TIFF is read one page at a time as a one-page file (lib/images/tiff-pages.ts): opened
  // whole, each page costs a walk of every directory, and a 2,000-page file took minutes.
  const walked = info.kind === 'tiff' && info.pages > 1 ? tiffPages(input.bytes) : null;
  const pager = walked && walked.length === info.pages ? new TiffPager(input.bytes, walked) : null;
  const onPage = <T>(i: number, read: (bytes: Uint8Array, page: number) => Promise<T>): Promise<T> =>
    (pager ? pager.withPage(i, (one) => read(one, 0)) : read(input.bytes, i));
  // How page i is read: reduced past the pixel cap, or enlarged when its stated resolution is low; its image; the reading options.
  const plan = (i: number): { reduce: number; png: () => Promise<Buffer>; options: OcrOptions } => {
    const size = info.sizes[i] ?? { width: 0, height: 0, dpi: null };
    const stated = size.dpi && size.dpi >= 100 ? size.dpi : null;
    // A page past the cap is reduced to it; one of lower stated resolution is read enlarged to the resolution PDF pages are read at.
    const reduce = reduction(size.width, size.height);
    const factor = reduce < 1 ? reduce : stated ? enlargement(size.width, size.height, stated) : 1;
    const resized = factor !== 1 ? { width: Math.max(1, Math.round(size.width * factor)), height: Math.max(1, Math.round(size.height * factor)) } : null;
    const dpi = stated ? stated * factor : null;
    // Tesseract reads PNG, JPEG and WEBP itself; only TIFF pages (and pages to resize) are converted first.
    const png = async (): Promise<Buffer> => (info.kind !== 'tiff' && info.pages === 1 && !resized ? Buffer.from(input.bytes)
      : onPage(i, (bytes, page) => pageToGreyPng(bytes, page, 0, resized, reduce < 1 ? 'lanczos3' : 'nearest')));
    const pointsPerPixel = 72 / ((stated ?? ASSUMED_DPI) * factor);
    return { reduce, png, options: { page: i + 1, language: input.language, dpi, widthPx: resized?.width ?? size.width, heightPx: resized?.height ?? size.height, pointsPerPixel } };
  };
  let done = 0;
  const progress = (): void => input.progress({ stage: 'ocr', pagesDone: done, pagesTotal: info.pages });
  progress();
  // Without OCR (asked for by the caller) no page is read; a page without ink is only measured, first, page by page.
  const toRead: number[] = [];
  for (let i = 0; input.ocr !== false && i < info.pages; i++) {
    if (isBlank(await onPage(i, greySpread))) {
      blank.push(i + 1);
      done++;
      progress();
    } else {
      toRead.push(i + 1);
    }
  }
  // The other pages are read on every free worker of the pool at once (lib/lanes), and used here in page order.
  const readings = ocrPagesInLanes(toRead, async (no) => {
    const p = plan(no - 1);
    return { png: await p.png(), options: p.options };
  }, input.elsewhere, () => {
    done++;
    progress();
  });
  for (let i = 0; i < info.pages; i++) {
    const no = i + 1;
    const { reduce, options } = plan(i);
    const reading = readings.get(no);
    if (reading && reduce < 1) reduced.push(no);
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
    issues: [
      ...(blank.length ? [warning('blank_pages', `${blank.length} of ${info.pages} pages carry no ink and were not OCR'd (pages ${pageList(blank)})`)] : []),
      ...(reduced.length ? [warning('image_reduced', `pages ${pageList(reduced)} were larger than ${OCR_MAX_PIXELS / 1e6} megapixels and were read reduced to that size`)] : []),
    ],
  };
  return doc;
};

/** "1–3, 7" for a message; a long list is cut after its first few runs. */
function pageList(pages: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < pages.length; i++) {
    const start = pages[i] as number;
    while (i + 1 < pages.length && pages[i + 1] === (pages[i] as number) + 1) i++;
    runs.push(start === pages[i] ? String(start) : `${start}–${pages[i]}`);
  }
  return runs.length > 5 ? `${runs.slice(0, 5).join(', ')}, …` : runs.join(', ');
}

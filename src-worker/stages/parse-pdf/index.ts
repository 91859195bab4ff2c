import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, Page, ParsedDocument, SheetMeasure, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { openPdf } from '../../adapters/pdfjs';
import type { PdfFile } from '../../adapters/pdfjs';
import { parseXmlTree } from '../../adapters/xml';
import type { XmlElement } from '../../../src-shared/document/model';
import { linesToBlocks } from '../../lib/layout/blocks';
import type { Line } from '../../lib/layout/lines';
import { ocrPagesInLanes } from '../../lib/ocr/pages';
import { nextTurn, readPagesInLanes } from '../../lib/lanes';
import { PDF_PAGES_TO_SHARE, PDF_RANGE_MIN_PAGES, PDF_RANGES_PER_WORKER } from '../../tuning/lanes';
import type { TextLayerPage } from '../../lib/parsed/pages';
import { pageDamage, readTextLayer } from './text-layers';
import { AppError } from '../../../src-shared/contract/app-error';
import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { ParseInput, Parser } from '../../lib/parsed/types';
import type { Grid } from '../../lib/rulings/grid';
import { detectTables } from '../../lib/tables';
import { mergeContinuedTables } from '../../lib/tables/merge';
import { areaInA4 } from '../../lib/parsed/area';
import { renderMarkdown } from '../../lib/markdown/render';
import { OCR_DPI, OCR_MAX_PIXELS } from '../../tuning/ocr';

/** The rendering resolution for OCR of a page of this size in points. */
export function ocrDpi(widthPt: number, heightPt: number): number {
  const pixelsAt300 = (widthPt * OCR_DPI / 72) * (heightPt * OCR_DPI / 72);
  return pixelsAt300 <= OCR_MAX_PIXELS ? OCR_DPI : Math.floor(OCR_DPI * Math.sqrt(OCR_MAX_PIXELS / pixelsAt300));
}

/**
 * PDF → ParsedDocument. Text-layer pages are read from pdfjs; pages without a text layer (scans,
 * and the scanned pages of mixed files) are rendered and OCR'd. Lines, paragraphs, headings and
 * tables are found from geometry, so markdown reads in page order.
 */
export const parsePdf: Parser = async (input) => {
  const pdf = await openPdf(input.bytes);
  try {
    return await readPages(pdf, input);
  } finally {
    await pdf.close();
  }
};

async function readPages(pdf: PdfFile, input: ParseInput): Promise<ParsedDocument> {
  const pages: Page[] = [];
  const blocks: Block[] = [];
  const tables: Table[] = [];
  const perSheet: SheetMeasure[] = [];
  const ocrPages: number[] = [];
  let done = 0;
  const progress = (): void => input.progress({ stage: 'parse', pagesDone: done, pagesTotal: pdf.pageCount });
  progress();
  // First the text layers, in ranges of pages on every free worker of the pool; then the pages
  // without one, by OCR, page by page on every free worker; then everything in page order.
  const layers = await readLayers(pdf, input, (read) => {
    done += read;
    progress();
  });
  const scanned = layers.filter((l) => l.text === null && !l.damaged && input.ocr !== false).map((l) => l.no);
  const damaged = new Map(layers.filter((l) => l.damaged).map((l) => [l.no, l.damaged!]));
  const readings = ocrPagesInLanes(scanned, async (no) => {
    const layer = layers[no - 1]!;
    const dpi = ocrDpi(layer.widthPt, layer.heightPt);
    const rendered = await pdf.render(no, dpi);
    return { png: rendered.png, options: { page: no, language: input.language, dpi, widthPx: rendered.width, heightPx: rendered.height, pointsPerPixel: 1 / rendered.scale } };
  }, input.elsewhere, () => {
    done++;
    progress();
  });
  for (const layer of layers) {
    const { no } = layer;
    let page: Page;
    let lines: Line[];
    let grids: Grid[];
    let skew = 0;
    const reading = readings.get(no);
    const ocr = reading ? await pageDamage(reading) : null;
    if (ocr && 'damaged' in ocr) damaged.set(no, ocr.damaged);
    if (ocr && !('damaged' in ocr)) {
      ocrPages.push(no);
      lines = ocr.lines;
      grids = ocr.grids;
      skew = ocr.skew;
      page = { no, widthPt: ocr.widthPt, heightPt: ocr.heightPt, rotation: ocr.rotation, layer: ocr.items.length ? 'ocr' : 'none', items: ocr.items, lines };
    } else if (layer.text) {
      ({ lines, grids } = layer.text);
      page = { no, widthPt: layer.widthPt, heightPt: layer.heightPt, rotation: layer.rotation, layer: 'vector', items: layer.text.items, lines };
    } else {
      // Not read, as asked (ocr false; the caller's warning names it), or damaged: the page stays without text.
      lines = [];
      grids = [];
      page = { no, widthPt: layer.widthPt, heightPt: layer.heightPt, rotation: layer.rotation, layer: 'none', items: [], lines };
    }
    pages.push(page);
    const pageTables = detectTables(page, lines, `t${tables.length}`, grids, skew);
    tables.push(...pageTables.tables);
    blocks.push(...linesToBlocks(pageTables.remainingLines, no), ...pageTables.blocks);
    perSheet.push({ chars: countChars(lines.map((l) => l.text).join('\n')), areaA4: areaInA4(layer.widthPt, layer.heightPt) });
  }
  input.progress({ stage: 'parse', pagesDone: pdf.pageCount, pagesTotal: pdf.pageCount });
  const issues = damageIssues(damaged, pages);
  const ordered = orderBlocks(blocks);
  // Continuations of a table keep their blocks, pointed at the table they were merged into.
  const aliases = new Map<string, string>();
  const merged = mergeContinuedTables(tables, aliases);
  for (const b of ordered) if (b.tableId) b.tableId = aliases.get(b.tableId) ?? b.tableId;
  const markdown = renderMarkdown(ordered, merged);
  const xml = await embeddedXml(pdf);
  return {
    ...(xml ? { xml } : {}),
    modelVersion: MODEL_VERSION,
    source: { fileHash: input.fileHash, fileName: input.fileName, format: 'pdf', bytes: input.bytes.length },
    pages,
    tables: merged,
    blocks: ordered,
    markdown,
    stats: { sheets: pdf.pageCount, chars: countChars(markdown), perSheet, ocrPages },
    issues,
  };
}

/**
 * Pages damaged inside are said in one warning, with the first page's reason; the rest of the file
 * is the answer. A file none of whose pages could be read at all is the error itself.
 */
function damageIssues(damaged: Map<number, string>, pages: Page[]): Warning[] {
  if (damaged.size === 0) return [];
  const [first, why] = [...damaged].sort((a, b) => a[0] - b[0])[0]!;
  if (damaged.size === pages.length && pages.every((p) => p.items.length === 0)) {
    throw new AppError('PARSING_ERROR', `the PDF could not be read: ${why}`, { reason: 'invalid_pdf' });
  }
  const list = [...damaged.keys()].sort((a, b) => a - b);
  const shown = list.length > 12 ? `${list.slice(0, 12).join(', ')} and ${list.length - 12} more` : list.join(', ');
  const which = list.length === 1
    ? `page ${first} of ${pages.length} is damaged inside and was not read whole (${why})`
    : `${list.length} of ${pages.length} pages are damaged inside and were not read whole (pages ${shown}; page ${first}: ${why})`;
  return [warning('pages_damaged', `${which}; the rest of the document was read`)];
}

/**
 * Every page's text layer, in page order. A long file is read in ranges of pages, each on whichever
 * worker is free (this one, or another of the pool: `lib/lanes`); `counted` is told how many pages
 * with a text layer each range read.
 */
async function readLayers(pdf: PdfFile, input: ParseInput, counted: (read: number) => void): Promise<TextLayerPage[]> {
  const helpers = input.elsewhere && pdf.pageCount >= PDF_PAGES_TO_SHARE ? input.elsewhere.helpers : 0;
  const size = helpers > 0 ? Math.max(PDF_RANGE_MIN_PAGES, Math.ceil(pdf.pageCount / ((helpers + 1) * PDF_RANGES_PER_WORKER))) : pdf.pageCount;
  const ranges: number[][] = [];
  for (let first = 1; first <= pdf.pageCount; first += size) ranges.push(Array.from({ length: Math.min(size, pdf.pageCount - first + 1) }, (_, i) => first + i));
  const results = readPagesInLanes(ranges.map((_, i) => i), {
    prepare: (i) => Promise.resolve(ranges[i]!),
    readHere: async (_i, range) => {
      const read: TextLayerPage[] = [];
      for (const no of range) {
        read.push(await readTextLayer(pdf, no));
        // Other workers' ranges are received, and they are given the next, while this one reads.
        await nextTurn();
      }
      return read;
    },
    readElsewhere: helpers > 0 ? (range) => input.elsewhere!.pdfText(input.bytes, range) : null,
    maxAway: helpers,
    // Counted as each range is read, wherever: a passed time budget stops the ranges not yet read.
    onRead: (_i, read) => counted(read.filter((l) => l.text !== null).length),
  });
  const layers: TextLayerPage[] = [];
  for (const i of ranges.keys()) layers.push(...(await results.get(i)!));
  return layers;
}

/** Page order, then top to bottom. */
function orderBlocks(blocks: Block[]): Block[] {
  return [...blocks].sort((a, b) => a.page - b.page || (a.box?.[1] ?? 0) - (b.box?.[1] ?? 0) || (a.box?.[0] ?? 0) - (b.box?.[0] ?? 0));
}

/** Attachments that carry an invoice's data (Factur-X / ZUGFeRD / XRechnung): kept for rung 1 of extraction. */
const INVOICE_XML = /^(factur-x|zugferd-invoice|zugferd_invoice|xrechnung|order-x)\.xml$/i;

async function embeddedXml(pdf: PdfFile): Promise<XmlElement | null> {
  const files = (await pdf.attachments()).filter((a) => a.name.toLowerCase().endsWith('.xml'));
  files.sort((a, b) => Number(INVOICE_XML.test(b.name)) - Number(INVOICE_XML.test(a.name)));
  for (const f of files) {
    try {
      return parseXmlTree(f.bytes);
    } catch {
      // A broken or hostile attachment is ignored: the visible document is still read normally.
    }
  }
  return null;
}

import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, Page, ParsedDocument, SheetMeasure, Table, TextItem } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { openPdf } from '../../adapters/pdfjs';
import type { PdfFile } from '../../adapters/pdfjs';
import { parseXmlTree } from '../../adapters/xml';
import type { XmlElement } from '../../../src-shared/document/model';
import { linesToBlocks } from '../../lib/layout/blocks';
import { pageLines } from '../../lib/layout/page-columns';
import type { Line } from '../../lib/layout/lines';
import { ocrPage } from '../../lib/ocr';
import { readPagesInLanes } from '../../lib/ocr/lanes';
import { OCR_PAGES_AWAY } from '../../tuning/lanes';
import type { ParseInput, Parser } from '../../lib/parsed/types';
import type { Grid } from '../../lib/rulings/grid';
import { vectorGrids } from '../../lib/rulings/vector';
import { panelDividers } from '../../lib/layout/panel-dividers';
import { detectTables } from '../../lib/tables';
import { mergeContinuedTables } from '../../lib/tables/merge';
import { areaInA4 } from '../../lib/parsed/area';
import { renderMarkdown } from '../../lib/markdown/render';
import { OCR_DPI, OCR_MAX_PIXELS } from '../../tuning/ocr';

/** A page with fewer characters than this in its text layer is treated as a scan and OCR'd. */
export const MIN_TEXT_LAYER_CHARS = 10;

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
  const linesByPage: Line[][] = [];
  // First the text layers: pages without one are read by OCR, on every free worker of the pool at once.
  const layers: { info: Awaited<ReturnType<PdfFile['pageInfo']>>; runs: Awaited<ReturnType<PdfFile['textRuns']>>; chars: number }[] = [];
  for (let no = 1; no <= pdf.pageCount; no++) {
    const runs = await pdf.textRuns(no);
    layers.push({ info: await pdf.pageInfo(no), runs, chars: runs.reduce((n, r) => n + r.text.trim().length, 0) });
  }
  const scanned = layers.flatMap((l, i) => (l.chars < MIN_TEXT_LAYER_CHARS && input.ocr !== false ? [i + 1] : []));
  let done = 0;
  const progress = (): void => input.progress({ stage: 'parse', pagesDone: done, pagesTotal: pdf.pageCount });
  progress();
  const readings = readPagesInLanes(scanned, {
    prepare: async (no) => {
      const { info } = layers[no - 1]!;
      const dpi = ocrDpi(info.widthPt, info.heightPt);
      const rendered = await pdf.render(no, dpi);
      return { png: rendered.png, options: { page: no, language: input.language, dpi, widthPx: rendered.width, heightPx: rendered.height, pointsPerPixel: 1 / rendered.scale } };
    },
    readHere: (_no, page) => ocrPage(page.png, page.options),
    readElsewhere: input.ocrElsewhere ? (page) => input.ocrElsewhere!.read(page.png, page.options) : null,
    maxAway: Math.min(OCR_PAGES_AWAY, input.ocrElsewhere?.helpers ?? 0),
    onRead: () => {
      done++;
      progress();
    },
  });
  for (let no = 1; no <= pdf.pageCount; no++) {
    const { info, runs, chars: layerChars } = layers[no - 1]!;
    let page: Page;
    let lines: Line[];
    let grids: Grid[];
    let skew = 0;
    const reading = readings.get(no);
    if (reading) {
      const ocr = await reading;
      ocrPages.push(no);
      lines = ocr.lines;
      grids = ocr.grids;
      skew = ocr.skew;
      page = { no, widthPt: ocr.widthPt, heightPt: ocr.heightPt, rotation: ocr.rotation, layer: ocr.items.length ? 'ocr' : 'none', items: ocr.items, lines };
    } else if (layerChars < MIN_TEXT_LAYER_CHARS) {
      // Not read, as asked (ocr false): the page stays without text, and the caller's warning names it.
      lines = [];
      grids = [];
      page = { no, widthPt: info.widthPt, heightPt: info.heightPt, rotation: info.rotation, layer: 'none', items: [], lines };
    } else {
      const items: TextItem[] = runs.map((r, i) => ({ id: `p${no}t${i}`, text: r.text, box: r.box, fontSize: r.fontSize, eol: r.eol }));
      const drawn = await pdf.drawnSegments(no);
      // A tall filled panel's sides end a column of the page (a sidebar), as on a scan.
      lines = pageLines(items, 0, panelDividers(drawn, info.widthPt, info.heightPt));
      page = { no, widthPt: info.widthPt, heightPt: info.heightPt, rotation: info.rotation, layer: 'vector', items, lines };
      // The table cells a page draws are read from its lines and filled bars themselves, not from a rendering.
      grids = vectorGrids(drawn);
      done++;
      progress();
    }
    pages.push(page);
    linesByPage.push(lines);
    const pageTables = detectTables(page, lines, `t${tables.length}`, grids, skew);
    tables.push(...pageTables.tables);
    blocks.push(...linesToBlocks(pageTables.remainingLines, no), ...pageTables.blocks);
    perSheet.push({ chars: countChars(lines.map((l) => l.text).join('\n')), areaA4: areaInA4(info.widthPt, info.heightPt) });
  }
  input.progress({ stage: 'parse', pagesDone: pdf.pageCount, pagesTotal: pdf.pageCount });
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
    issues: [],
  };
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

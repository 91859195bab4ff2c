import type { ParsedDocument } from '../../src-shared/document/model';
import { cfbKind } from '../adapters/office';
import { detectFormat } from '../stages/detect';
import type { DetectedFormat } from '../stages/detect';
import type { ParseInput, Parser } from '../lib/parsed/types';
import { budgeted, checkCeiling } from '../lib/parsed/limits';
import type { BudgetKind } from '../tuning/budgets';
import { billPages } from '../../src-shared/document/billing';

/**
 * One parser per detected format, loaded on first use: a worker that only ever sees text or XML
 * never pays for pdfjs, Tesseract or the office libraries.
 */
const PARSERS: Record<DetectedFormat, () => Promise<Parser>> = {
  pdf: async () => (await import('../stages/parse-pdf')).parsePdf,
  image: async () => (await import('../stages/parse-image')).parseImage,
  xml: async () => (await import('../stages/parse-xml')).parseXml,
  docx: async () => (await import('../stages/parse-office')).parseDocx,
  doc: async () => (await import('../stages/parse-office')).parseDoc,
  xlsx: async () => (await import('../stages/parse-office')).parseXlsx,
  xls: async () => (await import('../stages/parse-office')).parseXls,
  csv: async () => (await import('../stages/parse-office')).parseCsv,
};

/** How the pages of each format are read, which sets their time budget (tuning/budgets.ts). */
const BUDGET_KIND: Record<DetectedFormat, BudgetKind> = {
  pdf: 'layout', image: 'ocr', xml: 'logical', docx: 'logical', doc: 'logical', xlsx: 'logical', xls: 'logical', csv: 'logical',
};

/**
 * detect → parse for file input, under the document's limits (issue 16): the time budget is checked
 * at every page the parser reports, and the parse's bill against the caller's page ceiling — the same
 * count the host bills by, so a document past the ceiling is refused here, never billed.
 */
export async function parseFile(input: ParseInput): Promise<ParsedDocument> {
  const { format } = detectFormat(input.bytes, input.fileName, cfbKind);
  const parser = await PARSERS[format]();
  const doc = await parser({ ...input, progress: budgeted(input.progress, BUDGET_KIND[format]) });
  checkCeiling(billPages(doc.stats), input.pageCeiling);
  return doc;
}

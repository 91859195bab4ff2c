import type { ParsedDocument } from '../../src-shared/document/model';
import { cfbKind } from '../adapters/office';
import { detectFormat } from '../stages/detect';
import type { DetectedFormat } from '../stages/detect';
import type { ParseInput, Parser } from '../lib/parsed/types';

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

/** detect → parse for file input. */
export async function parseFile(input: ParseInput): Promise<ParsedDocument> {
  const { format } = detectFormat(input.bytes, input.fileName, cfbKind);
  const parser = await PARSERS[format]();
  return parser(input);
}

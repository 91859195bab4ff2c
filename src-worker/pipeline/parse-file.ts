import type { ParsedDocument } from '../../src-shared/document/model';
import { detectFormat } from '../stages/detect';
import type { DetectedFormat } from '../stages/detect';
import { cfbKind } from '../adapters/office';
import { parseImage } from '../stages/parse-image';
import { parseCsv, parseDoc, parseDocx, parseXls, parseXlsx } from '../stages/parse-office';
import { parsePdf } from '../stages/parse-pdf';
import { parseXml } from '../stages/parse-xml';
import type { ParseInput, Parser } from '../stages/parse/types';

/** One parser per detected format. */
const PARSERS: Record<DetectedFormat, Parser> = {
  pdf: parsePdf,
  image: parseImage,
  xml: parseXml,
  docx: parseDocx,
  doc: parseDoc,
  xlsx: parseXlsx,
  xls: parseXls,
  csv: parseCsv,
};

/** detect → parse for file input. */
export async function parseFile(input: ParseInput): Promise<ParsedDocument> {
  const { format } = detectFormat(input.bytes, input.fileName, cfbKind);
  return PARSERS[format](input);
}

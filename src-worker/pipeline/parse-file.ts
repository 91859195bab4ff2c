import { AppError } from '../../src-shared/contract/app-error';
import type { ParsedDocument } from '../../src-shared/document/model';
import { detectFormat } from '../stages/detect';
import type { CfbKind, DetectedFormat } from '../stages/detect';
import { parseImage } from '../stages/parse-image';
import { parsePdf } from '../stages/parse-pdf';
import { parseXml } from '../stages/parse-xml';
import type { ParseInput, Parser } from '../stages/parse/types';

/** One parser per detected format. */
const PARSERS: Partial<Record<DetectedFormat, Parser>> = {
  pdf: parsePdf,
  image: parseImage,
  xml: parseXml,
};

const cfbKind: CfbKind = () => 'unknown';

/** detect → parse for file input. */
export async function parseFile(input: ParseInput): Promise<ParsedDocument> {
  const { format } = detectFormat(input.bytes, input.fileName, cfbKind);
  const parser = PARSERS[format];
  if (!parser) throw new AppError('PARSING_ERROR', `no parser for ${format} files`, { reason: 'unsupported_format', format });
  return parser(input);
}

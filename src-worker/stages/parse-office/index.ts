import { cfbKind, encryptedError, isCfb, isZip } from '../../adapters/office';
import type { Parser } from '../../lib/parsed/types';
import { docDocument } from './doc';
import { docxDocument } from './docx';
import { parseSpreadsheet } from './sheets';

/**
 * Office parsers: DOCX, DOC, XLSX, XLS, CSV → ParsedDocument with logical pages (see each module).
 * The bytes decide between the OOXML and the legacy reader, so a .doc saved as .docx (or the
 * reverse) still parses; a password-protected file is PARSING_ERROR with `reason: 'encrypted'`.
 */

/** Word files: ZIP → DOCX reader, CFB → DOC reader (after refusing an encrypted OOXML package). */
const parseWord: Parser = async (input) => {
  if (isZip(input.bytes)) return docxDocument(input);
  if (isCfb(input.bytes) && cfbKind(input.bytes) === 'encrypted-ooxml') throw encryptedError('EncryptedPackage stream');
  return docDocument(input);
};

export const parseDocx: Parser = (input) => parseWord(input);
export const parseDoc: Parser = (input) => parseWord(input);

export const parseXlsx: Parser = (input) => parseSpreadsheet(input, 'xlsx');
export const parseXls: Parser = (input) => parseSpreadsheet(input, 'xls');
export const parseCsv: Parser = (input) => parseSpreadsheet(input, 'csv');

export { readSheets } from '../../lib/sheets/workbook';
export type { SheetRows } from '../../lib/sheets/workbook';

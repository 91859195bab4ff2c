import { cfbKind, encryptedError, isCfb, isZip } from '../../adapters/office';
import { decodeText, parseDelimited } from '../../adapters/csv';
import { readSheetJsCells } from '../../adapters/xls';
import { readXlsxCells } from '../../adapters/xlsx';
import type { RawSheet } from '../../adapters/xlsx';
import { readSafeZip } from '../../adapters/zip-guard';
import { unreadable } from '../parsed/unreadable';
import { rawCellsToGrid, rowsToGrid } from './cells';
import { csvLowerBoundChars } from './estimate';
import { checkCeiling } from '../parsed/limits';
import { sheetPages } from '../../../src-shared/document/billing';

/**
 * The rows of a workbook or CSV, read once for both users of them: the spreadsheet parser (one
 * logical page per sheet) and the registry match (rows keyed by a column).
 */
export type SheetFormat = 'xlsx' | 'xls' | 'csv';

export interface SheetRows {
  name: string;
  /** Rectangular; the first row is the header. */
  rows: string[][];
  /** CSV only: the text encoding used (`utf-8`, `windows-1251`…); the registry requires UTF-8. */
  encoding?: string;
}

export interface Workbook {
  format: SheetFormat;
  /** Non-empty sheets only, in workbook order. */
  sheets: SheetRows[];
}

/**
 * Rows of every non-empty sheet of a CSV, XLS or XLSX file, for the registry match. The content
 * decides the reader (ZIP → XLSX, CFB → XLS); the extension only breaks the tie for other bytes.
 */
export async function readSheets(bytes: Uint8Array, fileName: string): Promise<SheetRows[]> {
  const ext = /\.(xlsx|xls|csv)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (await readWorkbook(bytes, fileName, ext === 'xlsx' || ext === 'xls' ? ext : 'csv')).sheets;
}

/**
 * `pageCeiling` (issue 16): a CSV whose text alone passes it (`csvLowerBoundChars`) is refused before
 * it is split into fields; a one-line CSV of 39 MB is millions of fields, gigabytes as strings.
 */
export async function readWorkbook(bytes: Uint8Array, fileName: string, hint: SheetFormat, pageCeiling: number | null = null): Promise<Workbook> {
  if (isZip(bytes)) return { format: 'xlsx', sheets: toRows(await readXlsx(bytes)) };
  if (isCfb(bytes)) {
    const kind = cfbKind(bytes);
    if (kind === 'encrypted-ooxml') throw encryptedError('EncryptedPackage stream');
    if (kind === 'doc') throw unreadable(new Error('a Word document, not a spreadsheet'), 'spreadsheet');
    return { format: 'xls', sheets: toRows(readXls(bytes)) };
  }
  // Not a container: BIFF2–4, SpreadsheetML or HTML saved as .xls go to SheetJS; anything else is text.
  if (hint !== 'csv') return { format: 'xls', sheets: toRows(readXls(bytes)) };
  const { text, encoding } = decodeText(bytes);
  checkCeiling(sheetPages(csvLowerBoundChars(text)), pageCeiling, true);
  const rows = rowsToGrid(parseDelimited(text).rows);
  return { format: 'csv', sheets: rows.length ? [{ name: baseName(fileName), rows, encoding }] : [] };
}

const STYLES_XML = 'xl/styles.xml';

async function readXlsx(bytes: Uint8Array): Promise<RawSheet[]> {
  const kept = await readSafeZip(bytes, { keep: [STYLES_XML] });
  const styles = kept.get(STYLES_XML);
  try {
    return await readXlsxCells(bytes, styles ? new TextDecoder().decode(styles) : null);
  } catch (first) {
    // exceljs rejects some files Excel opens (odd merges, unusual parts); SheetJS reads the same, already guarded, bytes.
    try {
      return readSheetJsCells(bytes);
    } catch {
      throw unreadable(first, 'workbook');
    }
  }
}

function readXls(bytes: Uint8Array): RawSheet[] {
  try {
    return readSheetJsCells(bytes);
  } catch (err) {
    if (err instanceof Error && /password/i.test(err.message)) throw encryptedError(err.message);
    throw unreadable(err, 'workbook');
  }
}

function toRows(sheets: RawSheet[]): SheetRows[] {
  return sheets.map((s) => ({ name: s.name, rows: rawCellsToGrid(s.cells) })).filter((s) => s.rows.length > 0);
}

function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? fileName;
  return name.replace(/\.[^.]*$/, '') || 'Sheet1';
}


import * as XLSX from '@e965/xlsx';
import * as cpexcel from '@e965/xlsx/dist/cpexcel';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { percentStyle, withPercent } from './xlsx';
import type { RawCell, RawSheet, RawValue } from './xlsx';

/**
 * Legacy .xls (BIFF) through SheetJS CE 0.20.3 as republished in `@e965/xlsx`, never npm `xlsx` 0.18.5
 * (CVE-2023-30533 prototype pollution, CVE-2024-22363 ReDoS). Also the fallback reader for .xlsx files
 * exceljs rejects. The ESM build ships without codepage tables, so they are installed here: BIFF5 and
 * older store 8-bit text in the workbook's codepage.
 */
XLSX.set_cptable(cpexcel);

/** BIFF5 text in a codepage the file does not declare decodes as Latin-1 mojibake; these are re-read. */
const CODEPAGES: Record<string, number> = { 'windows-1251': 1251, 'KOI8-R': 20866, GB18030: 936, Big5: 950 };

const SAMPLE_CHARS = 65536;

export function readSheetJsCells(bytes: Uint8Array): RawSheet[] {
  let sheets = readWith(bytes, undefined);
  const codepage = misdecodedCodepage(sheets);
  if (codepage !== null) sheets = readWith(bytes, codepage);
  return sheets;
}

function readWith(bytes: Uint8Array, codepage: number | undefined): RawSheet[] {
  const options: XLSX.ParsingOptions = { type: 'buffer', cellDates: true, dense: true, cellNF: true, cellHTML: false, cellStyles: false };
  if (codepage !== undefined) options.codepage = codepage;
  const workbook = XLSX.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), options);
  const sheets: RawSheet[] = [];
  for (const name of workbook.SheetNames) {
    const sheet = sheetNamed(workbook.Sheets, name);
    if (!sheet || sheet['!type'] === 'chart') continue;
    sheets.push({ name, cells: denseCells(sheet['!data']) });
  }
  return sheets;
}

/**
 * Own properties only, so no name resolves to something inherited. SheetJS stores a sheet named
 * `__proto__` by assignment, which makes it the prototype of `Sheets` (no global pollution); it is
 * recovered from there.
 */
function sheetNamed(sheets: Record<string, XLSX.WorkSheet>, name: string): XLSX.WorkSheet | null {
  if (Object.prototype.hasOwnProperty.call(sheets, name)) return sheets[name] ?? null;
  if (name !== '__proto__') return null;
  const proto: unknown = Object.getPrototypeOf(sheets);
  return proto !== null && proto !== Object.prototype && typeof proto === 'object' && '!data' in proto ? (proto as XLSX.WorkSheet) : null;
}

function denseCells(data: unknown): RawCell[] {
  const cells: RawCell[] = [];
  if (!Array.isArray(data)) return cells;
  data.forEach((row: unknown, r) => {
    if (!Array.isArray(row)) return;
    row.forEach((cell: unknown, c) => {
      const value = cellValue(cell);
      if (value !== null) cells.push({ row: r, col: c, value });
    });
  });
  return cells;
}

function cellValue(cell: unknown): RawValue {
  if (typeof cell !== 'object' || cell === null) return null;
  const { t, v, w, z } = cell as XLSX.CellObject;
  switch (t) {
    case 'd':
      // SheetJS 0.20 stores the calendar fields in UTC (only sheet_to_json shifts to local time).
      return v instanceof Date ? v : null;
    case 'n':
      return typeof v === 'number' ? withPercent(v, percentStyle(typeof z === 'string' ? z : undefined)) : null;
    case 'b':
    case 's':
      return typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : null;
    case 'e':
      return w ?? '#ERROR';
    default:
      return null;
  }
}

/** The codepage to re-read with, when the text is mostly Latin-1 letters that chardet calls Cyrillic or CJK. */
function misdecodedCodepage(sheets: RawSheet[]): number | null {
  const parts: string[] = [];
  let length = 0;
  for (const sheet of sheets) {
    for (const { value } of sheet.cells) {
      if (typeof value !== 'string') continue;
      parts.push(value);
      length += value.length;
      if (length > SAMPLE_CHARS) break;
    }
    if (length > SAMPLE_CHARS) break;
  }
  const text = parts.join('\n');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin1High = text.match(/[\u00c0-\u00ff]/g)?.length ?? 0;
  if (letters < 20 || latin1High / letters < 0.3) return null;
  const top = chardet.analyse(iconv.encode(text, 'windows-1252'))[0];
  return top ? (CODEPAGES[top.name] ?? null) : null;
}

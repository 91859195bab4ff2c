import type { ParsedDocument, SheetMeasure, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { tableToMarkdown } from '../../lib/markdown/table-markdown';
import type { LogicalPart } from '../../lib/parsed/logical-document';
import { logicalDocument } from '../../lib/parsed/logical-document';
import type { ParseInput } from '../../lib/parsed/types';
import { splitBlocks } from '../../lib/parsed/blocks';
import { gridToTable, tableIds } from './common';
import { readWorkbook } from '../../lib/sheets/workbook';
import type { SheetFormat } from '../../lib/sheets/workbook';
import { sheetMarkdownChars } from '../../lib/sheets/estimate';
import { checkCeiling } from '../../lib/parsed/limits';
import { billPages } from '../../../src-shared/document/billing';

/**
 * Spreadsheets and CSV. Invariants: one logical page per non-empty worksheet (`## <name>` + one
 * table whose first row is the sheet's first non-empty row), one physical A4 sheet each for billing;
 * empty rows and columns are dropped; the same rows are what `readSheets` gives the registry match.
 */
/** The workbook as a ParsedDocument: one logical page and one A4 billing sheet per non-empty sheet. */
export async function parseSpreadsheet(input: ParseInput, hint: SheetFormat): Promise<ParsedDocument> {
  const workbook = await readWorkbook(input.bytes, input.fileName, hint, input.pageCeiling ?? null);
  // The bill of every sheet, counted before any table or markdown is built: past the ceiling, nothing is.
  const measures = workbook.sheets.map((s) => ({ chars: sheetMarkdownChars(workbook.format === 'csv' ? null : s.name, s.rows), areaA4: 1 }));
  checkCeiling(billPages({ sheets: measures.length, chars: 0, perSheet: measures, ocrPages: [] }), input.pageCeiling);
  const nextId = tableIds();
  const parts: LogicalPart[] = [];
  const perSheet: SheetMeasure[] = [];
  workbook.sheets.forEach((sheet, i) => {
    const table: Table = gridToTable(nextId(), sheet.rows);
    const body = tableToMarkdown(table);
    // A CSV has no sheet name worth a heading: its one page is the table.
    const markdown = workbook.format === 'csv' ? body : `## ${sheet.name.replace(/\s+/g, ' ').trim()}\n\n${body}`;
    parts.push({ markdown, blocks: splitBlocks(markdown), tables: [table] });
    perSheet.push({ chars: countChars(markdown), areaA4: 1 });
    input.progress({ stage: 'parse', pagesDone: i + 1, pagesTotal: workbook.sheets.length });
  });
  // An empty workbook still has one (empty) logical page; no sheet is billed and the pipeline adds parse_empty.
  if (parts.length === 0) parts.push({ markdown: '', blocks: [], tables: [] });
  return logicalDocument({
    format: workbook.format,
    fileName: input.fileName,
    fileHash: input.fileHash,
    bytes: input.bytes.byteLength,
    parts,
    perSheet,
  });
}

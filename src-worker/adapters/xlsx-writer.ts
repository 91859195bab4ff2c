import ExcelJS from 'exceljs';

/**
 * The only writer of Excel files (exceljs). Sheets are described as data by the export stage;
 * this file only lays them out: bold header, frozen first row, an autofilter where asked.
 */
export type Cell = string | number | boolean | null;

export interface SheetSpec {
  name: string;
  columns: { header: string; width: number }[];
  rows: Cell[][];
  /** Freeze the header row and put a filter on it. */
  filterHeader: boolean;
}

export async function writeWorkbook(sheets: SheetSpec[]): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'DocIntel';
  for (const spec of sheets) {
    const ws = wb.addWorksheet(spec.name, spec.filterHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    ws.columns = spec.columns.map((c) => ({ header: c.header, width: c.width }));
    ws.getRow(1).font = { bold: true };
    for (const row of spec.rows) ws.addRow(row);
    if (spec.filterHeader && spec.columns.length > 0) {
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
    }
  }
  const buffer = await wb.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer).slice().buffer;
}

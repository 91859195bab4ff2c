import type { SheetMeasure, Table, TableCell } from '../../../src-shared/document/model';

/** Characters per estimated page of a word-processor file when the file does not say (DOCX app.xml, DOC SummaryInformation). */
export const CHARS_PER_ESTIMATED_PAGE = 3000;

/** Pages a word-processor file says it has beyond this are not believed; the estimate is used instead. */
const MAX_DECLARED_PAGES = 10_000;

/** A cell before it becomes a TableCell: position, spans and text. */
export interface CellAt {
  row: number;
  col: number;
  rowSpan?: number;
  colSpan?: number;
  text: string;
}

/** Table ids are unique within one document: t1, t2… in reading order. */
export function tableIds(): () => string {
  let n = 0;
  return () => `t${++n}`;
}

/** The first row is the header, as in the markdown rendition (tableToMarkdown). */
export function makeTable(id: string, nRows: number, nCols: number, cells: CellAt[]): Table {
  const out: TableCell[] = cells.map((c) => ({
    row: c.row,
    col: c.col,
    rowSpan: c.rowSpan ?? 1,
    colSpan: c.colSpan ?? 1,
    text: c.text,
    header: c.row === 0,
    itemIds: [],
    box: null,
  }));
  return { id, pages: [], nRows, nCols, cells: out };
}

/** A rectangular grid of strings → a Table holding its non-empty cells. */
export function gridToTable(id: string, rows: string[][]): Table {
  const nCols = rows.reduce((n, r) => Math.max(n, r.length), 0);
  const cells: CellAt[] = [];
  rows.forEach((row, r) => {
    row.forEach((text, c) => {
      if (text !== '') cells.push({ row: r, col: c, text });
    });
  });
  return makeTable(id, rows.length, nCols, cells);
}

/**
 * Billing for word-processor files: the page count the file declares when it is plausible, else
 * max(1, ceil(chars / 3000)); the characters are spread evenly over those pages, A4 each.
 */
export function wordPages(chars: number, declared: number | null): SheetMeasure[] {
  const pages = declared !== null && declared >= 1 && declared <= MAX_DECLARED_PAGES ? declared : Math.max(1, Math.ceil(chars / CHARS_PER_ESTIMATED_PAGE));
  const base = Math.floor(chars / pages);
  const extra = chars - base * pages;
  return Array.from({ length: pages }, (_, i) => ({ chars: base + (i < extra ? 1 : 0), areaA4: 1 }));
}

export { unreadable } from '../../lib/parsed/unreadable';

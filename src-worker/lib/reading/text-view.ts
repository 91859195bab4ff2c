import type { Box } from '../../../src-shared/document/geometry';
import type { ParsedDocument, Table, TableCell, TextItem } from '../../../src-shared/document/model';
import { groupLines } from '../layout/lines';

/** A line of the document as the extractor reads it, with where it is. */
export interface ViewLine {
  index: number;
  /** The line; cells of a markdown table row are separated by a wide gap, like columns on a page. */
  text: string;
  page: number;
  box: Box | null;
  /** The markdown line as written, where the line came from markdown. */
  raw?: string;
  /** Positions of the line's pieces (PDF and OCR pages): character range in `text` and box. */
  spans?: { start: number; end: number; box: Box }[];
}

/** A cell of a table: its text, its box where known, and on a page the lines it is written in. */
export interface ViewCell {
  text: string;
  box: Box | null;
  /** The page the cell is written on, where it differs from its table's first (a table continued over pages). */
  page?: number;
  /** The cell's lines, grouped from its words when first asked (most cells are never asked). */
  lines?: () => { text: string; box: Box }[];
}

/** A table as rows of cell texts (with boxes where known), from any input kind. */
export interface ViewTable {
  page: number;
  rows: ViewCell[][];
  /** Read by OCR from a page image: its figures may have lost a separator. */
  ocr?: boolean;
}

export interface TextView {
  lines: ViewLine[];
  tables: ViewTable[];
  /** All line texts joined with newlines; offsets of `lines` in it are in `starts`. */
  text: string;
  starts: number[];
}

/**
 * The document as lines and tables, the same for every input kind: geometric lines of PDF and OCR
 * pages, markdown lines of everything else; tables from the parse, or from markdown tables.
 */
export function textView(doc: ParsedDocument): TextView {
  const lines: ViewLine[] = [];
  for (const page of doc.pages) {
    if (page.layer === 'vector' || page.layer === 'ocr') {
      for (const l of page.lines) lines.push({ index: lines.length, text: l.text, page: page.no, box: l.box, spans: l.spans });
    }
  }
  if (lines.length === 0) {
    for (const block of doc.blocks) {
      for (const t of block.text.split('\n')) {
        if (t.trim()) lines.push({ index: lines.length, text: asColumns(t.replace(/^#+\s*/, '')), page: block.page, box: null, raw: t });
      }
    }
  }
  const items = new Map(doc.pages.flatMap((p) => p.items.map((i) => [i.id, i] as const)));
  const ocrPages = new Set(doc.pages.filter((p) => p.layer === 'ocr').map((p) => p.no));
  const pageOfItem = new Map(doc.pages.flatMap((p) => p.items.map((i) => [i.id, p.no] as const)));
  const tables = doc.tables.length > 0 ? doc.tables.map((t) => ({ ...fromTable(t, items, pageOfItem), ...(ocrPages.has(t.pages[0] ?? 1) ? { ocr: true } : {}) })) : markdownTables(lines);
  const starts: number[] = [];
  let offset = 0;
  for (const l of lines) {
    starts.push(offset);
    offset += l.text.length + 1;
  }
  return { lines, tables, text: lines.map((l) => l.text).join('\n'), starts };
}

/** `| a | b |` → `a   b`: a table row reads like a line with wide gaps between its columns. */
function asColumns(line: string): string {
  const t = line.trim();
  if (!(t.startsWith('|') && t.endsWith('|'))) return line;
  if (/^\|[\s:|-]+\|$/.test(t)) return '';
  return t.slice(1, -1).split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, '|').trim()).filter(Boolean).join('   ');
}

function fromTable(t: Table, items: ReadonlyMap<string, TextItem>, pageOfItem: ReadonlyMap<string, number>): ViewTable {
  const first = t.pages[0] ?? 1;
  const rows: ViewCell[][] = Array.from({ length: t.nRows }, () =>
    Array.from({ length: t.nCols }, () => ({ text: '', box: null as Box | null })));
  for (const c of t.cells as TableCell[]) {
    const row = rows[c.row];
    if (!row || c.col >= row.length) continue;
    let grouped: { text: string; box: Box }[] | null = null;
    const lines = (): { text: string; box: Box }[] => (grouped ??= groupLines(c.itemIds.map((id) => items.get(id)).filter((i): i is TextItem => !!i))
      .map((l) => ({ text: l.text, box: l.box })));
    const page = c.itemIds.length ? pageOfItem.get(c.itemIds[0] as string) : undefined;
    const onPage = page !== undefined && page !== first ? { page } : {};
    row[c.col] = c.itemIds.length > 1 ? { text: c.text, box: c.box, lines, ...onPage } : { text: c.text, box: c.box, ...onPage };
  }
  return { page: first, rows };
}

/** Markdown tables in the lines (text input, XML renderings): `| a | b |` rows, separator rows skipped. */
function markdownTables(lines: ViewLine[]): ViewTable[] {
  const tables: ViewTable[] = [];
  let current: ViewTable | null = null;
  for (const l of lines) {
    const t = (l.raw ?? l.text).trim();
    if (t.startsWith('|') && t.endsWith('|') && t.length > 2) {
      if (/^\|[\s:|-]+\|$/.test(t)) continue;
      const cells = t.slice(1, -1).split(/(?<!\\)\|/).map((c) => ({ text: c.replace(/\\\|/g, '|').trim(), box: null }));
      current ??= { page: l.page, rows: [] };
      current.rows.push(cells);
    } else if (current) {
      tables.push(current);
      current = null;
    }
  }
  if (current) tables.push(current);
  return tables;
}

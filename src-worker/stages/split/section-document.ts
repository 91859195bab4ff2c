import type { ParsedDocument, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { renderMarkdown } from '../../lib/markdown/render';

/**
 * One section of a composite file as a document of its own, for extraction and the envelope:
 * its pages only, numbered as in the whole file (SPEC: section fields keep the file's pages);
 * its blocks, its tables (a table the parse joined across the boundary is cut back to this
 * section's pages and rows), markdown rebuilt from them.
 * The embedded XML of a Factur-X file stays only with the section that prints its number.
 */
export function sectionDocument(doc: ParsedDocument, first: number, last: number, keepXml: boolean): ParsedDocument {
  const inRange = (page: number): boolean => page >= first && page <= last;
  const pages = doc.pages.filter((p) => inRange(p.no));
  const itemPages = new Map(pages.flatMap((p) => p.items.map((i) => [i.id, p.no] as const)));
  const tables = doc.tables.filter((t) => t.pages.some(inRange)).map((t) => clipTable(t, inRange, itemPages));
  const tableIds = new Set(tables.map((t) => t.id));
  const blocks = doc.blocks.filter((b) => inRange(b.page) && (!b.tableId || tableIds.has(b.tableId)));
  const markdown = doc.source.format === 'pdf' ? renderMarkdown(blocks, tables) : blocks.map((b) => b.text).join('\n\n');
  const perSheet = doc.stats.perSheet.slice(first - 1, last);
  return {
    modelVersion: doc.modelVersion,
    source: doc.source,
    pages,
    tables,
    blocks,
    markdown,
    stats: { sheets: pages.length, chars: countChars(markdown), perSheet, ocrPages: doc.stats.ocrPages.filter(inRange) },
    issues: [],
    ...(keepXml && doc.xml ? { xml: doc.xml } : {}),
  };
}

/**
 * A table continued over the boundary keeps only the rows whose words lie on this section's pages
 * (rows are renumbered from 0); a table wholly inside is kept as it is.
 */
function clipTable(t: Table, inRange: (page: number) => boolean, itemPages: ReadonlyMap<string, number>): Table {
  if (t.pages.every(inRange)) return t;
  const rowInside = new Map<number, boolean>();
  for (const c of t.cells) {
    if (c.itemIds.length === 0) continue;
    const inside = c.itemIds.some((id) => itemPages.has(id));
    rowInside.set(c.row, (rowInside.get(c.row) ?? false) || inside);
  }
  const kept = [...new Set(t.cells.map((c) => c.row))].filter((r) => rowInside.get(r) === true).sort((a, b) => a - b);
  const newRow = new Map(kept.map((r, i) => [r, i]));
  const cells = t.cells.filter((c) => newRow.has(c.row)).map((c) => ({ ...c, row: newRow.get(c.row)!, rowSpan: 1 }));
  return { ...t, pages: t.pages.filter(inRange), nRows: kept.length, cells };
}

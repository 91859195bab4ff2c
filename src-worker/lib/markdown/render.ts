import type { Block, Table } from '../../../src-shared/document/model';
import { tableToMarkdown } from './table-markdown';

/**
 * The document's markdown from its ordered blocks: a table is written once, where it starts, even
 * when it continues over several pages; page breaks are blank lines.
 */
export function renderMarkdown(blocks: readonly Block[], tables: readonly Table[]): string {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const written = new Set<string>();
  const parts: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'table' && b.tableId) {
      if (written.has(b.tableId)) continue;
      written.add(b.tableId);
      const table = byId.get(b.tableId);
      if (table) parts.push(tableToMarkdown(table));
      continue;
    }
    parts.push(b.text);
  }
  return parts.join('\n\n');
}

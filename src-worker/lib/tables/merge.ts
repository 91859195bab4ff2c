import type { Table } from '../../../src-shared/document/model';

/**
 * A table that ends one page and a table that starts the next with the same column count (and,
 * where the next one repeats it, the same header) are one table across both pages.
 */
export function mergeContinuedTables(tables: Table[], aliases: Map<string, string>): Table[] {
  const out: Table[] = [];
  for (const t of tables) {
    const prev = out[out.length - 1];
    const prevPage = prev?.pages[prev.pages.length - 1];
    if (prev && prevPage !== undefined && t.pages[0] === prevPage + 1 && t.nCols === prev.nCols && t.edges?.top === true && prev.edges?.bottom === true) {
      const header = headerRow(t);
      const repeats = header !== null && header === headerRow(prev);
      const shift = prev.nRows - (repeats ? 1 : 0);
      const cells = t.cells.filter((c) => !(repeats && c.row === 0)).map((c) => ({ ...c, row: c.row + shift, header: false }));
      out[out.length - 1] = { ...prev, edges: { top: prev.edges?.top ?? false, bottom: t.edges?.bottom ?? false }, pages: [...prev.pages, ...t.pages], nRows: prev.nRows + t.nRows - (repeats ? 1 : 0), cells: [...prev.cells, ...cells] };
    } else {
      out.push(t);
    }
    aliases.set(t.id, out[out.length - 1]?.id ?? t.id);
  }
  return out;
}

function headerRow(t: Table): string | null {
  const cells = t.cells.filter((c) => c.row === 0).sort((a, b) => a.col - b.col);
  return cells.length ? cells.map((c) => c.text.trim().toLowerCase()).join('|') : null;
}

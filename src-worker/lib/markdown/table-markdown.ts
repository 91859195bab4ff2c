import type { Table } from '../../../src-shared/document/model';

/** A table as a GFM markdown table; the first row is the header. Pipes and newlines in cells are escaped. */
export function tableToMarkdown(table: Table): string {
  const grid: string[][] = Array.from({ length: table.nRows }, () => Array<string>(table.nCols).fill(''));
  for (const cell of table.cells) {
    const row = grid[cell.row];
    if (row && cell.col < table.nCols) row[cell.col] = escapeCell(cell.text);
  }
  if (grid.length === 0) return '';
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const [head, ...body] = grid;
  return [line(head ?? []), line(Array<string>(table.nCols).fill('---')), ...body.map(line)].join('\n');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
}

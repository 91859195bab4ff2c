import type { RawCell, RawValue } from '../../adapters/xlsx';

/**
 * Cell values → the text a reader of the sheet would write down:
 * - numbers as typed, without binary float noise (180.50000000000003 → 180.5), never in the cell's
 *   display format (a "0" format would hide the kopecks of 461.02) — except a percent sign, which
 *   changes the meaning (0.1 shown as 10%);
 * - dates as ISO `YYYY-MM-DD` (time added only when there is one; time-only cells as `HH:MM:SS`);
 * - booleans as Excel shows them; strings trimmed, line endings normalised.
 */
export function formatValue(value: RawValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.replace(/\r\n?/g, '\n').trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return formatNumber(value);
  if (value instanceof Date) return formatDate(value);
  return `${formatNumber(value.percent)}%`;
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n) || Number.isInteger(n)) return String(n);
  // 15 significant digits is what Excel itself keeps; beyond that is binary noise.
  return String(Number(n.toPrecision(15)));
}

export function formatDate(d: Date): string {
  const t = d.getTime();
  if (Number.isNaN(t)) return '';
  // Serial dates carry sub-millisecond float error: round to the second before reading the fields.
  const r = new Date(Math.round(t / 1000) * 1000);
  const date = r.toISOString().slice(0, 10);
  const time = r.toISOString().slice(11, 19);
  // Time-only cells sit on Excel's day zero (1899-12-30 / 1899-12-31, or 1904-01-01).
  if (r.getUTCFullYear() < 1900 || date === '1904-01-01') return time === '00:00:00' ? date : time;
  if (time === '00:00:00') return date;
  return `${date} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

/**
 * Sparse cells → a compact grid: rows and columns with no text at all are dropped (forms such as
 * TORG-12 spread a dozen values over forty narrow columns), every row padded to the same width.
 */
export function compactGrid(cells: ReadonlyArray<{ row: number; col: number; text: string }>): string[][] {
  const filled = cells.filter((c) => c.text !== '');
  const rowIndex = indexOf(filled.map((c) => c.row));
  const colIndex = indexOf(filled.map((c) => c.col));
  const grid = Array.from({ length: rowIndex.size }, () => Array<string>(colIndex.size).fill(''));
  for (const c of filled) {
    const row = grid[rowIndex.get(c.row) ?? -1];
    const col = colIndex.get(c.col);
    if (row && col !== undefined) row[col] = c.text;
  }
  return grid;
}

export function rawCellsToGrid(cells: readonly RawCell[]): string[][] {
  return compactGrid(cells.map((c) => ({ row: c.row, col: c.col, text: formatValue(c.value) })));
}

/** Dense rows (CSV) → the same compact grid, in place of a sparse cell list: big CSVs are mostly full. */
export function rowsToGrid(rows: readonly (readonly string[])[]): string[][] {
  const texts = rows.map((row) => row.map((cell) => formatValue(cell)));
  const used = new Set<number>();
  for (const row of texts) {
    row.forEach((t, c) => {
      if (t !== '') used.add(c);
    });
  }
  const cols = [...used].sort((a, b) => a - b);
  return texts.filter((row) => row.some((t) => t !== '')).map((row) => cols.map((c) => row[c] ?? ''));
}

/** Distinct sorted values → their rank. */
function indexOf(values: number[]): Map<number, number> {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  return new Map(sorted.map((v, i) => [v, i]));
}

import { AppError } from '../../../src-shared/contract/app-error';

/**
 * The registry of a match request (CSV, XLS or XLSX): its first non-empty sheet, the header row
 * naming the columns. Unreadable files and CSV that is not UTF-8 are MATCH_REGISTRY_INVALID (SPEC).
 */
export interface Registry {
  columns: string[];
  rows: string[][];
}

export async function readRegistry(bytes: Uint8Array, fileName: string): Promise<Registry> {
  let sheets;
  try {
    // Loaded on first use, like the parsers: most jobs have no registry.
    const { readSheets } = await import('../../lib/sheets/workbook');
    sheets = await readSheets(bytes, fileName);
  } catch (err) {
    throw new AppError('MATCH_REGISTRY_INVALID', `the registry could not be read: ${(err as Error).message}`, { reason: 'unreadable' });
  }
  const sheet = sheets[0];
  if (sheet?.encoding && !/^utf-?8$/i.test(sheet.encoding)) {
    throw new AppError('MATCH_REGISTRY_INVALID', `the registry CSV is ${sheet.encoding}, not UTF-8`, { reason: 'encoding', encoding: sheet.encoding });
  }
  if (!sheet || sheet.rows.length === 0) throw new AppError('MATCH_REGISTRY_INVALID', 'the registry is empty', { reason: 'empty' });
  const [header = [], ...rows] = sheet.rows;
  return { columns: header.map((c) => c.trim()), rows };
}

/** The index of `keyColumn` in the header: exact, then case- and space-insensitive. */
export function keyColumnIndex(registry: Registry, keyColumn: string): number {
  const exact = registry.columns.indexOf(keyColumn);
  if (exact >= 0) return exact;
  const want = normaliseKey(keyColumn);
  const loose = registry.columns.findIndex((c) => normaliseKey(c) === want);
  if (loose >= 0) return loose;
  throw new AppError('MATCH_KEY_COLUMN_NOT_FOUND', `column '${keyColumn}' is not in the registry`, { key_column: keyColumn, columns: registry.columns });
}

/** How registry keys and extracted values are compared: trimmed, case- and space-insensitive. */
export function normaliseKey(v: string): string {
  return v.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

import { AppError } from '../../../src-shared/contract/app-error';
import { keyColumnIndex } from '../../../src-shared/matching';

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

/** The registry as the matcher takes it: the header row, then the data rows. */
export function* registryRows(registry: Registry): Generator<readonly string[]> {
  yield registry.columns;
  yield* registry.rows;
}

/** Checks, before any document is read, that the key column is there (MATCH_KEY_COLUMN_NOT_FOUND). */
export function checkKeyColumn(registry: Registry, keyColumn: string): void {
  keyColumnIndex(registry.columns, keyColumn);
}

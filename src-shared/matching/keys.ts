import { AppError } from '../contract/app-error';

/**
 * How registry keys and values are compared (docs/decisions.md "Registry match"): Unicode NFKC (full-width
 * digits and letters as their plain forms), lower case, runs of blanks as one space, trimmed.
 * "A-100", " a-100 " and "Ａ-１００" are one key. An empty result means "no key".
 */
export function normaliseKey(v: string): string {
  return v.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The index of `keyColumn` among the registry's column names: exact first, then case- and
 * space-insensitively; MATCH_KEY_COLUMN_NOT_FOUND (listing the columns there are) otherwise.
 */
export function keyColumnIndex(columns: readonly string[], keyColumn: string): number {
  // A blank name names no column, not the first column without a header.
  const want = normaliseKey(keyColumn);
  const exact = want === '' ? -1 : columns.indexOf(keyColumn);
  if (exact >= 0) return exact;
  const loose = want === '' ? -1 : columns.findIndex((c) => normaliseKey(c) === want);
  if (loose >= 0) return loose;
  throw new AppError('MATCH_KEY_COLUMN_NOT_FOUND', `column '${keyColumn}' is not in the registry`, { key_column: keyColumn, columns: [...columns] });
}

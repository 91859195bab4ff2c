import { RegistryMatcher } from '../../../src-shared/matching';
import type { MatchOutcome } from '../../../src-shared/matching';
import { readCsvRows } from './csv';

/** What the SDK answers: the same shape as `POST /v1/match`. */
export interface CsvMatchAnswer {
  match: MatchOutcome['match'];
  values: MatchOutcome['values'];
  registry: { file_name: string; columns: string[]; rows: number };
  warnings: MatchOutcome['warnings'];
}

/**
 * A CSV registry streamed through the matcher. Columns that have neither a name nor any text are
 * left out of `registry.columns`, as the server's reader drops them (a trailing delimiter on every line).
 */
export async function matchCsv(chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>, fileName: string,
  values: readonly (string | null)[], options: { keyColumn: string; valuesField: string }): Promise<CsvMatchAnswer> {
  const matcher = new RegistryMatcher(values, options);
  let used: boolean[] | null = null;
  for await (const row of readCsvRows(chunks)) {
    matcher.push(row);
    used ??= row.map(() => false);
    row.forEach((cell, i) => {
      if (cell !== '' && used) used[i] = true;
    });
  }
  const outcome = matcher.finish();
  const columns = outcome.columns.filter((name, i) => name !== '' || used?.[i] === true);
  return { match: outcome.match, values: outcome.values, registry: { file_name: fileName, columns, rows: outcome.match.registry_rows }, warnings: outcome.warnings };
}

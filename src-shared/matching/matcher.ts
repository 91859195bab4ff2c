import { AppError } from '../contract/app-error';
import type { MatchSection } from '../contract/envelope';
import { warning } from '../contract/warnings';
import type { Warning } from '../contract/warnings';
import { DistinctKeys, ownCopy } from './distinct';
import { keyColumnIndex, normaliseKey } from './keys';

/**
 * The registry match itself (SPEC "match object"), one row at a time: the server's match stage and
 * `POST /v1/match` feed it the rows their reader holds, the client-side SDK feeds it a CSV of any size
 * as it streams by. Memory grows with the distinct unmatched keys (the answer lists them) and the
 * values, never with the rows already seen.
 */

/** A registry row a value matched: where it is and what it holds. */
export interface MatchedRow {
  /** 1-based among the registry's non-empty data rows (the header is not counted; blank rows are skipped). */
  row: number;
  /** The key cell as the registry writes it. */
  key: string;
  /** The row's cells by column name (columns without a name are left out). */
  record: Record<string, string>;
}

/** What became of one value of the request, in the order they were given. */
export interface ValueMatch {
  /** 0-based position among the values given. */
  index: number;
  value: string | null;
  /** The form keys are compared in; null for an empty value. */
  normalised: string | null;
  /** `found` in the registry, `missing` from it, or `empty` (a gap: not counted in coverage). */
  status: 'found' | 'missing' | 'empty';
  /** Rows whose key is this value, the first MAX_ROWS_PER_VALUE of them. */
  registry_rows: MatchedRow[];
  /** How many rows have this key (more than `registry_rows` holds when the key repeats). */
  registry_rows_total: number;
}

export interface MatchOutcome {
  match: MatchSection;
  values: ValueMatch[];
  /** The registry's column names (its first non-empty row, trimmed). */
  columns: string[];
  warnings: Warning[];
}

export interface MatchOptions {
  /** The registry column holding the keys. */
  keyColumn: string;
  /** Where the values came from (`items[].article`), echoed as `match.values_field`. */
  valuesField: string;
}

/**
 * Rows listed per value: a key that repeats ten thousand times would otherwise carry its whole
 * registry into the answer; the count is always exact (`registry_rows_total`).
 */
export const MAX_ROWS_PER_VALUE = 20;

interface Hits { total: number; rows: MatchedRow[] }

export class RegistryMatcher {
  private readonly values: readonly (string | null)[];
  private readonly normalised: (string | null)[];
  /** Each distinct value (normalised) → the rows that have it. */
  private readonly hits = new Map<string, Hits>();
  /** Registry keys no value has, each in its first spelling, in registry order. */
  private readonly unmatched = new DistinctKeys(normaliseKey);
  private header: string[] | null = null;
  private keyIndex = -1;
  private dataRows = 0;

  constructor(values: readonly (string | null)[], private readonly options: MatchOptions) {
    this.values = values;
    this.normalised = values.map((v) => {
      const n = v === null ? '' : normaliseKey(v);
      return n === '' ? null : n;
    });
    for (const n of this.normalised) if (n !== null && !this.hits.has(n)) this.hits.set(n, { total: 0, rows: [] });
    if (this.hits.size === 0) {
      throw new AppError('MATCH_NO_DATA', `there are no values in '${options.valuesField}' to match`, { values_field: options.valuesField });
    }
  }

  /** One row of the registry; the first non-empty one is the header. Blank rows are skipped. */
  push(cells: readonly string[]): void {
    if (!cells.some((c) => c.trim() !== '')) return;
    if (this.header === null) {
      this.header = cells.map((c) => c.trim());
      this.keyIndex = keyColumnIndex(this.header, this.options.keyColumn);
      return;
    }
    this.dataRows++;
    const key = (cells[this.keyIndex] ?? '').trim();
    if (key === '') return;
    const n = normaliseKey(key);
    const hit = this.hits.get(n);
    if (hit) {
      hit.total++;
      if (hit.rows.length < MAX_ROWS_PER_VALUE) hit.rows.push({ row: this.dataRows, key: ownCopy(key), record: this.record(cells) });
    } else {
      this.unmatched.add(key, n);
    }
  }

  /** The match section, each value's fate and the warnings; MATCH_REGISTRY_INVALID for a registry with no rows at all. */
  finish(): MatchOutcome {
    if (this.header === null) throw new AppError('MATCH_REGISTRY_INVALID', 'the registry is empty', { reason: 'empty' });
    // Each distinct value once, in its first spelling (SPEC: duplicates count once).
    const firsts = new Map<string, string>();
    this.normalised.forEach((n, i) => {
      if (n !== null && !firsts.has(n)) firsts.set(n, this.values[i] as string);
    });
    const found = [...firsts.keys()].filter((n) => (this.hits.get(n)?.total ?? 0) > 0).length;
    const gaps = this.normalised.filter((n) => n === null).length;
    const field = this.options.valuesField;
    return {
      match: {
        found,
        missing_in_registry: [...firsts].filter(([n]) => this.hits.get(n)?.total === 0).map(([, v]) => v),
        unmatched_registry: this.unmatched.spellings,
        coverage: Math.round((found / firsts.size) * 10000) / 10000,
        registry_rows: this.dataRows,
        key_column: this.header[this.keyIndex] ?? this.options.keyColumn,
        values_field: field,
      },
      values: this.values.map((value, index) => {
        const n = this.normalised[index] ?? null;
        const hit = n === null ? null : this.hits.get(n);
        return { index, value, normalised: n, status: !hit ? 'empty' : hit.total > 0 ? 'found' : 'missing',
          registry_rows: hit ? hit.rows : [], registry_rows_total: hit ? hit.total : 0 };
      }),
      columns: [...this.header],
      warnings: gaps > 0 ? [warning('match_values_incomplete', `${gaps} value(s) of '${field}' are empty; coverage counts the rest`, field)] : [],
    };
  }

  private record(cells: readonly string[]): Record<string, string> {
    const out: Record<string, string> = {};
    (this.header ?? []).forEach((name, i) => {
      // Defined, not assigned: a column named `__proto__` is a column like any other.
      if (name !== '' && !Object.hasOwn(out, name)) Object.defineProperty(out, name, { value: ownCopy((cells[i] ?? '').trim()), enumerable: true, writable: true, configurable: true });
    });
    return out;
  }
}

/** The whole match over rows held in memory (the server's reader gives them so), header first. */
export function matchRows(rows: Iterable<readonly string[]>, values: readonly (string | null)[], options: MatchOptions): MatchOutcome {
  const matcher = new RegistryMatcher(values, options);
  for (const row of rows) matcher.push(row);
  return matcher.finish();
}

/** The same over rows that arrive as a stream (the SDK's CSV reader), header first. */
export async function matchRowStream(rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>, values: readonly (string | null)[], options: MatchOptions): Promise<MatchOutcome> {
  const matcher = new RegistryMatcher(values, options);
  for await (const row of rows) matcher.push(row);
  return matcher.finish();
}

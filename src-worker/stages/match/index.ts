import { AppError } from '../../../src-shared/contract/app-error';
import type { JsonObject, MatchSection } from '../../../src-shared/contract/envelope';
import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import { valuesAt } from './field';
import { keyColumnIndex, normaliseKey } from './registry';
import type { Registry } from './registry';

export { matchField, valuesAt } from './field';
export { readRegistry } from './registry';
export type { Registry } from './registry';

/**
 * The match section (SPEC "match object"): values of the result field against the registry's key
 * column. Gaps in the values give `match_values_incomplete` and coverage is computed over the rest.
 */
export function matchRegistry(result: JsonObject | null, registry: Registry, keyColumn: string, field: string): { match: MatchSection; warnings: Warning[] } {
  const values = result ? valuesAt(result, field) : [];
  const present = values.filter((v): v is string => v !== null);
  if (present.length === 0) throw new AppError('MATCH_NO_DATA', `the result has no values in '${field}' to match`, { values_field: field });
  return compare(present, values.length - present.length, registry, keyColumn, field);
}

/** The comparison itself, shared with the older `POST /v1/match`. */
export function compare(values: string[], gaps: number, registry: Registry, keyColumn: string, field: string): { match: MatchSection; warnings: Warning[] } {
  const col = keyColumnIndex(registry, keyColumn);
  const keys = registry.rows.map((r) => (r[col] ?? '').trim()).filter(Boolean);
  const registrySet = new Set(keys.map(normaliseKey));
  const valueSet = new Set(values.map(normaliseKey));
  const unique = [...new Map(values.map((v) => [normaliseKey(v), v])).values()];
  const found = unique.filter((v) => registrySet.has(normaliseKey(v))).length;
  const warnings: Warning[] = gaps > 0 ? [warning('match_values_incomplete', `${gaps} value(s) of '${field}' are empty; coverage counts the rest`, field)] : [];
  return {
    match: {
      found,
      missing_in_registry: unique.filter((v) => !registrySet.has(normaliseKey(v))),
      unmatched_registry: [...new Map(keys.map((k) => [normaliseKey(k), k])).values()].filter((k) => !valueSet.has(normaliseKey(k))),
      coverage: unique.length ? Math.round((found / unique.length) * 10000) / 10000 : 0,
      registry_rows: registry.rows.length,
      key_column: registry.columns[col] ?? keyColumn,
      values_field: field,
    },
    warnings,
  };
}

import type { JsonObject, MatchSection } from '../../../src-shared/contract/envelope';
import type { Warning } from '../../../src-shared/contract/warnings';
import { matchRows, valuesAt } from '../../../src-shared/matching';
import { registryRows } from './registry';
import type { Registry } from './registry';

export { matchField } from './field';
export { readRegistry, registryRows } from './registry';
export type { Registry } from './registry';

/**
 * The match section (SPEC "match object"): values of the result field against the registry's key
 * column, compared by the one matching module (src-shared/matching) that `POST /v1/match` and the
 * client-side SDK use too. Gaps in the values give `match_values_incomplete`; no value at all is
 * MATCH_NO_DATA.
 */
export function matchRegistry(result: JsonObject | null, registry: Registry, keyColumn: string, field: string): { match: MatchSection; warnings: Warning[] } {
  const values = result ? valuesAt(result, field) : [];
  const { match, warnings } = matchRows(registryRows(registry), values, { keyColumn, valuesField: field });
  return { match, warnings };
}

import type { ExtractionStatus, JsonObject, JsonValue } from './envelope';

/**
 * SPEC "extraction_status" and `result`, decided in one place:
 * - no schema asked for → `parse_only`, `result` null;
 * - nothing extracted — no result, or one whose every leaf is empty (null, a blank string, an
 *   empty array: the schema's skeleton) → `fallback`, `result` null ("`null` when nothing was
 *   extracted"; a model that answered `{}` or the built-in extractor that found nothing);
 * - some leaves empty → `partial`, the result as it is;
 * - every leaf filled → `full`.
 */
export interface ExtractionOutcome {
  result: JsonObject | null;
  status: ExtractionStatus;
}

export function extractionOutcome(schemaRequested: boolean, result: JsonObject | null): ExtractionOutcome {
  if (!schemaRequested) return { result: null, status: 'parse_only' };
  if (result === null || isEmptyValue(result)) return { result: null, status: 'fallback' };
  return { result, status: hasEmptyLeaf(result) ? 'partial' : 'full' };
}

/**
 * The same rule over the sections of a split file (SPEC rule 3: the data is in `documents[]`): each
 * section's result is kept or nulled as above; the file is `fallback` when no section has data,
 * `partial` when some section has none or has empty fields ("typical for split"), `full` otherwise.
 */
export function sectionsOutcome(schemaRequested: boolean, results: readonly (JsonObject | null)[]): { results: (JsonObject | null)[]; status: ExtractionStatus } {
  const each = results.map((r) => extractionOutcome(schemaRequested, r));
  if (!schemaRequested) return { results: each.map(() => null), status: 'parse_only' };
  const status: ExtractionStatus = each.every((o) => o.status === 'fallback') ? 'fallback'
    : each.every((o) => o.status === 'full') ? 'full' : 'partial';
  return { results: each.map((o) => o.result), status };
}

/** No leaf carries a value: only nulls, blank strings, empty arrays and objects. `0` and `false` are values. */
export function isEmptyValue(value: JsonValue): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** Some leaf is empty (null, a blank string) or some list has no element. */
function hasEmptyLeaf(value: JsonValue): boolean {
  if (value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.some(hasEmptyLeaf);
  if (typeof value === 'object') return Object.values(value).some(hasEmptyLeaf);
  return false;
}

import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { conceptById } from '../../lib/fields/concepts';
import { matchSchema } from '../../lib/fields/match-schema';
import { readSchema } from '../../lib/fields/schema';

/**
 * The string values of a result that translation works on, each with its path (`items[0].name`),
 * and the way back: a result of the same shape with some strings replaced.
 *
 * Values whose schema field means an identifier, a number, a date, money or a code stay as they are
 * whatever they look like (an INN, an IBAN, an article code, "2024-03-01"); proper names — the
 * parties' names, addresses and banks — are kept as written too: they are not translated by
 * convention, and before any model call they are placeholders anyway.
 */
export interface TranslatableString {
  path: string;
  value: string;
}

/** Value kinds of concepts (see extract/concepts.ts) that are never translated. */
const KEPT_KINDS = new Set(['date', 'amount', 'number', 'inn', 'kpp', 'ogrn', 'bic', 'account', 'iban', 'vat_id', 'currency', 'percent', 'phone', 'email']);
/** Concepts of kind `string` that are identifiers or proper names. */
const KEPT_CONCEPT = /^(?:document\.(?:number|contract_number)|items\[\]\.(?:article|barcode|customs_declaration|line|country_code)|[a-z_]+\.(?:name|address|bank))$/;

export function translatableStrings(result: JsonObject, schema: JsonObject): TranslatableString[] {
  const kept = keptLeafPaths(schema);
  const out: TranslatableString[] = [];
  const walk = (value: JsonValue, path: string, schemaPath: string): void => {
    if (typeof value === 'string') {
      if (value.trim() !== '' && !kept.has(schemaPath)) out.push({ path, value });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, `${schemaPath}[]`));
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, schemaPath ? `${schemaPath}.${k}` : k);
    }
  };
  walk(result, '', '');
  return out;
}

/** Schema paths (`seller.inn`, `items[].article`) of the leaves that are identifiers, figures or proper names. */
function keptLeafPaths(schema: JsonObject): Set<string> {
  const kept = new Set<string>();
  for (const m of matchSchema(readSchema(schema))) {
    const leaf = m.leaf;
    const kind = m.concept ? conceptById(m.concept)?.kind : undefined;
    const typed = leaf.type !== 'string' || (leaf.format !== null && /date|time|email|uri|uuid|ipv/.test(leaf.format));
    if (typed || (kind && KEPT_KINDS.has(kind)) || (m.concept && KEPT_CONCEPT.test(m.concept))) kept.add(leaf.path);
  }
  return kept;
}

/** A copy of `result` with the strings at the given paths replaced. */
export function withStrings(result: JsonObject, replaced: ReadonlyMap<string, string>): JsonObject {
  const walk = (value: JsonValue, path: string): JsonValue => {
    if (typeof value === 'string') return replaced.get(path) ?? value;
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}[${i}]`));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, path ? `${path}.${k}` : k)]));
    }
    return value;
  };
  return walk(result, '') as JsonObject;
}

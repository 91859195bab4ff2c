import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';

/**
 * The parts of a caller's JSON Schema that the extractor reads past without filling, by path:
 * objects with free keys (`additionalProperties` / `patternProperties` schemas, no `properties`),
 * tuples (`prefixItems`, array-form `items`), alternatives after the first object branch of
 * `anyOf` / `oneOf`, and `$ref`s outside the schema. Each is a place where the answer cannot follow
 * the schema, so the caller is told (warning `schema_unsupported`) instead of finding it empty.
 */
export function unsupportedSchemaParts(schema: JsonObject): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (s: JsonValue | undefined, path: string, depth: number): void => {
    if (!isObject(s) || depth > 32) return;
    const at = path || '(root)';
    if (typeof s.$ref === 'string' && !s.$ref.startsWith('#')) found.push(`${at}: $ref to another document (${s.$ref})`);
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/') && !seen.has(`${path}|${s.$ref}`)) {
      seen.add(`${path}|${s.$ref}`);
      visit(pointer(schema, s.$ref), path, depth + 1);
    }
    const free = [s.additionalProperties, s.patternProperties].some((x) => isObject(x) && Object.keys(x).length > 0);
    if (free && !isObject(s.properties)) found.push(`${at}: an object with free keys (additionalProperties/patternProperties)`);
    if (Array.isArray(s.prefixItems) || Array.isArray(s.items)) found.push(`${at}: a tuple (prefixItems)`);
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = s[key];
      if (Array.isArray(branches) && branches.filter((b) => isObject(b) && b.type !== 'null').length > 1) {
        found.push(`${at}: ${key} with several alternatives (the first is filled)`);
      }
    }
    if (isObject(s.properties)) for (const [k, v] of Object.entries(s.properties)) visit(v, path ? `${path}.${k}` : k, depth + 1);
    if (isObject(s.items)) visit(s.items, `${path}[]`, depth + 1);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = s[key];
      if (Array.isArray(branches)) for (const b of branches) visit(b, path, depth + 1);
    }
  };
  visit(schema, '', 0);
  return [...new Set(found)];
}

function pointer(root: JsonObject, ref: string): JsonValue | undefined {
  return ref.slice(2).split('/').reduce<JsonValue | undefined>((o, k) => (isObject(o) ? o[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
}

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

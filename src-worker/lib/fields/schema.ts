import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';

/**
 * A caller's JSON Schema as the extractor sees it: a tree of objects, arrays of objects and
 * leaves, each with the words that describe it (name, title, description) and its value type.
 * `$ref`s to `$defs`/`definitions` are followed (once per path, so recursive schemas end).
 */
export type LeafType = 'string' | 'number' | 'integer' | 'boolean';

export interface SchemaLeaf {
  /** The schema's `title`, as written (Excel headers), or null. */
  title: string | null;
  kind: 'leaf';
  key: string;
  path: string;
  words: string;
  type: LeafType;
  format: string | null;
  pattern: string | null;
  enumValues: JsonValue[] | null;
  nullable: boolean;
}

export interface SchemaObject {
  /** The schema's `title`, as written (Excel headers), or null. */
  title: string | null;
  kind: 'object';
  key: string;
  path: string;
  words: string;
  children: SchemaNode[];
}

export interface SchemaArray {
  /** The schema's `title`, as written (Excel headers), or null. */
  title: string | null;
  kind: 'array';
  key: string;
  path: string;
  words: string;
  /** Rows of objects (line items), or a list of scalars. */
  item: SchemaObject | SchemaLeaf;
}

export type SchemaNode = SchemaLeaf | SchemaObject | SchemaArray;

export function readSchema(schema: JsonObject): SchemaObject {
  const root = node(schema, schema, '', '', new Set());
  if (root.kind === 'object') return root;
  return { kind: 'object', title: null, key: '', path: '', words: '', children: [root] };
}

function node(s: JsonObject, root: JsonObject, key: string, path: string, seen: Set<string>): SchemaNode {
  const resolved = resolve(s, root, seen);
  const words = describe(key, resolved);
  const title = typeof resolved.title === 'string' ? resolved.title : null;
  const types = typesOf(resolved);
  if (types.includes('object') || isObject(resolved.properties)) {
    const props = isObject(resolved.properties) ? resolved.properties : {};
    const children = Object.entries(props)
      .filter(([, v]) => isObject(v))
      .map(([k, v]) => node(v as JsonObject, root, k, path ? `${path}.${k}` : k, new Set(seen)));
    return { kind: 'object', title, key, path, words, children };
  }
  if (types.includes('array')) {
    const itemSchema = isObject(resolved.items) ? resolved.items : {};
    const item = node(itemSchema, root, key, `${path}[]`, new Set(seen));
    const inner: SchemaObject | SchemaLeaf = item.kind === 'array'
      ? { kind: 'leaf', title, key, path: `${path}[]`, words, type: 'string', format: null, pattern: null, enumValues: null, nullable: true }
      : item;
    return { kind: 'array', title, key, path, words, item: inner };
  }
  const scalar = (['integer', 'number', 'boolean', 'string'] as const).find((t) => types.includes(t)) ?? 'string';
  return {
    kind: 'leaf', title, key, path, words, type: scalar,
    format: typeof resolved.format === 'string' ? resolved.format : null,
    pattern: typeof resolved.pattern === 'string' ? resolved.pattern : null,
    enumValues: Array.isArray(resolved.enum) ? resolved.enum : null,
    nullable: types.includes('null') || types.length === 0,
  };
}

/** Follows `$ref`, and merges the first object-like branch of `anyOf`/`oneOf`/`allOf`. */
function resolve(s: JsonObject, root: JsonObject, seen: Set<string>): JsonObject {
  let cur = s;
  for (let i = 0; i < 8; i++) {
    const ref = cur.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
      seen.add(ref);
      const target = ref.slice(2).split('/').reduce<JsonValue | undefined>((o, k) => (isObject(o) ? o[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
      if (!isObject(target)) break;
      const { $ref: _ref, ...rest } = cur;
      cur = { ...target, ...rest };
      continue;
    }
    const branches = [cur.allOf, cur.anyOf, cur.oneOf].find(Array.isArray) as JsonValue[] | undefined;
    if (branches) {
      const { allOf: _a, anyOf: _b, oneOf: _c, ...rest } = cur;
      const objects = branches.filter(isObject).map((b) => resolve(b, root, seen));
      const nonNull = objects.filter((b) => b.type !== 'null');
      const merged = cur.allOf ? Object.assign({}, ...objects) : (nonNull[0] ?? objects[0] ?? {});
      const nullable = objects.some((b) => b.type === 'null');
      cur = { ...merged, ...rest, ...(nullable ? { type: [...typesOf(merged), 'null'] } : {}) };
      continue;
    }
    break;
  }
  return cur;
}

function typesOf(s: JsonObject): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  return [];
}

function describe(key: string, s: JsonObject): string {
  const parts = [splitName(key)];
  if (typeof s.title === 'string') parts.push(s.title);
  if (typeof s.description === 'string') parts.push(s.description);
  return parts.join(' | ').toLowerCase();
}

/** `sellerInn` / `seller_inn` / `Seller-INN` → "seller inn". */
export function splitName(name: string): string {
  return name.replace(/([a-zа-яё])([A-ZА-ЯЁ])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim().toLowerCase();
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every leaf under a node, inside arrays of objects too (their paths read `items[].name`). */
export function leaves(n: SchemaNode): SchemaLeaf[] {
  if (n.kind === 'leaf') return [n];
  if (n.kind === 'object') return n.children.flatMap(leaves);
  return leaves(n.item);
}

/** A leaf that holds a number. */
export function isNumeric(leaf: SchemaLeaf): boolean {
  return leaf.type === 'number' || leaf.type === 'integer';
}

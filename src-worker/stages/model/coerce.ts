import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { isPlainObject } from '../../lib/model/answer';

/**
 * Safe, schema-guided repairs of a model's answer before validation: numbers written as text in
 * Russian or European notation ("1 200,50"), "true"/"false", a single value where the schema
 * wants an array, numbers where it wants a string, DD.MM.YYYY for `format: date`, and properties
 * the schema forbids (`additionalProperties: false`) dropped. Nothing ambiguous is guessed:
 * "1,200" (1.2 or 1200?) stays a string and fails validation.
 */
export function coerce(value: JsonValue, schema: JsonValue | undefined, root: JsonObject, depth = 0): JsonValue {
  const node = resolveRef(schema, root);
  if (!node || depth > 64) return value;
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches) && node.type === undefined) return coerceBranches(value, branches, root, depth);
  if (value === null) return value;
  const types = typesOf(node);
  let out: JsonValue = value;
  if (types.length > 0 && !types.some((t) => matchesType(out, t))) out = convert(out, types);
  if (isPlainObject(out)) return coerceObject(out, node, root, depth);
  if (Array.isArray(out)) return coerceArray(out, node, root, depth);
  if (typeof out === 'string' && node.format === 'date') return isoDate(out) ?? out;
  return out;
}

function coerceBranches(value: JsonValue, branches: JsonValue[], root: JsonObject, depth: number): JsonValue {
  const nodes = branches.map((b) => resolveRef(b, root)).filter((b): b is JsonObject => b !== null);
  if (value === null) return value;
  const fitting = nodes.find((b) => typesOf(b).some((t) => matchesType(value, t)));
  const target = fitting ?? nodes.find((b) => !typesOf(b).every((t) => t === 'null'));
  return target ? coerce(value, target, root, depth + 1) : value;
}

function coerceObject(obj: JsonObject, node: JsonObject, root: JsonObject, depth: number): JsonObject {
  const props = isPlainObject(node.properties) ? node.properties : null;
  const extra = node.additionalProperties;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(obj)) {
    if (props && Object.prototype.hasOwnProperty.call(props, key)) out[key] = coerce(v, props[key], root, depth + 1);
    else if (extra === false) continue;
    else out[key] = isPlainObject(extra) ? coerce(v, extra, root, depth + 1) : v;
  }
  return out;
}

function coerceArray(arr: JsonValue[], node: JsonObject, root: JsonObject, depth: number): JsonValue[] {
  const prefix = Array.isArray(node.prefixItems) ? node.prefixItems : [];
  return arr.map((v, i) => coerce(v, i < prefix.length ? prefix[i] : isPlainObject(node.items) ? node.items : undefined, root, depth + 1));
}

function convert(value: JsonValue, types: string[]): JsonValue {
  for (const t of types) {
    if ((t === 'number' || t === 'integer') && typeof value === 'string') {
      const n = parseNumber(value);
      if (n !== null && (t === 'number' || Number.isInteger(n))) return n;
    }
    if (t === 'boolean' && typeof value === 'string' && /^(true|false)$/iu.test(value.trim())) return value.trim().toLowerCase() === 'true';
    if (t === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
    if (t === 'null' && typeof value === 'string' && /^(null)?$/iu.test(value.trim())) return null;
  }
  if (types.includes('array') && !Array.isArray(value)) return [value];
  return value;
}

/** "1 200,50", "1.200,50", "1,200.50", "1200.5" → 1200.5; ambiguous "1,200" → null. */
export function parseNumber(raw: string): number | null {
  const t = raw.trim().replace(/[\s\u00a0\u202f']/gu, '');
  if (!/^[+-]?\d+(?:[.,]\d+)*$/u.test(t)) return null;
  const dot = t.lastIndexOf('.');
  const comma = t.lastIndexOf(',');
  let normal: string;
  if (dot >= 0 && comma >= 0) {
    normal = dot > comma ? t.replace(/,/gu, '') : t.replace(/\./gu, '').replace(',', '.');
  } else if (comma >= 0) {
    const groups = t.split(',');
    if (groups.length > 2) {
      if (!/^[+-]?\d{1,3}(?:,\d{3})+$/u.test(t)) return null;
      normal = t.replace(/,/gu, '');
    } else {
      if ((groups[1] ?? '').length === 3) return null;
      normal = t.replace(',', '.');
    }
  } else if (t.split('.').length > 2) {
    if (!/^[+-]?\d{1,3}(?:\.\d{3})+$/u.test(t)) return null;
    normal = t.replace(/\./gu, '');
  } else {
    normal = t;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

function isoDate(s: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/u.exec(s.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function typesOf(node: JsonObject): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  if (isPlainObject(node.properties)) return ['object'];
  if (node.items !== undefined || node.prefixItems !== undefined) return ['array'];
  return [];
}

function matchesType(v: JsonValue, t: string): boolean {
  switch (t) {
    case 'null': return v === null;
    case 'boolean': return typeof v === 'boolean';
    case 'number': return typeof v === 'number';
    case 'integer': return typeof v === 'number' && Number.isInteger(v);
    case 'string': return typeof v === 'string';
    case 'array': return Array.isArray(v);
    case 'object': return isPlainObject(v);
    default: return true;
  }
}

/** Follows local `$ref`s (`#/$defs/x`, `#/definitions/x`); `true`/absent schemas constrain nothing. */
export function resolveRef(schema: JsonValue | undefined, root: JsonObject): JsonObject | null {
  let node = schema;
  for (let hops = 0; hops < 16 && isPlainObject(node) && typeof node.$ref === 'string'; hops++) {
    const ref: string = node.$ref;
    if (!ref.startsWith('#')) return null;
    let target: JsonValue | undefined = root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      const key = decodeURIComponent(part).replace(/~1/gu, '/').replace(/~0/gu, '~');
      target = isPlainObject(target) ? target[key] : Array.isArray(target) ? target[Number(key)] : undefined;
    }
    node = target;
  }
  return isPlainObject(node) ? node : null;
}

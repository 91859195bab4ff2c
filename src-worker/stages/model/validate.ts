import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { isPlainObject } from '../../lib/model/answer';
import { coerce, resolveRef, typesOf } from './coerce';

/**
 * Validation of a (restored, coerced) answer against the caller's schema with ajv, draft
 * 2020-12. Values that still fail are pruned rather than failing the whole answer: an optional
 * property or an array item that breaks its subschema is dropped, a required one becomes null
 * where the schema allows null. What is left either validates or the answer counts as unusable.
 */
const addFormats = (addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport;
// strict: false — caller schemas may carry annotations ajv does not know (x-…, Excel titles).
const ajv = new Ajv2020({ strict: false, strictTuples: false, allErrors: true, logger: false });
addFormats(ajv);

const compiled = new WeakMap<JsonObject, ValidateFunction | null>();

function validatorFor(schema: JsonObject): ValidateFunction | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  // A top-level $id would register globally and clash with the next schema using the same id.
  const { $id: _id, ...copy } = schema;
  let fn: ValidateFunction | null;
  try {
    fn = ajv.compile(copy);
    ajv.removeSchema(copy);
  } catch {
    fn = null; // A schema ajv cannot compile is the caller's problem, not a reason to drop the model's answer.
  }
  compiled.set(schema, fn);
  return fn;
}

export function conform(answer: JsonObject, schema: JsonObject): { value: JsonObject; valid: boolean } {
  const coerced = coerce(answer, schema, schema);
  const value = isPlainObject(coerced) ? coerced : answer;
  const validate = validatorFor(schema);
  if (!validate) return { value, valid: true };
  for (let round = 0; round < 4; round++) {
    if (validate(value)) return { value, valid: true };
    if (!prune(value, validate.errors ?? [], schema)) break;
  }
  return { value, valid: validate(value) };
}

function prune(root: JsonObject, errors: ErrorObject[], schema: JsonObject): boolean {
  let changed = false;
  const removals = new Map<JsonValue[], Set<number>>();
  for (const e of errors) {
    const path = pointer(e.instancePath);
    if (e.keyword === 'required' || e.keyword === 'additionalProperties') {
      const holder = at(root, path);
      if (!isPlainObject(holder)) continue;
      const params = e.params as { missingProperty?: string; additionalProperty?: string };
      if (params.additionalProperty !== undefined && params.additionalProperty in holder) {
        delete holder[params.additionalProperty];
        changed = true;
      } else if (params.missingProperty !== undefined && allowsNull(schemaAt(schema, [...path, params.missingProperty]), schema)) {
        holder[params.missingProperty] = null;
        changed = true;
      }
      continue;
    }
    if (path.length === 0) continue;
    const key = path[path.length - 1] ?? '';
    const parent = at(root, path.slice(0, -1));
    if (Array.isArray(parent)) {
      const set = removals.get(parent) ?? new Set<number>();
      set.add(Number(key));
      removals.set(parent, set);
    } else if (isPlainObject(parent) && key in parent) {
      const parentSchema = resolveRef(schemaAt(schema, path.slice(0, -1)), schema);
      const required = Array.isArray(parentSchema?.required) ? parentSchema.required : [];
      if (!required.includes(key)) {
        delete parent[key];
        changed = true;
      } else if (parent[key] !== null && allowsNull(schemaAt(schema, path), schema)) {
        parent[key] = null;
        changed = true;
      }
    }
  }
  for (const [arr, indices] of removals) {
    for (const i of [...indices].sort((a, b) => b - a)) if (i < arr.length) arr.splice(i, 1);
    changed = true;
  }
  return changed;
}

function pointer(p: string): string[] {
  return p.split('/').slice(1).map((s) => s.replace(/~1/gu, '/').replace(/~0/gu, '~'));
}

function at(root: JsonValue, path: string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const seg of path) node = Array.isArray(node) ? node[Number(seg)] : isPlainObject(node) ? node[seg] : undefined;
  return node;
}

/** The subschema for an instance path (properties, items, prefixItems, additionalProperties). */
function schemaAt(schema: JsonObject, path: string[]): JsonValue | undefined {
  let node: JsonValue | undefined = schema;
  for (const seg of path) {
    const n = resolveRef(node, schema);
    if (!n) return undefined;
    if (/^\d+$/u.test(seg) && (n.items !== undefined || n.prefixItems !== undefined)) {
      const prefix = Array.isArray(n.prefixItems) ? n.prefixItems : [];
      node = Number(seg) < prefix.length ? prefix[Number(seg)] : n.items;
    } else {
      node = isPlainObject(n.properties) && seg in n.properties ? n.properties[seg] : isPlainObject(n.additionalProperties) ? n.additionalProperties : undefined;
    }
  }
  return node;
}

function allowsNull(sub: JsonValue | undefined, root: JsonObject): boolean {
  const n = resolveRef(sub, root);
  if (!n) return sub === undefined || sub === true;
  const branches = n.anyOf ?? n.oneOf;
  if (Array.isArray(branches)) return branches.some((b) => allowsNull(b, root));
  const types = typesOf(n);
  return types.length === 0 || types.includes('null');
}

import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import type { ItemRow } from './builtin/items';
import type { Found } from './builtin/values';
import type { SchemaNode, SchemaObject } from '../../lib/fields/schema';

/** Values found for a schema, by leaf path (`seller.inn`) and by array path (`items`). */
export interface Findings {
  values: Map<string, Found>;
  items: Map<string, ItemRow[]>;
}

export interface Provenance {
  /** The result path with indices: `seller.inn`, `items[2].quantity`. */
  path: string;
  found: Found;
}

/** The `result` object shaped exactly by the schema: every property present, missing values null. */
export function buildResult(root: SchemaObject, findings: Findings): { result: JsonObject; provenance: Provenance[] } {
  const provenance: Provenance[] = [];
  const build = (n: SchemaNode, row: ItemRow | null, indexPath: string): JsonValue => {
    if (n.kind === 'object') {
      const out: JsonObject = {};
      for (const c of n.children) out[c.key] = build(c, row, indexPath ? `${indexPath}.${c.key}` : c.key);
      return out;
    }
    if (n.kind === 'array') {
      const rows = findings.items.get(n.path) ?? [];
      if (n.item.kind !== 'object') {
        const list = (row ? row.values.get(n.path) : findings.values.get(n.path))?.value;
        return Array.isArray(list) ? list : [];
      }
      const item = n.item;
      return rows.map((r, i) => build(item, r, `${indexPath}[${i}]`));
    }
    const found = row ? row.values.get(n.path) : findings.values.get(n.path);
    if (!found || found.value === null || found.value === undefined) return null;
    provenance.push({ path: indexPath, found });
    return found.value;
  };
  return { result: build(root, null, '') as JsonObject, provenance };
}

/** Values of `over` win; `under` fills what `over` left empty. Items: `over`'s rows if it has any. */
export function mergeFindings(over: Findings, under: Findings): Findings {
  const values = new Map(under.values);
  for (const [k, v] of over.values) values.set(k, v);
  const items = new Map(under.items);
  for (const [k, v] of over.items) if (v.length > 0) items.set(k, v);
  return { values, items };
}

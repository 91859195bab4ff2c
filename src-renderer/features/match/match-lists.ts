import type { MatchSection } from '../../../src-shared/contract';
import { formOf } from '../review/schema-form';
import type { FormNode } from '../review/schema-form';

/**
 * The three lists of a match the operator filters: values found in the registry, values missing from
 * it, and registry rows nothing matched. The API gives the last two and the count of the first; the
 * found values are the result's values at `values_field` that are not missing (compared trimmed and
 * case-blind, one per value).
 */
export function valuesAtPath(root: unknown, path: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown, steps: string[]): void => {
    if (node === null || node === undefined) return;
    const [step, ...rest] = steps;
    if (step === undefined) {
      if (typeof node === 'string' || typeof node === 'number') out.push(String(node));
      return;
    }
    const array = step.endsWith('[]');
    const key = array ? step.slice(0, -2) : step;
    const next = typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    if (array) { if (Array.isArray(next)) for (const item of next) walk(item, rest); }
    else walk(next, rest);
  };
  walk(root, path.split('.'));
  return out;
}

export interface MatchLists {
  found: string[];
  missing: string[];
  unmatched: string[];
}

export function matchLists(match: MatchSection, result: unknown): MatchLists {
  const norm = (v: string) => v.trim().toLowerCase();
  const missing = new Set(match.missing_in_registry.map(norm));
  const seen = new Set<string>();
  const found: string[] = [];
  for (const v of valuesAtPath(result, match.values_field)) {
    const k = norm(v);
    if (!k || missing.has(k) || seen.has(k)) continue;
    seen.add(k);
    found.push(v.trim());
  }
  return { found, missing: match.missing_in_registry, unmatched: match.unmatched_registry };
}

/** The entries containing the filter text, case-blind. */
export function filtered(list: string[], filter: string): string[] {
  const f = filter.trim().toLowerCase();
  return f ? list.filter((v) => v.toLowerCase().includes(f)) : list;
}

/** Result paths a registry column can be compared with: every leaf of the schema's form, items of arrays written `items[].article`. */
export function matchablePaths(schema: Record<string, unknown>): string[] {
  const walk = (nodes: FormNode[]): string[] => nodes.flatMap((n) => {
    if (n.kind === 'leaf') return [n.path];
    if (n.kind === 'list') return [`${n.path}[]`];
    if (n.kind === 'group') return walk(n.children);
    return n.columns.map((c) => `${n.path}[].${c.path}`);
  });
  return walk(formOf(schema));
}

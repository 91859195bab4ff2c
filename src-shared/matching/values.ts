import type { JsonObject, JsonValue } from '../contract/envelope';

/**
 * Every value at a path of a result (`items[].article` → one per item, `seller.inn` → one). Empty
 * values are kept as null, so their count can be reported (`match_values_incomplete`); objects and
 * arrays at the path are compared as their JSON text.
 */
export function valuesAt(result: JsonObject, path: string): (string | null)[] {
  const out: (string | null)[] = [];
  const walk = (v: JsonValue | undefined, parts: string[]): void => {
    if (parts.length === 0) {
      out.push(v === null || v === undefined || v === '' ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));
      return;
    }
    const [head, ...rest] = parts as [string, ...string[]];
    const isArray = head.endsWith('[]');
    const key = isArray ? head.slice(0, -2) : head;
    const next = v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject)[key] : undefined;
    if (isArray) {
      if (Array.isArray(next)) for (const item of next) walk(item, rest);
      return;
    }
    walk(next, rest);
  };
  // `items[0].article` names the same field as `items[].article` (SPEC writes array elements `[]`).
  walk(result, path.replace(/\[\d*\]/g, '[]').split('.'));
  return out;
}

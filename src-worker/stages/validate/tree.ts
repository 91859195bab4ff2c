import type { JsonObject, JsonValue } from '../../../src-shared/contract/envelope';
import { parseAmount } from '../../lib/scanners/amounts';

/**
 * Walking a result of any schema: paths in the contract's notation (`supplier.inn`,
 * `items[0].amount`), and key names reduced to tokens so `sellerINN`, `seller_inn` and
 * `Seller INN` read the same.
 */

export interface Node {
  path: string;
  /** The nearest property name (for an array element, the array's name). */
  key: string;
  value: JsonValue;
  /** Property name of the object holding this one (array indices skipped), or '' at the top. */
  parentKey: string;
  /** The object or array that holds this value, to change it in place. */
  holder: JsonObject | JsonValue[];
  /** This value's key (or index) in `holder`. */
  slot: string | number;
}

export function joinPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

export function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every node below `root`, parents before children, in document (key) order. */
export function walk(root: JsonValue, visit: (node: Node) => void, path = '', key = '', parentKey = ''): void {
  if (Array.isArray(root)) {
    root.forEach((v, i) => {
      const p = joinPath(path, i);
      visit({ path: p, key, value: v, parentKey, holder: root, slot: i });
      walk(v, visit, p, key, parentKey);
    });
  } else if (isObject(root)) {
    for (const [k, v] of Object.entries(root)) {
      const p = joinPath(path, k);
      visit({ path: p, key: k, value: v, parentKey: key, holder: root, slot: k });
      walk(v, visit, p, k, key);
    }
  }
}

/** `sellerINN` / `Seller INN` / `seller-inn` → `seller_inn`; ё read as е. */
export function normKey(key: string): string {
  return key
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1_$2')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

export const tokens = memo((key: string): string[] => normKey(key).split('_').filter(Boolean));

/** The phrase's tokens appear in the key's tokens, contiguous and in order. */
export function hasPhrase(keyTokens: string[], phrase: string): boolean {
  const p = tokens(phrase);
  if (p.length === 0) return false;
  for (let i = 0; i + p.length <= keyTokens.length; i++) {
    if (p.every((t, j) => keyTokens[i + j] === t)) return true;
  }
  return false;
}

export function hasAnyPhrase(keyTokens: string[], phrases: readonly string[]): boolean {
  return phrases.some((p) => hasPhrase(keyTokens, p));
}

/** A number, or a string that reads as one (`1 234,56`, `1,234.56 USD`); null otherwise. */
export function toNumber(v: JsonValue | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/\d/.test(v)) return null;
  return parseAmount(v)?.amount ?? null;
}

/** A non-empty string form of a scalar; placeholders (`—`, `n/a`, `нет`, `____`) count as empty. */
export function text(v: JsonValue | undefined): string | null {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (s === '' || /^[-–—_.\s/]+$/u.test(s) || /^(?:n\/?a|none|null|нет|отсутствует)$/iu.test(s)) return null;
  return s;
}

import { memo } from '../../lib/util/memo';

export { memo };

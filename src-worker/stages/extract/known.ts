import type { ParsedDocument } from '../../../src-shared/document/model';
import type { Found } from './builtin/values';
import type { ItemRow } from './builtin/items';
import { readKnownXml } from '../../lib/known-xml';
import type { KnownValue } from '../../lib/known-xml/types';
import type { LeafMatch } from '../../lib/fields/match-schema';
import type { Findings } from './result';
import { isNumeric } from '../../lib/fields/schema';
import type { SchemaLeaf } from '../../lib/fields/schema';

/**
 * Rung 1: a known XML format (the XML upload itself, or the invoice XML embedded in a Factur-X /
 * ZUGFeRD PDF) read by path. Values go to the schema leaves whose concept they carry, typed the way
 * the leaf asks. Null when the document carries no known XML.
 */
export function knownFindings(doc: ParsedDocument, matches: LeafMatch[]): Findings | null {
  if (!doc.xml) return null;
  const known = readKnownXml(doc.xml);
  if (!known) return null;
  const values = new Map<string, Found>();
  const items = new Map<string, ItemRow[]>();
  for (const m of matches) {
    if (!m.concept) continue;
    if (m.array) continue;
    const v = known.values[m.concept];
    if (v) values.set(m.leaf.path, found(m.leaf, v));
  }
  const arrays = new Set(matches.filter((m) => m.array && m.concept?.startsWith('items[].')).map((m) => m.array));
  for (const array of arrays) {
    if (!array) continue;
    const fields = matches.filter((m) => m.array === array && m.concept);
    items.set(array.path, known.items.map((line) => {
      const row: ItemRow = { values: new Map() };
      for (const f of fields) {
        const v = line[(f.concept as string).slice('items[].'.length)];
        if (v) row.values.set(f.leaf.path, found(f.leaf, v));
      }
      return row;
    }));
  }
  return { values, items };
}

function found(leaf: SchemaLeaf, v: KnownValue): Found {
  let value: string | number = v.value;
  if (isNumeric(leaf) && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) value = Number(value);
  if (leaf.type === 'string' && typeof value === 'number') value = String(value);
  return { value, page: null, box: null, level: 'xml' };
}

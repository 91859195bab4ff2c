import { fieldOf } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { ItemRow } from './items';

/**
 * A form whose "№" column is printed flush against the names ("1 Деревянная игрушка", "2 Оловянная
 * игрушка") reads as one column headed by both. When the name column's header speaks of numbering
 * and every item's name opens with its own ordinal, the ordinal is the line number, not part of the
 * name; it fills the line field when the schema has one that no column filled.
 */
export function takeOrdinals(items: ItemRow[], fields: LeafMatch[], nameHeader: string, emptyNumberingColumn = false): void {
  const name = fieldOf(fields, 'items[].name');
  // The numbering is the name column's own header's word, or a column of its own headed so and left
  // empty by every item (its figures were set against the names and read with them).
  if (!name || items.length === 0 || !(NUMBERING.test(nameHeader) || emptyNumberingColumn)) return;
  // Rows without a name (a totals row read with the table, dropped later) do not count.
  const named = items.filter((it) => typeof it.values.get(name.leaf.path)?.value === 'string');
  const names = named.map((it) => it.values.get(name.leaf.path)?.value as string);
  if (names.length === 0 || !names.every((n, k) => n.startsWith(`${k + 1} `) && /^\d+ +\p{L}/u.test(n))) return;
  const line = fieldOf(fields, 'items[].line');
  named.forEach((it, k) => {
    const found = it.values.get(name.leaf.path);
    if (!found) return;
    it.values.set(name.leaf.path, { ...found, value: (found.value as string).replace(/^\d+ +/, '') });
    if (line && !it.values.has(line.leaf.path)) it.values.set(line.leaf.path, { ...found, value: line.leaf.type === 'string' ? String(k + 1) : k + 1 });
  });
}

/**
 * Words of a numbering column's header, normalised ("Номер по порядку", "№", "No.", "Pos."), found
 * inside the merged name column's header. Not the line field's column labels: there "номер" alone
 * would take any "Номер …" column.
 */
export const NUMBERING = /(?:^|\s)(?:номер|№|no|n°|nº|nr|pos|#)\.?(?:\s|$)/u;

import { fieldOf } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { ItemRow } from './items';
import { ITEMS_TUNING } from '../../../tuning/extract';

/** A row's ordinal opening a cell of its name column ("1 ART-7304 Câble …"), with the space after it. */
export const LEADING_ORDINAL = /^\d{1,3}\s+/;

/**
 * An ordinal opening a name as a scan reads it: a speck before it or a mark after it ("_1", "2°",
 * "3.") is OCR's, the figure is the row's number.
 */
const OCR_ORDINAL = /^[_'‘’`.,:;]?(\d{1,3})[°º.'’]? +(?=\p{L})/u;

/** What a table's own numbering column ("№", "N°", "#") beside the names holds, if it has one. */
export type NumberingColumn = 'none' | 'empty' | 'filled';

/**
 * A form whose "№" column is printed flush against the names ("1 Деревянная игрушка", "2 Оловянная
 * игрушка") reads as one column headed by both. When the name column's header speaks of numbering
 * and every item's name opens with its own ordinal, the ordinal is the line number, not part of the
 * name; it fills the line field when the schema has one that no column filled. Where the numbering
 * has a column of its own, a scan may still glue one row's figure to its name ("1 Détergent" under
 * "N°", the cell left empty): that item's name loses its own ordinal alone.
 */
export function takeOrdinals(items: ItemRow[], fields: LeafMatch[], nameHeader: string, numbering: NumberingColumn = 'none'): void {
  const name = fieldOf(fields, 'items[].name');
  if (!name || items.length === 0) return;
  // Rows without a name (a totals row read with the table, dropped later) do not count.
  const named = items.filter((it) => typeof it.values.get(name.leaf.path)?.value === 'string');
  const opensWithOrdinal = (it: ItemRow, k: number): boolean => OCR_ORDINAL.exec(it.values.get(name.leaf.path)?.value as string)?.[1] === String(k + 1);
  // The numbering is the name column's own header's word, or a column of its own headed so and left
  // empty by every item (its figures were set against the names and read with them).
  // OCR may misread a row's figure ("S" for 5) or drop it: most rows opening with their own ordinal,
  // in order, are enough (ITEMS_TUNING.ordinalRowsShare, two at least); the others keep their names.
  const opening = named.filter(opensWithOrdinal).length;
  const headed = NUMBERING.test(nameHeader);
  const share = headed ? ITEMS_TUNING.ordinalRowsShareUnderHeader : ITEMS_TUNING.ordinalRowsShare;
  const every = (headed || numbering === 'empty') && named.length > 0
    && (opening === named.length || opening >= Math.max(2, Math.ceil(named.length * share)));
  if (!every && numbering !== 'filled') return;
  const line = fieldOf(fields, 'items[].line');
  named.forEach((it, k) => {
    const found = it.values.get(name.leaf.path);
    if (!found || !opensWithOrdinal(it, k) || (!every && line && it.values.has(line.leaf.path))) return;
    it.values.set(name.leaf.path, { ...found, value: (found.value as string).replace(OCR_ORDINAL, '') });
    if (line && !it.values.has(line.leaf.path)) it.values.set(line.leaf.path, { ...found, value: line.leaf.type === 'string' ? String(k + 1) : k + 1 });
  });
}

/**
 * Words of a numbering column's header, normalised ("Номер по порядку", "№", "No.", "Pos."), found
 * inside the merged name column's header. Not the line field's column labels: there "номер" alone
 * would take any "Номер …" column.
 */
export const NUMBERING = /(?:^|\s)(?:номер|№|no|n°|nº|nr|pos|#)\.?(?:\s|$)/u;

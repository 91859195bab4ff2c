import type { Box } from '../../../../src-shared/document/geometry';
import { conceptById } from '../../../lib/fields/concepts';
import { fieldOf, normalise } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import { parseAmount } from '../../../lib/scanners';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { TOTAL_ROW } from './items';
import type { ItemRow } from './items';
import { typedValue } from './values';
import type { Found } from './values';

/** A line of the outline: its name, its amount as written, where its text starts and ends. */
interface OutlineLine { line: ViewLine; name: string; amount: string; x: number; right: number }

/**
 * Line items of a statement with no items table (cloud and telecom bills): an outline of lines
 * "name … amount", each item followed by its own lines indented deeper ("Charges $1.87", "VAT
 * $0.00"). Items are the lines of one indent that have such children, at least two of them
 * between shallower lines: a summary's single line ("AWS Service Charges $4.11" under "Summary")
 * is no list. The item's amount is its gross when a child is a tax line (whose amount is the
 * item's VAT), else its net. Only on positioned pages, only when no table gave items.
 */
export function outlineItems(fields: LeafMatch[], view: TextView): ItemRow[] {
  const name = fieldOf(fields, 'items[].name');
  if (!name) return [];
  const net = fieldOf(fields, 'items[].amount');
  const gross = fieldOf(fields, 'items[].total');
  const vat = fieldOf(fields, 'items[].vat_amount');
  const entries = view.lines.map(outlineLine);
  const items: ItemRow[] = [];
  let group: { entry: OutlineLine; children: OutlineLine[] }[] = [];
  const flush = (): void => {
    const parents = group.filter((g) => g.children.length > 0);
    const aligned = parents.every((p) => Math.abs(p.entry.right - (parents[0]?.entry.right ?? 0)) <= ALIGN_PT);
    if (parents.length >= 2 && aligned) {
      for (const p of parents) {
        const values = new Map<string, Found>();
        const at = (line: ViewLine): Pick<Found, 'page' | 'box' | 'level'> => ({ page: line.page, box: line.box as Box, level: 'layout' });
        const put = (f: LeafMatch | undefined, text: string, line: ViewLine): void => {
          const v = f ? typedValue(f.leaf, text, f.concept) : null;
          if (f && v !== null && v !== '') values.set(f.leaf.path, { value: v, ...at(line) });
        };
        put(name, p.entry.name, p.entry.line);
        const tax = p.children.find((c) => isTaxLine(c.name));
        put(tax ? gross ?? net : net ?? gross, p.entry.amount, p.entry.line);
        if (tax) put(vat, tax.amount, tax.line);
        items.push({ values });
      }
    }
    group = [];
  };
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const line = view.lines[i] as ViewLine;
    const level = group[0]?.entry.x;
    const samePage = group.length === 0 || group[0]?.entry.line.page === line.page;
    if (!e) {
      // A line that is no "name … amount" ends the list when it stands at or left of the items.
      if (line.box && level !== undefined && line.box[0] <= level + INDENT_PT) flush();
      continue;
    }
    if (!samePage || (level !== undefined && e.x < level - INDENT_PT)) flush();
    const top = group[0]?.entry.x;
    if (top === undefined || Math.abs(e.x - top) <= INDENT_PT) {
      if (TOTAL_ROW.test(e.name)) { flush(); continue; }
      group.push({ entry: e, children: [] });
    } else if (e.x > top + INDENT_PT) {
      group[group.length - 1]?.children.push(e);
    }
  }
  flush();
  return items;
}

/** A positioned line of two cells, words and then an amount. */
function outlineLine(line: ViewLine): OutlineLine | null {
  if (!line.box || !line.spans) return null;
  const cells = line.text.trim().split(/\s{2,}/);
  if (cells.length !== 2) return null;
  const [name, amount] = cells as [string, string];
  if (!/\p{L}{2}/u.test(name) || !/\d/.test(amount) || /\p{L}{2}/u.test(amount.replace(/\b[A-Z]{3}\b/, '')) || !parseAmount(amount)) return null;
  return { line, name, amount, x: line.box[0], right: line.box[2] };
}

/** Indents differ by more than this (points). */
const INDENT_PT = 3;
/** The items' amounts stand in one column: right edges within this (points). */
const ALIGN_PT = 4;
/** A child line naming the VAT: it opens with one of the VAT total's labels ("VAT **", "Tax *"). */
function isTaxLine(name: string): boolean {
  const n = normalise(name);
  return (conceptById('totals.vat')?.labels ?? []).some((l) => n === l || n.startsWith(`${l} `));
}

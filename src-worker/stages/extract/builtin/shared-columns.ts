import { conceptById } from '../concepts';
import type { LeafMatch } from '../match-schema';

/**
 * Columns that a page's words did not separate: OCR set "Prijs", "BTW" and "Hoeveelheid" so close
 * that one column holds "49,99 21% 1 PCS" under "Prijs _BTWHoeveelheid". A figure field left without
 * a column whose label stands in another figure field's header shares that column, and its cells are
 * split into as many values as the header names fields, in the header's order.
 */
export interface SharedColumn { col: number; fields: LeafMatch[] }

export function sharedColumns(fields: LeafMatch[], headers: readonly string[], columns: ReadonlyMap<string, number>, labelsOf: (f: LeafMatch) => string[]): SharedColumn[] {
  const out: SharedColumn[] = [];
  for (const [path, col] of columns) {
    const owner = fields.find((f) => f.leaf.path === path);
    if (!owner || !isFigure(owner)) continue;
    const header = (headers[col] ?? '').replace(/[\s_]+/g, '');
    const at = (f: LeafMatch): number => Math.min(...labelsOf(f).filter((l) => l.length >= 3 && !l.includes(' ')).map((l) => header.indexOf(l)).filter((i) => i >= 0), Infinity);
    const sharers = fields.filter((f) => isFigure(f) && !columns.has(f.leaf.path) && Number.isFinite(at(f)));
    if (sharers.length === 0 || !Number.isFinite(at(owner))) continue;
    const ordered = [owner, ...sharers].sort((a, b) => at(a) - at(b));
    // Two fields named at one place of the header (one label inside another) cannot be told apart.
    if (new Set(ordered.map(at)).size !== ordered.length) continue;
    out.push({ col, fields: ordered });
  }
  return out;
}

/** A shared cell's values, one per field; a word without a figure stays with the value before it ("1 PCS"). */
export function splitShared(text: string, n: number): string[] | null {
  const groups: string[] = [];
  for (const token of text.trim().split(/\s+/)) {
    if (/\d/.test(token) || groups.length === 0) groups.push(token);
    else groups[groups.length - 1] += ` ${token}`;
  }
  return groups.length === n ? groups : null;
}

function isFigure(f: LeafMatch): boolean {
  const kind = f.concept ? conceptById(f.concept)?.kind : null;
  return kind === 'number' || kind === 'amount' || kind === 'percent';
}

import type { Box } from '../../../../src-shared/document/geometry';
import { conceptById } from '../concepts';
import { containsLabel, normalise } from '../match-schema';
import type { LeafMatch } from '../match-schema';
import type { SchemaArray, SchemaLeaf } from '../schema';
import type { TextView, ViewTable } from '../text-view';
import { typedValue } from './values';
import type { Found } from './values';

/**
 * Line items from tables: the table whose header best names the schema's item fields is chosen,
 * each field gets the column whose header matches it best (a column serves one field), and every
 * data row below the header becomes an item. Rows of totals, page subtotals, column numbering and
 * repeated headers are skipped, so a table continued over several pages reads as one.
 */
export interface ItemRow {
  values: Map<string, Found>;
}

const TOTAL_ROW = /^(итого|всего|total|subtotal|sub-total|gesamt|summe|total ht|total ttc|合计|总计)(?![\p{L}])/iu;

export function extractItems(array: SchemaArray, matches: LeafMatch[], view: TextView): ItemRow[] {
  const fields = matches.filter((m) => m.array === array);
  if (fields.length === 0) return [];
  let best: { table: ViewTable; header: number; columns: Map<string, number>; score: number } | null = null;
  for (const table of view.tables) {
    for (let h = 0; h < Math.min(table.rows.length, 200); h++) {
      for (const span of [1, 2, 3]) {
        const header = headerTexts(table, h, span);
        const columns = assignColumns(fields, header);
        // A taller header wins only by naming more fields: otherwise it would swallow data rows.
        const score = columns.size;
        if (score > 0 && (!best || score > best.score)) best = { table, header: h + span - 1, columns, score };
      }
    }
  }
  if (!best || (best.columns.size < 2 && fields.length > 1)) return [];
  const chosen = best;
  const items: ItemRow[] = [];
  const headerNorm = chosen.table.rows[chosen.header]?.map((c) => normalise(c.text)).join('|');
  const readRow = (row: ViewTable['rows'][number], page: number, columnOf: (fieldPath: string) => ViewTable['rows'][number][number] | undefined): void => {
    const texts = row.map((c) => c.text.trim());
    if (texts.every((t) => t === '')) return;
    if (isNumberingRow(texts)) return;
    if (texts.some((t) => TOTAL_ROW.test(t))) return;
    if (row.map((c) => normalise(c.text)).join('|') === headerNorm) return;
    const values = new Map<string, Found>();
    for (const f of fields) {
      const cell = columnOf(f.leaf.path);
      if (!cell || cell.text.trim() === '') continue;
      const v = typedValue(f.leaf, cell.text, f.concept);
      if (v !== null) values.set(f.leaf.path, { value: v, page, box: cell.box as Box | null, level: 'table' });
    }
    if (values.size >= Math.min(2, fields.length)) items.push({ values });
  };
  for (let r = chosen.header + 1; r < chosen.table.rows.length; r++) {
    const row = chosen.table.rows[r] ?? [];
    readRow(row, chosen.table.page, (path) => {
      const col = chosen.columns.get(path);
      return col === undefined ? undefined : row[col];
    });
  }
  // Headerless tables after the chosen one (a table broken by a page end or by noise between its
  // rows) continue it: their cells are given to the header's columns by horizontal position.
  const spans = columnSpansOf(chosen.table);
  const after = view.tables.slice(view.tables.indexOf(chosen.table) + 1);
  for (const next of after) {
    if (!spans || !sameColumns(next, spans)) break;
    for (const row of next.rows) {
      readRow(row, next.page, (path) => {
        const col = chosen.columns.get(path);
        const span = col === undefined ? undefined : spans[col];
        return span ? row.find((c) => c.box && overlap(c.box, span) > 0.5 * Math.min(c.box[2] - c.box[0], span[1] - span[0])) : undefined;
      });
    }
  }
  return items;
}

/** The x-range of each column of a table with geometry (null without boxes). */
function columnSpansOf(table: ViewTable): [number, number][] | null {
  const width = Math.max(...table.rows.map((r) => r.length));
  const spans: [number, number][] = [];
  for (let c = 0; c < width; c++) {
    const boxes = table.rows.map((r) => r[c]?.box).filter((b): b is Box => !!b);
    if (boxes.length === 0) spans.push([Infinity, -Infinity]);
    else spans.push([Math.min(...boxes.map((b) => b[0])), Math.max(...boxes.map((b) => b[2]))]);
  }
  return spans.some((s) => Number.isFinite(s[0])) ? spans : null;
}

/** A later table continues the columns when most of its cells fall inside them. */
function sameColumns(table: ViewTable, spans: [number, number][]): boolean {
  const cells = table.rows.flat().filter((c) => c.box && c.text.trim());
  if (cells.length === 0) return false;
  const inside = cells.filter((c) => spans.some((s) => overlap(c.box as Box, s) > 0)).length;
  return inside >= cells.length * 0.8;
}

function overlap(b: Box, span: [number, number]): number {
  return Math.max(0, Math.min(b[2], span[1]) - Math.max(b[0], span[0]));
}

function headerTexts(table: ViewTable, from: number, span: number): string[] {
  const rows = table.rows.slice(from, from + span);
  const width = Math.max(...rows.map((r) => r.length), 0);
  const filled = rows.map((r, i) => {
    const out: string[] = [];
    let carry = '';
    for (let c = 0; c < width; c++) {
      const t = r[c]?.text.trim() ?? '';
      const below = rows.slice(i + 1).some((b) => (b[c]?.text.trim() ?? '') !== '');
      if (t) carry = t;
      out.push(t || (span > 1 && i < rows.length - 1 && below ? carry : ''));
    }
    return out;
  });
  return Array.from({ length: width }, (_, c) => normalise(filled.map((r) => r[c] ?? '').join(' ')));
}

/** Each field takes the column whose header names it most specifically; a column serves one field. */
function assignColumns(fields: LeafMatch[], header: string[]): Map<string, number> {
  const scored: { path: string; col: number; score: number }[] = [];
  for (const f of fields) {
    const labels = labelsOf(f.leaf, f.concept);
    header.forEach((h, col) => {
      if (!h) return;
      let score = 0;
      for (const label of labels) if (containsLabel(h, label)) score = Math.max(score, label.length + (h === label ? 50 : 0));
      if (score > 0) scored.push({ path: f.leaf.path, col, score });
    });
  }
  scored.sort((a, b) => b.score - a.score);
  const out = new Map<string, number>();
  const usedCols = new Set<number>();
  for (const s of scored) {
    if (out.has(s.path) || usedCols.has(s.col)) continue;
    out.set(s.path, s.col);
    usedCols.add(s.col);
  }
  return out;
}

export function labelsOf(leaf: SchemaLeaf, concept: string | null): string[] {
  const own = leaf.words.split('|').map((w) => normalise(w)).filter((w) => w.length > 0 && w.length <= 40);
  const known = concept ? conceptById(concept)?.labels ?? [] : [];
  return [...new Set([...own, ...known.map(normalise)])];
}

/** "1 | 2 | 3 | 4…": the column numbering row under the header of Russian unified forms. */
function isNumberingRow(texts: string[]): boolean {
  const filled = texts.filter((t) => t !== '');
  if (filled.length < 3) return false;
  return filled.every((t) => /^\d{1,2}[а-яa-z]?$/i.test(t)) && filled.map((t) => parseInt(t, 10)).every((n, i, a) => i === 0 || n > (a[i - 1] ?? 0));
}

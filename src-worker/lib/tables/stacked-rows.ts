import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import { isAmountFigure } from '../layout/figures';
import { groupLines } from '../layout/lines';

/** A drawn cell with the words whose centres fall inside it, before its text is read. */
export interface CellDraft {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  items: (TextItem & { box: Box })[];
}

/**
 * Tables ruled between columns only (Chinese tax invoices, many printed forms) draw all their item
 * rows inside one tall grid row: each cell then holds a stack of lines, the figure cells one line per
 * item. A grid row where two or more cells hold the same number of figure lines (two or more), level
 * with each other, is that many rows: it is cut just above each figure line after the first, and the
 * words of every cell of the row go to the band their centre falls in (a name wrapped over two lines
 * stays with the figures it starts beside). A row that any merged cell spans is left as drawn.
 */
export function splitStackedRows(drafts: readonly CellDraft[], nRows: number): { drafts: CellDraft[]; nRows: number } {
  const cutsByRow = new Map<number, number[]>();
  for (let r = 0; r < nRows; r++) {
    const inRow = drafts.filter((d) => d.row === r);
    if (drafts.some((d) => d.rowSpan > 1 && d.row <= r && d.row + d.rowSpan > r)) continue;
    const cuts = figureLineCuts(inRow) ?? (r === 0 ? headerOverRowCut(inRow) : null);
    if (cuts) cutsByRow.set(r, cuts);
  }
  if (cutsByRow.size === 0) return { drafts: [...drafts], nRows };
  const offset: number[] = [];
  let added = 0;
  for (let r = 0; r < nRows; r++) { offset.push(added); added += cutsByRow.get(r)?.length ?? 0; }
  const out: CellDraft[] = [];
  for (const d of drafts) {
    const cuts = cutsByRow.get(d.row);
    const row = d.row + (offset[d.row] ?? 0);
    if (!cuts) { out.push({ ...d, row }); continue; }
    const bands: CellDraft[] = Array.from({ length: cuts.length + 1 }, (_, i) => ({ ...d, row: row + i, items: [] }));
    for (const item of d.items) {
      const y = (item.box[1] + item.box[3]) / 2;
      (bands[cuts.filter((c) => y >= c).length] as CellDraft).items.push(item);
    }
    out.push(...bands);
  }
  return { drafts: out, nRows: nRows + added };
}

/** The head of a figure wrapped at a thousands group: one to three digits (or whole groups) and nothing after them. */
const WRAPPED_HEAD = /^\d{1,3}(?:[ .,\u00a0]\d{3})*$/;
/** Its tail: whole groups of three, then the cents ("566,84", "713 370,00"); a quantity's "308" under "10" is another row. */
const WRAPPED_TAIL = /^\d{3}(?:[ .\u00a0]\d{3})*[.,]\d{2}$/;

/** The heights to cut a grid row at, or null when its cells do not stack figure lines level with each other. */
function figureLineCuts(inRow: readonly CellDraft[]): number[] | null {
  const stacks = inRow.map((d) => groupLines(d.items).map((l) => ({ text: l.text, box: l.box })))
    .filter((lines) => lines.length >= 2 && lines.every((l) => isAmountFigure(l.text)));
  // A narrow column wraps one figure over two lines ("13" over "566,84" for 13 566,84): such a cell is one figure, and its row one row.
  if (stacks.some((lines) => lines.length === 2 && WRAPPED_HEAD.test((lines[0] as { text: string }).text) && WRAPPED_TAIL.test((lines[1] as { text: string }).text))) return null;
  const byCount = new Map<number, (typeof stacks)[number][]>();
  for (const s of stacks) byCount.set(s.length, [...(byCount.get(s.length) ?? []), s]);
  const best = [...byCount.values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length)[0];
  if (!best) return null;
  const first = best[0] as (typeof stacks)[number];
  const level = best.every((s) => s.every((l, i) => {
    const other = first[i]?.box as Box;
    const centre = (l.box[1] + l.box[3]) / 2;
    return centre > other[1] && centre < other[3];
  }));
  if (!level) return null;
  return first.slice(1).map((_, i) => Math.min(...best.map((s) => (s[i + 1] as { box: Box }).box[1])) - 0.5);
}

/**
 * A header whose rule below it was lost (a grey header band, a faded scan) holds the first item row
 * too: its cells read "Qté" over "10", "Montant" over "8050,00 €". Where two or more cells of the
 * table's first grid row end in a figure line under lines of words, level with each other, the row
 * is cut just above those figures. A header of years ("2023", "2024" under "Montant") is no row.
 */
function headerOverRowCut(inRow: readonly CellDraft[]): number[] | null {
  const tails = inRow.map((d) => groupLines(d.items).map((l) => ({ text: l.text, box: l.box })))
    .filter((lines) => lines.length >= 2 && lines.slice(0, -1).every((l) => /\p{L}{2}/u.test(l.text) && !isAmountFigure(l.text)))
    .map((lines) => lines[lines.length - 1] as { text: string; box: Box })
    .filter((l) => isAmountFigure(l.text) && !YEAR.test(l.text.trim()));
  if (tails.length < 2) return null;
  const first = tails[0] as { box: Box };
  const level = tails.every((l) => { const centre = (l.box[1] + l.box[3]) / 2; return centre > first.box[1] && centre < first.box[3]; });
  return level ? [Math.min(...tails.map((l) => l.box[1])) - 0.5] : null;
}

const YEAR = /^(?:19|20)\d{2}$/;

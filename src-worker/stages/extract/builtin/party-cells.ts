import { PARTY_ROLES } from '../../../lib/fields/concepts';
import type { PartyRole } from '../../../lib/fields/concepts';
import { CJK } from '../../../lib/fields/match-schema';
import { labelRegex } from '../../../lib/reading/labels';
import type { TextView, ViewCell, ViewLine } from '../../../lib/reading/text-view';
import type { PartyBlock } from './parties';

const ROLE_LABELS = (Object.entries(PARTY_ROLES) as [PartyRole, readonly string[]][])
  .flatMap(([role, labels]) => labels.map((label) => ({ role, label })))
  .sort((a, b) => b.label.length - a.label.length);

/**
 * What may follow a role word in a label cell: a colon, or a qualifier of up to two words or three
 * Han characters ("购买方信息", "Buyer details", "Покупатель (заказчик)").
 */
const CELL_LABEL_REST = /^\s*(?:[\p{L}\p{M}.()/-]+\s*){0,2}[:：]?\s*$/u;

/** The role a cell names, when the cell is a role label and nothing more. */
function roleOfCell(text: string): { role: PartyRole; label: string } | null {
  const t = text.trim();
  if (!t || t.length > 40) return null;
  for (const r of ROLE_LABELS) {
    const m = labelRegex(r.label).exec(t);
    if (!m || m.index !== 0) continue;
    const rest = t.slice(m[0].length);
    if (CJK.test(r.label) ? rest.replace(/[\s:：]/g, '').length <= 3 : CELL_LABEL_REST.test(rest)) return r;
  }
  return null;
}

/**
 * Parties in drawn label/value cells: a table cell that is a role label alone ("Покупатель", "Bill
 * to:", the vertical "购买方信息" of a Chinese tax invoice) with the party in the next cell of its row.
 * Forms that rule their header into such cells read wrongly as lines: the label's line runs across
 * the other party's cells, and a label set vertically is no line at all. The value cell's lines are
 * the block, as a role label's own line and the lines under it are for a party printed as text.
 */
export function cellPartyBlocks(view: TextView): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  for (const table of view.tables) {
    for (const row of table.rows) {
      row.forEach((cell, i) => {
        const named = roleOfCell(cell.text);
        // The next cell with text: a merged value cell leaves the columns it spans empty.
        const value = row.slice(i + 1).find((c) => c.text.trim() !== '');
        if (!named || !value || !value.text.trim() || roleOfCell(value.text)) return;
        const page = value.page ?? table.page;
        blocks.push({ role: named.role, label: named.label, lines: cellLines(value, page).map((line) => ({ line, from: 0, to: line.text.length })) });
      });
    }
  }
  return blocks;
}

/** The lines of a cell as lines of the view (no index among the page's lines: a block of their own). */
function cellLines(cell: ViewCell, page: number): ViewLine[] {
  const lines = cell.lines?.() ?? [{ text: cell.text, box: cell.box }];
  return lines.map((l) => ({ index: -1, text: l.text, page, box: l.box }));
}

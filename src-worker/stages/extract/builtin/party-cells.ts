import { PARTY_FIELDS, PARTY_ROLES } from '../../../lib/fields/concepts';
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

/** Rows under a header of side-by-side parties that may still be the parties' details (name, ids, address, bank …). */
const MAX_COLUMN_ROWS = 16;
/** Labels of a party's details other than its name ("ИНН/КПП", "VAT ID", "Адрес"), longest first. */
const DETAIL_LABELS = PARTY_FIELDS.filter((f) => f.id !== 'name').flatMap((f) => f.labels).sort((a, b) => b.length - a.length);
const NAME_LABELS = PARTY_FIELDS.find((f) => f.id === 'name')?.labels ?? [];

/**
 * Parties side by side in a drawn table whose header row names their roles ("Исполнитель |
 * Заказчик", "Contractor | Customer"), each party's details in the cells of its column, with or
 * without a column of labels on the left ("Наименование", "ИНН/КПП", "Адрес"). Read as lines, a
 * label cell set close to the first party's value glues onto it ("Наименование ООО «…»"); the
 * table's cells keep them apart. A detail's label is put before its value, as a party printed as
 * text reads ("ИНН/КПП 7701234567/770101001"); a name's label is not (the value is the name).
 */
export function columnPartyBlocks(view: TextView): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  for (const table of view.tables) {
    // Each cell's role is read once: the header's row and the rows under it both ask.
    const rolesOf = table.rows.map((row) => row.map((cell) => roleOfCell(cell.text)));
    table.rows.forEach((row, r) => {
      const roles = rolesOf[r] ?? [];
      const named = roles.flatMap((role, c) => (role ? [{ ...role, c }] : []));
      // A header names roles and nothing else ("Исполнитель | Заказчик", a label column's corner left
      // empty); a row that pairs each role with its value ("购买方信息 | 名称：… | 销售方信息 | 名称：…") is read by cellPartyBlocks.
      if (new Set(named.map((n) => n.role)).size < 2 || row.some((cell, c) => cell.text.trim() !== '' && !roles[c])) return;
      // The first column names no role: where the header's row leaves it empty, it holds the details' labels.
      const labelColumn = !roles[0];
      for (const { role, label, c } of named) {
        const head = row[c] as ViewCell;
        const page = head.page ?? table.page;
        const lines: PartyBlock['lines'] = [{ line: { index: -1, text: head.text, page, box: head.box }, from: head.text.length, to: head.text.length }];
        for (const [k, below] of table.rows.slice(r + 1, r + 1 + MAX_COLUMN_ROWS).entries()) {
          if (rolesOf[r + 1 + k]?.some(Boolean)) break;
          const cell = below[c];
          if (!cell || !cell.text.trim()) continue;
          // Beside a column of labels a cell holds one detail, wrapped or not: its text is one line. Without
          // labels a cell may stack the details on lines of their own (name, ИНН, address): its lines are kept.
          const caption = labelColumn ? detailCaption(below[0]?.text ?? '') : null;
          const parts = labelColumn ? [{ index: -1, text: cell.text, page: cell.page ?? page, box: cell.box }] : cellLines(cell, cell.page ?? page);
          for (const line of parts) {
            const text = caption && !labelRegex(caption).test(line.text) ? `${caption} ${line.text}` : line.text;
            lines.push({ line: { ...line, text }, from: 0, to: text.length });
          }
        }
        if (lines.length > 1) blocks.push({ role, label, lines });
      }
    });
  }
  return blocks;
}

/** The label cell of a detail, as printed, when it names one other than the name; null for a name's or any other. */
function detailCaption(text: string): string | null {
  const t = text.trim();
  if (!t || NAME_LABELS.some((l) => labelRegex(l).exec(t)?.index === 0)) return null;
  return DETAIL_LABELS.some((l) => labelRegex(l).exec(t)?.index === 0) ? t.replace(/[:：]\s*$/, '') : null;
}


import type { Box } from '../../../../src-shared/document/geometry';
import { conceptById } from '../../../lib/fields/concepts';
import { fieldOf, normalise } from '../../../lib/fields/match-schema';
import type { LeafMatch } from '../../../lib/fields/match-schema';
import type { SchemaArray } from '../../../lib/fields/schema';
import type { TextView, ViewCell, ViewTable } from '../../../lib/reading/text-view';
import { isDataRow } from '../../../lib/layout/figures';
import { assignColumns, headerTexts, MAX_HEADER_ROWS } from './item-header';
import { labelsOf } from '../../../lib/reading/labels';
import { AMOUNT_WORDS, CONJUNCTION_WORDS, FORM_TOTAL_WORDS, INCLUDING_WORDS, totalLineWords } from '../../../lib/vocabulary/fields';
import { CARRIED_ALONE_WORDS, CONTINUED_WORDS } from '../../../lib/vocabulary/pages';
import { LEADING_ORDINAL, NUMBERING, takeOrdinals } from './ordinals';
import type { NumberingColumn } from './ordinals';
import { amountsAsGross } from './prices-with-vat';
import { quantityInUnitCell, sharedColumns, splitShared } from './shared-columns';
import { typedValue } from './values';
import { inferNameColumn, inferProductColumn, inferProductColumns, inferQuantityAndPrice, inferSumColumn, inferUnitColumn, productFields, tableDecimalMark, threeDecimals } from './column-content';
import type { Found } from './values';
import { completeProduct, repairSeparators } from './row-product';
import { byHeaderWords, columnHeads, columnSpansOf, firstHeaderBefore, looksLikeHeader, overlap, repeatedHeaderIn, sameColumns, sameWords } from './table-continuation';
import { ITEMS_TUNING } from '../../../tuning/extract';

/**
 * Line items from tables: the table whose header best names the schema's item fields is chosen,
 * each field gets the column whose header matches it best (a column serves one field), and every
 * data row below the header becomes an item. Rows of totals, page subtotals, column numbering and
 * repeated headers are skipped, so a table continued over several pages reads as one.
 */
export interface ItemRow {
  values: Map<string, Found>;
}

/** Five figures in a row: postcodes, identifiers, accounts, phone numbers; never a column's name. */
const LONG_NUMBER = /\d{5,}/;

/** A cell that is a rate: figures and a percent sign ("21 %"). */
const PERCENT_CELL = /^[\d\s.,]+\s?%$/;

/** A row of totals: a cell that opens with a total's word, alone or after the document's ("Factuur totaal EUR"). */
export const TOTAL_ROW = /^(?:(?:factuur|invoice|rechnungs?|facture|сч[её]т[а-я]*)\s+)?(итого|всего|total|totaal|subtotal|subtotaal|sub-total|gesamt|gesamtbetrag|summe|total ht|total ttc|合计|总计)(?![\p{L}])/iu;

/**
 * Every label of a totals line in every language (vocabulary: net, VAT, gross, generic and form
 * totals), normalised: a table row with a cell that opens with one is a line of the totals block
 * ("Zwischensumme", "Umsatzsteuer 19 %", "Net total:"), not an item, where that cell is its first.
 */
const TOTALS_LABELS = [...new Set([...totalLineWords('totals.gross'), ...totalLineWords('totals.net'), ...totalLineWords('totals.vat'), ...FORM_TOTAL_WORDS]
  .filter((w) => !AMOUNT_WORDS.includes(w)).map(normalise))].filter((w) => w.length >= 2);

export function isTotalsRow(texts: readonly string[]): boolean {
  if (texts.some((t) => TOTAL_ROW.test(t))) return true;
  // The row's first filled cell names the total (an item's "Без НДС" in its VAT column does not),
  // or the sum carried from page to page ("Übertrag", "Carried forward", "Report").
  const n = normalise(texts.find((t) => t.trim() !== '') ?? '');
  return n !== '' && (CARRIED_ALONE.includes(n) || [...TOTALS_LABELS, ...CARRIED_LABELS].some((w) => n === w || (n.startsWith(w) && !/[\p{L}]/u.test(n.charAt(w.length)))));
}

/** Labels of a page's carried-forward sum, normalised. */
const CARRIED_LABELS = CONTINUED_WORDS.map(normalise).filter((w) => w.length >= 3);
const CARRIED_ALONE = CARRIED_ALONE_WORDS.map(normalise);

export function extractItems(array: SchemaArray, matches: LeafMatch[], view: TextView): ItemRow[] {
  const fields = matches.filter((m) => m.array === array);
  if (fields.length === 0) return [];
  const labels = new Map(fields.map((f) => [f.leaf.path, labelsOf(f.leaf, f.concept)]));
  let best: { table: ViewTable; header: number; from: number; columns: Map<string, number>; score: number; texts: string[] } | null = null;
  for (const table of view.tables) {
    for (let h = 0; h < Math.min(table.rows.length, 200); h++) {
      for (let span = 1; span <= MAX_HEADER_ROWS && h + span <= table.rows.length; span++) {
        // A row with figures in two or more cells is data, never part of a header (the rows above
        // it were checked with the shorter spans).
        if (isDataRow((table.rows[h + span - 1] ?? []).map((c) => c.text))) break;
        // Nor is a row holding a long number (a postcode, a VAT number, an account of a parties
        // block set in the same table): a header names columns with words.
        if ((table.rows[h + span - 1] ?? []).some((c) => LONG_NUMBER.test(c.text))) break;
        const header = headerTexts(table, h, span);
        const { columns, specificity } = assignColumns(fields, header, labels);
        // A taller header wins only by naming more fields, or as many more specifically (the
        // seven-row header of a ТОРГ-12 names "Количество (масса нетто)" only in full); a header
        // row never has figures, so data rows are not swallowed.
        const score = columns.size * 10_000 + specificity;
        // Of headers ending on the same row and naming as much, the shortest: a running head above
        // ("Acme Ltd · Invoice 17 · Page 2 of 2") names nothing and is no part of it.
        const shorter = best !== null && score === best.score && best.table === table && h + span - 1 === best.header && h > best.from;
        if (columns.size > 0 && (!best || score > best.score || shorter)) best = { table, header: h + span - 1, from: h, columns, score, texts: header };
      }
    }
  }
  if (!best || (best.columns.size < 2 && fields.length > 1)) return [];
  const chosen = best;
  const decimal = tableDecimalMark(view.tables);
  inferProductColumns(fields, chosen, decimal);
  inferProductColumn(fields, chosen, decimal);
  inferQuantityAndPrice(fields, chosen, decimal);
  inferSumColumn(fields, chosen, decimal);
  inferUnitColumn(fields, chosen);
  inferNameColumn(fields, chosen, isTotalsRow);
  ratesByPercentSigns(fields, chosen);
  const items: ItemRow[] = [];
  const headerNorm = chosen.table.rows[chosen.header]?.map((c) => normalise(c.text)).join('|');
  const columnOfConcept = (concept: string): number | undefined => { const f = fieldOf(fields, concept); return f && chosen.columns.get(f.leaf.path); };
  // The right edge of the name column: a name's line ending well short of it is a hard break.
  const nameCol = columnOfConcept('items[].name');
  const nameRight = nameCol === undefined ? null : Math.max(0, ...chosen.table.rows.map((r) => r[nameCol]?.box?.[2] ?? 0)) || null;
  const shared = sharedColumns(fields, chosen.texts, chosen.columns, labels,
    (col) => chosen.table.rows.slice(chosen.header + 1).filter((r) => !isTotalsRow(r.map((c) => c.text.trim()))).map((r) => r[col]?.text ?? ''));
  const readRow = (row: ViewTable['rows'][number], tablePage: number, ownColumn: (fieldPath: string) => ViewTable['rows'][number][number] | undefined): void => {
    const texts = row.map((c) => c.text.trim());
    if (texts.every((t) => t === '')) return;
    // A row on a later page of a table continued over pages is on its own page.
    const page = row.find((c) => c.page !== undefined)?.page ?? tablePage;
    if (isNumberingRow(texts)) return;
    if (isTotalsRow(texts)) return;
    // A row that only says what the item above includes ("Incl. deposit 1.50" and nothing in the
    // other columns) is no item; with a quantity or amount of its own it is a charge of its own.
    const filled = texts.filter((t) => t !== '');
    if (filled.length === 1 && includesNote(filled[0] as string)) return;
    if (nameCol !== undefined && isCaptionedCharge(texts, nameCol)) return;
    if (row.map((c) => normalise(c.text)).join('|') === headerNorm) return;
    // Fields sharing a column read their parts of its cell, where the cell splits into them.
    const parts = new Map<string, { text: string; owner: string }>();
    for (const group of shared) {
      const cell = ownColumn(group.owner.leaf.path);
      const split = cell ? splitShared(cell.text, group) : null;
      group.fields.forEach((f, i) => { if (split) parts.set(f.leaf.path, { text: split[i] as string, owner: group.owner.leaf.path }); });
    }
    const columnOf = (path: string): ViewTable['rows'][number][number] | undefined => {
      const part = parts.get(path);
      return ownColumn(part ? part.owner : path);
    };
    const values = new Map<string, Found>();
    for (const f of fields) {
      const cell = columnOf(f.leaf.path);
      if (!cell || cell.text.trim() === '') continue;
      const raw = parts.get(f.leaf.path)?.text ?? cell.text;
      const text = f.leaf.type !== 'string' ? threeDecimals(raw, decimal)
        : f.concept === 'items[].name' ? withoutStrayMarks(joinedAtHyphens(withoutCode(nameWithoutNotes(cell, nameRight), codeOf(parts, f.leaf.path))), chosen.table.ocr) : raw;
      const v = typedValue(f.leaf, text, f.concept);
      if (v !== null) values.set(f.leaf.path, { value: v, page, box: cell.box as Box | null, level: 'table' });
    }
    quantityInUnitCell(fields, values, columnOf, page, (cell) => row[row.indexOf(cell) + 1]);
    completeProduct(fields, values, columnOf, page);
    if (chosen.table.ocr) repairSeparators(fields, values, columnOf);
    // A row of items has a number where the schema wants one (a header row, however garbled, has none).
    const wantsNumber = fields.some((f) => f.leaf.type !== 'string' && f.leaf.type !== 'boolean' && columnOf(f.leaf.path));
    const hasNumber = fields.some((f) => values.has(f.leaf.path) && f.leaf.type !== 'string' && f.leaf.type !== 'boolean');
    if (values.size >= Math.min(2, fields.length) && (!wantsNumber || hasNumber)) items.push({ values });
  };
  // A table read as one over its pages may repeat its header on each; where a later page's header
  // was chosen (read more cleanly), the rows under the first one are read too, in the same columns.
  const first = firstHeaderBefore(chosen.table, chosen.from, chosen.table.rows.slice(chosen.from, chosen.header + 1));
  const bodyStart = first ? first.at + first.rows : chosen.header + 1;
  for (let r = bodyStart; r < chosen.table.rows.length; r++) {
    if (r >= chosen.from && r <= chosen.header) continue;
    const row = chosen.table.rows[r] ?? [];
    readRow(row, chosen.table.page, (path) => {
      const col = chosen.columns.get(path);
      return col === undefined ? undefined : row[col];
    });
  }
  // Tables before and after the chosen one with the same columns are the same table broken by
  // page ends or by noise between its rows (the header on another page may be the one OCR
  // garbled): their cells go to the header's columns by horizontal position.
  const spans = columnSpansOf(chosen.table);
  const at = view.tables.indexOf(chosen.table);
  const ownHeader = chosen.table.rows.slice(chosen.from, chosen.header + 1);
  const repeatedHeader = (next: ViewTable): { at: number; rows: number } | null => repeatedHeaderIn(next, ownHeader);
  /** Reads a table that continues the chosen one; false when it opens with a header of its own (a VAT summary). */
  const readContinuation = (next: ViewTable): boolean => {
    // A continuation that starts with the header again (the next page of a form) skips as many rows
    // as it, and the page's running head above it ("Rechnung 2022/497 · Seite 2 von 3") with them.
    const { at: headAt, rows: headRows } = repeatedHeader(next) ?? { at: -1, rows: 0 };
    const skip = headAt >= 0 ? headAt + headRows : looksLikeHeader(next.rows[0] ?? []) ? chosen.header + 1 : 0;
    if (skip && headAt < 0 && !sameWords(next.rows.slice(0, skip), chosen.table.rows.slice(0, skip))) return false;
    // Where the page repeats the header, a column is found by its header's words (each page's table
    // may be laid out anew, its columns wider or narrower); elsewhere by position.
    const repeated = headAt >= 0 ? byHeaderWords(columnHeads(ownHeader), columnHeads(next.rows.slice(headAt, headAt + headRows))) : null;
    for (const row of next.rows.slice(skip)) {
      readRow(row, next.page, (path) => {
        const col = chosen.columns.get(path);
        const same = col === undefined ? undefined : repeated?.get(col);
        if (same !== undefined) return row[same];
        const span = col === undefined || !spans ? undefined : spans[col];
        if (!span || !spans) return undefined;
        const inside = row.find((c) => c.box && overlap(c.box, span) > 0.5 * Math.min(c.box[2] - c.box[0], span[1] - span[0]));
        // Else a cell whose nearest column this is: a narrow figure ("9") flush right on a page laid
        // out anew may stand mostly outside its column's span, a few points off.
        return inside ?? row.find((c) => c.box && c.text.trim() !== '' && distance(c.box, span) <= ITEMS_TUNING.continuationDriftPt && nearestSpan(c.box, spans) === col);
      });
    }
    return true;
  };
  const before: ViewTable[] = [];
  // Only tables on earlier pages: on the chosen table's own page, what stands above its header is not its data.
  for (let i = at - 1; i >= 0 && spans; i--) {
    const t = view.tables[i] as ViewTable;
    if (t.page >= chosen.table.page || !(sameColumns(t, spans) || repeatedHeader(t))) break;
    before.unshift(t);
  }
  const own = items.splice(0);
  for (const t of before) readContinuation(t);
  items.push(...own);
  for (const next of view.tables.slice(at + 1)) {
    if (!spans || !(sameColumns(next, spans) || repeatedHeader(next)) || !readContinuation(next)) break;
  }
  dropSumRows(items, fields);
  const bodyRows = chosen.table.rows.slice(chosen.header + 1).filter((r) => !isNumberingRow(r.map((c) => c.text.trim())));
  const numberingCol = chosen.texts.findIndex((t, c) => c !== nameCol && NUMBERING.test(t));
  const numbering: NumberingColumn = numberingCol < 0 ? 'none' : bodyRows.every((r) => !/\d/.test(r[numberingCol]?.text ?? '')) ? 'empty' : 'filled';
  takeOrdinals(items, fields, nameCol === undefined ? '' : chosen.texts[nameCol] ?? '', numbering);
  const amountCol = columnOfConcept('items[].amount');
  if (amountCol !== undefined) amountsAsGross(items, fields, chosen.texts[amountCol] ?? '', view);
  return items;
}

/** How far a box stands from a column's span: 0 where they overlap. */
function distance(box: Box, span: [number, number]): number {
  return Math.max(0, span[0] - box[2], box[0] - span[1]);
}

/** The column whose span a box overlaps most, or, overlapping none, stands nearest to (the first of equals). */
function nearestSpan(box: Box, spans: readonly [number, number][]): number {
  let best = 0;
  spans.forEach((s, i) => {
    const b = spans[best] as [number, number];
    if (overlap(box, s) > overlap(box, b) || (overlap(box, b) === 0 && overlap(box, s) === 0 && distance(box, s) < distance(box, b))) best = i;
  });
  return best;
}

/**
 * A row with no name whose amounts are the sums of the rows above it is a totals row whose label
 * stands elsewhere (a form's "Итого" printed beside the grid, a page subtotal whose label cell was
 * merged into another row), not an item. The sums run from the last such row, so a page's
 * subtotal and the document's total are both recognised.
 */
function dropSumRows(items: ItemRow[], fields: LeafMatch[]): void {
  const name = fieldOf(fields, 'items[].name');
  const amounts = productFields(fields).amounts.map((f) => f.leaf.path);
  if (!name || amounts.length === 0) return;
  const num = (row: ItemRow, path: string): number | null => { const v = row.values.get(path)?.value; return typeof v === 'number' ? v : null; };
  let from = 0;
  for (let i = 0; i < items.length; i++) {
    const row = items[i] as ItemRow;
    if (row.values.has(name.leaf.path) || i === from) continue;
    const above = items.slice(from, i);
    const sumOf = (p: string): boolean => Math.abs(above.reduce((t, r) => t + (num(r, p) ?? 0), 0) - (num(row, p) as number)) < 0.011 * above.length + 0.001;
    // One amount column adding up is enough (a form's own arithmetic may be off in another); a
    // quantity, where the row has one, must add up too.
    const quantity = productFields(fields).quantity?.leaf.path;
    const isSum = amounts.some((p) => num(row, p) !== null && sumOf(p)) && (!quantity || num(row, quantity) === null || sumOf(quantity));
    if (!isSum) continue;
    items.splice(i, 1);
    from = i;
    i--;
  }
}


/**
 * A column headed like an amount ("TVA", "НДС") whose figures carry a percent sign ("10,00%") holds
 * rates: it goes to the schema's rate field when that has no column of its own.
 */
function ratesByPercentSigns(fields: LeafMatch[], chosen: { table: ViewTable; header: number; columns: Map<string, number> }): void {
  const rate = fields.find((f) => conceptById(f.concept ?? '')?.kind === 'percent');
  if (!rate || chosen.columns.has(rate.leaf.path)) return;
  const rows = chosen.table.rows.slice(chosen.header + 1);
  for (const [path, col] of chosen.columns) {
    const field = fields.find((f) => f.leaf.path === path);
    if (!field || conceptById(field.concept ?? '')?.kind !== 'amount') continue;
    const filled = rows.map((r) => r[col]?.text.trim() ?? '').filter((t) => /\d/.test(t));
    if (filled.length > 0 && filled.filter((t) => PERCENT_CELL.test(t)).length >= filled.length * 0.8) {
      chosen.columns.delete(path);
      chosen.columns.set(rate.leaf.path, col);
      return;
    }
  }
  // A column with no header of its own ("BTW" printed over the next column's "Prijs incl. BTW")
  // whose figures all carry a percent sign is the rate.
  const width = Math.max(0, ...chosen.table.rows.map((r) => r.length));
  const used = new Set(chosen.columns.values());
  for (let col = 0; col < width; col++) {
    if (used.has(col) || (chosen.table.rows[chosen.header]?.[col]?.text.trim() ?? '') !== '') continue;
    const filled = rows.map((r) => r[col]?.text.trim() ?? '').filter((t) => t !== '');
    if (filled.length >= 2 && filled.every((t) => PERCENT_CELL.test(t))) {
      chosen.columns.set(rate.leaf.path, col);
      return;
    }
  }
}

/**
 * An item's name without the note lines printed under it in its cell ("PRESTATION SUPPORT" over
 * "- Description . Période de …", "MSI GS60 Ghost Pro" over "Serienummer: GS60 …"): a line that opens
 * with a dash or bullet or with a short "Label:", under a line that ends well short of the column's
 * right edge (a hard break, not a name wrapped at the edge), starts the notes.
 */
function nameWithoutNotes(cell: ViewCell, columnRight: number | null): string {
  const lines = cell.lines?.() ?? [];
  if (lines.length < 2) return cell.text;
  const left = Math.min(...lines.map((l) => l.box[0]));
  const right = Math.max(columnRight ?? 0, cell.box?.[2] ?? 0, ...lines.map((l) => l.box[2]));
  for (let k = 1; k < lines.length; k++) {
    const above = lines[k - 1] as { box: Box };
    const shortAbove = above.box[2] < right - (right - left) * 0.3;
    const text = (lines[k] as { text: string }).text;
    if ((shortAbove && NOTE_START.test(text)) || includesNote(text)) return lines.slice(0, k).map((l) => l.text).join(' ');
  }
  return cell.text;
}

/**
 * Marks OCR reads from a scan's specks and rule ends at either end of a name ("_ LED-Röhre",
 * "USB-C docking station -", "Kabelkanal 40x60 mm, wei —"): no name opens or closes with an
 * underscore, a bar, a tilde or a dash standing alone. Only on scans: a text layer prints what it means.
 */
function withoutStrayMarks(name: string, scanned = false): string {
  return scanned ? name.replace(/^[_|~—–-]+\s*(?=[\p{L}\p{N}«"“„])/u, '').replace(/\s+[_|~—–-]+$/u, '').trim() : name;
}

/**
 * A name broken over two lines at its own hyphen ("Détergent multi-" over "usage 5 L") is one word
 * again: invoices break lines at hyphens, they do not hyphenate. The cell keeps the break ("multi-
 * usage") so that headers hyphenated by a form's designer ("Коли- чество") still read as one word;
 * a hyphen before a conjunction ("Ein- und Ausgang") stands for a shared ending and keeps its space.
 */
function joinedAtHyphens(name: string): string {
  return name.replace(/(\p{L})- (\p{Ll}[\p{L}.]*)/gu, (whole, letter: string, next: string) => (CONJUNCTIONS.has(next) ? whole : `${letter}-${next}`));
}
const CONJUNCTIONS = new Set(CONJUNCTION_WORDS);

/** The code that opened a name's cell (a column of codes OCR did not separate from the names), if any. */
function codeOf(parts: ReadonlyMap<string, { text: string; owner: string }>, namePath: string): string | null {
  for (const [path, part] of parts) if (path !== namePath && part.owner === namePath) return part.text;
  return null;
}

/** A name without the code that opened it, after the row's ordinal where one leads ("1 ART-7304 Câble" → "1 Câble"). */
function withoutCode(name: string, code: string | null): string {
  if (!code) return name;
  const lead = LEADING_ORDINAL.exec(name)?.[0] ?? '';
  return name.startsWith(code, lead.length) ? `${lead}${name.slice(lead.length + code.length).trim()}` : name;
}

const NOTE_START = /^(?:[-–—•*]\s|\p{L}[\p{L} ]{1,24}\s?:\s)/u;

/** A line opening with a word of inclusion ("inkl.", "в т.ч.", "含") and a figure with decimals: a note of what the item includes, not its name. */
const INCLUDING = new RegExp(`^\\s*(?:${INCLUDING_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // Chinese words run into the next without a break; other words end at a non-letter.
  + (/\p{Script=Han}$/u.test(w) ? '' : '(?![\\p{L}])')).join('|')})`, 'iu');
function includesNote(text: string): boolean {
  return INCLUDING.test(text) && /\d[.,]\d{2}(?!\d)/.test(text);
}

/**
 * Whether the tables write decimals with a comma (158,47) and never with a point: then "1,000" in a
 * number column is one with three decimals (a quantity in kilograms), not a thousand.
 */
/** "1 | 2 | 3 | 4…": the column numbering row under the header of Russian unified forms. */
/**
 * A line of the totals block set in the table's columns under a caption of its own ("Rabais:",
 * "Livraison:", "Shipping:", "Скидка:"): nothing in the name column, and the first filled cell
 * is words closed by a colon. An item is named in its name column; a caption with a colon is how
 * a summary line names its figure, in any language, so no word list is needed.
 */
function isCaptionedCharge(texts: readonly string[], nameCol: number): boolean {
  if ((texts[nameCol] ?? '') !== '') return false;
  const first = texts.find((t) => t !== '') ?? '';
  return /^\p{L}[^:：]*[:：]$/u.test(first);
}

function isNumberingRow(texts: string[]): boolean {
  // A row of marks only, one or two characters in each of many cells ("А | 1 | 1а | 2" read by OCR
  // as "A | 1 | a | \"и | 2 | a"): column numbers however garbled; an item has a name.
  const filled = texts.map((t) => t.trim()).filter((t) => t !== '');
  // Three characters allow a lettered number read with a stray mark ("10а" as "102") where most
  // marks are still numbers; a name has more.
  const marks = filled.every((t) => t.length <= 2)
    || (filled.every((t) => t.length <= 3) && filled.filter((t) => /\d/.test(t)).length * 2 >= filled.length);
  if (filled.length >= ITEMS_TUNING.markRowCells && marks) return true;
  // Cells are split into tokens: a scan may put two numbers in one cell ("13 | 14"), keep a stray
  // bar, or misread a digit ("i" for 1); most tokens must still be numbers, rising.
  const tokens = texts.flatMap((t) => t.split(/[^\p{L}\d]+/u)).filter((t) => t !== '');
  const numbers = tokens.filter((t) => /^\d{1,2}[а-яa-z]?$/i.test(t));
  if (numbers.length < 3 || numbers.length < tokens.length * 0.75 || tokens.some((t) => t.length > 3)) return false;
  // "1 | 1а | 1б | 2": a lettered column repeats its number (УПД numbers its columns so).
  const rises = (a: string, b: string): boolean => parseInt(b, 10) > parseInt(a, 10) || (parseInt(b, 10) === parseInt(a, 10) && /\p{L}$/u.test(b));
  const steps = numbers.slice(1).filter((t, i) => rises(numbers[i] as string, t)).length;
  return steps >= (numbers.length - 1) * ITEMS_TUNING.numberingRisingShare;
}

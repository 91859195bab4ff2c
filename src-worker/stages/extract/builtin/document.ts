import { boxUnion } from '../../../../src-shared/document/geometry';
import type { JsonValue } from '../../../../src-shared/contract/envelope';
import { conceptById } from '../../../lib/fields/concepts';
import { currenciesIn, currencyOf, parseAmount, parseNumber, scanAmounts, scanDates } from '../../../lib/scanners';
import { CURRENCY_VOTES, PARTY_TUNING } from '../../../tuning/extract';
import { containsLabel, normalise } from '../../../lib/fields/match-schema';
import { isNumeric } from '../../../lib/fields/schema';
import type { SchemaLeaf } from '../../../lib/fields/schema';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { endOfLongerLabel, findLabels, findLooseLabels, labelRange, labelRegex, lineBelow, partOfLongerLabel, textInRange, textUnder, valueAfter } from '../../../lib/reading/labels';
import type { LabelHit } from '../../../lib/reading/labels';
import { continuesSentence } from '../../../lib/reading/prose';
import { boxOfText } from '../../../lib/reading/cells';
import { typedValue } from './values';
import { summedTriple } from './resolve-totals';
import { AMOUNT_WORDS, FIELD_VOCABULARIES, FORM_TOTAL_WORDS, GENERIC_TOTAL_WORDS, OTHER_NUMBER_WORDS, totalLineWords } from '../../../lib/vocabulary/fields';
import type { Found } from './values';
import { opensWithLabel, readName } from './name-value';
import { TITLE_WORDS, isWordsOnly, numberInTitle, numberToken, numberUnderTitleCell } from './title';
export { documentDate } from './title';

/**
 * Document-level values: number and date from the title (title.ts: "Счёт-фактура № 1234 от 12.03.2024",
 * "Invoice 42", "Rechnung Nr. R-1"), then from their labels; totals from the lines that name them
 * (the amount right after the label, else the last amount of the line); currency from the amounts.
 */

export function documentNumber(view: TextView): Found | null {
  return numberInTitle(view) ?? cellUnderLabel(view, TITLE_WORDS, numberToken, HEADER_ROWS) ?? numberUnderTitleCell(view);
}


const FORM_APPROVAL = /утвержден|постановлени|approved by|genehmigt/iu;
/** The place a letter is written at, before its date: "München, den", "Paris, le". */
const WRITTEN_AT = /,\s*(?:den|le|el|il)\s*$/iu;
const PERIOD_OR_TERMS = /(?<!\p{L})(?:bis|vom|from|to|до|по|du|au|period|zeitraum|период|due|fällig\p{L}*|échéance|vervaldatum|срок)(?!\p{L})/iu;

/**
 * No date is labelled: the date a letter is written on ("München, den 01.11.2024", "Paris, le …"),
 * else the first date of the first page's upper part that starts no period and approves no form.
 */
export function letterDate(view: TextView): Found | null {
  const head = view.lines.filter((l) => l.page === 1).slice(0, 40);
  for (const line of head) {
    if (!line.text.split(/\s{2,}/).some((c) => WRITTEN_AT.test(c))) continue;
    const d = scanDates(line.text)[0] ?? scanDates(lineBelow(view.lines, line)?.text ?? '')[0];
    if (d) return { value: d.value, page: line.page, box: boxOfText(line, d.raw), level: 'layout' };
  }
  for (const line of head) {
    // Rows of a table (three cells or more) date their rows, not the document.
    const cells = line.text.trim().split(/\s{2,}/);
    if (cells.length >= 3 || FORM_APPROVAL.test(line.text)) continue;
    // Nor do periods, and dates of payment terms ("Due Date:", "Vervaldatum", "Срок оплаты"): the
    // cell that names them is passed over, not its neighbour ("12.03.2024   Due 26.03.2024").
    for (const cell of cells) {
      if (PERIOD_OR_TERMS.test(cell)) continue;
      const d = scanDates(cell)[0];
      if (d) return { value: d.value, page: line.page, box: boxOfText(line, d.raw, line.text.indexOf(cell)), level: 'layout' };
    }
  }
  return null;
}


/** Value of a leaf from the lines its labels name: same line first, else the line below. */
export function byLabels(view: TextView, leaf: SchemaLeaf, concept: string | null, labels: string[]): Found | null {
  // The most specific label wins wherever it is ("Дата документа" over "от" in "версия 1.0 от 31.03.2010").
  const hits = findLabels(view.lines, labels).sort((a, b) => b.label.length - a.label.length || a.line.index - b.line.index);
  for (const hit of hits) {
    // The approval line of a unified form ("Утверждена постановлением … от 25.12.98") dates the form, not the document.
    if (concept === 'document.date' && FORM_APPROVAL.test(hit.line.text)) continue;
    if (partOfLongerLabel(hit) || endOfLongerLabel(hit)) continue;
    // The rest of a column's header in a table's header row ("№ п/п   Наименование работ   Срок
    // выполнения работ") is no value; what stands under it may be. A line of labels with colons
    // ("Место погрузки: Москва    Место доставки: Берлин") is no header row.
    // Only the label's cell and those after it count: a letterhead's address may share the line
    // ("10115 Berlin      Re.-Nr.   Datum   Fällig am").
    const cells = hit.line.text.trim().split(/\s{2,}/);
    const fromLabel = hit.line.text.slice(hit.labelStart).trim().split(/\s{2,}/);
    // Two cells make a row of labels only when both are labels ("Re.-Nr.   Datum").
    // Labels set a single space apart ("Rechnungs-Nr. Rechnungsdatum") are a row of labels as well.
    const labelAfter = opensWithLabel(valueAfter(hit));
    const headerRow = !/[\d:：]/.test(hit.line.text.slice(hit.labelStart))
      && (cells.length >= 3 || labelAfter || (fromLabel.length >= 2 && fromLabel.slice(1).every((c) => readName(c).kind === 'label')));
    const same = headerRow ? '' : valueAfter(hit);
    // A section heading ("1. **Срок действия Договора**") names what follows; its words are no value.
    if (HEADING.test(hit.line.text) && !/\d/.test(same)) continue;
    // In prose only money counts for a number ("Цена … составляет 127 500 (…) рублей"; not the "1" of
    // "Спецификацией № 1", the "20" of "НДС 20%" or the "30" of "30 дней").
    const money = isNumeric(leaf) ? scanAmounts(same)[0]?.raw ?? null : null;
    // A number's value that opens with a word ("указывается в Приложении 2") is a sentence too.
    const prose = inProse(hit, continuesSentence(view.lines, hit.line)) || (isNumeric(leaf) && /^\p{Ll}{2,}/u.test(same));
    if (prose && !money) continue;
    const v = same ? typedValue(leaf, prose && money ? money : same, concept) : null;
    if (v !== null && v !== '') return { value: v, page: hit.line.page, box: boxOfText(hit.line, same, hit.valueStart), level: 'rule' };
    if (same) continue;
    // A label alone in its cell with its value in the next one ("Rechnungsnummer    RE-4711",
    // "发票编号    L741829"), where that cell is no label of its own.
    const next = headerRow ? null : fromLabel[1];
    const nv = next && readName(next).kind !== 'label' ? typedValue(leaf, next, concept) : null;
    if (nv !== null && nv !== '') return { value: nv, page: hit.line.page, box: boxOfText(hit.line, next ?? '', hit.valueStart), level: 'rule' };
    // A label heading a column of a small table ("Номер документа | Дата составления") has its value under it.
    const under = cellUnderLabel(view, [hit.label], (text) => typedValue(leaf, text, concept), HEADER_ROWS);
    if (under) return under;
    // A row of labels over a row of values ("Invoice number   Date of issue   Payment due" over
    // "RE-32950   March 6, 2022   March 20, 2022"): each label takes the text under it, when it
    // heads a single value and not a column of them (the header of a wide table of rows).
    const single = headerRow ? singleValueUnder(view, hit, (t) => typedValue(leaf, t, concept)) : null;
    if (single) return single;
    if (hit.line.text.trim().split(/\s{2,}/).length >= 3) continue;
    const below = lineBelow(view.lines, hit.line);
    // The line below holds the value only where it opens with no label of its own ("Datum 14.06.2022" is the date's).
    const first = below?.text.split(/\s{2,}/)[0] ?? '';
    const bv = below && readName(first).kind !== 'label' ? typedValue(leaf, first, concept) : null;
    if (below && bv !== null && bv !== '') return { value: bv, page: below.page, box: below.box, level: 'layout' };
    // A value a narrow column wrapped ("October 25," over "2021" in a sidebar) reads with its next line.
    const wrapped = below && bv === null && readName(first).kind !== 'label' ? wrappedLine(view, below) : null;
    const wv = wrapped ? typedValue(leaf, `${first} ${wrapped.text.trim().split(/\s{2,}/)[0] ?? ''}`, concept) : null;
    if (below?.box && wrapped?.box && wv !== null && wv !== '') return { value: wv, page: below.page, box: boxUnion(below.box, wrapped.box), level: 'layout' };
  }
  // A figure may be named in prose with words inside its label ("Цена настоящего Договора составляет 127 500 …").
  if (!isNumeric(leaf)) return null;
  for (const hit of findLooseLabels(view.lines, labels)) {
    const money = scanAmounts(valueAfter(hit))[0]?.raw;
    const v = money ? typedValue(leaf, money, concept) : null;
    if (v !== null) return { value: v, page: hit.line.page, box: hit.line.box, level: 'rule' };
  }
  return null;
}

/** The line that carries on a one-cell line in a narrow column: set close under it at its left edge, one cell itself. */
function wrappedLine(view: TextView, line: ViewLine): ViewLine | null {
  const next = lineBelow(view.lines, line);
  if (!next?.box || !line.box || next.text.trim().split(/\s{2,}/).length > 1 || line.text.trim().split(/\s{2,}/).length > 1) return null;
  const height = line.box[3] - line.box[1];
  const close = next.box[1] - line.box[3] < height * PARTY_TUNING.touchingGap && Math.abs(next.box[0] - line.box[0]) <= PARTY_TUNING.sameStartPt;
  return close ? next : null;
}

/** The value under a label of a row of labels, where the line below that one has none under it. */
function singleValueUnder(view: TextView, hit: LabelHit, read: (text: string) => JsonValue | null): Found | null {
  const first = textUnder(view.lines, hit);
  const v = first ? read(first.text) : null;
  if (!first || v === null || v === '') return null;
  const range = labelRange(hit);
  const next = lineBelow(view.lines, first.line);
  const again = next && range ? textInRange(next, range) : null;
  if (again && read(again) !== null) return null;
  return { value: v, page: first.line.page, box: first.line.box, level: 'layout' };
}

/**
 * A label's words used in prose, not as a label: in a paragraph-long stretch of text, opening a
 * numbered clause ("12.4. Срок рассмотрения претензии составляет …"), or inside a sentence ("на
 * весь срок исполнения Договора"); a colon after the label makes it one again. Lengths are the
 * label's own cell (the text between wide gaps), so a long line of a landscape form is no paragraph.
 * `wrapped`: the label's line carries on a sentence from the line above.
 */
function inProse(hit: LabelHit, wrapped: boolean): boolean {
  if (/^\s?[:：]/.test(hit.line.text.slice(hit.valueStart))) return false;
  const text = hit.line.text;
  const start = Math.max(text.lastIndexOf('  ', hit.labelStart) + 1, 0);
  const gap = text.indexOf('  ', hit.valueStart);
  const cell = text.slice(start, gap < 0 ? text.length : gap);
  const before = text.slice(start, hit.labelStart);
  // A preposition label dates or prices what its sentence names ("по договору № 26 от 16.10.2023"),
  // not the document; so does one on a wrapped line of a sentence ("… по договору" over "№ 196 от 08.03.2024").
  if (/^\p{Ll}{1,3}$/u.test(hit.label) && (wrapped || /(?:^|\s)\p{Ll}{2,}\s/u.test(before))) return true;
  return cell.length > PARAGRAPH_CHARS || CLAUSE.test(before) || (cell.length > SENTENCE_CHARS && /[\p{Ll},;] $/u.test(before));
}

/** A cell this long is a paragraph of prose, not a form's label and value. */
const PARAGRAPH_CHARS = 160;
/** A label after a lower-case word or a comma is in a sentence when its cell is this long (an OCR line "г. Москва Место погрузки склад" is not). */
const SENTENCE_CHARS = 60;
/** The number of a contract's clause opening its line ("6.1. "). */
const CLAUSE = /^\s*\d+(?:\.\d+)+\.?\s+$/;
/** A line that is all bold, after an optional section number: a heading of an office document. */
const HEADING = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?\*\*[^*]+\*\*\s*$/;

/** Labels of the totals lines, most specific first, in every language (src-worker/lib/vocabulary/fields). */
const TOTAL_LABELS: Record<string, string[]> = {
  'totals.gross': totalLineWords('totals.gross'),
  'totals.net': totalLineWords('totals.net'),
  'totals.vat': totalLineWords('totals.vat'),
};

/** Words that may name any total, or only an amount: on a line that speaks of VAT or net they are another total's. */
const WEAK_TOTAL = new Set([...GENERIC_TOTAL_WORDS, ...AMOUNT_WORDS]);
// The document's own total first: a multi-page form also has an "Итого" under every page.
const GENERIC_TOTAL = new Set([...FORM_TOTAL_WORDS, ...GENERIC_TOTAL_WORDS]);

export function total(view: TextView, leaf: SchemaLeaf, concept: string): Found | null {
  // Net and VAT are also read from a generic totals row ("Всего по накладной … 661,02 Х 82,98 744,00").
  const own = TOTAL_LABELS[concept] ?? conceptById(concept)?.labels ?? [];
  const labels = concept === 'totals.gross' ? own : [...own, ...GENERIC_TOTAL];
  // Longer labels of the other totals, unless this total reads them too ("Всего по накладной" carries net, VAT and gross).
  const others = Object.entries(TOTAL_LABELS).filter(([k]) => k !== concept).flatMap(([, v]) => v).filter((o) => !labels.includes(o));
  const boxed = totalsBox(view, leaf, own.filter((l) => !WEAK_TOTAL.has(l)));
  if (boxed) return boxed;
  const hits = findLabels(view.lines, labels);
  for (const label of labels) {
    const forLabel = hits.filter((h) => h.label === label
      // A bare "Сумма"/"Total" on a line that speaks of VAT or net is another total's line.
      && !(WEAK_TOTAL.has(label) && /ндс|vat|tax|mwst|tva|net|без|excl/i.test(h.line.text))
      // "Итого без НДС" must not answer for "Итого", nor "Итого с НДС" for "НДС": a hit that is part of a longer other label.
      && !others.some((o) => o.length > label.length && o.includes(label) && findLabels([h.line], [o]).length > 0)
      // "USt-IdNr.", "VAT No.", "TVA n°": the label of a tax number, not of an amount.
      && !TAX_NUMBER_AFTER.test(h.line.text.slice(h.valueStart)));
    // Per-rate breakdowns ("Сумма НДС 18%") give way to the overall line when there is one.
    const overall = forLabel.filter((h) => !h.line.text.includes('%'));
    for (const hit of overall.length ? overall : forLabel) {
      const after = hit.line.text.slice(hit.valueStart);
      // "N° TVA : FR 32 123 456 789" is a VAT number, not an amount of VAT.
      if (/^[\s:№°#.]*[A-Z]{2}\s?\d{2}[\d\s]{6,}/.test(after)) continue;
      const amounts = scanAmounts(after).map((a) => ({ raw: a.raw, value: a.value.amount }));
      const cells = cellNumbers(after);
      // A totals row of a form carries net, VAT and gross in that order, after quantities and weights.
      const fromEnd = { 'totals.gross': 1, 'totals.vat': 2, 'totals.net': 3 }[concept] ?? 1;
      const generic = GENERIC_TOTAL.has(label) && !own.includes(label);
      const triple = summedTriple(amounts);
      if (generic && cells.length < 3 && !triple) continue;
      // After a bare "Всего"/"Итого" a lone integer is usually a count ("Всего наименований 3"), not money.
      const pick = triple ? triple[3 - fromEnd] : cells.length >= 3 && GENERIC_TOTAL.has(label) ? cells[cells.length - fromEnd] : amounts[0] ?? (GENERIC_TOTAL.has(label) ? undefined : cells[0]);
      if (!pick) {
        // Only a label standing alone ("Итого к оплате:") hands its value to the line below; a
        // column header followed by other headers does not.
        // Only under a bare label ("Brutto EUR") of a totals header: the header of the items table has
        // amounts of lines under it, and "Total weight of the shipment" is no money.
        const bare = /^[\s.:]*(?:[A-Z]{3}|[€$£₽])?(?:\s{2,}.*|\s*)$/u.test(after);
        const column = bare && !itemsHeader(hit.line.text) ? textUnder(view.lines, hit) : null;
        const cv = column ? parseAmount(column.text) : null;
        if (column && cv && /\d/.test(column.text)) return { value: numberFor(leaf, cv.amount, column.text), page: column.line.page, box: column.line.box, level: 'layout' };
        if (after.replace(/[\s:：.]+/g, '') !== '') continue;
        const below = lineBelow(view.lines, hit.line);
        const bv = below ? parseAmount(below.text)?.amount ?? null : null;
        if (below && bv !== null) return { value: numberFor(leaf, bv, below.text), page: below.page, box: below.box, level: 'layout' };
        continue;
      }
      return { value: numberFor(leaf, pick.value, pick.raw), page: hit.line.page, box: boxOfText(hit.line, pick.raw, hit.valueStart), level: 'rule' };
    }
  }
  return concept === 'totals.gross' ? null : fromSummedLine(view, leaf, others, 3 - ({ 'totals.vat': 2, 'totals.net': 3 }[concept] ?? 1));
}

/** Net or VAT from a line labelled for another total whose amounts add up (net + VAT = gross): the line states all three. */
function fromSummedLine(view: TextView, leaf: SchemaLeaf, labels: string[], at: number): Found | null {
  for (const hit of findLabels(view.lines, labels)) {
    const after = hit.line.text.slice(hit.valueStart);
    const triple = summedTriple(scanAmounts(after).map((a) => ({ raw: a.raw, value: a.value.amount })));
    const pick = triple?.[at];
    if (pick) return { value: numberFor(leaf, pick.value, pick.raw), page: hit.line.page, box: boxOfText(hit.line, pick.raw, hit.valueStart), level: 'rule' };
  }
  return null;
}

/** What turns a tax word into the label of a tax number: "-IdNr.", " ID", " No.", " n°", "-Nr.". */
const TAX_NUMBER_AFTER = /^[\s.-]*(?:id(?:nr)?|identifikationsnummer|nr|no|number|n°|№|reg)(?![\p{L}])/iu;

/**
 * A value under its label in a small table: labels in one row, values in the row below
 * ("TOTAL HT | TOTAL TVA | TOTAL TTC" over "100,00 | 10,00 | 110,00"); each label takes the value
 * under it, however the lines of the two rows read.
 */
function cellUnderLabel(view: TextView, labels: string[], read: (text: string) => JsonValue | null, where: 'small' | typeof HEADER_ROWS = 'small'): Found | null {
  for (const label of labels) {
    for (const table of view.tables) {
      // Totals only from a small box (an items table has "Amount" over every line's amount); other
      // values also from the header rows of a larger table ("Factuur datum" over the date, items below).
      if (where === 'small' && table.rows.length > 4) continue;
      const lastRow = where === 'small' ? table.rows.length - 1 : Math.min(table.rows.length - 1, HEADER_ROWS);
      for (let r = 0; r < lastRow; r++) {
        const row = table.rows[r] ?? [];
        for (let c = 0; c < row.length; c++) {
          const text = normalise(row[c]?.text ?? '');
          if (!text || text.length > label.length + 12 || !containsLabel(text, label)) continue;
          // "Commande n°" holds "n°" but heads the order's number, not the document's.
          if (OTHER_NUMBERS.some((w) => w.length > label.length && containsLabel(text, w))) continue;
          const under = table.rows[r + 1]?.[c];
          // A value with words of its own on its left is that row's value, read across (a key–value
          // block "Commande n° | 829-…" under the title cell "FACTURE"), not the label's above it.
          const left = (table.rows[r + 1] ?? []).slice(0, c).map((x) => x?.text.trim() ?? '').filter(Boolean).pop() ?? '';
          if (isWordsOnly(left)) continue;
          const v = under && under.text.trim() ? read(under.text) : null;
          // In a larger table the label must head a single value, not a column of them (a "Date"
          // column of a spreadsheet dates its rows, not the document).
          const further = table.rows[r + 2]?.[c];
          if (v !== null && table.rows.length > 4 && further && further.text.trim() && read(further.text) !== null) continue;
          if (under && v !== null && v !== '') return { value: v, page: table.page, box: under.box, level: 'table' };
        }
      }
    }
  }
  return null;
}

const HEADER_ROWS = 2;
const OTHER_NUMBERS: readonly string[] = OTHER_NUMBER_WORDS.map(normalise);

/** Totals from a box of labels over amounts: figures only, no words. */
function totalsBox(view: TextView, leaf: SchemaLeaf, labels: string[]): Found | null {
  // A small table of line items ("Net price | VAT" over "5,00 | 19%") is no totals box.
  const totalsOnly: TextView = { ...view, tables: view.tables.filter((t) => !t.rows.some((row) => itemsHeader(row.map((c) => c.text).join('   ')))) };
  return cellUnderLabel(totalsOnly, labels, (text) => {
    const n = /\d/.test(text) && !/\p{L}{4,}|%/u.test(text) ? parseAmount(text) : null;
    return n ? numberFor(leaf, n.amount, text) : null;
  });
}

const ITEM_COLUMNS = ['items[].name', 'items[].quantity', 'items[].price'].flatMap((id) => conceptById(id)?.labels ?? []);

/** A line that names the columns of line items (name, quantity, price). */
function itemsHeader(text: string): boolean {
  return ITEM_COLUMNS.some((label) => labelRegex(label).test(text));
}

/** Numbers standing in their own cells (columns split by wide gaps), integers included. */
function cellNumbers(text: string): { raw: string; value: number }[] {
  return text.split(/\s{2,}|\t/).map((c) => c.trim()).filter(Boolean)
    .map((raw) => ({ raw, value: parseNumber(raw.replace(/\s*(руб\.?|р\.|₽|rub|eur|usd|€|\$)$/i, '')) }))
    .filter((c): c is { raw: string; value: number } => c.value !== null);
}

function numberFor(leaf: SchemaLeaf, n: number, raw: string): number | string {
  if (leaf.type === 'number') return n;
  if (leaf.type === 'integer') return Math.round(n);
  return raw.trim();
}

/**
 * The document's currency: stated by a label, else the one the document speaks of most. Each amount
 * written with a currency votes, each ISO code written out votes ("Netto EUR  MwSt. EUR  Brutto
 * EUR"), and each line votes once for every currency it names otherwise ("Цена, руб. коп.",
 * "…рублей 00 копеек"): a form that gives its currency in its column headers and its sum in words
 * is not outvoted by one stray "$" (a "§" or an "8" misread).
 */
export function currency(view: TextView): Found | null {
  const labelled = findLabels(view.lines, conceptById('document.currency')?.labels ?? []);
  for (const hit of labelled) {
    // The currency is what the label names first ("Währung: EUR", "Alle Beträge in CHF", "Все суммы
    // в рублях"), not a code further along its line.
    const c = currencyOf(valueAfter(hit).split(/\s+/).slice(0, 2).join(' '));
    if (c) return { value: c, page: hit.line.page, box: hit.line.box, level: 'rule' };
  }
  const counts = new Map<string, { n: number; line: ViewLine }>();
  const vote = (code: string, line: ViewLine, weight: number): void => {
    const c = counts.get(code) ?? { n: 0, line };
    c.n += weight;
    counts.set(code, c);
  };
  for (const line of view.lines) {
    for (const a of scanAmounts(line.text)) if (a.value.currency && writtenAsMoney(a.raw)) vote(a.value.currency, line, CURRENCY_VOTES.amount);
    for (const m of line.text.matchAll(/(?<![\p{L}])([A-Z]{3})(?![\p{L}])/gu)) {
      const code = m[1] as string;
      if (currencyOf(code) === code) vote(code, line, CURRENCY_VOTES.isoCode);
    }
    for (const code of currenciesIn(withoutGluedSigns(line.text))) vote(code, line, CURRENCY_VOTES.mention);
  }
  const home = homeCurrencyByScript(view.text);
  if (home && counts.size > 0) vote(home, view.lines[0] as ViewLine, CURRENCY_VOTES.script);
  // Equal votes go to the home currency of the document's script: its vote was to tip a tie.
  const top = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || Number(b[0] === home) - Number(a[0] === home))[0];
  return top ? { value: top[0], page: top[1].line.page, box: top[1].line.box, level: 'rule' } : null;
}

/** Currency signs OCR makes of letters and figures ("S", "5", "8", "§", "6", "C"). */
const SIGNS = /[$€£¥₽₹₸₴₺]/u;
const ALL_SIGNS = new RegExp(SIGNS.source, 'gu');
/** A sign glued to a word, a dot or a figure before it, or to a word or figure after it ("US$" excepted). */
const GLUED_SIGNS = new RegExp(`(?<=[\\p{L}\\p{N}.])(?<!US)${SIGNS.source}|${SIGNS.source}(?=[\\p{L}\\p{N}])`, 'gu');

/**
 * An amount whose currency only a sign gives is money when written as money: with cents or groups
 * of thousands ("$1,234", "12,50 €"). OCR's sign misread inside a code ("ВВГнг-1.$ 3x2,5",
 * "$352-82") stands before a bare figure.
 */
function writtenAsMoney(raw: string): boolean {
  const codeOrWord = raw.replace(ALL_SIGNS, '').match(/\p{L}{2,}/u);
  return codeOrWord !== null || /\d[.,]\d{2}(?!\d)|\d[\s,.'’\u00a0\u202f]\d{3}(?!\d)/u.test(raw);
}

/**
 * The line with the signs glued to a word, a dot or a figure taken out ("ВВГнг-1.$", "$352-82";
 * "US$" stays): a sign standing alone or in brackets names a currency; one by a figure is the
 * amount's, and the amount votes if written as money.
 */
function withoutGluedSigns(text: string): string {
  return text.replace(GLUED_SIGNS, ' ');
}

/** The home currency of the language the text's script tells (Cyrillic: Russian, Han: Chinese), if most of its letters are in it. */
function homeCurrencyByScript(text: string): string | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return null;
  const share = (re: RegExp): number => (text.match(re)?.length ?? 0) / letters;
  if (share(/\p{Script=Cyrillic}/gu) > 0.5) return FIELD_VOCABULARIES.ru.homeCurrency;
  if (share(/\p{Script=Han}/gu) > 0.3) return FIELD_VOCABULARIES.zh.homeCurrency;
  return null;
}

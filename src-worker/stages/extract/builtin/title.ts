import { CONCEPT_LABELS, normalise } from '../../../lib/fields/match-schema';
import { scanDates } from '../../../lib/scanners';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { lineBelow, textInRange } from '../../../lib/reading/labels';
import { boxOfText, cellsOf, xRange } from '../../../lib/reading/cells';
import { continuesSentence } from '../../../lib/reading/prose';
import type { LineCell } from '../../../lib/reading/cells';
import { VOCABULARY } from '../../../lib/doc-kind/vocabulary';
import type { Found } from './values';

/**
 * The document's own title and what it carries: its number and date on the title's line or the line
 * below ("Счёт-фактура № 1234 от 12.03.2024", "Invoice 42", "Gutschrift" over "Nr. G-77 vom …"), and a
 * title word alone in its cell over the number ("Factuur" over "VF1005193039").
 */
const TITLE_FORMS = ['сч[её]т[\\s-]*фактур[аы]', 'универсальный передаточный документ', 'товарная накладная', 'накладная', 'сч[её]т(?:\\s+на\\s+оплату)?',
  'акт(?:\\s+(?:выполненных|сдачи|оказанных)[^№]*)?', 'договор', 'упд', 'invoice', 'tax invoice', 'rechnung', 'facture', 'factura', 'receipt', 'bill',
  'credit note', 'gutschrift', 'avoir', 'factuur', '发票'];
/**
 * A document's title: the forms above, and every title of the catalog's kinds in the document-kind
 * vocabulary (all languages: "Acceptance Certificate", "Lieferschein"…, not "other" kinds such as
 * a purchase order, whose number is not the document's). Titles of three letters or fewer ("act",
 * "cmr") only in the forms above: as words of prose they name laws and codes.
 */
const TITLE = titleRegex();

/**
 * The document's own title on a line: a title that opens its cell (a heading, "Счёт № 5 от …"),
 * not one named after a label or inside a phrase ("Agreement: No. 277", "Основание: Договор № 106",
 * "Документ об отгрузке … к договору"), and not a label itself ("Invoice: …" names another paper).
 */
function* ownTitles(text: string): Generator<RegExpExecArray> {
  const re = new RegExp(TITLE.source, 'giu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const cellStart = Math.max(text.lastIndexOf('  ', m.index) + 2, 0);
    const before = text.slice(cellStart, m.index);
    const after = text.slice(m.index + m[0].length);
    if (/^\s*[:：]/.test(after)) continue;
    if (/[\p{L}\p{N}]/u.test(before.replace(/^[#*\s\d.]*(?:copy|kopie|copie|копия|original|duplicate)?\s*/iu, ''))) continue;
    // The cell before it is a field's label ("Основание   Договор № 11 от …"): the title is that field's value.
    const previousCell = text.slice(0, cellStart).trim().split(/\s{2,}/).pop() ?? '';
    if (previousCell && CONCEPT_LABELS.has(normalise(previousCell.replace(/[:：]\s*$/, '')))) continue;
    // A title that is also a field's label, alone in its cell with more cells after it, labels them ("Contract   Agreement No. 8").
    if (CONCEPT_LABELS.has(normalise(m[0])) && /^\s{2,}\S/.test(after) && before.trim() === '') continue;
    yield m;
  }
}

/** The first value a reader finds after any of the document's own titles, in the order of the head's lines. */
function firstAfterTitle(view: TextView, read: (view: TextView, line: ViewLine, m: RegExpExecArray) => Found | null): Found | null {
  for (const line of titleLines(view)) {
    for (const m of ownTitles(line.text)) {
      const found = read(view, line, m);
      if (found) return found;
    }
  }
  return null;
}

/** Lines of the document's head that may open with its title: a wrapped line of a sentence opens with no title ("… under" over "agreement No. 16/2021 of …"). */
function titleLines(view: TextView): ViewLine[] {
  return view.lines.slice(0, 60).filter((line) => !continuesSentence(view.lines, line));
}

function titleRegex(): RegExp {
  const vocabulary = VOCABULARY.phrases.filter((ph) => ph.role === 'title' && ph.type !== 'other' && ph.text.length > 3)
    .map((ph) => ph.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+').replace(/[её]/g, '[её]'));
  const all = [...new Set([...TITLE_FORMS, ...vocabulary])].sort((a, b) => b.length - a.length);
  const cjk = all.filter((t) => /[\u3400-\u9fff]/.test(t));
  const words = all.filter((t) => !/[\u3400-\u9fff]/.test(t));
  // A title ends with its word: "Счет" in "Счет-фактура" is no title of its own (the longer form is then tried).
  return new RegExp(`(?:(?<![\\p{L}])(${words.join('|')})|(${cjk.join('|')}))(?![\\p{L}_]|-\\p{L})`, 'iu');
}
/** Any token with a digit that is not a date or an amount ("49,99"): a document's number under its title cell. */
export function numberToken(text: string): string | null {
  const token = text.trim();
  return /^[#№]?\s*[\p{L}\p{N}_\-/.]*\d[\p{L}\p{N}_\-/.]*$/u.test(token) && !looksLikeDate(token) && !/^\d[\d\s]*[.,]\d{2}$/.test(token) ? token.replace(/^[#№]\s*/, '') : null;
}

/**
 * The same title cell over its number on positioned lines that make no table of their own (a row
 * of captions "Klant  Order  Factuurdatum  Factuur" over one row of values, too few rows for a table).
 */
export function numberUnderTitleCell(view: TextView): Found | null {
  for (const line of view.lines.slice(0, 60)) {
    if (!line.spans) continue;
    const cells = cellsOf(line.text);
    for (const [k, cell] of cells.entries()) {
      // The title alone in its cell: a caption, not a heading with words after it.
      if (!TITLE_WORDS.includes(normalise(line.text.slice(cell.from, cell.to)))) continue;
      const range = xRange(line, cell);
      const below = range ? lineBelow(view.lines, line) : null;
      const next = cells[k + 1] ? xRange(line, cells[k + 1] as LineCell)?.[0] : undefined;
      const text = range && below ? textInRange(below, [range[0], range[1], next ?? Infinity]) : null;
      const v = text ? numberToken(text) : null;
      if (v && below && !labelledOnItsLine(below.text, v)) return { value: v, page: below.page, box: below.box, level: 'layout' };
    }
  }
  return null;
}

/** Column headers that name the document and have its number under them ("Factuur" over "VF1005193039"). */
export const TITLE_WORDS = ['invoice', 'rechnung', 'facture', 'factuur', 'factura', 'счет', 'счёт', 'накладная'];

/**
 * The number after a title of the document's head. Every title of a line is tried: a form's
 * heading may share its line with another cell's title ("передаточный документ      Счет-фактура
 * № 9616 от …", the end of a wrapped "Универсальный передаточный документ" beside the number).
 */
export function numberInTitle(view: TextView): Found | null {
  return firstAfterTitle(view, numberAfterTitle);
}

function numberAfterTitle(view: TextView, line: ViewLine, m: RegExpExecArray): Found | null {
  const rest = line.text.slice(m.index + m[0].length);
  const n = NUMBER_AFTER.exec(rest);
  if (n?.[1] && /\d/.test(n[1]) && !looksLikeDate(n[1])) return { value: n[1].replace(/[.,]$/, ''), page: line.page, box: boxOfText(line, n[1], m.index), level: 'rule' };
  // A title standing alone ("INVOICE") may carry its number on the line below, as a single token.
  if (rest.replace(/[\s.:]+/g, '') !== '') return null;
  const below = lineBelow(view.lines, line) ?? view.lines[line.index + 1];
  // Its number may come with a sign or word of its own, and its date after it ("No. 926",
  // "No. 439 dated 2025-08-20", "Nr. 4711 vom 01.02.2024", "№ 15 от 01.02.2024").
  const first = below?.text.trim().split(/\s{2,}/)[0] ?? '';
  const signed = SIGNED_NUMBER.exec(first);
  const token = signed?.[1] ?? first;
  if (!below || !/^[#№]?\s*[\p{L}\p{N}_\-/.]*\d[\p{L}\p{N}_\-/.]*$/u.test(token) || looksLikeDate(token)) return null;
  return { value: token.replace(/^[#№]\s*/, ''), page: below.page, box: below.box, level: 'layout' };
}

export function documentDate(view: TextView): Found | null {
  return firstAfterTitle(view, dateAfterTitle);
}

function dateAfterTitle(view: TextView, line: ViewLine, m: RegExpExecArray): Found | null {
  // A title word after a date or number label ("DATE DE FACTURE ASSOCIEE : …") names another document.
  if (/(?:date|datum|дата|n°|nº|no\.?|nr\.?|номер|numéro|numero|№)\s*(?:de|du|des|of|der|van)?\s*$/iu.test(line.text.slice(0, m.index))) return null;
  const d = scanDates(line.text.slice(m.index))[0];
  if (d) return { value: d.value, page: line.page, box: boxOfText(line, d.raw, m.index), level: 'rule' };
  // A title standing alone with its number and date on the line below ("Gutschrift" over "Nr. G-77 vom 05.03.2024").
  if (line.text.slice(m.index + m[0].length).replace(/[\s.:]+/g, '') !== '') return null;
  const below = lineBelow(view.lines, line) ?? view.lines[line.index + 1];
  if (!below || !NUMBER_LINE.test(below.text.trim())) return null;
  const bd = scanDates(below.text)[0];
  return bd ? { value: bd.value, page: below.page, box: below.box, level: 'layout' } : null;
}

/** A number's sign or word before it ("No.", "Nr.", "№", "numéro"). */
const NUMBER_SIGN = '(?:number|nummer|numéro|numero|номер|no\\.?|nr\\.?|n°|nº|№|#)';
/** A title's number after it, with its sign or word in any language ("Facture  Numéro  F-31", "Rechnung Nummer 4711"). */
const NUMBER_AFTER = new RegExp(`^[\\s:]*(?:${NUMBER_SIGN})?[\\s:]*(\\p{L}{0,6}[-/]?\\d[\\p{L}\\p{N}\\-/._]*)`, 'iu');
/** A line that opens with a number sign and a number: a document's number line under its title. */
const NUMBER_LINE = new RegExp(`^${NUMBER_SIGN}\\s*[:.]?\\s*[^\\s,;]*\\d`, 'iu');
/** The same line's number itself, up to the words that follow it ("No. 439 dated …"). */
const SIGNED_NUMBER = new RegExp(`^${NUMBER_SIGN}\\s*[:.]?\\s*([^\\s,;]*\\d[^\\s,;]*)(?:\\s|$)`, 'iu');

/** A date written as figures ("12.03.2024"): no document number. */
export function looksLikeDate(s: string): boolean {
  return scanDates(s).length > 0 && /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/.test(s);
}

/**
 * Whether a value on a line stands in a cell right after a label cell of its own ("Commande n°
 * 829-…" in a key–value block under the title): then it is that label's value, read across.
 */
function labelledOnItsLine(text: string, value: string): boolean {
  const at = text.indexOf(value);
  if (at < 0) return false;
  // A number sign before the value ("Bestell-Nr.:  #544261") is the value's own, not a cell.
  const cells = text.slice(0, at).replace(/[#№]\s*$/u, '').split(/\s{2,}|\t/).map((t) => t.trim());
  const last = cells[cells.length - 1] ?? '';
  const before = last === '' ? cells[cells.length - 2] ?? '' : last;
  return isWordsOnly(before);
}

/** Text of words and no figure ("Commande n° :"): a label's cell, never a value's. */
export function isWordsOnly(text: string): boolean {
  return /\p{L}{2}/u.test(text) && !/\d/.test(text);
}


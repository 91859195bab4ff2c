import { PARTY_TUNING } from '../../tuning/extract';
import { LAYOUT_TUNING } from '../../tuning/layout';
import type { Box } from '../../../src-shared/document/geometry';
import { letterSpaced } from './letter-spacing';
import { memo } from '../util/memo';
import { CONCEPTS, conceptById, ITEM_FIELDS, PARTY_ROLES } from '../fields/concepts';
import { OTHER_NUMBER_WORDS } from '../vocabulary/fields';
import { CJK, normalise } from '../fields/match-schema';
import type { SchemaLeaf } from '../fields/schema';
import type { ViewLine } from './text-view';

/**
 * Finding a label in a line of text and what follows it. Labels are matched as whole words,
 * case-insensitively, with any run of spaces or punctuation between their words ("ИНН/КПП",
 * "Invoice No.", "Rechnungs-Nr."); the value is what follows on the same line up to a wide gap.
 */
export interface LabelHit {
  line: ViewLine;
  /** Offset in the line text where the value starts. */
  valueStart: number;
  /** Offset where the label starts. */
  labelStart: number;
  label: string;
}

/** A label's pattern in a line of text, made once per label. */
export const labelRegex = memo((label: string): RegExp => {
  const words = labelWords(label);
  const cjk = CJK.test(label);
  // Words of a label are joined by spaces or punctuation, but not by "_": "invoice_number_1" is
  // one identifier, not the label "invoice number" followed by "_1". Blanks to write on
  // ("Дата______12.03.2024") still follow a label.
  // Chinese labels have no word breaks but are often set in spaced characters ("销 售 方"): any
  // spaces between their characters are allowed.
  const body = cjk ? [...words.join('')].join('\\s*') : words.join('(?:\\s|(?!_)\\p{P})*');
  return cjk ? new RegExp(body, 'iu') : new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}]_)${body}(?!\\p{L}|_[\\p{L}\\p{N}])`, 'iu');
}, 10_000);

/** The loose pattern of a label of two or more words (null for one word or Chinese), made once. */
const looseRegex = memo((label: string): RegExp | null => {
  const words = labelWords(label);
  return words.length < 2 || CJK.test(label) ? null
    : new RegExp(`(?<![\\p{L}\\p{N}])${words.join('(?:\\s+\\p{L}+){1,2}\\s+')}(?!\\p{L})`, 'iu');
}, 10_000);

/**
 * A label's words as patterns: lower case, escaped, е standing for ё too, and a Latin letter with or
 * without its accent ("numéro" finds "NUMERO" of a scan, "qte" finds "Qté"): capitals and OCR drop accents.
 */
function labelWords(label: string): string[] {
  const folded = label.toLowerCase().replace(/ё/g, 'е').normalize('NFD').replace(/([a-z])\p{M}+/gu, '$1').normalize('NFC');
  return folded.split(/[\s/\\:.,()-]+/).filter(Boolean).map((w) => escape(w).replace(/е/g, '[её]').replace(/[aeioucn]/g, (c) => ACCENTED[c] ?? c));
}

/** Each Latin letter with the accented forms the languages we read give it. */
const ACCENTED: Record<string, string> = { a: '[aàáâäã]', e: '[eéèêë]', i: '[iíìîï]', o: '[oóòôöõ]', u: '[uúùûü]', c: '[cç]', n: '[nñ]' };

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every occurrence of any of the labels, longest label first at each place. */
export function findLabels(lines: readonly ViewLine[], labels: readonly string[]): LabelHit[] {
  const sorted = [...new Set(labels)].filter((l) => l.trim().length > 0).sort((a, b) => b.length - a.length);
  const hits: LabelHit[] = [];
  for (const line of lines) {
    const taken: [number, number][] = [];
    const { text, runs } = letterSpaced(line.text);
    for (const label of sorted) {
      const m = labelRegex(label).exec(text);
      if (!m) continue;
      const start = m.index;
      // A label found in a joined letter-spaced run ends where the run ends in the line as printed.
      const end = runs.find(([a, b]) => start >= a && start < b)?.[1] ?? start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      if (insideLongerLabel(text, start, end, label)) continue;
      taken.push([start, end]);
      hits.push({ line, valueStart: end, labelStart: start, label });
    }
  }
  return hits;
}

/**
 * Labels written beside their value on a line (the document's, the parties' and the totals' fields,
 * and the parties' roles); item columns' headers ("Gesamt netto", "MwSt. %") head columns, not lines.
 */
const LINE_LABELS: readonly string[] = [...new Set([...CONCEPTS.filter((c) => !ITEM_FIELDS.includes(c)).flatMap((c) => c.labels), ...Object.values(PARTY_ROLES).flat(),
  // Other papers' numbers ("Order number", "Commande n°") hold the document number's bare words.
  ...OTHER_NUMBER_WORDS].map(normalise))];

/** Line labels that hold a label's words among more of their own ("net à payer" holds "payer"), made once per label. */
const longerLabels = memo((label: string): RegExp[] => {
  const own = normalise(label);
  if (!own) return [];
  const within = new RegExp(`(?:^|\\s)${escape(own)}(?:\\s|$)`, 'u');
  return LINE_LABELS.filter((l) => l.length > own.length && within.test(l)).map((l) => new RegExp(labelRegex(l).source, 'giu'));
}, 10_000);

/**
 * A label's words inside a longer label of another concept on the line are that label's ("payer" of
 * "Net à payer: 31'143.49" is no payer; "date" of "Due date" is no document date): the longest label wins.
 */
function insideLongerLabel(text: string, start: number, end: number, label: string): boolean {
  // Words of two cells are no one label ("Date   Due date" is not "date due" around the first "Date").
  return longerLabels(label).some((re) => [...text.matchAll(re)].some((m) => m.index <= start && m.index + m[0].length >= end && !/\s{2,}|\t/.test(m[0])));
}

/**
 * Labels of two or more words found with one or two words between theirs ("Цена настоящего
 * Договора" for "цена договора"): legal prose qualifies what a form's label names plainly.
 */
export function findLooseLabels(lines: readonly ViewLine[], labels: readonly string[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const label of new Set(labels)) {
    const re = looseRegex(label);
    if (!re) continue;
    for (const line of lines) {
      const m = re.exec(line.text);
      if (m) hits.push({ line, labelStart: m.index, valueStart: m.index + m[0].length, label });
    }
  }
  // In page order, whichever label found them: the first mention names the value.
  return hits.sort((a, b) => a.line.index - b.line.index || a.labelStart - b.labelStart);
}

/**
 * More words and then a colon after the label: it is the start of a longer label naming something
 * else ("DATE DE FACTURE ASSOCIEE : 30/11/2018", "Invoice date due: …").
 */
export function partOfLongerLabel(hit: LabelHit): boolean {
  const m = /^[ ]?(\p{L}{2,}(?: \p{L}+)*)\s?:/u.exec(hit.line.text.slice(hit.valueStart));
  // Words naming the document itself keep the label what it is: "Дата счета:", "Date facture :".
  return !!m?.[1] && m[1].split(' ').some((w) => !DOCUMENT_WORDS.test(w));
}

/**
 * A generic label after a word naming another thing names that thing's value: "PO Number:", "Due
 * Date:", "Order Date:", "Номер заказа" are not the document's number and date. Other words before
 * it ("Inv. Date:", "Накладная номер") leave it the document's.
 */
export function endOfLongerLabel(hit: LabelHit): boolean {
  if (!GENERIC_LABELS.has(hit.label)) return false;
  const word = /(\p{L}+)\.? $/u.exec(hit.line.text.slice(0, hit.labelStart))?.[1];
  return !!word && OTHER_THINGS.test(word);
}

const OTHER_THINGS = /^(?:due|po|order|form|formular|formulaire|форма|delivery|ship|shipping|dispatch|payment|customer|client|account|contract|tax|vat|phone|tel|fax|reference|ref|tracking|birth|expiry|liefer|bestell|auftrags|kunden|konto|vertrags|steuer|fälligkeits|commande|livraison|échéance|contrat|заказа|договора|отгрузки|поставки|оплаты|телефона|рождения)$/iu;

const GENERIC_LABELS = new Set(['number', 'date', 'номер', 'дата', 'nummer', 'datum', 'numéro', '№']);

const DOCUMENT_WORDS = /^(?:сч[её]та?|сч[её]т-фактуры|фактуры|накладной|документа|договора|акта|invoice|rechnung|facture|factuur|factura|fattura|bill|order|de|du|des|la|le|of|the|der|van|del|di)$/iu;

/** The text after a label on its line: separators dropped, cut at a wide gap (another column). */
export function valueAfter(hit: LabelHit): string {
  const after = hit.line.text.slice(hit.valueStart);
  // "адрес, телефон, факс" is a caption listing fields, not a label followed by its value.
  if (/^\s?[,;]/.test(after)) return '';
  // A wide gap right after the label means the next thing on the line is another column's label.
  if (/^\s{2,}|^\t/.test(after)) return '';
  if (partOfLongerLabel(hit)) return '';
  const rest = after.replace(/^[\s:：\-–—=#№.]+/, '');
  // A middle dot, bullet or bar set between spaces parts two fields of one line ("Nr. P742061 ·
  // Datum: 01.12.2023", "Acme GmbH | Hauptstr. 5"): the value ends there.
  return (rest.split(/\s{2,}|\t|\s[·•|]\s/)[0] ?? '').trim();
}

/**
 * The line right below a label's line on the same page (geometry when there is some, else the next
 * line); below `box` where given (the label's own words: a line that joined a label with text set a
 * little higher beside it, a letter's return address beside its info block, is taller than the label).
 */
export function lineBelow(lines: readonly ViewLine[], line: ViewLine, box: Box | null = line.box): ViewLine | null {
  if (!line.box || !box) {
    const next = lines[line.index + 1];
    return next && next.page === line.page ? next : null;
  }
  const b = box;
  // A line below may reach up into this one's box a little: OCR boxes hold descenders, and under
  // tight leading a value's top stands over the label's "g" ("Rechnungsnummer" over "2025/441").
  const reach = Math.max(1, (b[3] - b[1]) * LAYOUT_TUNING.belowOverlapShare);
  const below = lines.filter((l) => l.page === line.page && l.box && l.box[1] >= b[3] - reach && l.box[1] - b[3] < (b[3] - b[1]) * 2.5
    && l.box[0] < b[2] + 40 && l.box[2] > b[0] - 40);
  return below.sort((a, b2) => (a.box?.[1] ?? 0) - (b2.box?.[1] ?? 0))[0] ?? null;
}

/**
 * The text under a label that heads a column of a layout without drawn cells ("Netto EUR  MwSt. EUR
 * Brutto EUR" over "376,37  71,51  447,88"): the pieces of the line below whose middle falls under
 * the label, widened to the right as far as the label is wide (figures are set flush right).
 */
export function textUnder(lines: readonly ViewLine[], hit: LabelHit): { text: string; line: ViewLine } | null {
  const range = labelRange(hit);
  const below = range ? lineBelow(lines, hit.line, labelBox(hit)) : null;
  const text = range && below ? textInRange(below, range) : null;
  return text && below ? { text, line: below } : null;
}

/** The box of a label's own pieces on its positioned line (null without positions). */
function labelBox(hit: LabelHit): Box | null {
  const own = hit.line.spans?.filter((s) => s.end > hit.labelStart && s.start < hit.valueStart) ?? [];
  return own.length ? own.map((s) => s.box).reduce((a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] as Box) : null;
}

/** The x-range a label's own pieces cover on its positioned line (null without positions). */
export function labelRange(hit: LabelHit): [number, number, number] | null {
  const own = hit.line.spans?.filter((s) => s.end > hit.labelStart && s.start < hit.valueStart) ?? [];
  if (own.length === 0) return null;
  const x0 = Math.min(...own.map((s) => s.box[0]));
  const x1 = Math.max(...own.map((s) => s.box[2]));
  // The next label on the line bounds this one's column ("Rechnungsnummer   Rechnungsdatum").
  const next = Math.min(...(hit.line.spans ?? []).filter((s) => s.start >= hit.valueStart && s.box[0] > x1).map((s) => s.box[0]));
  return [x0, x1, next];
}

/**
 * The pieces of a positioned line under an x-range, widened to the right as far as the range is
 * wide (figures are set flush right), never into the next label's column.
 */
export function textInRange(line: ViewLine, [x0, x1, next = Infinity]: [number, number, number?]): string | null {
  if (!line.spans) return null;
  const reach = Math.min(x1 + (x1 - x0), next - 1);
  // A value set flush right under its label sticks out to the left of it: it counts when it covers
  // most of the label and ends within the label's column.
  const flushRight = (b: Box): boolean => Math.min(b[2], x1) - Math.max(b[0], x0) >= (x1 - x0) * 0.5 && b[2] <= reach;
  // A value set flush left under its label may be wider than it ("1 novembre 2025" under "Date"): it
  // counts when it starts where the label starts and ends short of the next label's column.
  const flushLeft = (b: Box): boolean => Math.abs(b[0] - x0) <= Math.max(2, (x1 - x0) * 0.25) && b[2] < next - 1;
  const under = line.spans.filter((s) => ((s.box[0] + s.box[2]) / 2 >= x0 - 2 && (s.box[0] + s.box[2]) / 2 <= reach && s.box[0] >= x0 - (x1 - x0)) || flushRight(s.box) || flushLeft(s.box));
  // A value wider than a short label ("1 novembre 2025" under "Date") runs on word by word, each a
  // word space after the last, short of the next label's column.
  const sorted = [...line.spans].sort((a, b) => a.box[0] - b.box[0]);
  for (let last = under[under.length - 1]; last;) {
    const after = sorted.find((sp) => sp.box[0] > (last as { box: Box }).box[2] - 1);
    const gap = after ? after.box[0] - last.box[2] : Infinity;
    if (!after || after.box[0] >= next - 1 || gap > (last.box[3] - last.box[1]) * PARTY_TUNING.cellGapHeights || under.includes(after)) break;
    under.push(after);
    last = after;
  }
  return under.length ? under.map((s) => line.text.slice(s.start, s.end)).join(' ') : null;
}

/** A leaf's labels: the words of its key, title and description, and its concept's labels; normalised. */
export function labelsOf(leaf: SchemaLeaf, concept: string | null): string[] {
  const own = leaf.words.split('|').map((w) => normalise(w)).filter((w) => w.length > 0 && w.length <= 40);
  const known = concept ? conceptById(concept)?.labels ?? [] : [];
  return [...new Set([...own, ...known.map(normalise)])];
}

import type { Page } from '../../../src-shared/document/model';
import type { Line } from '../../lib/layout/lines';
import { DOCUMENT_FIELDS, PARTY_ROLES } from '../../lib/fields/concepts';
import { endOfLongerLabel, findLabels, lineBelow, valueAfter } from '../../lib/reading/labels';
import type { ViewLine } from '../../lib/reading/text-view';
import { normalise } from '../../lib/fields/match-schema';
import { scanDates } from '../../lib/scanners/dates';
import { CLOSING_WORDS, CONTINUED_WORDS, DOCUMENT_NOUNS, NUMBER_WORDS } from '../../lib/vocabulary/pages';
import { scanAmounts } from '../../lib/scanners/amounts';
import { HEADING_SIZE, SCAN_MIN_WORDS, BLANK_NOISE_CONFIDENCE, BLANK_PAGE_MAX_CHARS, SCRIPT_DOMINANCE, SCRIPT_MIN_LETTERS, SCRIPT_MIN_WORDS, STYLE_MIN_LINES, ZONES } from '../../tuning/split';
import { VOCABULARY as DOC_KIND } from '../../lib/doc-kind/vocabulary';
import { pageMarkIn } from './page-marks';
import type { PageMark } from './page-marks';

/**
 * What one page shows about where it stands in a document, read once per page from its lines and
 * their positions: pagination, the head (number, date, parties, continuation notes), letterhead
 * and footer prints, the closing lines, paper and layer.
 */
export interface PageSignals {
  no: number;
  blank: boolean;
  widthPt: number;
  heightPt: number;
  layer: Page['layer'];
  /**
   * Scanned (read by OCR), or not; null when unknown: a page whose text layer held a handful of
   * characters is OCR'd too (a spreadsheet's page with one figure), and with as little text as
   * that nothing says it was scanned.
   */
  scanned: boolean | null;
  mark: PageMark | null;
  /** The document number printed after its label in the head, normalised; null when none is printed. */
  number: string | null;
  /** The first date in the head (ISO). */
  date: string | null;
  /** Party labels in the head ("Bill to", "Покупатель"): a first page shows its parties. */
  parties: number;
  /** A line in the head set larger than the page's body text: a heading or a title of any kind. */
  heading: boolean;
  /** A continuation note in the top band ("Übertrag", "continued"). */
  continued: boolean;
  /** The page's lower part holds the document's closing lines (grand total, amount in words). */
  closes: boolean;
  /** The page's words of five letters or more, lower case: what it talks about (shorter ones are mostly grammar). */
  vocabulary: Set<string>;
  /** Words of the first lines and of the footer, digits dropped, for comparing prints. */
  letterhead: Set<string>;
  footer: Set<string>;
  /** The print of the body: its usual type size, and its left margin as a fraction of the page width. */
  style: { size: number; left: number } | null;
  /** The writing system most of the page's letters belong to, when it has enough letters to tell. */
  script: 'latin' | 'cyrillic' | 'han' | null;
  /** The page's lines, top to bottom (kept for the title finder). */
  lines: Line[];
}

const NUMBER_LABELS = DOCUMENT_FIELDS.find((c) => c.id === 'document.number')?.labels ?? [];
const PARTY_LABELS = [...PARTY_ROLES.seller, ...PARTY_ROLES.buyer, ...PARTY_ROLES.consignee, ...PARTY_ROLES.shipper];

export function pageSignals(page: Page): PageSignals {
  const lines = page.layer === 'vector' || page.layer === 'ocr' ? readableLines(page) : [];
  const height = page.heightPt ?? 842;
  const within = (from: number, to: number): Line[] => lines.filter((l) => l.box[1] >= from * height && l.box[1] < to * height);
  const head = asView(within(0, ZONES.head));
  const vocabulary = new Set(lines.flatMap((l) => l.text.toLowerCase().match(/\p{L}{5,}/gu) ?? []));
  const closing = asView(within(1 - ZONES.closing, 1.01));
  return {
    no: page.no,
    blank: isBlank(page),
    widthPt: page.widthPt ?? 0,
    heightPt: height,
    layer: page.layer,
    scanned: scannedOf(page, vocabulary),
    mark: markOf(lines, height),
    ...numberAndDate(head),
    parties: new Set(findLabels(head, PARTY_LABELS).filter(isLabelOfBlock).map((h) => h.line.index)).size,
    heading: hasHeading(lines, within(0, ZONES.head)),
    continued: findLabels(asView(within(0, ZONES.markBand)), CONTINUED_WORDS).length > 0,
    closes: findLabels(closing, CLOSING_WORDS).some((h) => scanAmounts(h.line.text.slice(h.valueStart)).length > 0 || /прописью|in words|en lettres|in worten/iu.test(h.label)),
    style: styleOf(lines, page.widthPt ?? 595),
    script: scriptOf(lines),
    vocabulary,
    letterhead: wordsOf(within(0, ZONES.letterhead)),
    footer: wordsOf(within(1 - ZONES.foot, 1.01)),
    lines,
  };
}

function scannedOf(page: Page, vocabulary: ReadonlySet<string>): boolean | null {
  if (page.layer !== 'ocr' && page.layer !== 'none') return false;
  return vocabulary.size >= SCAN_MIN_WORDS ? true : null;
}

/** OCR words below the noise line do not count as text on a page that has next to nothing else. */
function isReadable(i: Page['items'][number]): boolean {
  return i.ocrConfidence === undefined || i.ocrConfidence >= BLANK_NOISE_CONFIDENCE || i.text.trim().length > 2;
}

/** The page's lines, without those made only of OCR noise (specks read as a letter or two). */
function readableLines(page: Page): Line[] {
  const noise = new Set(page.items.filter((i) => !isReadable(i)).map((i) => i.id));
  return noise.size === 0 ? page.lines : page.lines.filter((l) => l.itemIds.some((id) => !noise.has(id)));
}

function isBlank(page: Page): boolean {
  let chars = 0;
  const allowed = page.layer === 'ocr' ? BLANK_PAGE_MAX_CHARS : 0;
  for (const item of page.items) {
    if (item.ocrConfidence !== undefined && item.ocrConfidence < BLANK_NOISE_CONFIDENCE) continue;
    chars += item.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (chars > allowed) return false;
  }
  return true;
}

/** Pagination printed in the top or bottom band; worded marks may sit a little further in (under a letterhead). */
function markOf(lines: readonly Line[], height: number): PageMark | null {
  const inBand = (l: Line): boolean => l.box[1] < ZONES.markBand * height || l.box[3] > (1 - ZONES.markBand) * height;
  const inHead = (l: Line): boolean => l.box[1] < ZONES.head * height;
  // Bottom lines first: a footer's "Page 2 of 3" is the page's own mark more surely than a header's.
  const ordered = [...lines].sort((a, b) => b.box[1] - a.box[1]);
  for (const line of ordered) {
    if (!inBand(line) && !inHead(line)) continue;
    for (const piece of line.text.split(/\s{2,}/)) {
      const found = pageMarkIn(piece, inBand(line) && piece.trim() === line.text.trim());
      if (found) return found;
    }
  }
  return null;
}

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * "Handelsrechnung Nr. R876 vom 06.08.2018", "Товарная накладная №36 от 25 ноября", "Avoir
 * AV-2017-0005": a title beginning its line (one or two qualifying words allowed) and its number.
 * The titles are the document-kind vocabulary's (every kind, every language: "Договор поставки",
 * "Acceptance certificate") and the page vocabulary's nouns of kinds outside the catalog.
 */
const TITLE_NOUNS = [...new Set([...DOCUMENT_NOUNS, ...DOC_KIND.phrases.filter((p) => p.role === 'title').map((p) => p.text)])].sort((a, b) => b.length - a.length);
const TITLE_NUMBER = new RegExp(
  `^[^\\p{L}\\d]*(?:\\p{L}+[ -]){0,2}[a-zäöüß]*(?:${TITLE_NOUNS.map(escape).join('|')})`
  // Up to two words may qualify the kind before its number word ("Договор поставки № 5", "Акт сдачи-приёмки № 3").
  + `(?:(?:[ -]+[\\p{L}-]+){0,2}?\\s*(?:${NUMBER_WORDS.map(escape).join('|')})\\.?\\s*:?\\s*|\\s*)`
  // The number: a token holding a digit, one character long or more ("№ 5", "7-B", "R876").
  + '(?=[\\p{L}\\d/._-]*\\d)([\\p{L}\\d][\\p{L}\\d/._-]*)', 'iu');
/** A line this short is a field or a title, not a sentence. */
const SHORT_LINE = 40;
const BARE_NUMBER_WORDS = new Set(NUMBER_WORDS);
const DATE_LABELS = DOCUMENT_FIELDS.find((c) => c.id === 'document.date')?.labels.filter((l) => l.length > 2) ?? [];

/**
 * The document's number and date as its head prints them: after the title that begins its line
 * ("Rechnung Nr. 42 vom 1.2.2024"), or after their labels ("Invoice No.: 42", "Rechnungsdatum
 * 7. Mai 2014"). Dates found elsewhere in the head (a form's approval date, a delivery period) and
 * numbers inside sentences ("по договору № 5") say nothing about the document.
 */
function numberAndDate(head: ViewLine[]): { number: string | null; date: string | null } {
  for (const line of head) {
    const m = TITLE_NUMBER.exec(line.text);
    if (!m?.[1] || isDateToken(m[1])) continue;
    const date = scanDates(line.text.slice((m.index ?? 0) + m[0].length))[0]?.value ?? null;
    return { number: squeeze(m[1]), date: date ?? labelledDate(head) };
  }
  return { number: labelledNumber(head), date: labelledDate(head) };
}

function labelledDate(head: ViewLine[]): string | null {
  for (const hit of findLabels(head, DATE_LABELS)) {
    if (endOfLongerLabel(hit)) continue;
    const after = hit.line.text.slice(hit.valueStart).replace(/^[\s:：.-]+/u, '');
    const found = scanDates(after.split(/\s{3,}/)[0] ?? '')[0] ?? scanDates(lineBelow(head, hit.line)?.text ?? '')[0];
    if (found) return found.value;
  }
  return null;
}

function isDateToken(token: string): boolean {
  return scanDates(token).some((d) => d.raw.length >= token.length - 1);
}

function squeeze(token: string): string {
  return token.replace(/[\s.:#№]+/g, '').toUpperCase();
}

/**
 * A label that names a field: it begins its line, stands in a short one, or is a cell of its own
 * (wide gaps around it: "Товарная накладная  Номер документа  Дата составления"). "№" inside a
 * sentence ("Приложение № 2 к договору", "Федеральным законом № 44-ФЗ") numbers something else.
 */
function standsAsField(hit: { line: ViewLine; labelStart: number; valueStart: number; label: string }): boolean {
  const before = hit.line.text.slice(0, hit.labelStart);
  const after = hit.line.text.slice(hit.valueStart);
  const beginsCell = before.trim() === '' || /\s{2,}$/u.test(before);
  // A bare number word after other words numbers what they name ("склад № 2", "Room number 5"), even in a short line.
  if (BARE_NUMBER_WORDS.has(hit.label.toLowerCase())) return beginsCell;
  return before.trim() === '' || hit.line.text.trim().length <= SHORT_LINE || (/\s{2,}$/u.test(before) && (/^\s{2,}/u.test(after) || after.trim() === ''));
}

/** The value after a document-number label, or under it: a token holding a digit. */
function labelledNumber(head: ViewLine[]): string | null {
  for (const hit of findLabels(head, NUMBER_LABELS)) {
    if (endOfLongerLabel(hit)) continue;
    if (!standsAsField(hit)) continue;
    // The value after the label; across a wide gap in key–value layouts ("Rechnungsnr.      30064443"); or under it.
    const acrossGap = hit.line.text.slice(hit.valueStart).replace(/^[\s:：#№.-]+/u, '').split(/\s{2,}/)[0] ?? '';
    // A bare "№" among other cells of its line heads a table's numbering column: the line below is a row, not its value.
    const belowIsValue = !BARE_NUMBER_WORDS.has(hit.label.toLowerCase()) || hit.line.text.replace(/[\s:：#№.-]+$/u, '').trim().length <= hit.label.length;
    const candidates = [valueAfter(hit), acrossGap, belowIsValue ? lineBelow(head, hit.line)?.text.split(/\s{2,}/)[0] ?? '' : ''];
    for (const c of candidates) {
      const token = c.split(/\s+(?:от|vom|du|of|dated|from|от)\s+/iu)[0]?.trim() ?? '';
      if (/\d/.test(token) && token.length <= 30 && !isDateToken(token)) return squeeze(token);
    }
  }
  return null;
}

/** Some head line set noticeably larger than the page's usual type (the body size by characters). */
function hasHeading(lines: readonly Line[], head: readonly Line[]): boolean {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(Math.round(l.fontSize), (weight.get(Math.round(l.fontSize)) ?? 0) + l.text.length);
  const body = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return body > 0 && head.some((l) => l.fontSize >= body * HEADING_SIZE && /\p{L}{2}/u.test(l.text));
}

/**
 * A party label as a form or letter prints it — at the start of its line, then a colon, a wide gap or
 * nothing ("Покупатель: ООО …", "Bill to", "Rechnungsempfänger") — not the word inside a sentence
 * ("Заказчик обязуется…" on every page of a contract).
 */
function isLabelOfBlock(hit: { line: ViewLine; labelStart: number; valueStart: number }): boolean {
  if (hit.line.text.slice(0, hit.labelStart).trim() !== '') return false;
  const after = hit.line.text.slice(hit.valueStart);
  return after.trim() === '' || /^\s*[:：]/u.test(after) || /^\s{2,}/u.test(after);
}

function asView(lines: readonly Line[]): ViewLine[] {
  return lines.map((l, index) => ({ index, text: l.text, page: 0, box: l.box, spans: l.spans }));
}

/**
 * Median type size and the 10th-percentile left edge of lines: how the body is set. (The right edge
 * follows the content — a table reaches further than prose — so it is not compared.)
 */
function styleOf(lines: readonly Line[], width: number): PageSignals['style'] {
  const body = lines.filter((l) => l.text.replace(/\s/g, '').length >= 3);
  if (body.length < STYLE_MIN_LINES) return null;
  const at = (xs: number[], q: number): number => xs.sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? 0;
  return {
    size: at(body.map((l) => l.fontSize), 0.5),
    left: at(body.map((l) => l.box[0] / width), 0.1),
  };
}

function scriptOf(lines: readonly Line[]): PageSignals['script'] {
  const words = new Set(lines.flatMap((l) => l.text.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
  if (words.size < SCRIPT_MIN_WORDS && !lines.some((l) => /\p{Script=Han}/u.test(l.text))) return null;
  const counts = { latin: 0, cyrillic: 0, han: 0 };
  for (const l of lines) {
    counts.latin += (l.text.match(/\p{Script=Latin}/gu) ?? []).length;
    counts.cyrillic += (l.text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
    // A Chinese character carries about a word: weigh it as several letters.
    counts.han += (l.text.match(/\p{Script=Han}/gu) ?? []).length * 3;
  }
  const [best, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  const total = counts.latin + counts.cyrillic + counts.han;
  return n >= SCRIPT_MIN_LETTERS && n / total >= SCRIPT_DOMINANCE ? best as PageSignals['script'] : null;
}

/** Letter words of some lines, normalised: prints are compared without their numbers (page numbers, dates differ). */
function wordsOf(lines: readonly Line[]): Set<string> {
  const out = new Set<string>();
  for (const l of lines) for (const w of normalise(l.text).split(' ')) if (/^\p{L}{2,}$/u.test(w)) out.add(w);
  return out;
}

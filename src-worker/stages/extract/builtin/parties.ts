import { continuesSentence } from '../../../lib/reading/prose';
import { PARTY_FIELDS, PARTY_ROLES } from '../../../lib/fields/concepts';
import type { PartyRole } from '../../../lib/fields/concepts';
import type { TextView, ViewLine } from '../../../lib/reading/text-view';
import { isValidInn, isValidKpp, scanKpp } from '../../../lib/scanners';
import { isDataRow } from '../../../lib/layout/figures';
import { findLabels, labelRegex, lineBelow } from '../../../lib/reading/labels';
import type { LabelHit } from '../../../lib/reading/labels';
import { misprintedKpp } from './values';
import { readName } from './name-value';
import type { Found } from './values';
import { FORM_FIELD_NUMBER, nameGoesOnBelow, valueBegunAbove } from './value-above';
import { cellsOf, xRange } from '../../../lib/reading/cells';
import { LEGAL_FORM, OPENING_FORM, formWrappedBelow } from './legal-forms';
import { boxUnion } from '../../../../src-shared/document/geometry';
import type { Box } from '../../../../src-shared/document/geometry';
import { PARTY_TUNING } from '../../../tuning/extract';
import { DANGLING_WORDS } from '../../../lib/vocabulary/fields';

/**
 * A party's details from the block of text its role label opens ("Продавец: ООО «Ромашка», ИНН/КПП
 * 7701234567/770101001, адрес…", "Bill to: …", "Lieferant"), up to the next role label. In a line that
 * names two roles side by side (two-column headers), each role reads its own column.
 */
export interface PartyBlock {
  role: PartyRole;
  /** The role label as the vocabulary spells it ("получатель", "bill to"). */
  label: string;
  lines: { line: ViewLine; from: number; to: number }[];
}

/**
 * A party in a column of side-by-side parties (a contract's closing table of requisites) goes on
 * further: address, phone, ИНН/КПП, ОГРН, account, bank, correspondent account and БИК take a row each.
 */
const MAX_COLUMN_BLOCK_LINES = 16;
/** Role labels that head a party's address ("Billing address", "Factuuradres", "Rechnungsadresse"). */
const ADDRESS_HEADING = /address|adres|anschrift/iu;
const ALL_ROLE_LABELS = Object.values(PARTY_ROLES).flat();
/** The role each label names (a label listed twice keeps its first role). */
const ROLE_OF_LABEL = new Map<string, PartyRole>((Object.entries(PARTY_ROLES) as [PartyRole, readonly string[]][])
  .flatMap(([role, labels]) => labels.map((l) => [l, role] as [string, PartyRole])).reverse());

export function partyBlocks(view: TextView): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  const roleHits = findLabels(view.lines, ALL_ROLE_LABELS).filter((h) => !midPhrase(h, view));
  const roleOfHit = (h: LabelHit): PartyRole | undefined => ROLE_OF_LABEL.get(h.label);
  // Role words that are the value of the label above them ("Adresse du Client" over "LE CLIENT").
  const values = new Set<LabelHit>();
  for (const hit of roleHits) {
    const role = roleOfHit(hit);
    if (!role || values.has(hit)) continue;

    // The role's second word in parentheses right after it ("Покупатель (Заказчик):") qualifies this
    // label; it opens no party of its own.
    const qualifiers = roleHits.filter((h) => h.line === hit.line && roleOfHit(h) === role && /^\s*\(\s*$/.test(hit.line.text.slice(hit.valueStart, h.labelStart)));
    for (const q of qualifiers) values.add(q);
    const sameLine = roleHits.filter((h) => h.line === hit.line && h.labelStart > hit.labelStart && !qualifiers.includes(h)).map((h) => h.labelStart);
    const headCells = cellsOf(hit.line.text);
    const column = headCells.length > 1 ? headCells.findIndex((c) => hit.labelStart >= c.from && hit.labelStart < c.to) : -1;
    let headCell = column >= 0 ? headCells[column] : undefined;
    // "Bill to:      ACME Corp": a label alone in its cell has its value in the next cell, and the
    // party's lines below stand under the value, not under the label.
    const next = column >= 0 ? headCells[column + 1] : undefined;
    const rest = headCell ? hit.line.text.slice(hit.valueStart, headCell.to) : '';
    // A label with a colon points right; so does one with nothing printed under it (a form's
    // "Поставщик" in a column of labels, its value beside it); a heading without either
    // ("Lieferant" over an address) has its party below it.
    const pointsRight = LABEL_REST.test(rest) || (rest.trim() === '' && !!headCell && nothingUnder(view, hit.line, headCell));
    // A next cell that is itself a label ("Bill to:   Ship to:") holds no value; a value that ends
    // with a label of its own wrapped line ("АО …, ИНН …, г. Казань, ул. Садовая, д. 123, тел.:") does.
    const nextIsLabel = !!next && /[:：]\s*$/.test(hit.line.text.slice(next.from, next.to)) && hit.line.text.slice(next.from, next.to).trim().split(/\s+/).length <= 4;
    const toNext = !!headCell && !!next && pointsRight && !nextIsLabel && !sameLine.some((at) => at < next.to);
    if (toNext) headCell = next;
    // With positions, the label's line is read in its own cell ("LOGO Vendeur | FACTURE N°").
    const cellEnd = hit.line.spans && headCells.length > 1 && headCell ? headCell.to : hit.line.text.length;
    const to = Math.min(cellEnd, ...sameLine);
    // The value read from the next cell starts there: the rest of a longer label ("Заказчик услуг:") is no part of it.
    // A role qualified by lower-case words alone in its cell ("Заказчик услуг" heading a column of
    // requisites) is a heading: the party is under it, nothing of its line is the value.
    const qualified = !toNext && QUALIFIER.test(rest);
    const from = qualified ? to : toNext && headCell ? headCell.from : hit.valueStart;
    const block: PartyBlock = { role, label: hit.label, lines: [{ line: hit.line, from, to }] };
    // Side-by-side parties (a two-column table or page): the following lines are read in the
    // party's own column only — by position where the lines have it, else by cell count.
    const columnX = headCell ? xRange(hit.line, headCell) : null;
    const labelX = xRange(hit.line, { from: hit.labelStart, to: hit.valueStart });
    // Parties side by side: another role named on the label's line.
    const sideBySide = column >= 0 && roleHits.some((h) => h.line === hit.line && h !== hit);
    const reach = sideBySide ? MAX_COLUMN_BLOCK_LINES : PARTY_TUNING.blockLines;
    for (let i = hit.line.index + 1; i < Math.min(view.lines.length, hit.line.index + reach); i++) {
      const next = view.lines[i] as ViewLine;
      if (next.page !== hit.line.page) break;
      // Role words on the line break the block; on positioned lines only those under the party's
      // column, or in the column of labels the party's own label stands in.
      const hitsThere = roleHits.filter((h) => h.line === next && !(column >= 0 && columnX && next.spans
        && overlapOf(xRange(next, { from: h.labelStart, to: h.valueStart }), columnX) === 0
        && !(toNext && labelX && overlapOf(xRange(next, { from: h.labelStart, to: h.valueStart }), labelX) > 0)));
      // The rest of the party's own label wrapped under it ("Исполнитель" over "(Подрядчик):").
      // It opens with a bracket or a small letter ("(Подрядчик):", "услуг:"); a new label line opens with a capital ("Клиент:").
      const ownLabelWrapped = toNext && hitsThere.length > 0 && hitsThere.every((h) => roleOfHit(h) === role
        && /^\s*[(\p{Ll}]/u.test(h.line.text.slice(cellsOf(h.line.text).find((c) => c.to > h.labelStart)?.from ?? 0))
        && LABEL_REST.test(h.line.text.slice(h.valueStart, cellsOf(h.line.text).find((c) => c.to >= h.valueStart)?.to ?? h.valueStart)));
      if (ownLabelWrapped) for (const h of hitsThere) values.add(h);
      else if (hitsThere.length) {
        // Under a label with nothing after it, a line naming the same role is that party's name; the
        // same party's address heading ("Customer: ACME" over "Billing Address: 12 Main St") goes on with it.
        const labelAlone = block.lines.length === 1 && labelOnly(block);
        const ownAddress = hitsThere.every((h) => ADDRESS_HEADING.test(h.label));
        if (!(labelAlone || ownAddress) || hitsThere.some((h) => roleOfHit(h) !== role)) break;
        for (const h of hitsThere) values.add(h);
      }
      if (hit.line.box && next.box && (next.box[0] > (hit.line.box[0] + 250) || next.box[1] - (view.lines[i - 1]?.box?.[3] ?? next.box[1]) > 30)) break;
      const cells = cellsOf(next.text);
      if (column >= 0 && columnX && next.spans) {
        // The cell of this line that lies most under the label's cell; none: nothing of this party here.
        const under = cells.map((c) => ({ c, overlap: overlapOf(xRange(next, c), columnX) })).filter((u) => u.overlap > 0).sort((a, b) => b.overlap - a.overlap)[0];
        if (under) block.lines.push({ line: next, from: under.c.from, to: under.c.to });
        continue;
      }
      const cell = column >= 0 && cells.length === headCells.length ? cells[column] : undefined;
      block.lines.push(cell ? { line: next, from: cell.from, to: cell.to } : { line: next, from: 0, to: next.text.length });
    }
    block.lines.unshift(...valueBegunAbove(view, hit, from, to, namesRole));
    blocks.push(block);
  }
  return blocks;
}

/**
 * What may follow a role word in its cell when the label points right: a colon, or the rest of a
 * longer label up to its colon ("Заказчик услуг:", "Исполнитель (Подрядчик):", "Bill to party:").
 */
const LABEL_REST = /^\s*(?:[\p{L}\p{M}.()/-]+\s*){0,3}[:：]\s*$/u;

/** No text on the next line (close below) under a cell of a positioned line. */
function nothingUnder(view: TextView, line: ViewLine, cell: { from: number; to: number }): boolean {
  const x = xRange(line, cell);
  const below = lineBelow(view.lines, line);
  if (!x || !line.box) return false;
  // Nothing close below at all: nothing under it either.
  if (!below) return true;
  if (!below.spans) return false;
  // The rest of the label wrapped onto the next line ("Заказчик" over "услуг:") is no text of a value, nor is another label.
  const under = below.spans.filter((sp) => overlapOf([sp.box[0], sp.box[2]], x) > 0).map((sp) => below.text.slice(sp.start, sp.end)).join(' ');
  // Another label under it ("Основание" under "Плательщик"): a column of labels, each value to its right.
  // The label's own rest with its colon ("(Подрядчик):" under "Исполнитель") says the same: the value is to the right.
  return under.trim() === '' || readName(under).kind === 'label' || LABEL_REST.test(under);
}

/** A line that names a party's role as a label (not inside a phrase). */
function namesRole(line: ViewLine): boolean {
  return findLabels([line], ALL_ROLE_LABELS).some((h) => !midPhrase(h));
}

/**
 * A role word inside a phrase ("… 3 экз накл клиент г. Казань", "goods sold to the buyer.") labels
 * nothing: a label opens its line or cell, or follows punctuation, or is followed by a colon, or ends its cell.
 */
function midPhrase(hit: LabelHit, view?: TextView): boolean {
  const before = hit.line.text.slice(0, hit.labelStart);
  const after = hit.line.text.slice(hit.valueStart);
  if (/^\s*[:：]/.test(after)) return false;
  // A role word opening a sentence that goes on in lower case to its full stop ("Заказчик претензий
  // по объему … не имеет.", "Buyer shall pay within 10 days.") is the subject of prose, not a label;
  // so is one whose sentence goes on in lower case onto the next line.
  if (SENTENCE_AFTER.test(after)) return true;
  const below = view ? lineBelow(view.lines, hit.line) : null;
  if (view && below && SENTENCE_GOES_ON.test(after) && continuesSentence(view.lines, below)) return true;
  // …or one opening a sentence after another's full stop on the same line ("… выполнены полностью и
  // в срок. Заказчик претензий по объему … не имеет"), whether or not its own stop was printed.
  if (SENTENCE_GOES_ON.test(after) && /\p{L}[.!?]\s+$/u.test(before)) return true;
  if (!/\p{Ll}\s$/u.test(before) || /\s{2,}\S*\s$/.test(before)) return false;
  // A role word ending a short heading heads what is under it ("Adresse du Client"); not the end of a
  // sentence ("… the property of the seller") nor a caption of something the party owns or signs
  // ("Банк получателя", "Unterschrift Kunde").
  const inCell = before.split(/\s{2,}/).pop() ?? '';
  const heading = /^\s*(?:$|\s{2})/.test(after) && inCell.trim().split(/\s+/).length <= 3 && !POSSESSED.test(inCell);
  return !heading;
}

/** One to three lower-case words, nothing else, after a role word in its cell: what it qualifies ("услуг", "работ"). */
const QUALIFIER = /^\s+\p{Ll}[\p{Ll}\p{M}-]*(?:\s+\p{Ll}[\p{Ll}\p{M}-]*){0,2}\s*$/u;

/** Four or more lower-case words after a role word, on to a full stop: a sentence. */
const SENTENCE_AFTER = /^\s+\p{Ll}[\p{L}\p{M}-]*(?:,?\s+[\p{Ll}\d][\p{L}\p{M}\d-]*){3,}[^:：]*[.!?]\s*$/u;
/** Four or more lower-case words after a role word to the end of its line, the last in lower case: a sentence that wraps. */
const SENTENCE_GOES_ON = /^\s+\p{Ll}[\p{L}\p{M}-]*(?:,?\s+[\p{Ll}\d][\p{L}\p{M}\d-]*){3,}[^:：]*\p{Ll},?\s*$/u;

/** Words naming what a party has or does, before its role word: "банк получателя", "signature client". */
const POSSESSED = /(?<![\p{L}])(?:банк|подпись|расшифровка|печать|код|номер|bank|banque|signature|unterschrift|stempel|handtekening|cachet|code)(?![\p{L}])/iu;

/** The horizontal extent on the page of a character range of a positioned line. */

function overlapOf(a: [number, number] | null, b: [number, number]): number {
  return a ? Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0])) : 0;
}


/**
 * A plain "Получатель" / "recipient" is the counterparty of a two-party paper (supplier → recipient):
 * where no buyer or payer is named, it is the buyer. A consignee named as such ("Грузополучатель",
 * "ship to") only receives the goods and is never taken for the buyer.
 */
const RECIPIENT_AS_BUYER = new Set(['получатель', 'recipient']);
export const BANK_LABEL = /(?:^|[\s,;])(?:bank|banque|банк|iban|bic|бик)\s*[:：]/iu;
/** A "Получатель" with bank details is the payee of a payment form (the seller), not the buyer. */
const BANK_DETAILS = /(?<![\p{L}])(?:бик|банк|сч\.|р\/с|к\/с|bic|iban|bank)(?![\p{L}])/iu;

/** The blocks that speak for a role: its own, or for a buyer never named, the plain recipient's. */
function blocksFor(blocks: PartyBlock[], role: PartyRole): PartyBlock[] {
  const own = blocks.filter((b) => b.role === role);
  if (own.length || role !== 'buyer') return own;
  // It must name its party on its own line ("Получатель:  Таттехмедфарм"): in a payment form's bank
  // header "Получатель" is a caption alone in its cell, under the payee's name.
  return blocks.filter((b) => b.role === 'consignee' && RECIPIENT_AS_BUYER.has(b.label) && !labelOnly(b)
    && !b.lines.some((part) => BANK_DETAILS.test(part.line.text.slice(part.from, part.to))));
}

/** Whether the label's own line holds nothing after the label but separators ("Продавец:" alone). */
function labelOnly(block: PartyBlock): boolean {
  const first = block.lines[0];
  return !first || /^[\s:：\-–—.]*$/.test(first.line.text.slice(first.from, first.to));
}

/** The value of one party field (`inn`, `name`, …) for a role, from the first block that has it. */
export function partyField(view: TextView, blocks: PartyBlock[], role: PartyRole, field: string): Found | null {
  for (const block of blocksFor(blocks, role)) {
    const found = fieldInBlock(block, field, view);
    if (found) return found;
  }
  return null;
}

function fieldInBlock(block: PartyBlock, field: string, view: TextView): Found | null {
  const first = block.lines[0];
  if (!first) return null;
  const text = (i: number): string => {
    const part = block.lines[i] as PartyBlock['lines'][number];
    return part.line.text.slice(part.from, part.to);
  };
  const at = (i: number, level: Found['level'] = 'rule'): Pick<Found, 'page' | 'box' | 'level'> => ({
    page: block.lines[i]?.line.page ?? null, box: block.lines[i]?.line.box ?? null, level,
  });
  if (field === 'name') {
    const name0 = cleanName(text(0));
    if (name0 && name0 !== LABEL) {
      const wrapped = nameGoesOnBelow(view, first, name0);
      if (wrapped) return { value: wrapped.name, ...at(0), box: wrapped.box };
      return dangles(name0) ? null : { value: name0, ...at(0) };
    }
    // Only a label line with no name on it ("Продавец:" alone, or beside another label such as
    // "Nummer:") hands the name to the lines after it; labels among them are passed over.
    if (name0 !== LABEL && !labelOnly(block)) return null;
    for (let i = 1; i < Math.min(block.lines.length, NAME_LINES_AFTER_LABEL + 1); i++) {
      // A row of items (two figures or more) under a role word names goods, not a party ("склада
      // покупателя" ending a wrapped item name over the next item's row).
      if (isDataRow(text(i).split(/\s{2,}|\t/))) break;
      const name = cleanName(text(i));
      if (name === LABEL) continue;
      const wrapped = name ? nameGoesOnBelow(view, block.lines[i] as PartyBlock['lines'][number], name, true) ?? formInNextCell(block, i, name) : null;
      if (wrapped) return { value: wrapped.name, ...at(i, 'layout'), box: wrapped.box };
      if (name && !dangles(name)) return { value: name, ...at(i, 'layout') };
      break;
    }
    // Only a block read without columns looks at the whole line below (a column's lines are the block's own;
    // so are a drawn cell's, which stand among the page's lines at no index).
    if (block.lines.length > 1 || first.line.index < 0) return null;
    const below = lineBelow(view.lines, first.line);
    const name = below ? cleanName(below.text) : null;
    return name && name !== LABEL && below && !dangles(name) ? { value: name, page: below.page, box: below.box, level: 'layout' } : null;
  }
  const spec = PATTERNS[field];
  if (!spec) return null;
  for (let i = 0; i < block.lines.length; i++) {
    const value = spec(text(i));
    if (value) return { value, ...at(i) };
  }
  return null;
}

/**
 * A name in a drawn cell whose legal form the table gave the row below ("Hoffmanntechnik UG" over
 * "(haftungsbeschränkt)"): cells of a table stand among the page's lines at no index, so the form is
 * looked for in the block's next line of the same column.
 */
function formInNextCell(block: PartyBlock, i: number, name: string): { name: string; box: Box | null } | null {
  const part = block.lines[i];
  const next = block.lines[i + 1];
  if (!part || !next || part.line.index >= 0 || next.line.index >= 0) return null;
  const formed = formWrappedBelow(name, part.line.text.slice(part.from, part.to), next.line.text.slice(next.from, next.to));
  if (!formed) return null;
  const [a, b] = [part.line.box, next.line.box];
  return { name: formed, box: a && b ? boxUnion(a, b) : a ?? b };
}

type Finder = (text: string) => string | null;

/** A КПП as printed: nine characters, or a misprinted run that is no ИНН. */
const kppIn = (found: string): string | null => (isValidKpp(found) ? found : misprintedKpp(found));

const afterLabel = (labels: string[], value: RegExp): Finder => (text) => {
  for (const l of labels) {
    const m = labelRegex(l).exec(text);
    if (!m) continue;
    const v = value.exec(text.slice(m.index + m[0].length));
    if (v?.[1]) return v[1];
  }
  return null;
};

const labelsOf = (id: string): string[] => PARTY_FIELDS.find((f) => f.id === id)?.labels ?? [];

const PATTERNS: Record<string, Finder> = {
  inn: (t) => {
    // A labelled number is taken as printed even when its length is wrong: the data checks flag it.
    const labelled = /инн(?:\s*\/\s*кпп)?[\s:№]*(\d{5,12})(?!\d)/i.exec(t)?.[1];
    if (labelled) return labelled;
    const bare = [...t.matchAll(/(?<!\d)(\d{12}|\d{10})(?!\d)/g)].map((m) => m[1] as string).find(isValidInn);
    return bare ?? null;
  },
  // Taken as printed, like the ИНН: a КПП one digit short ("62501001") is the data checks' to flag.
  kpp: (t) => scanKpp(t).map((h) => kppIn(h.value)).find((v) => v !== null) ?? null,
  ogrn: afterLabel(labelsOf('ogrn'), /^[\s:№]*(\d{15}|\d{13})(?!\d)/),
  bic: afterLabel(labelsOf('bic'), /^[\s:№]*(0\d{8})(?!\d)/),
  account: afterLabel(['р/с', 'р/сч', 'расчетный счет', 'расч. счет', 'settlement account', 'account', 'konto', 'счет №', 'сч. №'], /^[\s:№.]*(\d{20})(?!\d)/),
  corr_account: afterLabel(labelsOf('corr_account'), /^[\s:№.]*(\d{20})(?!\d)/),
  iban: (t) => /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?)\b/.exec(t)?.[1]?.replace(/\s+/g, '') ?? null,
  vat_id: (t) => /\b((?:DE|FR|NL|AT|IT|ES|PL|BE|GB|LU|DK|SE|FI|IE|PT|CZ|SK|HU|RO|BG|GR|EL|HR|SI|LT|LV|EE|CY|MT|CH)[0-9A-Z]{8,12})\b/.exec(t.replace(/(?<=[A-Z]{2})\s+(?=\d)/g, ''))?.[1] ?? null,
  phone: (t) => /(\+?\d[\d\s()-]{8,}\d)/.exec(afterLabelText(t, labelsOf('phone')) ?? '')?.[1]?.trim() ?? null,
  email: (t) => /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/.exec(t)?.[1] ?? null,
  address: (t) => afterLabelText(t, labelsOf('address')),
  bank: (t) => afterLabelText(t, ['банк получателя', 'банк', 'bank', 'bankname', 'banque'])?.replace(/,?\s*бик.*$/i, '') ?? null,
};

function afterLabelText(text: string, labels: string[]): string | null {
  for (const l of labels) {
    const m = labelRegex(l).exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    if (/^\s*[,;]/.test(after)) continue;
    const v = after.replace(/^[\s:：\-–—.]+/, '').split(/\s{2,}/)[0]?.trim();
    if (v) return v;
  }
  return null;
}

/** A name's text that is a label or caption (see name-value.ts): the name is on another line. */
const LABEL = Symbol('label');
/** Lines under a role label searched for its party's name, labels between passed over. */
const NAME_LINES_AFTER_LABEL = 3;

/**
 * A party's name: the text after its label up to its identifiers ("ИНН…", "(", a comma before
 * details); LABEL where that text is another label or a caption.
 */
function cleanName(text: string): string | typeof LABEL | null {
  // The role's second word in parentheses, closed by the label's colon ("Покупатель (Заказчик): ПАО …",
  // "Buyer (Customer): …"): the value follows it.
  const qualified = /^\s*\([^()]{1,40}\)\s*[:：]\s*(\S.*)$/u.exec(text);
  if (qualified) return cleanName(qualified[1] as string);
  // A note in parentheses ("(Not to be used for payment)", "(подпись)") is a caption: the name is elsewhere.
  if (/^\s*\(/.test(text)) return LABEL;
  if (/^\s*[,;»”"]/.test(text)) return null;
  // The rest of an address wrapped from the line above ("122, оф. 224") is no name.
  if (/^\s*\d+\s*,/.test(text)) return null;
  // A qualifier in parentheses closes before the value ("Поставщик (Исполнитель): ООО …").
  // An ИНН whose label OCR lost ("ПАО «Квантмаркет», 7779391914, КПП …") ends the name as its label would.
  const bareInn = [...text.matchAll(/,\s*(\d{12}|\d{10})(?!\d)/g)].find((m) => isValidInn(m[1] as string));
  const cut = (bareInn ? text.slice(0, bareInn.index) : text).replace(/^[\s:：\-–—.)\]]+/, '')
    .split(/\s{2,}|,?\s*(?:инн|кпп|огрн|адрес|р\/с|тел|inn|vat|ust|tax id|address|tel|phone)(?![\p{L}])/iu)[0]
    // Where a note or an address follows the name in the same cell ("Таттехмедфарм 3 экз накл клиент
    // г. Казань, …", "ООО Ромашка, 398000, …"): a count with its unit word, a postcode. The town alone
    // stays: papers write it as part of the name ("ОГУП «Липецкфармация» г.Липецк").
    ?.split(/,?\s+(?:\d{6}(?=[\s,])|\d+\s+(?:экз|шт|уп|упак|кор|мест|копи[яий]|pcs|copies)\.?(?:\s|$))/u)[0] ?? '';
  // A name that ends with its legal form ends there: what follows a comma is its address ("Atlas
  // Supplies Inc., 187 High Street"), a form that opens the name ("ООО «Ромашка», г. Москва") keeps it.
  const form = [...cut.matchAll(new RegExp(LEGAL_FORM.source, 'gu'))].find((f) => f.index > 0 && /^\.?,\s*\S/.test(cut.slice(f.index + f[0].length)));
  const ended = form ? cut.slice(0, form.index + form[0].length) : cut;
  // A form's field number after the value ("… Попов (2)", "(6а)" on an УПД) is no part of the name.
  const name = ended.replace(FORM_FIELD_NUMBER, '').replace(/[,;]\s*$/, '').replace(/\s+/g, ' ').trim();
  if (name.length < 2 || /^[\d\s.,-]+$/.test(name) || CAPTION.test(name)) return null;
  // A name opens with a capital, a figure or a quote; a word in lower case opening it is the sentence
  // its role word began ("Исполнитель оказал, а Заказчик принял …", "Customer agrees that …").
  if (PROSE_OPENING.test(name) && !formOpening(name)) return null;

  // A sentence (six words or more to a full stop, no legal form) is text, not a name.
  if (/[.!?]$/.test(name) && name.split(' ').length >= 6 && !LEGAL_FORM.test(name)) return null;
  const reading = readName(name);
  return reading.kind === 'name' ? reading.name : reading.kind === 'label' ? LABEL : null;
}

const DANGLING = new Set(DANGLING_WORDS);
/**
 * A name never ends with a small article, preposition or conjunction: unless its next line goes on
 * with it ("Northern Lights Trading and" over "Logistics Ltd"), it is a phrase cut at a label's word
 * ("This is not a" of "This is not a VAT invoice"). An initial ("Иванов И.") is a capital.
 */
function dangles(name: string): boolean {
  return name.includes(' ') && DANGLING.has(name.split(' ').pop() ?? '');
}
/** A first word OCR set in lower case that is a legal form opening a name ("ооо «Ромашка»", "ао Вектор"). */
const formOpening = (name: string): boolean => OPENING_FORM.test((name.split(' ')[0] ?? '').toUpperCase());
/** A first word in lower case letters, two or more, that no name opens with (particles such as "von", "van der" do). */
const PROSE_OPENING = /^(?!(?:von|van|vom|zu|zur|der|den|de|del|della|des|du|la|le|di|da|dos|das)\s)\p{Ll}{2,}(?=[\s,.;:]|$)/u;

/** Printed captions of form fields ("по ОКПО", "адрес, телефон, факс…"), which are not names. */
const CAPTION = /^(должность|подпись|расшифровка подписи|по\s+окпо|по\s+окуд|окпо|адрес|телефон|факс|банковские реквизиты|наименование|организация|вид деятельности|структурное подразделение|номер|дата)(?![\p{L}])/iu;

import { NAME, TITLE, isGivenName, labelAlt } from './names-latin';
import type { Category, Detector, Hit } from './types';
import { ADDRESS_LABELS, CN_ADDRESS_LABELS, CN_ID_LABELS, CN_PARTY_LABELS, CN_PERSON_LABELS, CN_PHONE_LABELS, ID_LABELS, PARTY_LABELS, PERSON_LABELS, PHONE_LABELS } from './vocab-labels';

/**
 * The parties of a document where no pattern knows the name: what stands under a party label.
 * - Block: a party label alone on its line ("Bill to", "Rechnungsadresse:", "Facturé à :",
 *   "Покупатель") — the next few lines are the party's name, address and contacts.
 * - Column: a table cell that is a party (or person, address, phone) label — the cells under it
 *   in the same column are its values; a label cell ending in a colon also gives the next cell.
 * - Neighbours: capitalised words right before an address ("Pino Bluebird Sessamestreet 32") are
 *   its addressee; a word and house number between a company and its postcode ("Bei Spiel GmbH
 *   ● Ecke 12 ● 12345 Stadthausen") or after a company on its line are its street.
 * Each takes the text between placeholders already in the line, so earlier findings keep their
 * category and the rest of the line is covered too. Lines that look like data (a label with a
 * value, an amount, a date) end a block: amounts and dates are what a document is read for.
 */

/** A party block holds a name, up to three address lines and a contact line. */
const MAX_BLOCK_LINES = 5;
/** Blank lines a block may span (PDF text puts one between every two lines). */
const MAX_BLANKS = 2;
/** A longer line is prose, not an address line. */
const MAX_BLOCK_LINE_CHARS = 80;
/** Rows under a column label that may belong to it (name, three address lines, contact). */
const MAX_COLUMN_ROWS = 6;

const stripMarks = (s: string): string => s.replace(/^[ \t]*(?:#{1,6}|[-*•●])?[ \t]*[*_]*/u, '').replace(/[*_]*[ \t]*$/u, '');
const PARTY = `(?:${labelAlt([...PARTY_LABELS, ...CN_PARTY_LABELS])})`;
const PARTY_ONLY = new RegExp(`^${PARTY}(?:[ \\t]*/[ \\t]*${PARTY})*[ \\t]*[:：]?$`, 'u');
const ANY_LABEL = `(?:${labelAlt([...PARTY_LABELS, ...PERSON_LABELS, ...ADDRESS_LABELS, ...PHONE_LABELS, ...CN_PARTY_LABELS, ...CN_PERSON_LABELS, ...CN_ADDRESS_LABELS, ...CN_PHONE_LABELS, ...CN_ID_LABELS, ...ID_LABELS.map((l) => l.label), 'E-?mail', 'Email', 'Courriel', 'Website', 'Web', 'Homepage', 'Date', 'Datum', 'Invoice', 'Rechnung', 'Facture', 'Factuur'])})`;
/** A cell that starts with a label and its value ("Kto-Nr. 48567", "IBAN DE30…"): a field of its own. */
const LABEL_FIRST = new RegExp(`^${ANY_LABEL}(?![\\p{L}])`, 'u');
/** A label alone: one of ours, or any short text ending in a colon ("USt.-Id.-Nr.:"). */
const LABEL_ONLY = new RegExp(`^${ANY_LABEL}(?:[ \\t]*/[ \\t]*${ANY_LABEL})*[ \\t]*(?:(?:No|Nr|N°)\\.?)?[ \\t]*[:：]?$|^[^:：|]{1,40}[:：]$`, 'u');
/** A column header: one of the labels alone, or a merged cell ending in a two-word label ("Order ID: 123 Billing Address"). */
const COLUMN_LABELS = [...PARTY_LABELS, ...PERSON_LABELS.filter((l) => !['Name', 'Naam', 'Nom', 'Nome', 'Nombre'].includes(l)), ...ADDRESS_LABELS, ...PHONE_LABELS, ...CN_PARTY_LABELS, ...CN_PERSON_LABELS, ...CN_ADDRESS_LABELS, ...CN_PHONE_LABELS, ...CN_ID_LABELS, ...ID_LABELS.map((l) => l.label)];
/** What the values under a column label are, by the list the label comes from. */
const HEAD_KINDS: { pattern: RegExp; category: Category }[] = [
  { pattern: new RegExp(`^(?:${labelAlt([...PERSON_LABELS, ...CN_PERSON_LABELS])})\\b`, 'u'), category: 'person' },
  { pattern: new RegExp(`^(?:${labelAlt([...ADDRESS_LABELS, ...CN_ADDRESS_LABELS])})`, 'u'), category: 'address' },
  { pattern: new RegExp(`^(?:${labelAlt([...PHONE_LABELS, ...CN_PHONE_LABELS])})`, 'u'), category: 'phone' },
  ...ID_LABELS.map(({ label, category }) => ({ pattern: new RegExp(`^(?:${labelAlt([label])})`, 'u'), category })),
  { pattern: new RegExp(`^(?:${labelAlt(CN_ID_LABELS)})`, 'u'), category: 'vat' },
];

function headKind(label: string): Category | null {
  return HEAD_KINDS.find((k) => k.pattern.test(label))?.category ?? null;
}

const COLUMN_HEAD = new RegExp(`^(?:${labelAlt(COLUMN_LABELS)})[ \\t]*(?:(?:No|Nr|N°)\\.?)?[ \\t]*[:：]?$|^(?:${labelAlt([...PARTY_LABELS, ...ADDRESS_LABELS])})(?:[ \\t]+[\\p{L}'’-]+){1,3}[ \\t]*[:：]?$|[ \\t](?:${labelAlt(PARTY_LABELS.filter((l) => l.includes(' ')))})[ \\t]*:?$`, 'u');
/** Data a party block never holds: "Label: value", an amount, a date. */
const DATA_LINE = /^[\p{L}][\p{L}\d .'/#()%-]{0,30}[:：]\s*\S|\d[.,]\d{2}(?!\d)|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|^\|/u;
const PLACEHOLDER = /\[[A-Z]+_\d+\]/gu;

/** The stretches of a line between placeholders that hold at least two letters or digits, trimmed. */
function segments(line: string, offset: number, category: Category): Hit[] {
  const hits: Hit[] = [];
  let at = 0;
  const push = (from: number, to: number): void => {
    const s = line.slice(from, to);
    const lead = s.length - s.replace(/^[\s,;:|–—•●*#_-]+/u, '').length;
    const body = s.trim().replace(/^[,;:|–—•●*#_-]+|[,;:|–—•●*#_-]+$/gu, '').trim();
    if (/[\p{L}\d].*[\p{L}\d]/u.test(body)) {
      const start = offset + from + lead;
      const inner = s.slice(lead).indexOf(body);
      hits.push({ start: start + Math.max(0, inner), end: start + Math.max(0, inner) + body.length, category });
    }
  };
  for (const m of line.matchAll(PLACEHOLDER)) {
    push(at, m.index ?? 0);
    at = (m.index ?? 0) + m[0].length;
  }
  push(at, line.length);
  return hits;
}

function categoryOfName(value: string): Category {
  const first = value.trim().split(/\s+/u)[0] ?? '';
  return isGivenName(first) || new RegExp(`^${TITLE}\\s`, 'u').test(value.trim()) ? 'person' : 'org';
}

interface Line { text: string; start: number }

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const text_ of text.split('\n')) {
    out.push({ text: text_, start });
    start += text_.length + 1;
  }
  return out;
}

/** Lines under a party label that stands alone. */
export const partyBlocks: Detector = (text) => {
  const lines = linesOf(text);
  const hits: Hit[] = [];
  lines.forEach((line, i) => {
    if (!PARTY_ONLY.test(stripMarks(line.text).trim())) return;
    let taken = 0;
    let blanks = 0;
    for (let j = i + 1; j < lines.length && taken < MAX_BLOCK_LINES; j++) {
      const next = lines[j];
      if (!next) break;
      const body = stripMarks(next.text).trim();
      if (!body) {
        if (++blanks > MAX_BLANKS) break;
        continue;
      }
      if (body.length > MAX_BLOCK_LINE_CHARS || DATA_LINE.test(body) || LABEL_ONLY.test(body)) break;
      blanks = 0;
      hits.push(...segments(next.text, next.start, taken === 0 ? categoryOfName(body) : 'address'));
      taken++;
    }
  });
  return hits;
};

/** The cells of a markdown table row with their offsets (escaped pipes stay inside a cell). */
function cellsOf(line: Line): { text: string; start: number }[] | null {
  if (!/^\s*\|/u.test(line.text)) return null;
  const cells: { text: string; start: number }[] = [];
  const re = /(?<=\|)((?:\\\||[^|])*)(?=\|)/gu;
  for (const m of line.text.matchAll(re)) cells.push({ text: m[1] ?? '', start: line.start + (m.index ?? 0) });
  return cells;
}

const SEPARATOR_ROW = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/u;

/** Cells under a label cell, and the cell after a "Label:" cell. */
export const partyColumns: Detector = (text) => {
  const lines = linesOf(text);
  const rows = lines.map(cellsOf);
  const hits: Hit[] = [];
  rows.forEach((cells, r) => {
    if (!cells) return;
    cells.forEach((cell, k) => {
      const label = cell.text.trim();
      if (!label || !COLUMN_HEAD.test(label)) return;
      const kind = headKind(label);
      if (/[:：]$/u.test(label)) {
        const next = cells.slice(k + 1).find((c) => c.text.trim());
        if (next && !LABEL_ONLY.test(next.text.trim())) hits.push(...segments(next.text, next.start, kind ?? categoryOfName(next.text)));
      }
      let empties = 0;
      for (let q = r + 1, taken = 0; q < rows.length && taken < MAX_COLUMN_ROWS; q++) {
        const below = rows[q];
        if (!below) break;
        if (SEPARATOR_ROW.test(lines[q]?.text ?? '')) continue;
        const target = below[k];
        const value = target?.text.trim() ?? '';
        if (!target || !value) {
          if (++empties >= 2) break;
          continue;
        }
        if (LABEL_ONLY.test(value) || COLUMN_HEAD.test(value)) break;
        empties = 0;
        taken++;
        // A merged cell that holds another field ("Invoice Date: 20-10-2015 near…") is not taken:
        // what it shares with the party is found again by propagation.
        if (DATA_LINE.test(value) || LABEL_FIRST.test(value)) continue;
        hits.push(...segments(target.text, target.start, kind ?? (taken === 1 ? categoryOfName(value) : 'address')));
      }
    });
  });
  return hits;
};

/** Where a field starts: a line or cell, a wide gap, a bullet, or right after a placeholder or a bracket ("[ID_3] (GTIN) MUSTER-MARKT …"). */
const FIELD_START = '(?<=^|\\n|\\||[ \\t]{2}|[•●–—][ \\t]?|[)\\]][ \\t])';
/** "Pino Bluebird [ADDRESS_1]", "Sammy Maystone [EMAIL_1]": capitalised words at a field start right before an address or contact. */
const ADDRESSEE = new RegExp(`${FIELD_START}[ \\t]*(?<v>${NAME}|\\p{Lu}{2,}(?:[ \\t]+\\p{Lu}{2,}){0,3})(?=[ \\t]{0,2}[,–—•●-]?[ \\t]{0,2}\\[(?:ADDRESS|EMAIL|PHONE)_\\d+\\])`, 'gud');
/** "[ORG_1] ● Ecke 12 ● [ADDRESS_2]", "[ORG_1] Ecke 12": a street between a company and its postcode or line end. */
const STREET_AFTER_PARTY = new RegExp(`\\[(?:ORG|PERSON)_\\d+\\][ \\t]*[,●•–—-]?[ \\t]*(?<v>\\p{Lu}[\\p{L}.'-]*(?:[ \\t]+\\p{Lu}[\\p{L}.'-]*){0,3}[ \\t]+\\d{1,5}[a-zA-Z]?(?:[-/]\\d{1,5})?)(?=[ \\t]*(?:[,●•–—|\\n-]|$|\\[ADDRESS_))`, 'gud');
/** "Weena 664\n\n[ADDRESS_1]": a word and house number alone before a postcode is the street. */
const STREET_BEFORE_POSTCODE = new RegExp(`${FIELD_START}[ \\t]*(?<v>\\p{Lu}[\\p{L}.'-]*(?:[ \\t]+\\p{Lu}[\\p{L}.'-]*){0,2}[ \\t]+\\d{1,5}[a-zA-Z]?(?:[-/]\\d{1,5})?)[ \\t]*(?:,[ \\t]*|[ \\t]-[ \\t]|[ \\t]+|\\n[ \\t]*\\n?[ \\t]*)\\[ADDRESS_\\d+\\]`, 'gud');
/** "[ORG_1] 93B Sai Yu Chung Yuen Long, N.T. Hong Kong": a number-led run after a company, to the line end. */
const ADDRESS_AFTER_PARTY = new RegExp(`\\[ORG_\\d+\\][ \\t,]+(?<v>\\d{1,5}[A-Za-z]?[ \\t]+\\p{Lu}[\\p{L}'-]*(?:[ \\t,.]+\\p{Lu}[\\p{L}.'-]*){1,7})[ \\t.,]*(?=\\n|$|\\|)`, 'gud');

function groupHits(pattern: RegExp, text: string, category: Category): Hit[] {
  const out: Hit[] = [];
  for (const m of text.matchAll(pattern)) {
    const span = m.indices?.groups?.v;
    if (span && span[1] > span[0]) out.push({ start: span[0], end: span[1], category });
  }
  return out;
}

const NOT_ADDRESSEE = new RegExp(`^(?:${ANY_LABEL})$`, 'u');

/** A cell or value that is only a label ("Ship To:", "Invoice Date:"): never a party's value. */
export function isLabel(value: string): boolean {
  return LABEL_ONLY.test(value.trim());
}

export const partyNeighbours: Detector = (text) => [
  ...groupHits(ADDRESSEE, text, 'org').filter((h) => !NOT_ADDRESSEE.test(text.slice(h.start, h.end))).map((h) => ({ ...h, category: categoryOfName(text.slice(h.start, h.end)) })),
  ...groupHits(STREET_AFTER_PARTY, text, 'address'),
  ...groupHits(STREET_BEFORE_POSTCODE, text, 'address'),
  ...groupHits(ADDRESS_AFTER_PARTY, text, 'address'),
];

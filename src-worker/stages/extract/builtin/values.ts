import type { JsonValue } from '../../../../src-shared/contract/envelope';
import type { Box } from '../../../../src-shared/document/geometry';
import { conceptById } from '../../../lib/fields/concepts';
import type { ValueKind } from '../../../lib/fields/concepts';
import { isNumeric } from '../../../lib/fields/schema';
import type { SchemaLeaf } from '../../../lib/fields/schema';
import { currencyOf, isValidInn, parseAmount, scanDates } from '../../../lib/scanners';
import { CURRENCY_CODES } from '../../../lib/util/currency-codes';

/** The rung that produced a value (SPEC `fields[].level`). */
export type Level = 'xml' | 'rule' | 'layout' | 'table' | 'model';

export interface Found {
  value: JsonValue;
  page: number | null;
  box: Box | null;
  level: Level;
}

/**
 * Raw text → the value the schema asks for: dates as ISO, numbers as numbers (any thousands and
 * decimal notation), identifiers as their digits, enums by their closest member; null when the text
 * does not hold such a value.
 */
export function typedValue(leaf: SchemaLeaf, raw: string, concept: string | null): JsonValue | null {
  // Markdown escapes and emphasis from office documents ("\\_\\_\\_", "**") are not part of values;
  // a run of blanks to fill in by hand is no value at all.
  const text = plainText(raw);
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  const kind: ValueKind | null = concept ? conceptById(concept)?.kind ?? null : null;
  if (leaf.enumValues) return enumMember(leaf.enumValues, text);
  if (leaf.format === 'date' || leaf.format === 'date-time' || kind === 'date') {
    const d = scanDates(text)[0]?.value ?? null;
    return d && leaf.format === 'date-time' ? `${d}T00:00:00Z` : d;
  }
  if (isNumeric(leaf)) {
    if (isIdentifier(text)) return null;
    const n = kind === 'percent' ? percent(text) : parseAmount(text)?.amount ?? null;
    if (n === null) return null;
    return leaf.type === 'integer' ? Math.round(n) : n;
  }
  if (leaf.type === 'boolean') return /^(yes|true|да|ja|oui|1|是)$/i.test(text) ? true : /^(no|false|нет|nein|non|0|否)$/i.test(text) ? false : null;
  if (kind === 'inn') return /(?<!\d)(\d{12}|\d{10}|\d{5,11})(?!\d)/.exec(text)?.[1] ?? null;
  if (kind === 'kpp') return /\b(\d{4}[\dA-Z]{2}\d{3})\b/.exec(text)?.[1] ?? misprintedKpp(/(?<!\d)(\d{5,11})(?!\d)/.exec(text)?.[1]);
  if (kind === 'ogrn') return /\b(\d{15}|\d{13})\b/.exec(text)?.[1] ?? null;
  if (kind === 'bic') return /\b(0\d{8})\b/.exec(text)?.[1] ?? null;
  if (kind === 'account') return /\b(\d{20})\b/.exec(text.replace(/(\d)\s(?=\d)/g, '$1'))?.[1] ?? null;
  if (kind === 'iban') return /\b([A-Z]{2}\d{2}[A-Z0-9]{10,30})\b/.exec(text.replace(/\s+/g, ''))?.[1] ?? null;
  if (kind === 'currency') return currencyOf(text);
  if (concept === 'document.number' || concept === 'document.contract_number') return documentNumberIn(text);
  if (kind === 'amount' || kind === 'number') {
    const n = parseAmount(text);
    return n === null ? null : text;
  }
  return text;
}

/**
 * Letters glued to a long run of figures with no decimals ("GB474958237", "DE811234567",
 * "INV20230001") make an identifier — a VAT number, an account, a document code — never a quantity
 * or an amount, wherever it stands (a footer line read into a table's amount column). A currency
 * code glued to its figures ("EUR12150") is money and stays.
 */
export function isIdentifier(text: string): boolean {
  for (const m of text.matchAll(/(?<!\p{L})(\p{L}{2,})(\d{5,})(?!\d|[.,]\d)/gu)) {
    if (!CURRENCY_CODES.includes((m[1] as string).toUpperCase())) return true;
  }
  return false;
}

/**
 * A КПП printed with a digit too few or too many ("62501001") is kept for the data checks to flag;
 * a valid ИНН in its place (an ИП's "ИНН/КПП 771234567890" with no КПП) is no КПП.
 */
export function misprintedKpp(digits: string | undefined): string | null {
  return digits && !isValidInn(digits) ? digits : null;
}

/**
 * A document's number in the text after its label: the number after "№" when the kind of document
 * stands before it ("поставки № 12/5", "КУПЛИ-ПРОДАЖИ № 5/24"); else the text when it holds a figure
 * and is no sentence (prose after "договор" in "заключили настоящий договор о нижеследующем" is
 * none), cut before the words that follow a number ("7 на оказание услуг" → "7").
 */
function documentNumberIn(text: string): string | null {
  // A full stop or colon closing the number ("36.", a cell's sentence end) is punctuation, not the number's.
  const bare = (n: string): string => n.replace(/(?<=\d)[.:]$/, '');
  const afterSign = /^(?:[\p{L}-]+\s+){0,3}(?:№|No\.?|Nr\.?|N(?=\s*\d))\s*([^\s,;]*\d[^\s,;]*)/iu.exec(text);
  if (afterSign?.[1]) return bare(afterSign[1]);
  if (!/\d/.test(text) || /^\p{Ll}/u.test(text)) return null;
  return bare(/^(\S*\d\S*)\s+\p{Ll}{2,}(?:\s|$)/u.exec(text)?.[1] ?? text);
}

/**
 * Text of an office document without its markdown: escapes ("\\_"), emphasis ("**"), and runs of
 * blanks to fill in by hand ("№ ______"), which become one space.
 */
export function plainText(raw: string): string {
  return raw.replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1').replace(/_{3,}/g, ' ').replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
}

function percent(text: string): number | null {
  const m = /(-?\d+(?:[.,]\d+)?)\s*%/.exec(text) ?? /^(-?\d+(?:[.,]\d+)?)$/.exec(text);
  return m?.[1] ? Number(m[1].replace(',', '.')) : null;
}

function enumMember(values: JsonValue[], text: string): JsonValue | null {
  const t = text.toLowerCase();
  const exact = values.find((v) => String(v).toLowerCase() === t);
  if (exact !== undefined) return exact;
  const inside = values.filter((v) => typeof v === 'string' && v.length > 1 && t.includes(v.toLowerCase()));
  return inside.sort((a, b) => String(b).length - String(a).length)[0] ?? null;
}

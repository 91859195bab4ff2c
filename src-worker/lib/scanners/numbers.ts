import type { Hit } from './types';

/**
 * Document numbers after their sign: `№ 17/2024`, `Счет-фактура № 1234 от 12.03.2024`,
 * `Invoice Number: 42183017`, `Rechnung Nr. R-2024-001`, `Facture N° F20180027`, `Order #12345`,
 * `发票号码：12345678`. The number must contain a digit (`№ п/п` is a table header, not a number).
 */

export interface DocumentNumberHit extends Hit<string> {
  /** The sign as written (`№`, `Nr.`, `Invoice Number:` → `Number`). */
  marker: string;
  /** Up to three words before the sign on the same line (`Счет-фактура`, `Rechnung`, `ДС к ДП`), to tell an invoice number from a contract number. */
  label: string;
}

/** Word-like signs: they must stand as whole words (`Nr.` yes, `Nrn` no). */
const WORD_MARKERS = [
  // `No` only as an abbreviation: followed by a dot, a colon, or a digit after spaces.
  'No\\.', 'No(?=\\s*[:：]|\\s*\\d)', 'NO\\.(?=\\s*\\d)',
  // `Номер документа:`, `Numéro de facture :`, `Invoice number:` — the sign, up to two words, a colon.
  "(?:[Нн]омер|НОМЕР|[Nn]umber|NUMBER|[Nn]um[ée]ro|NUM[ÉE]RO)(?:\\s+[\\p{L}']+){1,2}(?=\\s*[:：])",
  'Nr\\.?', '\\p{L}*[Nn]ummer', 'Num[ée]ro', 'num[ée]ro', '[Нн]омер', 'НОМЕР', 'Number', 'number', 'NUMBER',
  // Russian typists write a Latin N for №: `Договор N 15`.
  'N(?=\\s+\\d)',
];
/** Signs that may touch the number or a preceding word (`№097`, `发票号码：`). */
const SIGN_MARKERS = [
  '№', '(?<!\\p{L})[Nn][°º]',
  // `#` inside a line (`Order #12345`); at the start of a line it is a Markdown heading.
  '(?<=[\\p{L}\\p{N}.:)][ \\t]?)#(?!#)',
  '编号', '号码', '號碼', '单号',
];
const VALUE = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}]|[-/._\\\\](?=[\\p{L}\\p{N}]))*';
const MARKER = `(?<!\\p{L})(?:${WORD_MARKERS.join('|')})(?!\\p{L})|${SIGN_MARKERS.join('|')}`;
const RE = new RegExp(`(${MARKER})[ \\t\\u00a0]*[:：]?[ \\t\\u00a0]*(${VALUE})`, 'gud');

export function scanDocumentNumbers(text: string): DocumentNumberHit[] {
  const hits: DocumentNumberHit[] = [];
  for (const m of text.matchAll(RE)) {
    const marker = m[1] ?? '';
    const value = m[2] ?? '';
    const at = m.indices?.[2];
    if (!at || !/\p{N}/u.test(value) || value.length > 40) continue;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const words = text.slice(lineStart, m.index).trim().split(/\s+/u).filter(Boolean);
    // The words right before the sign, up to a date or figure: `к Договору`, not `12.03.2024 к Договору`.
    const tail: string[] = [];
    for (const w of words.reverse()) {
      if (!/\p{L}/u.test(w) || tail.length === 3) break;
      tail.unshift(w);
    }
    const label = tail.join(' ');
    hits.push({ value, raw: value, start: at[0], end: at[1], marker, label });
  }
  return hits;
}

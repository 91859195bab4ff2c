import { countChars } from '../../../src-shared/document/text';

/**
 * Characters of a sheet as billing counts them (the markdown of its table, lib/markdown/table-markdown.ts),
 * computed without building it, so a parser can refuse a sheet past the ceiling before its table and
 * markdown exist, and the page estimate of a CSV can equal its bill.
 */

/** Characters of `tableToMarkdown(gridToTable(rows))`: each row `| a | b |`, a `| --- | --- |` row, lines joined by `\n`. */
export function gridMarkdownChars(rows: readonly (readonly string[])[]): number {
  if (rows.length === 0) return 0;
  const nCols = rows.reduce((n, r) => Math.max(n, r.length), 0);
  // A line of n cells is "| " + cells joined by " | " + " |": its cells plus 3n + 1.
  const lineFrame = 3 * nCols + 1;
  let chars = lineFrame + 3 * nCols; // the separator row, "---" in each cell
  for (const row of rows) {
    chars += lineFrame;
    for (const cell of row) chars += codePoints(escapedCell(cell));
  }
  return chars + rows.length; // one "\n" between each two of the rows.length + 1 lines
}

/** Characters of a worksheet's markdown: its `## name` heading (not for a CSV) and its table. */
export function sheetMarkdownChars(name: string | null, rows: readonly (readonly string[])[]): number {
  const heading = name === null ? 0 : codePoints(`## ${name.replace(/\s+/g, ' ').trim()}\n\n`);
  return heading + gridMarkdownChars(rows);
}

/**
 * A lower bound of the billed characters of a CSV, from one pass over its text and nothing kept:
 * every character that is not white space, a quote or one of the delimiters the parser may choose
 * (`,` `;` tab `|`) ends in a cell that is kept and counts once in the markdown at least (a cell is
 * trimmed, quotes are removed, `|` is escaped into two characters, empty rows and columns dropped).
 */
export function csvLowerBoundChars(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A low surrogate: counted with its high half (a lone one is skipped, which a lower bound may do).
    if (c >= 0xdc00 && c <= 0xdfff) continue;
    if (c === 0x22 || c === 0x2c || c === 0x3b || c === 0x7c) continue; // " , ; |
    if (c <= 0x20 || isWhiteSpace(c)) continue;
    n++;
  }
  return n;
}

/** As lib/markdown/table-markdown.ts escapes a cell (kept in step by the tests beside this file). */
function escapedCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
}

/** Characters as billing counts them (code points, a lone surrogate as one). */
function codePoints(text: string): number {
  return countChars(text);
}

/** White space as String.prototype.trim and `\s` know it, beyond ASCII (the caller also skips every control character: a lower bound may skip more). */
function isWhiteSpace(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

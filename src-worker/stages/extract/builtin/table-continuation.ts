import type { Box } from '../../../../src-shared/document/geometry';
import { normalise } from '../../../lib/fields/match-schema';
import type { ViewTable } from '../../../lib/reading/text-view';
import { bareWord, nearCommonCount } from '../../../lib/util/near-words';

/**
 * A table continued on later pages: its columns by position, or by the words of a header the page
 * repeats (a running head may stand above it; each page's table may be laid out anew and wrap
 * "Unit price" or not). Used by items.ts to read continuations into the chosen table's columns.
 */

/** A continued table's running head may take this many rows above its repeated header. */
const RUNNING_HEAD_ROWS = 2;
/** Of a repeated header's first row, this share of its words are the first header's (a running head's are not). */
const HEAD_ROW_SHARE = 0.8;
/**
 * A header row standing in the same table, in the same columns, is the chosen header's first print
 * when half the words of the two are shared: OCR garbles a third of a small-print form header's
 * words each time, differently; no row of data shares half a header's words.
 */
const IN_TABLE_HEAD_SHARE = 0.5;

/**
 * Where a table repeats a header (`ownHeader`, its rows): rows k…k+n among the first few whose words
 * are the header's, its first row the header's own (a running head above shares none of its words).
 */
export function repeatedHeaderIn(next: ViewTable, ownHeader: ViewTable['rows'], lastAt = RUNNING_HEAD_ROWS): { at: number; rows: number } | null {
  for (let k = 0; k <= lastAt; k++) {
    for (let n = 1; n <= ownHeader.length; n++) {
      const rows = next.rows.slice(k, k + n);
      if (looksLikeHeader(rows[0] ?? []) && sameWords(rows.slice(0, 1), ownHeader, HEAD_ROW_SHARE) && sameWords(rows, ownHeader)) return { at: k, rows: n };
    }
  }
  return null;
}

/**
 * The first page's header of a table read as one over its pages, when the header chosen is a later
 * page's repetition of it (that page's print was read more cleanly): the rows under the first one
 * are the table's too. Null when the chosen header (rows `from`…) is the table's first.
 */
export function firstHeaderBefore(table: ViewTable, from: number, ownHeader: ViewTable['rows']): { at: number; rows: number } | null {
  for (let k = 0; k < from; k++) {
    for (let n = 1; n <= ownHeader.length && k + n <= from; n++) {
      const rows = table.rows.slice(k, k + n);
      if (looksLikeHeader(rows[0] ?? []) && sameWords(rows, ownHeader, null, IN_TABLE_HEAD_SHARE)) return { at: k, rows: n };
    }
  }
  return null;
}

/** The x-range of each column of a table with geometry (null without boxes). */
export function columnSpansOf(table: ViewTable): [number, number][] | null {
  const width = Math.max(...table.rows.map((r) => r.length));
  const spans: [number, number][] = [];
  for (let c = 0; c < width; c++) {
    const boxes = table.rows.map((r) => r[c]?.box).filter((b): b is Box => !!b);
    if (boxes.length === 0) spans.push([Infinity, -Infinity]);
    else spans.push([Math.min(...boxes.map((b) => b[0])), Math.max(...boxes.map((b) => b[2]))]);
  }
  return spans.some((s) => Number.isFinite(s[0])) ? spans : null;
}

/** A later table continues the columns when most of its cells fall inside them. */
export function sameColumns(table: ViewTable, spans: [number, number][]): boolean {
  const cells = table.rows.flat().filter((c) => c.box && c.text.trim());
  if (cells.length === 0) return false;
  const inside = cells.filter((c) => spans.some((s) => overlap(c.box as Box, s) > 0)).length;
  return inside >= cells.length * 0.8;
}

export function overlap(b: Box, span: [number, number]): number {
  return Math.max(0, Math.min(b[2], span[1]) - Math.max(b[0], span[0]));
}


/**
 * Two headers say the same when they have as many filled cells (give or take one) and share at
 * least `share` (60%) of their words (of three letters or more, a word OCR read with a slip counted
 * as read right): a header repeated on the next page, however OCR garbled a few of its words; not a
 * VAT summary sharing "BTW" and "Bedrag" with the items' header.
 */
export function sameWords(a: ViewTable['rows'], b: ViewTable['rows'], firstShare: number | null = null, share = 0.6): boolean {
  const words = (rows: ViewTable['rows']): Set<string> => new Set(rows.flatMap((r) => r.flatMap((c) => normalise(c.text).split(/\s+/).map(bareWord))).filter((w) => w.length >= 3));
  const filled = (rows: ViewTable['rows']): number => Math.max(0, ...rows.map((r) => r.filter((c) => c.text.trim() !== '').length));
  const x = words(a); const y = words(b);
  // A word OCR read with a slip on one page ("Наиметчование") is still the other page's word.
  const common = nearCommonCount(x, y);
  // With `firstShare`: only that share of a's own words need be b's (a's row is one of b's header rows).
  if (firstShare !== null) return x.size > 0 && common >= x.size * firstShare;
  return Math.abs(filled(a) - filled(b)) <= 1 && common >= Math.max(x.size, y.size) * share;
}

/**
 * The columns of a repeated header by their words: each of the first header's filled cells to the
 * cell of the second that says the same (once each). Cells OCR garbled on one page ("#"
 * read "+", "Unité" read "ERGs") find no twin; between two cells that did, as many garbled cells on
 * each side are paired in order (the same header keeps its columns' order). Null
 * unless most cells find theirs; the rest are left to their position.
 */
export function byHeaderWords(first: readonly string[], second: readonly string[]): Map<number, number> | null {
  const out = new Map<number, number>();
  const taken = new Set<number>();
  const filledOf = (cells: readonly string[]): number[] => cells.flatMap((c, i) => (normalise(c) ? [i] : []));
  const mine = filledOf(first);
  const theirs = filledOf(second);
  for (const c of mine) {
    const text = normalise(first[c] as string);
    const twin = theirs.find((k) => !taken.has(k) && normalise(second[k] as string) === text);
    if (twin === undefined) continue;
    out.set(c, twin);
    taken.add(twin);
  }
  // Between consecutive twins (and before the first, after the last), cells left unpaired on both
  // sides in equal numbers are the same columns, in order.
  const anchors = [...out.entries()].sort((a, b) => a[0] - b[0]);
  if (anchors.length === 0) return null;
  const bounds: [number, number][] = [[-1, -1], ...anchors, [Infinity, Infinity]];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const [a0, b0] = bounds[i] as [number, number];
    const [a1, b1] = bounds[i + 1] as [number, number];
    if (b1 <= b0) continue;
    const left = mine.filter((c) => c > a0 && c < a1 && !out.has(c));
    const right = theirs.filter((k) => k > b0 && k < b1 && !taken.has(k));
    if (left.length === 0 || left.length !== right.length) continue;
    left.forEach((c, j) => out.set(c, right[j] as number));
  }
  return out.size >= mine.length * HEAD_ROW_SHARE ? out : null;
}

/** Each column's header words over the header's rows ("Unit" over "price" is "Unit price"). */
export function columnHeads(rows: ViewTable['rows']): string[] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  return Array.from({ length: width }, (_, c) => rows.map((r) => r[c]?.text.trim() ?? '').filter(Boolean).join(' '));
}

/** A header row: words in several cells and no plain number in any. */
export function looksLikeHeader(row: ViewTable['rows'][number]): boolean {
  const texts = row.map((c) => c.text.trim()).filter((t) => t !== '');
  return texts.filter((t) => /\p{L}{3}/u.test(t)).length >= 2 && !texts.some((t) => /^[\d\s.,]+$/.test(t) && /\d{2}/.test(t));
}

/**
 * Page numbering printed on a page ("Seite 2 von 3", "Page 1 / 1", "Лист 2", "第1页 共3页", "- 2 -"):
 * the strongest evidence of where a document starts and ends. A mark counts only where page marks
 * are printed — the top or bottom band of the page — so "item 1 of 3" in a table is not one.
 */
import { PAGE_WORDS, OF_WORDS } from '../../lib/vocabulary/pages';

export interface PageMark {
  /** The page's own number in its document. */
  n: number;
  /** The document's page count, when printed ("of 3"). */
  of: number | null;
}

/** A page count this high is a reference or an amount, not pagination. */
const MAX_PAGES_IN_A_DOCUMENT = 999;

const words = (list: readonly string[]): string => list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\./g, '\\.?')).join('|');

const NUM = '(\\d{1,3})';
/** "Seite 2 von 3", "Page 2 of 3", "Стр. 2 из 3", "Page 2/3", "Лист 2", "Page 2". */
const WORDED = new RegExp(`(?<![\\p{L}])(?:${words(PAGE_WORDS)})\\s*:?\\s*(?:n[°o]\\.?\\s*|№\\s*)?${NUM}(?:\\s*(?:(?:${words(OF_WORDS)})|/)\\s*${NUM})?(?![\\d\\p{L}])`, 'iu');
/** "第1页 共3页", "第 1 页", "共3页 第1页". */
const CHINESE = /第\s*(\d{1,3})\s*页(?:\s*[,，]?\s*共\s*(\d{1,3})\s*页)?|共\s*(\d{1,3})\s*页\s*[,，]?\s*第\s*(\d{1,3})\s*页/u;
/** A line that is nothing but "2 / 3", "2/3", "- 2 -" or "2": footer pagination without words. */
const BARE_FRACTION = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/u;
const BARE_DASHED = /^\s*[-–—]\s*(\d{1,3})\s*[-–—]\s*$/u;

/** The page mark in one line, or null. `alone` says whether the line holds nothing else (bare numbers count only then). */
export function pageMarkIn(line: string, alone: boolean): PageMark | null {
  const worded = WORDED.exec(line);
  if (worded) return mark(Number(worded[1]), worded[2] ? Number(worded[2]) : null);
  const zh = CHINESE.exec(line);
  if (zh) return zh[1] ? mark(Number(zh[1]), zh[2] ? Number(zh[2]) : null) : mark(Number(zh[4]), Number(zh[3]));
  if (!alone) return null;
  const fraction = BARE_FRACTION.exec(line);
  if (fraction) return mark(Number(fraction[1]), Number(fraction[2]));
  const dashed = BARE_DASHED.exec(line);
  if (dashed) return mark(Number(dashed[1]), null);
  return null;
}

function mark(n: number, of: number | null): PageMark | null {
  if (n < 1 || n > MAX_PAGES_IN_A_DOCUMENT) return null;
  // "3 of 2" is not pagination (a quantity, a ratio).
  if (of !== null && (of < n || of > MAX_PAGES_IN_A_DOCUMENT)) return null;
  return { n, of };
}

import type { Line } from '../layout/lines';
import { GRID, ZONES } from '../../tuning/split';
import type { PageSignals } from './page-signals';

/**
 * Whether a page is another column band of a page already in the open section: a spreadsheet too
 * wide for the paper is printed band by band, and the page holding a band's right-hand columns
 * sets its lines on exactly the rows of the page holding their left-hand part, with other text on
 * them (prices beside names, a number and date cell beside the title). Such a page may show
 * what looks like a first page's head (the header cells that fell to the right) and still opens
 * nothing. A new document printed from the same template also sits on the same rows, but its head
 * says the same things again (title, labels, column headings): rows that repeat their text are
 * not counted as another band's.
 */
export function isColumnBandOf(next: PageSignals, section: readonly PageSignals[]): boolean {
  // The left band holds the heading and the party labels; a page showing either is no right-hand band
  // (and printers of one program share their rows across documents: rows alone prove nothing then).
  if (next.heading || next.parties > 0) return false;
  const body = bodyLines(next);
  if (body.length < GRID.minLines) return false;
  return section.some((page) => page.no !== next.no && sameRowsOtherText(body, bodyLines(page)));
}

/** Lines between the letterhead and the footer zones: page headers and footers repeat on every page of a print. */
function bodyLines(page: PageSignals): Line[] {
  const top = ZONES.letterhead * page.heightPt;
  const bottom = (1 - ZONES.foot) * page.heightPt;
  return page.lines.filter((l) => l.box[1] >= top && l.box[1] < bottom);
}

function sameRowsOtherText(next: readonly Line[], earlier: readonly Line[]): boolean {
  if (earlier.length < GRID.minLines) return false;
  let onRow = 0;
  let sameText = 0;
  for (const line of next) {
    const row = earlier.find((e) => Math.abs(e.box[1] - line.box[1]) <= GRID.tolerancePt);
    if (!row) continue;
    onRow++;
    if (words(row.text) === words(line.text)) sameText++;
  }
  return onRow >= GRID.onRowShare * next.length && sameText <= GRID.repeatedShare * onRow;
}

/** A line's text without its figures: a repeated heading or label reads the same on two documents. */
function words(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim();
}

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

/**
 * Lines between the letterhead and the footer zones (page headers and footers repeat on every page
 * of a print), sorted by top with their words: read once per page, since every later page of a
 * section is compared with it.
 */
const bodies = new WeakMap<PageSignals, BodyLine[]>();
interface BodyLine { top: number; words: string }

function bodyLines(page: PageSignals): BodyLine[] {
  let body = bodies.get(page);
  if (!body) {
    const top = ZONES.letterhead * page.heightPt;
    const bottom = (1 - ZONES.foot) * page.heightPt;
    body = page.lines.filter((l) => l.box[1] >= top && l.box[1] < bottom).map((l) => ({ top: l.box[1], words: words(l.text) })).sort((a, b) => a.top - b.top);
    bodies.set(page, body);
  }
  return body;
}

function sameRowsOtherText(next: readonly BodyLine[], earlier: readonly BodyLine[]): boolean {
  if (earlier.length < GRID.minLines) return false;
  let onRow = 0;
  let sameText = 0;
  let at = 0;
  // Both sorted by top: one pass, the earlier page's pointer never moves back.
  for (const line of next) {
    while (at < earlier.length && earlier[at]!.top < line.top - GRID.tolerancePt) at++;
    const row = earlier[at];
    if (!row || row.top > line.top + GRID.tolerancePt) continue;
    onRow++;
    if (row.words === line.words) sameText++;
  }
  return onRow >= GRID.onRowShare * next.length && sameText <= GRID.repeatedShare * onRow;
}

/** A line's text without its figures: a repeated heading or label reads the same on two documents. */
function words(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim();
}

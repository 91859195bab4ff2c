import type { Box } from '../../../src-shared/document/geometry';
import { boxUnion } from '../../../src-shared/document/geometry';
import type { Page } from '../../../src-shared/document/model';

/**
 * The words of a line grouped into phrases by the gaps between them: a wide gap is a cell border
 * of a form (a title block's `Разраб.` and `Иванов` share a line but not a cell), a narrow one a
 * space between words of one cell (`Корпус насоса`).
 */
export interface Phrase {
  text: string;
  box: Box;
  fontSize: number;
}

/** Gaps wider than this many font sizes part two cells; a word space is about a third of one. */
const CELL_GAP_EM = 0.9;

export function pagePhrases(page: Page): Phrase[] {
  const out: Phrase[] = [];
  for (const line of page.lines) {
    let current: { start: number; end: number; box: Box } | null = null;
    const flush = (): void => {
      if (!current) return;
      const text = line.text.slice(current.start, current.end).trim();
      if (text) out.push({ text, box: current.box, fontSize: line.fontSize });
      current = null;
    };
    const spans = [...line.spans].sort((a, b) => a.start - b.start);
    for (const s of spans) {
      if (current && s.box[0] - current.box[2] <= CELL_GAP_EM * line.fontSize) {
        current = { start: current.start, end: s.end, box: boxUnion(current.box, s.box) };
      } else {
        flush();
        current = { start: s.start, end: s.end, box: s.box };
      }
    }
    flush();
  }
  return out;
}

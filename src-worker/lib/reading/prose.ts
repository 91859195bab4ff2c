import { PROSE_TUNING } from '../../tuning/extract';
import type { ViewLine } from './text-view';

/**
 * Whether a positioned line carries on the sentence of the line above it: a wrapped line of a
 * paragraph ("… under" over "agreement No. 16/2021 of February 4, 2021."). Its first words are then
 * no heading, title or label of their own. The line above is one long cell (no column gap), starts at
 * the same x, sits within the leading, and ends in the middle of a sentence (no full stop, question or exclamation mark, colon
 * or ellipsis: a word, a comma, a sign such as "№" whose number is on the next line).
 */
export function continuesSentence(lines: readonly ViewLine[], line: ViewLine): boolean {
  const b = line.box;
  if (!b) return false;
  const height = b[3] - b[1];
  const above = lines.filter((l) => l.page === line.page && l.box && l.box[3] <= b[1] + height * 0.2 && b[1] - l.box[3] <= height * PROSE_TUNING.leadingHeights
    && Math.abs(l.box[0] - b[0]) <= PROSE_TUNING.sameStartPt).sort((x, y) => (y.box?.[3] ?? 0) - (x.box?.[3] ?? 0))[0];
  if (!above?.box) return false;
  // Larger type than the line above starts something of its own: a title under a party's line.
  if (height > (above.box[3] - above.box[1]) * PROSE_TUNING.headingSizeRatio) return false;
  const text = above.text.trim();
  return text.length >= PROSE_TUNING.sentenceLineChars && !/\s{2,}/.test(text) && !/[.!?:…]$/u.test(text);
}

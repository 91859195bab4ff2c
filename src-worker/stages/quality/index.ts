import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../../src-shared/document/model';

/** Fewer characters than this per physical sheet is "very little text" (SPEC `parse_thin`). */
export const THIN_CHARS_PER_SHEET = 40;

/**
 * Checks on what parsing produced from a file (SPEC rule 8: a caller's own short `text` is never
 * flagged). `parse_empty` means there is nothing for extraction to read.
 */
export function parseQuality(doc: ParsedDocument): Warning[] {
  const warnings: Warning[] = [];
  const text = doc.markdown.trim();
  if (text === '') {
    warnings.push(warning('parse_empty', 'no text could be read from the document'));
    return warnings;
  }
  const sheets = doc.stats.sheets ?? 1;
  if (doc.stats.chars < THIN_CHARS_PER_SHEET * sheets) {
    warnings.push(warning('parse_thin', `only ${doc.stats.chars} characters of text for ${sheets} sheet(s)`));
  }
  const replacements = [...doc.markdown].filter((c) => c === '\uFFFD').length;
  if (replacements > 0) {
    warnings.push(warning('ocr_noise', `${replacements} unreadable character(s) (U+FFFD) in the text`));
  }
  return warnings;
}

export function isEmptyParse(warnings: readonly Warning[]): boolean {
  return warnings.some((w) => w.code === 'parse_empty');
}

import type { JsonValue } from '../../../src-shared/contract/envelope';
import type { Box } from '../../../src-shared/document/geometry';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { scanAmounts, scanDates } from '../../lib/scanners';
import type { TextView } from '../../lib/reading/text-view';

/**
 * Where a value is written in the document (for values read from XML or given by a model): the
 * first line holding it — by text for strings, by number for numbers, by calendar date for dates.
 */
export function locateValue(view: TextView, doc: ParsedDocument, value: JsonValue): { page: number; box: Box } | null {
  if (doc.source.format !== 'pdf' || value === null || typeof value === 'object') return null;
  const matches = matcher(value);
  for (const line of view.lines) {
    if (line.box && matches(line.text)) return { page: line.page, box: line.box };
  }
  return null;
}

function matcher(value: string | number | boolean): (text: string) => boolean {
  if (typeof value === 'number') {
    return (text) => scanAmounts(text).some((a) => Math.abs(a.value.amount - value) < 0.005);
  }
  const s = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return (text) => scanDates(text).some((d) => d.value === s);
  const needle = squash(s);
  if (needle.length < 2) return () => false;
  return (text) => squash(text).includes(needle);
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[\s\u00a0«»"“”']+/g, '');
}

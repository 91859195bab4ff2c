import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { PlannedSection } from './index';

/**
 * The last check on a splitter's answer before anything is read or cut (SPEC
 * `split_result_truncated`: "inconsistent splitter result; part of sections dropped"): sections
 * must lie within the file, run forward and not overlap. The rules above produce such sections by
 * construction; this guards against a bug in them, and against any other source of boundaries (a
 * model asked for them), so that an inconsistent answer loses the offending sections, loudly,
 * instead of reading pages twice or past the end.
 */
export function consistentSections(sections: readonly PlannedSection[], pageCount: number): { sections: PlannedSection[]; warnings: Warning[] } {
  const kept: PlannedSection[] = [];
  const dropped: string[] = [];
  for (const s of sections) {
    const last = kept[kept.length - 1];
    const valid = Number.isInteger(s.first) && Number.isInteger(s.last) && s.first >= 1 && s.last <= pageCount && s.first <= s.last
      && (!last || s.first > last.last);
    if (valid) kept.push(s);
    else dropped.push(`${s.first}–${s.last}`);
  }
  if (dropped.length === 0) return { sections: kept, warnings: [] };
  return {
    sections: kept,
    warnings: [warning('split_result_truncated', `the splitter gave sections that overlap, run backwards or lie outside pages 1–${pageCount}; `
      + `dropped: ${dropped.join(', ')}`)],
  };
}

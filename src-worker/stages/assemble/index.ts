import { warning } from '../../../src-shared/contract/warnings';
import type { Warning } from '../../../src-shared/contract/warnings';
import type { Fragment, TableOut } from '../../../src-shared/contract/envelope';
import type { IncludeSection } from '../../../src-shared/contract/request';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { tableToMarkdown } from '../../lib/markdown/table-markdown';

export interface AssembledSections {
  markdown: string | null;
  fragments: Fragment[] | null;
  tables: TableOut[] | null;
  warnings: Warning[];
}

/** Formats whose parse has geometry, and so can give `tables` and `fields` (SPEC rule 2: PDF only). */
const GEOMETRY_FORMATS = new Set(['pdf']);

/**
 * The requested parse sections of the envelope. Unrequested sections stay null; `tables`
 * (and `fields`, filled by extraction) requested for non-PDF input are null with `section_unavailable`.
 */
export function assembleSections(doc: ParsedDocument, include: readonly IncludeSection[]): AssembledSections {
  const warnings: Warning[] = [];
  const wants = new Set(include);
  const hasGeometry = GEOMETRY_FORMATS.has(doc.source.format);
  for (const section of ['tables', 'fields'] as const) {
    if (wants.has(section) && !hasGeometry) {
      warnings.push(warning('section_unavailable', `'${section}' is available for PDF input only`, section));
    }
  }
  return {
    markdown: wants.has('markdown') ? doc.markdown : null,
    fragments: wants.has('fragments') ? fragmentsOf(doc) : null,
    tables: wants.has('tables') && hasGeometry
      ? doc.tables.map((t) => ({ pages: [...t.pages], markdown: tableToMarkdown(t) }))
      : null,
    warnings,
  };
}

function fragmentsOf(doc: ParsedDocument): Fragment[] {
  return doc.blocks.map((b, index) => ({
    index,
    page: b.page,
    text: b.text,
    bbox: b.box ? [b.box[0], b.box[1], b.box[2], b.box[3]] : null,
  }));
}

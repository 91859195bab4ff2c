import { buildEnvelope } from '../../src-shared/contract/envelope';
import type { ProcessEnvelope } from '../../src-shared/contract/envelope';
import { extractionOutcome, sectionsOutcome } from '../../src-shared/contract/extraction';
import type { Warning } from '../../src-shared/contract/warnings';
import type { ParsedDocument } from '../../src-shared/document/model';
import type { PipelineOutput } from '../../src-shared/worker-protocol';

export interface Presentable {
  doc: ParsedDocument;
  output: PipelineOutput;
  warnings: Warning[];
  pages: number;
  fileHash: string | null;
  cached: boolean;
  schemaRequested: boolean;
  /** `usage.translation_tokens` is given whenever translation was asked (0 when the glossary did it all). */
  translationRequested: boolean;
}

/** The only mapper from pipeline results to the wire envelope. */
export function presentEnvelope(p: Presentable): ProcessEnvelope {
  const split = p.output.documents;
  const sections = split ? sectionsOutcome(p.schemaRequested, split.map((d) => d.result)) : null;
  const whole = extractionOutcome(p.schemaRequested, p.output.result);
  // A result that is nothing is null (SPEC), and so is its translation.
  const documents = split && sections
    ? split.map((d, i) => ({ ...d, result: sections.results[i] ?? null, translated: sections.results[i] ? d.translated : null }))
    : null;
  return buildEnvelope({
    result: split ? null : whole.result,
    markdown: p.output.markdown,
    fragments: p.output.fragments,
    tables: p.output.tables,
    fields: p.output.fields,
    match: p.output.match,
    documents,
    translated: whole.result ? p.output.translated : null,
    usage: { pages: p.pages, sheets: p.doc.stats.sheets, ...(p.translationRequested ? { translation_tokens: p.output.translationTokens } : {}) },
    metadata: { file_hash: p.fileHash, extraction_status: sections?.status ?? whole.status, cached: p.cached },
    warnings: dedupe(p.warnings),
  });
}

function dedupe(warnings: Warning[]): Warning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${w.code}\u0000${w.field}\u0000${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

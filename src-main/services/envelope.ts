import { buildEnvelope } from '../../src-shared/contract/envelope';
import type { ProcessEnvelope } from '../../src-shared/contract/envelope';
import { extractionOutcome } from '../../src-shared/contract/extraction';
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
}

/** The only mapper from pipeline results to the wire envelope. */
export function presentEnvelope(p: Presentable): ProcessEnvelope {
  const extraction = extractionOutcome(p.schemaRequested, p.output.result);
  return buildEnvelope({
    result: extraction.result,
    markdown: p.output.markdown,
    fragments: p.output.fragments,
    tables: p.output.tables,
    fields: p.output.fields,
    match: p.output.match,
    usage: { pages: p.pages, sheets: p.doc.stats.sheets },
    metadata: { file_hash: p.fileHash, extraction_status: extraction.status, cached: p.cached },
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

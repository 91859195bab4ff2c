import { buildEnvelope } from '../../src-shared/contract/envelope';
import type { ExtractionStatus, ProcessEnvelope } from '../../src-shared/contract/envelope';
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
  return buildEnvelope({
    result: p.output.result,
    markdown: p.output.markdown,
    fragments: p.output.fragments,
    tables: p.output.tables,
    fields: p.output.fields,
    match: p.output.match,
    usage: { pages: p.pages, sheets: p.doc.stats.sheets },
    metadata: { file_hash: p.fileHash, extraction_status: extractionStatus(p), cached: p.cached },
    warnings: dedupe(p.warnings),
  });
}

/** SPEC "extraction_status": parse_only without a schema; otherwise by what was obtained. */
function extractionStatus(p: Presentable): ExtractionStatus {
  if (!p.schemaRequested) return 'parse_only';
  const result = p.output.result;
  if (result === null || Object.keys(result).length === 0) return 'fallback';
  return hasEmptyLeaf(result) ? 'partial' : 'full';
}

function hasEmptyLeaf(value: unknown): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.some(hasEmptyLeaf);
  if (typeof value === 'object') return Object.values(value as object).some(hasEmptyLeaf);
  return false;
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

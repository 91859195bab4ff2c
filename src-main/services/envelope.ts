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
  /** `usage.translation_tokens` is given whenever translation was asked (0 when the glossary did it all). */
  translationRequested: boolean;
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
    documents: p.output.documents,
    translated: p.output.translated,
    usage: { pages: p.pages, sheets: p.doc.stats.sheets, ...(p.translationRequested ? { translation_tokens: p.output.translationTokens } : {}) },
    metadata: { file_hash: p.fileHash, extraction_status: extractionStatus(p), cached: p.cached },
    warnings: dedupe(p.warnings),
  });
}

/**
 * SPEC "extraction_status": parse_only without a schema; otherwise by what was obtained — fallback
 * when nothing, partial when some fields (or, with a split, some sections) are empty, else full.
 */
function extractionStatus(p: Presentable): ExtractionStatus {
  if (!p.schemaRequested) return 'parse_only';
  const results = p.output.documents ? p.output.documents.map((d) => d.result) : [p.output.result];
  const obtained = results.filter((r): r is NonNullable<typeof r> => r !== null && Object.keys(r).length > 0);
  if (obtained.length === 0) return 'fallback';
  return obtained.length < results.length || obtained.some(hasEmptyLeaf) ? 'partial' : 'full';
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

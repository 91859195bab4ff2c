import type { Warning } from './warnings';

/** SPEC "Process response envelope". Wire types are snake_case, exactly as in the spec. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type ExtractionStatus = 'full' | 'partial' | 'fallback' | 'parse_only';

/** A text fragment with its page (our shape for "text fragments with page numbers"; see decisions). */
export interface Fragment {
  index: number;
  page: number;
  text: string;
  /** Box in PDF points, top-left origin; null where the input has no geometry (text, office, XML). */
  bbox: [number, number, number, number] | null;
}

export interface TableOut {
  pages: number[];
  markdown: string;
}

/** Provenance of one extracted leaf value. PDF only. */
export interface FieldOut {
  name: string;
  value: unknown;
  page: number;
  level: string;
  bbox: [number, number, number, number];
}

export interface MatchSection {
  found: number;
  missing_in_registry: string[];
  unmatched_registry: string[];
  coverage: number;
  registry_rows: number;
  key_column: string;
  values_field: string;
}

export interface Translated {
  to: string;
  result: JsonObject;
}

export interface DocumentSection {
  index: number;
  pages: [number, number];
  doc_type: string;
  confidence: number;
  result: JsonObject | null;
  markdown: string | null;
  fragments: Fragment[] | null;
  tables: TableOut[] | null;
  fields: FieldOut[] | null;
  translated: Translated | null;
  pdf_base64?: string;
}

export interface Usage {
  pages: number;
  sheets: number | null;
  translation_tokens?: number;
}

export interface Metadata {
  file_hash: string | null;
  extraction_status: ExtractionStatus;
  input_quality_score: null;
  cached: boolean;
}

export interface ProcessEnvelope {
  result: JsonObject | null;
  documents: DocumentSection[] | null;
  markdown: string | null;
  fragments: Fragment[] | null;
  tables: TableOut[] | null;
  fields: FieldOut[] | null;
  match: MatchSection | null;
  translated: Translated | null;
  usage: Usage;
  metadata: Metadata;
  warnings: Warning[];
}

/** The keys every envelope carries, in wire order. */
export const ENVELOPE_KEYS = [
  'result', 'documents', 'markdown', 'fragments', 'tables', 'fields', 'match', 'translated', 'usage', 'metadata', 'warnings',
] as const satisfies readonly (keyof ProcessEnvelope)[];

export type EnvelopeParts = Partial<Omit<ProcessEnvelope, 'usage' | 'metadata'>> & {
  usage: Usage;
  metadata: Pick<Metadata, 'extraction_status'> & Partial<Omit<Metadata, 'input_quality_score'>>;
};

/**
 * The one builder of the envelope: every key present, unrequested sections `null`,
 * `input_quality_score` always `null` (SPEC "extraction_status").
 */
export function buildEnvelope(parts: EnvelopeParts): ProcessEnvelope {
  return {
    result: parts.result ?? null,
    documents: parts.documents ?? null,
    markdown: parts.markdown ?? null,
    fragments: parts.fragments ?? null,
    tables: parts.tables ?? null,
    fields: parts.fields ?? null,
    match: parts.match ?? null,
    translated: parts.translated ?? null,
    usage: { ...parts.usage },
    metadata: {
      file_hash: parts.metadata.file_hash ?? null,
      extraction_status: parts.metadata.extraction_status,
      input_quality_score: null,
      cached: parts.metadata.cached ?? false,
    },
    warnings: parts.warnings ?? [],
  };
}

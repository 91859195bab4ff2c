/** SPEC "Older per-task shapes". */
export interface ClassificationInfo {
  category: string;
  display_name: string;
  confidence: number;
  reasoning: string | null;
}

export interface AppendixInfo {
  index: number;
  type: string;
  title: string;
  markdown: string;
  data: Record<string, unknown> | null;
  page_start: number | null;
  page_end: number | null;
}

export interface OlderTaskResponse {
  result: Record<string, unknown>;
  anonymization: { mode: string; items: number };
  pages_processed: number;
  tokens_used: number;
}

/** ours (ParseResponse is "not shown"): a piece of the document's text of about `chunk_size` characters. */
export interface TextChunk {
  /** 1-based, in reading order. */
  index: number;
  text: string;
  /** `table` when the chunk holds only table rows, `mixed` when both. */
  kind: 'text' | 'table' | 'mixed';
  /** First and last page (1-based, inclusive); null for text input without pages. */
  page_start: number | null;
  page_end: number | null;
}

/** ours: the appendix types `/v1/extract` finds by their headings (`extract_appendices` names some of them). */
export const APPENDIX_TYPES = ['specification', 'supplementary_agreement', 'act', 'price_list', 'schedule', 'annex', 'exhibit', 'appendix'] as const;
export type AppendixType = (typeof APPENDIX_TYPES)[number];

/** SPEC "Older task and extraction endpoints" and "Limits": defaults and bounds of the older fields. */
export const TASK_DEFAULTS = { temperature: 0.1, maxTokens: 4096, maxTokensLimit: 16384, chunkSize: 500 } as const;

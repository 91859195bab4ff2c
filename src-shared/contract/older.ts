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

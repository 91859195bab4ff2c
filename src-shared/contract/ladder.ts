import type { JsonObject } from './envelope';
import type { Warning } from './warnings';

/**
 * `POST /v1/ladder/extract` (SPEC "Older task and extraction endpoints": experimental, no model,
 * response "free-form object"; our shape is in docs/decisions.md "Ladder"). Grammars are pure
 * pattern readers run over the parsed document's lines; each hit keeps its page and box.
 */
export const LADDER_GRAMMARS = ['kks', 'requisites', 'measures', 'eskd_stamp'] as const;
export type LadderGrammar = (typeof LADDER_GRAMMARS)[number];

export function isLadderGrammar(name: string): name is LadderGrammar {
  return (LADDER_GRAMMARS as readonly string[]).includes(name);
}

/** One thing a grammar found. `value` is the grammar's normalised structure (docs/api.md "Ladder"). */
export interface LadderHit {
  /** 1-based page. */
  page: number;
  /** The same box as the envelope's fragments: PDF points, top-left origin; null where the input has no geometry. */
  bbox: [number, number, number, number] | null;
  /** The text as found (several lines joined by `\n` for a title block). */
  text: string;
  value: JsonObject;
}

export interface LadderGrammarResult {
  count: number;
  hits: LadderHit[];
}

/** What the worker hands back for a ladder job (the host adds billing and request warnings). */
export interface LadderOutput {
  grammars: Partial<Record<LadderGrammar, LadderGrammarResult>>;
  /** Pages with no text to read: scans when `use_ocr` is false, or pages whose OCR found nothing. */
  pagesWithoutText: number[];
}

/** The wire answer of `/v1/ladder/extract`. */
export interface LadderResponse {
  success: true;
  experimental: true;
  grammars: Partial<Record<LadderGrammar, LadderGrammarResult>>;
  /** `required` grammars that found nothing (each also gets a `ladder_required_missing` warning). */
  required_missing: LadderGrammar[];
  pages_processed: number;
  pages_without_text: number[];
  ocr_pages: number[];
  warnings: Warning[];
  usage: { pages: number };
}

/** A comma list of grammar names as sent (`kks, measures`): known names in order without repeats, and the unknown ones. */
export function readGrammarList(raw: string): { names: LadderGrammar[]; unknown: string[] } {
  const names: LadderGrammar[] = [];
  const unknown: string[] = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    if (!isLadderGrammar(part)) unknown.push(part);
    else if (!names.includes(part)) names.push(part);
  }
  return { names, unknown };
}

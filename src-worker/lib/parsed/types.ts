import type { Language } from '../../../src-shared/contract/request';
import type { ParsedDocument } from '../../../src-shared/document/model';
import type { JobProgress } from '../../../src-shared/worker-protocol';
import type { OcrOptions, OcrPage } from '../ocr';
import type { TextLayerPage } from './pages';

/** What every format parser receives. `bytes` is the whole upload (already size-checked by the host). */
export interface ParseInput {
  bytes: Uint8Array;
  fileName: string;
  fileHash: string | null;
  language: Language | null;
  /** ours (issue 15, `use_ocr` of /v1/ladder/extract): false leaves pages without a text layer unread. Absent: true. */
  ocr?: boolean;
  /**
   * ours (issue 16): the caller's page ceiling per document; a parser that can count its pages early
   * (a CSV's characters) stops past it with `overCeiling` (lib/parsed/limits.ts). Absent or null: none.
   */
  pageCeiling?: number | null;
  /**
   * Called after each page (and before the first): progress for the host, and the checkpoint where
   * the job's time budget is enforced (lib/parsed/limits.ts) — it throws when the budget is spent.
   */
  progress(p: JobProgress): void;
  /**
   * Other workers of the pool, that read pages while they are free (`lib/lanes`). Absent (a worker
   * alone, tests, benches): every page is read here.
   */
  elsewhere?: PagesElsewhere;
}

/** Other workers of the pool: what can be sent to them (each gives null when none is free), and how many there are. */
export interface PagesElsewhere {
  /** One page image read by OCR. */
  ocr(png: Buffer, options: OcrOptions): Promise<OcrPage | null>;
  /** The text layers of some pages of a PDF (`bytes` is the whole file). */
  pdfText(bytes: Uint8Array, pages: number[]): Promise<TextLayerPage[] | null>;
  helpers: number;
}

/**
 * A format parser: bytes → ParsedDocument. Expected failures throw AppError with their contract code
 * (XML_MALFORMED, PARSING_ERROR…); anything else thrown becomes PARSING_ERROR in the pipeline runner.
 */
export type Parser = (input: ParseInput) => Promise<ParsedDocument>;

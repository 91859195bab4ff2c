import type { Language } from '../../../src-shared/contract/request';
import type { ParsedDocument } from '../../../src-shared/document/model';
import type { JobProgress } from '../../../src-shared/worker-protocol';
import type { OcrOptions, OcrPage } from '../ocr';

/** What every format parser receives. `bytes` is the whole upload (already size-checked by the host). */
export interface ParseInput {
  bytes: Uint8Array;
  fileName: string;
  fileHash: string | null;
  language: Language | null;
  /** ours (issue 15, `use_ocr` of /v1/ladder/extract): false leaves pages without a text layer unread. Absent: true. */
  ocr?: boolean;
  progress(p: JobProgress): void;
  /**
   * Reads one page image on another worker of the pool while one is free (`lib/ocr/lanes.ts`); null
   * when none is. Absent (a worker alone, tests, benches): every page is read here.
   */
  ocrElsewhere?: OcrElsewhere;
}

/** Other workers of the pool that can read a page of OCR: how to send one, and how many there are. */
export interface OcrElsewhere {
  read(png: Buffer, options: OcrOptions): Promise<OcrPage | null>;
  helpers: number;
}

/**
 * A format parser: bytes → ParsedDocument. Expected failures throw AppError with their contract code
 * (XML_MALFORMED, PARSING_ERROR…); anything else thrown becomes PARSING_ERROR in the pipeline runner.
 */
export type Parser = (input: ParseInput) => Promise<ParsedDocument>;

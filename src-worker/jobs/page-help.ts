import * as Comlink from 'comlink';
import { AppError } from '../../src-shared/contract/app-error';
import type { PageHelp, PageOcrInput, PageOcrOutcome } from '../../src-shared/worker-protocol';
import { ocrPage } from '../lib/ocr';
import type { OcrOptions, OcrPage } from '../lib/ocr';
import type { OcrElsewhere } from '../lib/parsed/types';

/**
 * Pages of OCR shared between the pool's workers (`lib/ocr/lanes.ts`): the asking side turns the
 * host's `PageHelp` into what a parser calls; the helping side reads the page it was given.
 */

/** What a parser calls to have a page read by another worker (at most `helpers` pages away at once): its reading, or null to read it here. */
export function helpFrom(pageHelp: PageHelp, helpers: number): OcrElsewhere {
  const read = async (png: Buffer, options: OcrOptions): Promise<OcrPage | null> => {
    // A copy goes: this worker keeps its image, to read the page itself if the other cannot.
    const bytes = new Uint8Array(png).slice().buffer;
    const outcome = await pageHelp(Comlink.transfer({ png: bytes, options }, [bytes]));
    return outcome?.ok ? (outcome.page as OcrPage) : null;
  };
  return { read, helpers };
}

/** A page another worker's job sent: read with the same `ocrPage` as its own pages. */
export async function readPageForAnother(input: PageOcrInput): Promise<PageOcrOutcome> {
  try {
    return { ok: true, page: await ocrPage(Buffer.from(input.png), input.options) };
  } catch (err) {
    const error = err instanceof AppError ? err.toInfo() : { code: 'PARSING_ERROR' as const, message: err instanceof Error ? err.message : String(err), details: {} };
    return { ok: false, error };
  }
}

import * as Comlink from 'comlink';
import { AppError } from '../../src-shared/contract/app-error';
import type { PageHelp, PageWork, PageWorkOutcome } from '../../src-shared/worker-protocol';
import { currentOcrEngine, useOcrEngine } from '../adapters/tesseract';
import { ocrPage } from '../lib/ocr';
import type { OcrPage } from '../lib/ocr';
import type { TextLayerPage } from '../lib/parsed/pages';
import type { PagesElsewhere } from '../lib/parsed/types';
import { readTextLayers } from '../stages/parse-pdf/text-layers';

/**
 * Pages shared between the pool's workers (`lib/lanes`): the asking side turns the host's
 * `PageHelp` into what a parser calls; the helping side does the work it was given.
 */

/** What a parser calls to have pages read by other workers (`helpers` of them): the result, or null to do it here. */
export function helpFrom(pageHelp: PageHelp, helpers: number): PagesElsewhere {
  // Copies go: this worker keeps its image or file, to do the work itself if the other cannot.
  const send = async (work: PageWork, moved: ArrayBuffer): Promise<unknown> => {
    const outcome = await pageHelp(Comlink.transfer(work, [moved]));
    return outcome?.ok ? outcome.result : null;
  };
  return {
    helpers,
    async ocr(png, options) {
      const bytes = new Uint8Array(png).slice().buffer;
      return (await send({ kind: 'ocr', png: bytes, options, engine: currentOcrEngine() }, bytes)) as OcrPage | null;
    },
    async pdfText(file, pages) {
      const bytes = file.slice().buffer;
      return (await send({ kind: 'pdf-text', pdf: bytes, pages }, bytes)) as TextLayerPage[] | null;
    },
  };
}

/** Work another worker's job sent: done with the same functions as its own pages. */
export async function doPageWork(work: PageWork): Promise<PageWorkOutcome> {
  try {
    if (work.kind === 'ocr') {
      // This worker is idle while it helps (the host lends only free workers), so the engine it
      // reads with is the asking job's until its own next job chooses again.
      useOcrEngine(work.engine);
      return { ok: true, result: await ocrPage(Buffer.from(work.png), work.options) };
    }
    return { ok: true, result: await readTextLayers(new Uint8Array(work.pdf), work.pages) };
  } catch (err) {
    const error = err instanceof AppError ? err.toInfo() : { code: 'PARSING_ERROR' as const, message: err instanceof Error ? err.message : String(err), details: {} };
    return { ok: false, error };
  }
}

import { readPagesInLanes } from '../lanes';
import type { PagesElsewhere } from '../parsed/types';
import { OCR_PAGES_AWAY } from '../../tuning/lanes';
import { ocrPage } from '.';
import type { OcrOptions, OcrPage } from '.';

/** A page image ready to read and how to read it. */
export interface PageImage {
  png: Buffer;
  options: OcrOptions;
}

/**
 * Pages of one document read by OCR on every free worker of the pool (`lib/lanes`): `image` makes a
 * page's image only when a worker is about to read it; `onRead` hears of each page as it is read.
 * The same for PDF pages (rendered) and image pages (decoded).
 */
export function ocrPagesInLanes(pages: readonly number[], image: (no: number) => Promise<PageImage>, elsewhere: PagesElsewhere | undefined,
  onRead: () => void): Map<number, Promise<OcrPage>> {
  return readPagesInLanes(pages, {
    prepare: image,
    readHere: (_no, page) => ocrPage(page.png, page.options),
    readElsewhere: elsewhere ? (page) => elsewhere.ocr(page.png, page.options) : null,
    maxAway: Math.min(OCR_PAGES_AWAY, elsewhere?.helpers ?? 0),
    onRead,
  });
}

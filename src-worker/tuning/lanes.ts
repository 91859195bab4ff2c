/**
 * How the pages of one document share the worker pool (`lib/ocr/lanes.ts`).
 */

/**
 * Pages of one document sent to other workers at once. A pool has one worker per core (2–8 here and
 * on laptops); a page away holds its rendered image (a few MB at 300 dpi) until a worker reads it,
 * so more than the other workers can take would only hold images waiting.
 */
export const OCR_PAGES_AWAY = 7;

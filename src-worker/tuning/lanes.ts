/**
 * How the pages of one document share the worker pool (`lib/lanes`).
 */

/**
 * Pages of one document sent to other workers at once. A pool has one worker per core (2–8 here and
 * on laptops); a page away holds its rendered image (a few MB at 300 dpi) until a worker reads it,
 * so more than the other workers can take would only hold images waiting.
 */
export const OCR_PAGES_AWAY = 7;

/**
 * A PDF of fewer pages is read from its text layers by its own worker alone: a page takes about
 * 15 ms, so sharing a short file costs more in sending it and opening it again than it saves.
 */
export const PDF_PAGES_TO_SHARE = 32;
/** Pages of a text PDF are shared in ranges of at least this many: each range opens the file again on the worker that reads it. */
export const PDF_RANGE_MIN_PAGES = 16;
/**
 * Ranges per worker: a few each, so a worker that frees up late (or is slower) still takes a share,
 * and the last range to finish is short.
 */
export const PDF_RANGES_PER_WORKER = 3;

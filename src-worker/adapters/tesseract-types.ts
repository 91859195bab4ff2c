/** What either OCR engine gives (the tesseract.js adapter and the native one): one shape, so the pipeline never knows which read a page. */

export interface OcrWord {
  text: string;
  confidence: number;
  /** Pixels of the recognised image: x0, y0, x1, y1. */
  bbox: [number, number, number, number];
}

export interface OcrLine {
  text: string;
  confidence: number;
  bbox: [number, number, number, number];
  words: OcrWord[];
  /** Index of the paragraph the line belongs to, in reading order. */
  paragraph: number;
}

export interface OcrResult {
  lines: OcrLine[];
  confidence: number;
}

/**
 * How Tesseract segments the image: full layout analysis for pages (forms and multi-column
 * documents read far better: 0.85 vs 0.24 of a scanned waybill's values, see docs/benchmarks.md),
 * one uniform block for a strip of a line or two, where layout analysis loses characters.
 */
export type Segmentation = 'page' | 'block';

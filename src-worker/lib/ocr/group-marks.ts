import { boxUnion } from '../../../src-shared/document/geometry';
import type { OcrWord } from '../../adapters/tesseract';
import { SPLIT_GROUP_MAX_GAP } from '../../tuning/ocr';

/**
 * Swiss and Liechtenstein amounts group thousands with an apostrophe ("3'030.90"). In small type
 * OCR reads that raised tick as another raised or dotted mark — "°", ":", a double quote, a grave or
 * acute accent — and the figure then parses as two numbers or as a time ("3°030.90" → 30.90). A mark
 * of that kind between one to three digits and a group of three digits that ends in two decimals,
 * possibly with more groups between, is the apostrophe: no degree, time or quotation is written so.
 */
const MISREAD_TICK = /^([^\d]{0,4}\d{1,3})((?:[°:"`´]\d{3})+)([.,]\d{2}[^\d]{0,4})$/u;

export function fixGroupMarks(text: string): string {
  const m = MISREAD_TICK.exec(text);
  if (!m) return text;
  return `${m[1]}${(m[2] as string).replace(/[°:"`´]/gu, "'")}${m[3]}`;
}

/** A figure ending in a group mark, a currency sign (or a letter OCR made of one) before it: "€29,", "Е29,", "1.". */
const GROUP_HEAD = /^([^\d\s]{0,2}\d{1,3})([,.'’])$/u;

/**
 * A figure whose group mark OCR followed with a space ("€29, 452.01" for "€29,452.01": small type
 * sets the comma's space wide) is read as two words, and each is then a figure of its own ("29" and
 * "452.01"). Two words one word space apart, the first one to three digits ending in a group mark,
 * the second groups of three digits with the same mark between them ending in two decimals behind
 * the other mark, are one figure: a list of numbers does not set its second with decimals and its
 * first without.
 */
export function joinSplitGroups(words: readonly OcrWord[], typical: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const head = prev ? GROUP_HEAD.exec(prev.text) : null;
    if (prev && head && typical > 0 && continuesGroups(w.text, head[2] as string) && w.bbox[0] - prev.bbox[2] <= typical * SPLIT_GROUP_MAX_GAP) {
      const [x0, y0, x1, y1] = boxUnion(prev.bbox, w.bbox);
      out[out.length - 1] = { ...prev, text: prev.text + w.text, confidence: Math.min(prev.confidence, w.confidence), bbox: [x0, y0, x1, y1] };
    } else out.push(w);
  }
  return out;
}

/** The groups that may follow each group mark, ending in the decimals behind the other mark (Swiss: "3'030.90"). */
const TAIL_AFTER: Readonly<Record<string, RegExp>> = {
  ',': /^\d{3}(?:,\d{3})*\.\d{2}[^\d]{0,4}$/u,
  '.': /^\d{3}(?:\.\d{3})*,\d{2}[^\d]{0,4}$/u,
  "'": /^\d{3}(?:'\d{3})*\.\d{2}[^\d]{0,4}$/u,
  '’': /^\d{3}(?:’\d{3})*\.\d{2}[^\d]{0,4}$/u,
};

function continuesGroups(text: string, mark: string): boolean {
  return TAIL_AFTER[mark]?.test(text) ?? false;
}

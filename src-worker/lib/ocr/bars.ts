import type { OcrWord } from '../../adapters/tesseract';
import { BAR_LETTER_MAX_HEIGHT, BAR_LETTER_MIN_HEIGHT, BAR_LETTER_MAX_GAP, BAR_LETTER_MAX_OVERLAP } from '../../tuning/ocr';

/** A bar read alone, or with the punctuation that follows the letter it was ("|," for "l,"). */
const BAR = /^[|¦│]([,.;:]?)$/u;

/**
 * A bar read alone right after a figure, a word space from it and as tall as a letter, is the letter
 * "l" of a unit ("Mineralwasser 0,75 l", "Konzentrat 5 l"): Tesseract reads a lone thin "l" as "|",
 * which is otherwise taken for a rule's remnant and dropped. A rule's remnant is as tall as its row
 * and stands at a cell's edge, not a word space after a figure. A comma or stop glued after the bar
 * ("0,75 |, inklusive Montage") is the sentence going on: a rule carries no punctuation. The bar's box
 * may reach back over the figure's by a little (Tesseract draws a thin glyph's box wide). On a line
 * in Latin letters only (a Cyrillic line writes "л").
 */
export function barsAsLetters(words: readonly OcrWord[], typical: number): OcrWord[] {
  const text = words.map((w) => w.text).join(' ');
  const latin = (text.match(/\p{Script=Latin}/gu)?.length ?? 0) > (text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0);
  if (!latin || typical <= 0) return [...words];
  return words.map((w, i) => {
    const prev = words[i - 1];
    const bar = BAR.exec(w.text);
    if (!prev || !bar || !/\d$/.test(prev.text)) return w;
    const height = w.bbox[3] - w.bbox[1];
    const gap = w.bbox[0] - prev.bbox[2];
    const letterTall = height >= typical * BAR_LETTER_MIN_HEIGHT && height <= typical * BAR_LETTER_MAX_HEIGHT;
    const near = gap >= -typical * BAR_LETTER_MAX_OVERLAP && gap <= typical * BAR_LETTER_MAX_GAP;
    return letterTall && near ? { ...w, text: `l${bar[1] ?? ''}` } : w;
  });
}

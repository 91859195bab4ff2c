import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import type { GreyImage } from '../rulings/find';
import { CURRENCY_CODES } from '../util/currency-codes';
import { CYRILLIC } from './homoglyphs';
import { padded, readStacked } from './stacked';

/**
 * Russian pages are read with Russian and English together, and Tesseract keeps for each word the
 * model that is surer. On a blurred page it takes short Cyrillic words for Latin ones ("Салф" →
 * "Cand", "Увл" → "Yen", "рис" → "puc"), although the Russian model alone reads them as surely or
 * more. So the Latin words of lines that also hold Cyrillic are read again by the Russian model
 * alone (all of a page's in one stacked call), and the Cyrillic reading replaces the first where it
 * is about as sure: real Latin words ("Breeze", "Clean&Clear", "Bursting") read far less surely in
 * Cyrillic (measured on a scanned waybill's name column: the Latin readings lost by 4 to 84 points,
 * the wrong ones won by −0.1 to 27).
 */
export async function rereadLatinWords(img: GreyImage, found: OcrResult, langs: readonly string[], dpi: number): Promise<void> {
  // Only a reading of Russian and English together mixes their words up.
  if (!langs.includes('rus') || !langs.includes('eng')) return;
  const words = found.lines.flatMap((l) => l.words);
  const cyrillic = words.filter((w) => CYRILLIC_WORD.test(w.text));
  // Lines of a reading may be single words (cells read again column by column): the neighbours
  // are found by place, on the same row and near.
  const nextToCyrillic = (w: OcrWord): boolean => {
    const h = w.bbox[3] - w.bbox[1];
    return cyrillic.some((c) => {
      const cy = (c.bbox[1] + c.bbox[3]) / 2;
      return cy > w.bbox[1] && cy < w.bbox[3] && Math.max(c.bbox[0] - w.bbox[2], w.bbox[0] - c.bbox[2]) < NEAR_IN_HEIGHTS * h;
    });
  };
  const doubtful = words.filter((w) => mayBeCyrillic(w.text) && nextToCyrillic(w));
  if (doubtful.length === 0) return;
  const pad = Math.max(2, Math.round(dpi * 0.01));
  // A mixed word is read again only where its Latin run stands: the Russian model misreads its
  // figures ("3D" → "3О") and is then unsure of the whole word, letters it read right included.
  const parts = doubtful.map((w) => wordPartOf(w));
  const rects = doubtful.map((w, k) => padded(parts[k]?.bbox ?? w.bbox, pad));
  const again = await readStacked(img, rects, 0, ['rus'], dpi, REREAD_SCALE);
  doubtful.forEach((w, k) => {
    const part = parts[k];
    const better = part ? cyrillicPart(w, part, again[k] ?? []) : cyrillicReading(w, again[k] ?? []);
    if (better) {
      w.text = better.text;
      w.confidence = better.confidence;
    }
  });
}

/**
 * The other way round: a page printed in a Latin-script language (a French or German invoice), read
 * with Russian and English together, gets Cyrillic look-alikes in some words ("СИМ" for "SIM",
 * "ОЕ097681067" for "DE097681067"). Where Latin letters make most of the page's letters, every word
 * holding Cyrillic letters is read again by the English model alone (in one stacked call), and the
 * Latin reading replaces it when it is Latin, about as long, and not much less sure: on such a page
 * Latin is the likelier script.
 */
export async function rereadCyrillicOnLatinPages(img: GreyImage, found: OcrResult, langs: readonly string[], dpi: number): Promise<void> {
  if (!langs.includes('rus') || !langs.includes('eng')) return;
  const words = found.lines.flatMap((l) => l.words);
  if (!isLatinPage(words.map((w) => w.text))) return;
  const doubtful = words.filter((w) => /[\u0400-\u04ff]/.test(w.text));
  if (doubtful.length === 0) return;
  const pad = Math.max(2, Math.round(dpi * 0.01));
  const again = await readStacked(img, doubtful.map((w) => padded(w.bbox, pad)), 0, ['eng'], dpi, REREAD_SCALE);
  doubtful.forEach((w, k) => {
    const read = again[k] ?? [];
    const text = read.map((x) => x.text).join(' ').trim();
    const sure = read.length ? Math.min(...read.map((x) => x.confidence)) : 0;
    if (!text || /[\u0400-\u04ff]/.test(text) || !/[A-Za-z]/.test(text) || Math.abs(text.length - w.text.length) > 1) return;
    if (sure < w.confidence - LATIN_MAY_TRAIL_BY) return;
    w.text = text;
    w.confidence = sure;
  });
}

/** Whether a page's words are mostly Latin letters: a page read with Russian and English whose Cyrillic is OCR's slips. */
export function isLatinPage(words: readonly string[]): boolean {
  const letters = words.join('');
  const latin = (letters.match(/[A-Za-z\u00c0-\u024f]/g) ?? []).length;
  const cyrillic = (letters.match(/[\u0400-\u04ff]/g) ?? []).length;
  return latin + cyrillic >= LATIN_PAGE_MIN_LETTERS && latin >= (latin + cyrillic) * LATIN_PAGE_SHARE;
}

/** A page is Latin when at least 80% of its letters are (a Russian form with English product names stays below). */
const LATIN_PAGE_SHARE = 0.8;
/** …and has enough letters to tell: a page of figures with a word or two says nothing of its script. */
const LATIN_PAGE_MIN_LETTERS = 40;
/** On a Latin page a Latin reading may be up to 10 points less sure than the mixed one it replaces. */
const LATIN_MAY_TRAIL_BY = 10;

/** The Latin run of a mixed word that may be a Cyrillic word ("puc" of "puc.C22"), with its box by its share of the letters. */
export interface WordPart { from: number; to: number; bbox: [number, number, number, number] }

export function wordPartOf(w: OcrWord): WordPart | null {
  if (/^[^\p{L}]*[A-Za-z]+[^\p{L}]*$/u.test(w.text)) return null;
  let best: { from: number; to: number } | null = null;
  for (const m of w.text.matchAll(/\p{L}+/gu)) {
    const run = m[0];
    if (isWordPart(run) && (!best || run.length > best.to - best.from)) best = { from: m.index, to: m.index + run.length };
  }
  if (!best) return null;
  const perChar = (w.bbox[2] - w.bbox[0]) / w.text.length;
  return { ...best, bbox: [Math.round(w.bbox[0] + best.from * perChar), w.bbox[1], Math.round(w.bbox[0] + best.to * perChar), w.bbox[3]] };
}

/** The first word with its Latin run replaced by the Russian reading of that run: Cyrillic letters only, of about its length, as sure within a point. */
export function cyrillicPart(first: OcrWord, part: WordPart, words: readonly OcrWord[]): OcrWord | null {
  const w = wordAcross(words, part.bbox);
  const letters = w ? lettersOf(w.text) : '';
  if (!w || !/^[\u0400-\u04ff]+$/.test(letters) || Math.abs(letters.length - (part.to - part.from)) > 1) return null;
  if (w.confidence < first.confidence - CYRILLIC_MAY_TRAIL_BY) return null;
  return { ...first, text: first.text.slice(0, part.from) + letters + first.text.slice(part.to) };
}

/**
 * A Latin reading that a Cyrillic word may hide behind: letters only (punctuation around them
 * aside), at most eight, not all capitals; or all capitals of at most four ("HAC" for "НДС"); or a
 * run of three or more Latin letters with a small one inside a word of figures and signs
 * ("puc.C22", "3D-Hakneek"). Longer codes and models ("DOP1169", "ICM-50", "KARTEKS") are left
 * alone: the Russian model turns their letters into digits and look-alikes just as surely.
 */
export function mayBeCyrillic(text: string): boolean {
  // Addresses and currency codes are Latin by nature ("info@romashka.ru", "www.romashka.ru", "USD").
  if (/@|www\.|:\/\/|\.(?:ru|com|org|net)\b/i.test(text) || CURRENCY_CODE.test(text)) return false;
  const bare = lettersOf(text);
  if (/^[A-Za-z]{2,8}$/.test(bare)) return bare !== bare.toUpperCase() || (bare.length <= 4 && !/\d/.test(text));
  return /[^\p{L}]/u.test(bare) && !/[^\p{ASCII}]/u.test(text) && (text.match(/\p{L}+/gu) ?? []).some(isWordPart);
}

/** A letter run of a mixed word read again: three Latin letters or more, one of them small. */
const isWordPart = (run: string): boolean => /^[A-Za-z]{3,}$/.test(run) && run !== run.toUpperCase();

/**
 * The Russian model's reading of a word of letters when it is one Cyrillic word as sure as the
 * first (within a point); for capitals, one with a letter no Latin one looks like (a Latin "HAC"
 * read in Cyrillic is "НАС"; "НДС" says the letters were not Latin).
 */
export function cyrillicReading(first: OcrWord, words: readonly OcrWord[]): OcrWord | null {
  const w = wordAcross(words, first.bbox);
  if (!w || w.confidence < first.confidence - CYRILLIC_MAY_TRAIL_BY) return null;
  const bare = lettersOf(first.text);
  if (!/^[A-Za-z]+$/.test(bare) || !CYRILLIC.test(w.text) || LATIN.test(w.text) || /\d/.test(w.text)) return null;
  if (bare === bare.toUpperCase() && !/[БГДЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯ]/i.test(w.text)) return null;
  return w;
}

const CURRENCY_CODE = new RegExp(`^[^\\p{L}]*(?:${CURRENCY_CODES.join('|')})[^\\p{L}]*$`, 'u');
const CYRILLIC_WORD = /[\u0400-\u04ff]{2}/;

/** The word of a new reading across the middle of a box read again (a crop may catch a neighbour's edge). */
function wordAcross(words: readonly OcrWord[], box: readonly number[]): OcrWord | undefined {
  const cx = ((box[0] ?? 0) + (box[2] ?? 0)) / 2;
  return words.find((x) => x.bbox[0] <= cx && x.bbox[2] >= cx);
}

/** A word without the signs and figures around its letters ("(HAC" → "HAC"). */
const lettersOf = (text: string): string => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const LATIN = /[A-Za-z]/;
/** How far a Cyrillic word may stand from a Latin one to make it a Russian line's word, in heights. */
const NEAR_IN_HEIGHTS = 8;
/** "Hopman" 92.7 against "Нормал" 92.6: a tie goes to Cyrillic on a line that has Cyrillic. */
const CYRILLIC_MAY_TRAIL_BY = 1;
/** Word crops are read at their size: enlarged 1.5× (as column strips are) the Russian model was less sure of the words it read right ("Увл" 92 → 83). */
const REREAD_SCALE = 1;

/**
 * Whether a page read with the default models (Russian and English) is in fact written in Chinese:
 * its least sure lines come back as short Latin and Cyrillic scraps. Those lines (a few, in one
 * stacked call) are read by the Chinese model; when most of them read as Han characters and surer
 * than before, the page is Chinese.
 */
export async function looksHan(img: GreyImage, found: OcrResult, dpi: number): Promise<boolean> {
  const lines = found.lines.filter((l) => l.words.length > 0).sort((a, b) => a.confidence - b.confidence).slice(0, HAN_SAMPLE_LINES);
  if (lines.length < HAN_MIN_LINES) return false;
  const pad = Math.max(2, Math.round(dpi * 0.01));
  const again = await readStacked(img, lines.map((l) => padded(l.bbox, pad)), 0, ['chi_sim'], dpi);
  let han = 0;
  let surer = 0;
  lines.forEach((l, k) => {
    const read = again[k] ?? [];
    const text = read.map((w) => w.text).join('');
    const hanShare = (text.match(/\p{Script=Han}/gu)?.length ?? 0) / Math.max(1, text.replace(/\s/g, '').length);
    if (hanShare >= 0.5) han++;
    const sure = read.length ? read.reduce((n, w) => n + w.confidence, 0) / read.length : 0;
    if (sure > l.confidence) surer++;
  });
  return han >= lines.length * HAN_LINE_SHARE && surer >= lines.length * HAN_LINE_SHARE;
}

/** The least sure lines of a page sampled for Chinese: enough to tell, one stacked call. */
const HAN_SAMPLE_LINES = 6;
/** A page of fewer lines says too little to change its models. */
const HAN_MIN_LINES = 3;
/** Most of the sampled lines (two in three) must read as Han and surer. */
const HAN_LINE_SHARE = 2 / 3;

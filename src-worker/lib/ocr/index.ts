import type { Language } from '../../../src-shared/contract/request';
import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import { encodeGreyPng, greyPixels, rotatePng } from '../../adapters/images';
import { hasModel, recognize, uprightRotation } from '../../adapters/tesseract';
import type { OcrResult, OcrWord } from '../../adapters/tesseract';
import { pageLines } from '../layout/page-columns';
import { binarize, findRulings } from '../rulings/find';
import type { GreyImage } from '../rulings/find';
import { rereadCells } from './cells';
import { invertDarkPanels } from './dark-panels';
import { tintedPanels } from './tinted-panels';
import { barsAsLetters } from './bars';
import { readFaintText } from './faint';
import { rereadLargeType } from './large-type';
import { readUnreadInk } from './unread-ink';
import { typicalWordHeight } from './stacked';
import { documentLanguage } from '../language/document-language';
import { FLAT_WORD_SHARE, SMUDGE_HEIGHT_RATIO, SMUDGE_MAX_CONFIDENCE } from '../../tuning/ocr';
import { LAYOUT_TUNING } from '../../tuning/layout';
import { isLatinPage, looksHan, rereadCyrillicOnLatinPages, rereadLatinWords } from './scripts';
import { despeckle, erasableRules, eraseRulings } from '../rulings/erase';
import { gridsOf, scaleGrid } from '../rulings/grid';
import type { Grid } from '../rulings/grid';
import { fixCyrillicWord, fixLatinWords, fixLegalForms, fixScriptsByContext, splitGluedForm } from './homoglyphs';
import { fixCurrencySigns } from './currency-signs';
import { fixLostNumeroSign, fixLostSquares } from './superscripts';
import { fixGroupMarks, joinSplitGroups } from './group-marks';
import type { Line } from '../layout/lines';
import { step, stepSync } from './steps';

/**
 * OCR of one page image into text items and lines in page points (top-left origin, upright).
 * Orientation is checked only when the first pass reads poorly: most pages are upright, and OSD
 * costs a third of an OCR pass.
 */
export interface OcrPage {
  items: TextItem[];
  lines: Line[];
  /** Clockwise rotation applied to make the page upright. */
  rotation: 0 | 90 | 180 | 270;
  /** Page size in points after the rotation. */
  widthPt: number;
  heightPt: number;
  confidence: number;
  /** Drawn table grids found in the image, in page points. */
  grids: Grid[];
  /** The slope of the page's text lines (tan of the angle; see `groupLines`), 0 where none was measured. */
  skew: number;
}

/** Language models per `language` (SPEC: `zh` is required for Chinese scans). Default: Russian + English. */
export function ocrLanguages(language: Language | null): string[] {
  if (language === 'en') return ['eng'];
  if (language === 'zh') return ['chi_sim', 'eng'];
  return ['rus', 'eng'];
}

const RETRY_BELOW_CONFIDENCE = 70;
/** The models that read a script OSD names, where the default pair (Russian and English) cannot. */
const SCRIPT_LANGUAGES: { readonly Han: string[] } = { Han: ['chi_sim', 'eng'] };
/** The model that has the letters of a Latin-script language the default pair (Russian and English) lacks. */
const LATIN_MODELS: Readonly<Record<string, string[]>> = { de: ['deu', 'eng'], fr: ['fra', 'eng'] };
/** An image whose shorter side is under this many pixels is a strip of text, not a page. */
const STRIP_MAX_PX = 200;

/** How a page image is read: its page number, the languages asked for, and its resolution and size. */
export interface OcrOptions {
  page: number; language: Language | null; dpi: number | null; widthPx: number; heightPx: number; pointsPerPixel: number;
}

export async function ocrPage(png: Buffer, opts: OcrOptions): Promise<OcrPage> {
  const langs = ocrLanguages(opts.language);
  const segmentation = Math.min(opts.widthPx, opts.heightPx) < STRIP_MAX_PX ? 'block' : 'page';
  const dpi = 72 / opts.pointsPerPixel;
  // The page is read (upright, and turned when it reads poorly); the second looks (cells, faint
  // text, Latin words) go only to the orientation kept: they do not change a reading's confidence.
  const read = async (image: Buffer, using = langs): Promise<{ result: OcrResult; ruled: Ruled | null }> => {
    if (segmentation === 'block') return { result: await step('recognise strip', () => recognize(image, using, opts.dpi, segmentation)), ruled: null };
    const ruled = await withoutRulings(image, dpi);
    return { result: await step(`recognise page ${using.join('+')}`, () => recognize(ruled.png, using, opts.dpi, segmentation)), ruled };
  };
  let { result, ruled } = await read(png);
  let rotation: OcrPage['rotation'] = 0;
  let used = langs;
  if (result.confidence < RETRY_BELOW_CONFIDENCE) {
    const osd = await step('osd', () => uprightRotation(png, opts.dpi));
    const turn = osd?.rotate ?? 0;
    if (osd && turn !== 0) {
      const turned = await step('reread turned page', async () => read(await rotatePng(png, turn)));
      if (turned.result.confidence > result.confidence) {
        ({ result, ruled } = turned);
        rotation = turn;
      }
    }
    // A page in a script the languages asked for cannot read (a Chinese invoice read with the
    // default Russian and English: OSD says Han, or its least sure lines read as Han) is read again
    // with that script's model, when no language was given; the better reading stays.
    const han = opts.language === null && !langs.includes('chi_sim') && segmentation === 'page'
      && (osd?.script === 'Han' || await step('han check', async () => looksHan(ruled?.pixels ?? await greyPixels(png), result, dpi)));
    const other = han ? SCRIPT_LANGUAGES.Han : undefined;
    if (other) {
      const again = await step('reread page as Han', async () => read(rotation ? await rotatePng(png, rotation) : png, other));
      if (again.result.confidence > result.confidence) {
        ({ result, ruled } = again);
        used = other;
      }
    }
  }
  // A Latin page in a language whose letters the default models lack (German umlauts and ß, French
  // accents: "Lumiére Batiment" for "Lumière Bâtiment") is read again with that language's model,
  // when no language was given; the better reading stays.
  const latin = opts.language === null && segmentation === 'page' && used === langs ? LATIN_MODELS[documentLanguage(textOf(result)) ?? ''] : undefined;
  if (latin && latin.every(hasModel)) {
    const again = await step('reread page with Latin model', async () => read(rotation ? await rotatePng(png, rotation) : png, latin));
    if (again.result.confidence >= result.confidence) {
      ({ result, ruled } = again);
      used = latin;
    }
  }
  if (ruled) {
    const { clean, pixels, grids } = ruled;
    if (clean) await step('reread cells', () => rereadCells(clean, grids, result, used, dpi));
    await step('reread unread ink', () => readUnreadInk(pixels, result, used, dpi, ruled.skew));
    await step('reread faint', () => readFaintText(pixels, result, used, dpi));
    await step('reread large type', () => rereadLargeType(pixels, result, used, dpi));
    await step('reread latin words', () => rereadLatinWords(pixels, result, used, dpi));
    await step('reread cyrillic on latin', () => rereadCyrillicOnLatinPages(pixels, result, used, dpi));
  }
  const grids = ruled?.grids ?? [];
  const sideways = rotation === 90 || rotation === 270;
  const widthPx = sideways ? opts.heightPx : opts.widthPx;
  const heightPx = sideways ? opts.widthPx : opts.heightPx;
  const dividers = rotation === 0 ? (ruled?.dividers ?? []).map((x) => x * opts.pointsPerPixel) : [];
  const { items, lines } = stepSync('words to items', () => toItems(result, opts.page, opts.pointsPerPixel, used.includes('rus'), ruled?.skew ?? 0, dividers));
  return {
    items, lines, rotation, confidence: result.confidence, grids: grids.map((g) => scaleGrid(g, opts.pointsPerPixel)), skew: ruled?.skew ?? 0,
    widthPt: round(widthPx * opts.pointsPerPixel), heightPt: round(heightPx * opts.pointsPerPixel),
  };
}

function textOf(result: OcrResult): string {
  return result.lines.map((l) => l.text).join('\n');
}

/** A page image made ready for OCR: its grids, and its pixels with the rules painted out where it has any. */
interface Ruled {
  png: Buffer;
  grids: Grid[];
  /** The pixels the second looks read: the cleaned image, else the page as it came. */
  pixels: GreyImage;
  /** The cleaned image with its ink mask, when rules were painted out. */
  clean: (GreyImage & { dark: Uint8Array }) | null;
  /** The slope of the page's text lines and rules (see `estimateSkew`). */
  skew: number;
  /** The x (pixels) of the sides of tall filled panels: a sidebar's edge, where a column of the page ends. */
  dividers: number[];
}

/**
 * The table grids printed on a page image (in pixels), and the image to OCR: with its rules
 * painted out when it has any, else the image as it was.
 */
async function withoutRulings(source: Buffer, dpi: number): Promise<Ruled> {
  const img = await step('decode to grey', () => greyPixels(source));
  // Light text on dark panels is turned dark on light first: then it is read, and its panel's edges are no rules.
  const panels = stepSync('dark panels', () => invertDarkPanels(img, dpi));
  const png = panels.length ? await step('encode png', () => encodeGreyPng(img.data, img.width, img.height, 1)) : source;
  // A tall panel's sides end a column of the page, dark (now inverted) or lightly tinted.
  const tinted = stepSync('tinted panels', () => tintedPanels(img, dpi));
  const dividers = [...panels.filter((p) => p[3] - p[1] >= img.height * LAYOUT_TUNING.dividerPanelMinHeightShare), ...tinted].flatMap((p) => [p[0], p[2]]);
  const rulings = stepSync('rulings', () => findRulings(img, dpi));
  const grids = stepSync('grids', () => gridsOf(rulings, Math.max(3, dpi * 0.02)));
  // A page with nothing to paint out is read as it came.
  if (grids.length === 0 && erasableRules(rulings, dpi).length === 0) return { png, grids: [], pixels: img, clean: null, skew: rulings.skew, dividers };
  const clean = stepSync('erase rules', () => {
    const erased = eraseRulings(img, rulings, grids, dpi);
    return despeckle(erased, binarize(erased), dpi);
  });
  return { png: await step('encode png', () => encodeGreyPng(clean.data, clean.width, clean.height, 1)), grids, pixels: clean, clean, skew: rulings.skew, dividers };
}

/**
 * Words become text items; lines are then rebuilt from the word boxes by the same geometric
 * grouping as PDF text, so a table row that Tesseract's layout split into blocks is one line again;
 * the words are levelled by the page's skew first, so a row stays one line across a skewed scan.
 */
export function toItems(result: OcrResult, page: number, k: number, russian: boolean, skew = 0, dividers: readonly number[] = []): { items: TextItem[]; lines: Line[] } {
  const items: TextItem[] = [];
  const typical = typicalWordHeight(result.lines);
  // A currency sign read as a letter is put back by what the page's other amounts carry.
  // A figure OCR split after its group mark ("€29," "452.01") is one word again first.
  const joined = result.lines.map((l) => ({ ...l, words: joinSplitGroups(l.words, typical) }));
  const signed = fixCurrencySigns(joined.flatMap((l) => l.words.map((w) => w.text)));
  let at = 0;
  const lines = joined.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, text: signed[at++] ?? w.text })) }));
  // A page read with Russian and English whose letters are mostly Latin has its look-alikes made
  // Latin; the Cyrillic repairs are for the pages that are not.
  const latinPage = russian && isLatinPage(lines.flatMap((l) => l.words.map((w) => w.text)));
  const cyrillic = russian && !latinPage;
  lines.forEach((line, li) => {
    // A short, unsure "word" much taller than the type is a smudge, and letters in a box flatter than
    // any print are a rule's remnant: kept, either would glue two lines into one.
    const words = barsAsLetters(line.words.filter((w) => !isSmudge(w, typical) && !isFlat(w, typical)), typical)
      // A vertical rule left on the page reads as a bar ("|", "¦") alone or stuck to a word: print has no such characters.
      .map((w) => (RULE_BARS.test(w.text) ? { ...w, text: w.text.replace(RULE_BARS_GLOBAL, '') } : w)).filter((w) => w.text.trim() !== '')
      .flatMap((w) => (cyrillic ? splitWord(w, splitGluedForm(fixCyrillicWord(w.text))) : [w]));
    const read = words.map((w) => w.text);
    const texts = (cyrillic ? fixScriptsByContext(fixLegalForms(read)) : latinPage ? fixLatinWords(fixLegalForms(read)) : read).map((t) => fixLostNumeroSign(fixLostSquares(fixGroupMarks(t))));
    words.forEach((w, wi) => {
      items.push({ id: `p${page}o${li}w${wi}`, text: texts[wi] ?? w.text, box: scale(w.bbox, k), ocrConfidence: w.confidence,
        eol: wi === words.length - 1, fontSize: round((line.bbox[3] - line.bbox[1]) * k) });
    });
  });
  return { items, lines: pageLines(items, skew, dividers) };
}

function isSmudge(w: OcrWord, typical: number): boolean {
  return w.confidence < SMUDGE_MAX_CONFIDENCE && w.text.trim().length <= 2 && w.bbox[3] - w.bbox[1] > typical * SMUDGE_HEIGHT_RATIO;
}

function isFlat(w: OcrWord, typical: number): boolean {
  return /[\p{L}\p{N}]/u.test(w.text) && w.bbox[3] - w.bbox[1] < typical * FLAT_WORD_SHARE;
}

/** Bars a vertical rule reads as, at either end of a word. */
const RULE_BARS = /^[|¦│]+|[|¦│]+$/u;
const RULE_BARS_GLOBAL = /^[|¦│]+|[|¦│]+$/gu;

/** One OCR word as several (a glued label and legal form), its box divided by characters. */
function splitWord(w: OcrWord, parts: string[]): OcrWord[] {
  if (parts.length === 1) return [{ ...w, text: parts[0] as string }];
  const perChar = (w.bbox[2] - w.bbox[0]) / Math.max(1, parts.join('').length);
  let x = w.bbox[0];
  return parts.map((text) => {
    const x0 = x;
    x += text.length * perChar;
    return { ...w, text, bbox: [Math.round(x0), w.bbox[1], Math.round(x), w.bbox[3]] };
  });
}

function scale(b: [number, number, number, number], k: number): Box {
  return [round(b[0] * k), round(b[1] * k), round(b[2] * k), round(b[3] * k)];
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

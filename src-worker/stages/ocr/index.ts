import type { Language } from '../../../src-shared/contract/request';
import type { Box } from '../../../src-shared/document/geometry';
import type { TextItem } from '../../../src-shared/document/model';
import { rotatePng } from '../../adapters/images';
import { recognize, uprightRotation } from '../../adapters/tesseract';
import type { OcrResult } from '../../adapters/tesseract';
import { groupLines } from '../layout/lines';
import { fixCyrillicWord, fixLegalForms } from './homoglyphs';
import type { Line } from '../layout/lines';

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
}

/** Language models per `language` (SPEC: `zh` is required for Chinese scans). Default: Russian + English. */
export function ocrLanguages(language: Language | null): string[] {
  if (language === 'en') return ['eng'];
  if (language === 'zh') return ['chi_sim', 'eng'];
  return ['rus', 'eng'];
}

const RETRY_BELOW_CONFIDENCE = 70;
/** An image whose shorter side is under this many pixels is a strip of text, not a page. */
const STRIP_MAX_PX = 200;

export async function ocrPage(png: Buffer, opts: {
  page: number; language: Language | null; dpi: number | null; widthPx: number; heightPx: number; pointsPerPixel: number;
}): Promise<OcrPage> {
  const langs = ocrLanguages(opts.language);
  const segmentation = Math.min(opts.widthPx, opts.heightPx) < STRIP_MAX_PX ? 'block' : 'page';
  let result = await recognize(png, langs, opts.dpi, segmentation);
  let rotation: OcrPage['rotation'] = 0;
  if (result.confidence < RETRY_BELOW_CONFIDENCE) {
    const upright = await uprightRotation(png, opts.dpi);
    if (upright && upright.rotate !== 0) {
      const turned = await recognize(await rotatePng(png, upright.rotate), langs, opts.dpi, segmentation);
      if (turned.confidence > result.confidence) {
        result = turned;
        rotation = upright.rotate;
      }
    }
  }
  const sideways = rotation === 90 || rotation === 270;
  const widthPx = sideways ? opts.heightPx : opts.widthPx;
  const heightPx = sideways ? opts.widthPx : opts.heightPx;
  const { items, lines } = toItems(result, opts.page, opts.pointsPerPixel, opts.language !== 'en' && opts.language !== 'zh');
  return {
    items, lines, rotation, confidence: result.confidence,
    widthPt: round(widthPx * opts.pointsPerPixel), heightPt: round(heightPx * opts.pointsPerPixel),
  };
}

/**
 * Words become text items; lines are then rebuilt from the word boxes by the same geometric
 * grouping as PDF text, so a table row that Tesseract's layout split into blocks is one line again.
 */
function toItems(result: OcrResult, page: number, k: number, russian: boolean): { items: TextItem[]; lines: Line[] } {
  const items: TextItem[] = [];
  result.lines.forEach((line, li) => {
    const texts = russian ? fixLegalForms(line.words.map((w) => fixCyrillicWord(w.text))) : line.words.map((w) => w.text);
    line.words.forEach((w, wi) => {
      items.push({ id: `p${page}o${li}w${wi}`, text: texts[wi] ?? w.text, box: scale(w.bbox, k), ocrConfidence: w.confidence,
        eol: wi === line.words.length - 1, fontSize: round((line.bbox[3] - line.bbox[1]) * k) });
    });
  });
  return { items, lines: groupLines(items) };
}

function scale(b: [number, number, number, number], k: number): Box {
  return [round(b[0] * k), round(b[1] * k), round(b[2] * k), round(b[3] * k)];
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

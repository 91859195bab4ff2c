import type { Box } from '../../../src-shared/document/geometry';
import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Page, ParsedDocument } from '../../../src-shared/document/model';
import { withLines } from '../../lib/layout/lines';

/**
 * Pages for splitter tests, written as lines at heights: `[text, top in points, type size?]`. Words
 * are laid out left to right from a margin, so line grouping sees them as the parse would.
 */
export type TestLine = [text: string, top: number, size?: number];

export function testPage(no: number, lines: TestLine[], options: { width?: number; height?: number; layer?: Page['layer']; left?: number } = {}): Page {
  const items: Page['items'] = [];
  for (const [text, top, size = 10] of lines) {
    let x = options.left ?? 56;
    for (const word of text.split(' ')) {
      if (word === '') { x += size; continue; }
      const w = word.length * size * 0.5;
      items.push({ id: `p${no}i${items.length}`, text: word, box: [x, top, x + w, top + size] as unknown as Box, fontSize: size, eol: false,
        ...(options.layer === 'ocr' ? { ocrConfidence: 90 } : {}) });
      x += w + size * 0.3;
    }
  }
  return withLines({ no, widthPt: options.width ?? 595, heightPt: options.height ?? 842, rotation: 0, layer: options.layer ?? 'vector', items });
}

export function testDocument(pages: Page[]): ParsedDocument {
  return {
    modelVersion: MODEL_VERSION,
    source: { fileHash: null, fileName: 'composite.pdf', format: 'pdf', bytes: 0 },
    pages: pages.map((p, i) => ({ ...p, no: i + 1, items: p.items.map((it) => ({ ...it, id: it.id.replace(/^p\d+/, `p${i + 1}`) })) })),
    tables: [],
    blocks: [],
    markdown: '',
    stats: { sheets: pages.length, chars: 0, perSheet: pages.map(() => ({ chars: 0, areaA4: 1 })), ocrPages: [] },
    issues: [],
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'van', 'dus', 'pre', 'sol', 'na', 'rik', 'bel', 'tor', 'fen', 'gul', 'ris', 'po'];
let seed = 1;
const random = (): number => (seed = (seed * 16807) % 2147483647);

/** A made-up Latin word of two to four syllables: pages of `body()` share few words unless given a list. */
function madeUpWord(): string {
  return Array.from({ length: 2 + (random() % 3) }, () => SYLLABLES[random() % SYLLABLES.length]).join('');
}

/**
 * Body lines of prose, so pages have a print and words to compare: made-up words (two pages share
 * almost none, as two documents would), or words drawn from `words` (pages share them, as pages of
 * one document do).
 */
export function body(from: number, count: number, words: readonly string[] | null = null, size = 10): TestLine[] {
  const next = (): string => (words ? words[random() % words.length]! : madeUpWord());
  return Array.from({ length: count }, (_, i) => [Array.from({ length: 9 }, next).join(' '), from + i * (size + 4), size] as TestLine);
}

export const CYRILLIC_WORDS = 'поставка товара осуществляется силами поставщика в течение десяти рабочих дней с момента оплаты счёта покупателем'.split(' ');

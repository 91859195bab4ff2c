import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Page, ParsedDocument, TextItem } from '../../../src-shared/document/model';
import { withLines } from '../layout/lines';

/**
 * Synthetic pages for the document-kind tests: lines placed on an A4 page (points, top-left
 * origin) as a PDF text layer gives them (one item per line) or as OCR does (one item per word,
 * with a confidence), so the classifier reads the same geometry it reads in real documents.
 */

export const A4 = { width: 595, height: 842 } as const;
/** Character width as a share of the font size: near enough for Helvetica-like type. */
const CHAR_WIDTH = 0.5;
const LEFT = 50;
const RIGHT = A4.width - 50;

export interface Placed {
  text: string;
  /** Top of the line in points. */
  y: number;
  /** Default 10. */
  size?: number;
  /** Left edge, or 'centre' / 'right' of the text column, or 'justified' across it. Default: the left margin. */
  x?: number | 'centre' | 'right' | 'justified';
}

export function page(no: number, lines: readonly Placed[], layer: 'vector' | 'ocr' = 'vector'): Page {
  const items: TextItem[] = [];
  for (const [li, line] of lines.entries()) {
    const size = line.size ?? 10;
    const width = line.x === 'justified' ? RIGHT - LEFT : line.text.length * size * CHAR_WIDTH;
    const x0 = line.x === 'centre' ? (LEFT + RIGHT - width) / 2 : line.x === 'right' ? RIGHT - width : typeof line.x === 'number' ? line.x : LEFT;
    if (layer === 'vector') {
      items.push({ id: `p${no}l${li}`, text: line.text, box: [x0, line.y, x0 + width, line.y + size], fontSize: size, eol: true });
      continue;
    }
    // OCR: a word per item, its box as tall as the line, spaces left out.
    let x = x0;
    const words = line.text.split(' ');
    const stretch = width / (line.text.length * size * CHAR_WIDTH);
    for (const [wi, word] of words.entries()) {
      const w = word.length * size * CHAR_WIDTH * stretch;
      if (word) items.push({ id: `p${no}l${li}w${wi}`, text: word, box: [x, line.y, x + w, line.y + size], fontSize: size, eol: wi === words.length - 1, ocrConfidence: 80 });
      x += w + size * CHAR_WIDTH * stretch;
    }
  }
  return withLines({ no, widthPt: A4.width, heightPt: A4.height, rotation: 0, layer, items });
}

/** Running text of a body: `n` justified lines of 10-point type from `y` down. */
export function body(y: number, n: number, text = 'Поставщик обязуется передать товар покупателю в сроки и на условиях настоящего документа'): Placed[] {
  return Array.from({ length: n }, (_, i) => ({ text, y: y + i * 13, size: 10, x: 'justified' as const }));
}

export function pdf(...pages: Page[]): ParsedDocument {
  const markdown = pages.flatMap((p) => p.items.map((i) => i.text)).join('\n');
  return {
    modelVersion: MODEL_VERSION,
    source: { fileHash: null, fileName: 'synthetic.pdf', format: 'pdf', bytes: 0 },
    pages,
    tables: [],
    blocks: [],
    markdown,
    stats: { sheets: pages.length, chars: markdown.length, perSheet: pages.map(() => ({ chars: 0, areaA4: 1 })), ocrPages: pages.filter((p) => p.layer === 'ocr').map((p) => p.no) },
    issues: [],
  };
}

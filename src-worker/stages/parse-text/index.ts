import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { Block, ParsedDocument, TextItem } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';

/**
 * Caller's ready text (markdown or plain) → ParsedDocument.
 * Invariants: one logical page, no geometry, no physical sheets (billing counts characters only),
 * and the markdown is the caller's text with line endings normalised, never rewritten.
 */
export function parseText(text: string): ParsedDocument {
  const markdown = text.replace(/\r\n?/g, '\n');
  const blocks = splitBlocks(markdown);
  const items: TextItem[] = blocks.map((b, i) => ({ id: `t${i}`, text: b.text, box: null, eol: true }));
  return {
    modelVersion: MODEL_VERSION,
    source: { fileHash: null, fileName: null, format: 'text', bytes: new TextEncoder().encode(text).length },
    pages: [{ no: 1, widthPt: null, heightPt: null, rotation: 0, layer: 'logical', items, lines: [] }],
    tables: [],
    blocks,
    markdown,
    stats: { sheets: null, chars: countChars(markdown), perSheet: [], ocrPages: [] },
    issues: [],
  };
}

/** Paragraphs are separated by blank lines; a markdown heading line is a block of its own. */
export function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  const flush = (): void => {
    const text = current.join('\n').trim();
    if (text) blocks.push({ page: 1, text, box: null, kind: classify(text) });
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') {
      flush();
    } else if (/^#{1,6}\s/.test(line)) {
      flush();
      current.push(line);
      flush();
    } else {
      current.push(line);
    }
  }
  flush();
  return blocks;
}

function classify(text: string): Block['kind'] {
  if (/^#{1,6}\s/.test(text)) return 'heading';
  if (/^\|.*\|\s*$/m.test(text) && /^\|?\s*:?-{3,}/m.test(text)) return 'table';
  if (/^\s*([-*+]|\d+[.)])\s/.test(text)) return 'list';
  return 'paragraph';
}

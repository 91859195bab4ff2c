import { MODEL_VERSION } from '../../../src-shared/document/model';
import type { ParsedDocument, TextItem } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { splitBlocks } from '../../lib/parsed/blocks';

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

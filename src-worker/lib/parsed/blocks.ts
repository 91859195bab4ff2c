import type { Block } from '../../../src-shared/document/model';

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

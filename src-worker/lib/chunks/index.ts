import type { Block, ParsedDocument } from '../../../src-shared/document/model';
import type { TextChunk } from '../../../src-shared/contract/older';
import { CHUNKS } from '../../tuning/chunks';

/** A piece that is never cut further unless it alone is too long: a paragraph, a heading, a table row group. */
interface Unit { text: string; page: number; kind: 'text' | 'table'; heading: boolean }

/**
 * Chunks of about `size` characters over the document's blocks in reading order (`/v1/extract`
 * `include_chunks`). Paragraph and table boundaries are respected: a chunk ends between blocks; a
 * heading is never the last thing in a chunk (it goes with what follows); a table is cut only
 * between rows, its header repeated in each part; a paragraph longer than the target is cut at
 * sentence ends (then at spaces). Every chunk knows its first and last page.
 */
export function chunkDocument(doc: ParsedDocument, size: number): TextChunk[] {
  const paged = doc.stats.sheets !== null;
  const units = doc.blocks.flatMap((b) => unitsOf(b, size));
  const chunks: TextChunk[] = [];
  let current: Unit[] = [];
  const length = (us: Unit[]): number => us.reduce((n, u) => n + u.text.length + 2, 0);
  const flush = (): void => {
    if (current.length === 0) return;
    const pages = current.map((u) => u.page);
    const kinds = new Set(current.map((u) => u.kind));
    chunks.push({
      index: chunks.length + 1,
      text: current.map((u) => u.text).join('\n\n'),
      kind: kinds.size === 1 ? [...kinds][0]! : 'mixed',
      page_start: paged ? Math.min(...pages) : null,
      page_end: paged ? Math.max(...pages) : null,
    });
    current = [];
  };
  for (const unit of units) {
    const wouldBe = length(current) + unit.text.length;
    if (current.length > 0 && wouldBe > size) {
      // Trailing headings move on with the unit they introduce.
      const carried: Unit[] = [];
      while (current.length > 0 && current[current.length - 1]!.heading) carried.unshift(current.pop()!);
      flush();
      current = carried;
    }
    current.push(unit);
  }
  flush();
  return chunks;
}

function unitsOf(block: Block, size: number): Unit[] {
  const text = block.text.trim();
  if (text === '') return [];
  if (block.kind === 'table') return tableParts(text, size).map((t) => ({ text: t, page: block.page, kind: 'table', heading: false }));
  if (block.kind === 'heading') return [{ text, page: block.page, kind: 'text', heading: true }];
  return cutProse(text, size).map((t) => ({ text: t, page: block.page, kind: 'text', heading: false }));
}

/** A markdown table in parts of whole rows, each part with the header and its rule line. */
function tableParts(text: string, size: number): string[] {
  const lines = text.split('\n');
  const ruleAt = lines.findIndex((l) => /^\|?\s*:?-{3,}/.test(l.trim()));
  if (text.length <= size || ruleAt < 0) return [text];
  const head = lines.slice(0, ruleAt + 1);
  const rows = lines.slice(ruleAt + 1);
  const parts: string[] = [];
  let part: string[] = [];
  const headLength = head.join('\n').length;
  for (const row of rows) {
    const partLength = headLength + part.reduce((n, r) => n + r.length + 1, 0);
    if (part.length > 0 && partLength + row.length + 1 > size) {
      parts.push([...head, ...part].join('\n'));
      part = [];
    }
    part.push(row);
  }
  if (part.length > 0) parts.push([...head, ...part].join('\n'));
  return parts;
}

/** A paragraph within `size`, or cut at sentence ends, and a sentence past `size` at spaces. */
function cutProse(text: string, size: number): string[] {
  if (text.length <= size) return [text];
  const sentences = text.match(/[^.!?…。]+(?:[.!?…。]+["»”')\]]*\s*|$)/gu) ?? [text];
  const out: string[] = [];
  let piece = '';
  for (const raw of sentences.flatMap((s) => (s.length > size ? cutAtSpaces(s, size) : [s]))) {
    if (piece !== '' && piece.length + raw.length > size) {
      out.push(piece.trim());
      piece = '';
    }
    piece += raw;
  }
  if (piece.trim() !== '') out.push(piece.trim());
  return out;
}

function cutAtSpaces(text: string, size: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const space = rest.lastIndexOf(' ', size);
    const at = space > size * CHUNKS.minCutShare ? space : size;
    out.push(rest.slice(0, at) + ' ');
    rest = rest.slice(at).trimStart();
  }
  if (rest !== '') out.push(rest);
  return out;
}

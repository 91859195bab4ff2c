import mammoth from 'mammoth';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

/**
 * DOCX → markdown: mammoth renders HTML (tables survive; its own convertToMarkdown flattens them),
 * turndown + GFM turn it into markdown. Tables are not left to the GFM plugin: every top-level
 * table is handed to the caller as a cell grid (spans resolved, `<p>` unwrapped) and the caller
 * returns its markdown, so the document's Table objects and its markdown come from one source.
 * Call only after the ZIP guard has passed the bytes.
 */
export interface GridCell {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  /** Plain text; paragraphs and list items of the cell on separate lines. */
  text: string;
}

export interface GridTable {
  nRows: number;
  nCols: number;
  cells: GridCell[];
}

export type RenderTable = (table: GridTable) => string;

export async function docxToMarkdown(bytes: Uint8Array, renderTable: RenderTable): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    {
      // Images would arrive as base64 data URIs (megabytes of markdown); the empty src drops them.
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      // Linked (not embedded) images must never make us read local files.
      externalFileAccess: false,
    },
  );
  return htmlToMarkdown(html, renderTable);
}

/** The subset of the DOM (domino, inside turndown) that the table walker reads. */
interface DomNode {
  nodeName: string;
  nodeType: number;
  nodeValue: string | null;
  parentNode: DomNode | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

export function htmlToMarkdown(html: string, renderTable: RenderTable): string {
  const service = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '*', strongDelimiter: '**' });
  service.use(gfm);
  // Rules added later win (turndown unshifts them), so these override the GFM ones.
  service.addRule('strike', { filter: ['del', 's', 'strike'], replacement: (content) => (content.trim() ? `~~${content}~~` : content) });
  service.addRule('internalLink', {
    // mammoth's footnote references and bookmarks: keep the text, drop the in-page anchor.
    filter: (node) => node.nodeName === 'A' && !/^(https?|mailto):/i.test(node.getAttribute('href') ?? ''),
    replacement: (content) => content,
  });
  service.addRule('nestedTable', { filter: (node) => node.nodeName === 'TABLE' && hasTableAncestor(asDom(node)), replacement: () => '' });
  service.addRule('table', {
    filter: (node) => node.nodeName === 'TABLE' && !hasTableAncestor(asDom(node)),
    replacement: (_content, node) => `\n\n${renderTable(tableGrid(asDom(node)))}\n\n`,
  });
  return service.turndown(html).trim();
}

function asDom(node: unknown): DomNode {
  return node as DomNode;
}

function children(node: DomNode): DomNode[] {
  return Array.from(node.childNodes);
}

function hasTableAncestor(node: DomNode): boolean {
  for (let p = node.parentNode; p; p = p.parentNode) if (p.nodeName === 'TABLE') return true;
  return false;
}

function rowsOf(table: DomNode): DomNode[] {
  return children(table).flatMap((child) => {
    if (child.nodeName === 'TR') return [child];
    if (['THEAD', 'TBODY', 'TFOOT'].includes(child.nodeName)) return children(child).filter((c) => c.nodeName === 'TR');
    return [];
  });
}

/** HTML rows with row/col spans → cells at grid positions (the usual occupancy walk). */
function tableGrid(table: DomNode): GridTable {
  const rows = rowsOf(table);
  const occupied: boolean[][] = rows.map(() => []);
  const cells: GridCell[] = [];
  let nCols = 0;
  rows.forEach((tr, r) => {
    let c = 0;
    for (const td of children(tr).filter((n) => n.nodeName === 'TD' || n.nodeName === 'TH')) {
      while (occupied[r]?.[c]) c++;
      const rowSpan = Math.max(1, Math.min(span(td, 'rowspan'), rows.length - r));
      const colSpan = span(td, 'colspan');
      for (let i = r; i < r + rowSpan; i++) for (let j = c; j < c + colSpan; j++) (occupied[i] ??= [])[j] = true;
      cells.push({ row: r, col: c, rowSpan, colSpan, text: cellText(td) });
      c += colSpan;
      nCols = Math.max(nCols, c);
    }
  });
  return { nRows: rows.length, nCols, cells };
}

function span(node: DomNode, name: string): number {
  const n = Number.parseInt(node.getAttribute?.(name) ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1000) : 1;
}

const BLOCK = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'TABLE', 'TR', 'BLOCKQUOTE', 'PRE']);

/** A cell's text: paragraphs and list items on their own lines ("- " / "1. "), nested tables flattened. */
function cellText(cell: DomNode): string {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      out.push((node.nodeValue ?? '').replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeName === 'BR') {
      out.push('\n');
      return;
    }
    const block = BLOCK.has(node.nodeName);
    if (block) out.push('\n');
    if (node.nodeName === 'LI') out.push(listMarker(node));
    if (node.nodeName === 'TD' || node.nodeName === 'TH') out.push(' ');
    children(node).forEach(walk);
    if (block) out.push('\n');
  };
  children(cell).forEach(walk);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function listMarker(li: DomNode): string {
  const list = li.parentNode;
  if (list?.nodeName !== 'OL') return '- ';
  const items = children(list).filter((n) => n.nodeName === 'LI');
  return `${items.indexOf(li) + 1}. `;
}

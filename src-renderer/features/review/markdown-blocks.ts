/**
 * The parse's markdown as blocks the review screen draws (office files, XML, text): headings,
 * paragraphs, lists and pipe tables — what the pipeline writes — without a markdown library.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function markdownBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (line.trim() === '') { i++; continue; }
    if (heading) { out.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2]?.trim() ?? '' }); i++; continue; }
    if (line.trim().startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        const row = lines[i] ?? '';
        if (!TABLE_RULE.test(row.trim())) rows.push(cells(row));
        i++;
      }
      out.push(withoutEmptyColumns({ header: rows[0] ?? [], rows: rows.slice(1) }));
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      const items: string[] = [];
      let m: RegExpExecArray | null;
      while (i < lines.length && (m = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(lines[i] ?? '')) && /\d/.test(m[1] ?? '') === ordered) {
        items.push(m[2] ?? '');
        i++;
      }
      out.push({ kind: 'list', ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '' && !/^(#{1,6})\s|^\s*\||^\s*([-*+]|\d+[.)])\s/.test(lines[i] ?? '')) {
      para.push((lines[i] ?? '').trim());
      i++;
    }
    out.push({ kind: 'paragraph', text: para.join(' ') });
  }
  return out;
}

/** A pipe row's cells; `\|` inside a cell is a literal bar. */
function cells(row: string): string[] {
  const trimmed = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

/**
 * A spreadsheet's table without the columns that are empty in every row (merged cells of a form
 * leave many), and without rows left empty: what is shown is what the sheet holds.
 */
function withoutEmptyColumns(t: { header: string[]; rows: string[][] }): Block {
  const all = [t.header, ...t.rows];
  const width = Math.max(0, ...all.map((r) => r.length));
  const keep = Array.from({ length: width }, (_, j) => j).filter((j) => all.some((r) => (r[j] ?? '').trim() !== ''));
  const pick = (r: string[]) => keep.map((j) => r[j] ?? '');
  return { kind: 'table', header: pick(t.header), rows: t.rows.map(pick).filter((r) => r.some((c) => c.trim() !== '')) };
}

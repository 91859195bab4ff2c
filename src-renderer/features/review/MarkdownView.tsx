import { useMemo } from 'react';
import { markdownBlocks } from './markdown-blocks';

/** Office files, XML and text as their parse reads: headings, paragraphs, lists and real tables. */
export function MarkdownView({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => markdownBlocks(markdown), [markdown]);
  return (
    <article className="markdown-view" data-testid="markdown-view">
      {blocks.map((b, i) => {
        if (b.kind === 'heading') { const H = `h${Math.min(6, b.level + 2)}` as 'h3'; return <H key={i}>{b.text}</H>; }
        if (b.kind === 'paragraph') return <p key={i}>{b.text}</p>;
        if (b.kind === 'list') { const L = b.ordered ? 'ol' : 'ul'; return <L key={i}>{b.items.map((it, j) => <li key={j}>{it}</li>)}</L>; }
        return (
          <table key={i} className="grid">
            <thead><tr>{b.header.map((h, j) => <th key={j}>{h}</th>)}</tr></thead>
            <tbody>{b.rows.map((r, j) => <tr key={j}>{r.map((c, k) => <td key={k}>{c}</td>)}</tr>)}</tbody>
          </table>
        );
      })}
    </article>
  );
}

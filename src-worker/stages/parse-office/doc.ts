import type { ParsedDocument, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { docInfo, encryptedError } from '../../adapters/office';
import { extractDocText } from '../../adapters/doc';
import type { DocText } from '../../adapters/doc';
import { tableToMarkdown } from '../../lib/markdown/table-markdown';
import { logicalDocument } from '../../lib/parsed/logical-document';
import type { ParseInput } from '../../lib/parsed/types';
import { splitBlocks } from '../../lib/parsed/blocks';
import { gridToTable, tableIds, unreadable, wordPages } from './common';

/**
 * DOC (Word 97–2003): word-extractor text, one logical page. The binary has no markup we read, so
 * headings are lost; tables are rebuilt from the tab-separated rows word-extractor emits.
 * Billing uses PIDSI_PAGECOUNT from SummaryInformation when Word saved it.
 */
export async function docDocument(input: ParseInput): Promise<ParsedDocument> {
  const info = docInfo(input.bytes);
  if (info.encrypted) throw encryptedError('WordDocument FIB: fEncrypted');
  let text: DocText;
  try {
    text = await extractDocText(input.bytes);
  } catch (err) {
    throw unreadable(err, 'document');
  }
  const { markdown, tables } = docTextToMarkdown([text.body, ...text.extras]);
  return logicalDocument({
    format: 'doc',
    fileName: input.fileName,
    fileHash: input.fileHash,
    bytes: input.bytes.byteLength,
    parts: [{ markdown, blocks: splitBlocks(markdown), tables }],
    perSheet: wordPages(countChars(markdown), info.pages),
  });
}

/** Share of a run's rows that must have its most common cell count for the run to count as a table. */
const CONSISTENT_SHARE = 2 / 3;

/**
 * Plain text with tab-separated table rows → markdown paragraphs and GFM tables.
 * A run of ≥2 consecutive lines with ≥2 cells each is a table when most rows agree on the cell
 * count (merged cells make a few rows shorter); otherwise its lines stay paragraphs.
 */
export function docTextToMarkdown(sections: readonly string[]): { markdown: string; tables: Table[] } {
  const nextId = tableIds();
  const tables: Table[] = [];
  const out: string[] = [];
  let run: string[][] = [];
  const flushRun = (): void => {
    if (run.length >= 2 && isConsistent(run)) {
      const table = gridToTable(nextId(), padRows(run));
      tables.push(table);
      out.push(tableToMarkdown(table));
    } else {
      for (const cells of run) out.push(cells.filter(Boolean).join(' '));
    }
    run = [];
  };
  for (const section of sections) {
    for (const line of section.replace(/\r\n?/g, '\n').split('\n')) {
      const cells = splitCells(line);
      if (cells.length >= 2) {
        run.push(cells);
        continue;
      }
      flushRun();
      const paragraph = (cells[0] ?? '').replace(/\s+/g, ' ').trim();
      if (paragraph) out.push(paragraph);
    }
    flushRun();
  }
  return { markdown: out.join('\n\n'), tables };
}

/** Cells of one line; word-extractor ends every table row with a tab, which closes the last cell. */
function splitCells(line: string): string[] {
  const cells = line.split('\t').map((c) => c.replace(/\s+/g, ' ').trim());
  if (cells.length > 1 && line.endsWith('\t')) cells.pop();
  return cells;
}

function isConsistent(rows: string[][]): boolean {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
  const modal = Math.max(...counts.values());
  return modal >= Math.ceil(rows.length * CONSISTENT_SHARE);
}

function padRows(rows: string[][]): string[][] {
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
}

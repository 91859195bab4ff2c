import type { ParsedDocument, Table } from '../../../src-shared/document/model';
import { countChars } from '../../../src-shared/document/text';
import { docxToMarkdown } from '../../adapters/docx';
import type { GridTable } from '../../adapters/docx';
import { readSafeZip } from '../../adapters/zip-guard';
import { tableToMarkdown } from '../../lib/markdown/table-markdown';
import { logicalDocument } from '../../lib/parsed/logical-document';
import type { ParseInput } from '../../lib/parsed/types';
import { splitBlocks } from '../../lib/parsed/blocks';
import { makeTable, tableIds, unreadable, wordPages } from './common';

const APP_XML = 'docProps/app.xml';

/**
 * DOCX: ZIP guard → mammoth HTML → markdown (headings, lists, GFM tables). The whole body is one
 * logical page; billing uses the page count Word saved in docProps/app.xml when there is one.
 * Every top-level table becomes a Table (spans kept) and is rendered by tableToMarkdown, so the
 * markdown table and the Table object cannot disagree.
 */
export async function docxDocument(input: ParseInput): Promise<ParsedDocument> {
  const kept = await readSafeZip(input.bytes, { keep: [APP_XML] });
  const nextId = tableIds();
  const tables: Table[] = [];
  const render = (grid: GridTable): string => {
    if (grid.nRows === 0 || grid.nCols === 0) return '';
    const table = makeTable(nextId(), grid.nRows, grid.nCols, grid.cells);
    tables.push(table);
    return tableToMarkdown(table);
  };
  let markdown: string;
  try {
    markdown = await docxToMarkdown(input.bytes, render);
  } catch (err) {
    throw unreadable(err, 'document');
  }
  return logicalDocument({
    format: 'docx',
    fileName: input.fileName,
    fileHash: input.fileHash,
    bytes: input.bytes.byteLength,
    parts: [{ markdown, blocks: splitBlocks(markdown), tables }],
    perSheet: wordPages(countChars(markdown), declaredPages(kept.get(APP_XML))),
  });
}

/** `<Pages>` of the extended properties; absent in files written by LibreOffice and many generators. */
function declaredPages(appXml: Uint8Array | undefined): number | null {
  if (!appXml) return null;
  const match = /<(?:\w+:)?Pages>\s*(\d{1,7})\s*<\/(?:\w+:)?Pages>/.exec(new TextDecoder().decode(appXml));
  return match?.[1] ? Number(match[1]) : null;
}

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Box } from '../../../src-shared/document/geometry';
import type { Table } from '../../../src-shared/document/model';
import { sectionDocument } from './section-document';
import { testDocument, testPage } from './test-pages';

describe('one section as a document of its own', () => {
  const pages = [testPage(1, [['Invoice 1', 60]]), testPage(2, [['Row two', 60]]), testPage(3, [['Invoice 2', 60]]), testPage(4, [['Last page', 60]])];
  const doc = testDocument(pages);
  const box = [0, 0, 10, 10] as unknown as Box;
  // A table the parse joined across the boundary of pages 2 and 3: its rows come from both.
  const joined: Table = { id: 't0', pages: [2, 3], nRows: 2, nCols: 1, cells: [
    { row: 0, col: 0, rowSpan: 1, colSpan: 1, text: 'Row two', header: false, itemIds: [doc.pages[1]!.items[0]!.id], box },
    { row: 1, col: 0, rowSpan: 1, colSpan: 1, text: 'Invoice', header: false, itemIds: [doc.pages[2]!.items[0]!.id], box },
  ] };
  doc.tables = [joined];
  doc.blocks = [{ page: 1, text: 'Invoice 1', box, kind: 'heading' }, { page: 2, text: '| Row two |', box, kind: 'table', tableId: 't0' },
    { page: 3, text: 'Invoice 2', box, kind: 'heading' }, { page: 4, text: 'Last page', box, kind: 'paragraph' }];
  doc.xml = { name: 'CrossIndustryInvoice', ns: null, attrs: {}, text: '', children: [] };

  it('keeps its pages numbered as in the whole file, its blocks, and its part of a joined table', () => {
    const part = sectionDocument(doc, 3, 4, false);
    assert.deepEqual(part.pages.map((p) => p.no), [3, 4]);
    assert.deepEqual(part.blocks.map((b) => b.text), ['Invoice 2', 'Last page']);
    assert.equal(part.tables.length, 1);
    assert.deepEqual(part.tables[0]!.pages, [3]);
    assert.deepEqual(part.tables[0]!.cells.map((c) => [c.row, c.text]), [[0, 'Invoice']]);
    assert.equal(part.stats.sheets, 2);
    assert.equal(part.xml, undefined, 'the XML goes only where it is told to');
  });

  it('a section wholly holding a table keeps it as it is, and the XML when told', () => {
    const part = sectionDocument(doc, 1, 3, true);
    assert.equal(part.tables[0], joined);
    assert.ok(part.xml);
    assert.match(part.markdown, /Invoice 1/);
  });
});

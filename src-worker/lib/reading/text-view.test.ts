import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableCell } from '../../../src-shared/document/model';
import { parseText } from '../../stages/parse-text';
import { withLines } from '../layout/lines';
import { textView } from './text-view';

describe('textView', () => {
  it('gives a cell on a later page of a table continued over pages that page, a cell on the first page none of its own', () => {
    const doc = parseText('');
    const page = (no: number, id: string, text: string) => withLines({ no, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector',
      items: [{ id, text, box: [50, 100, 50 + text.length * 5, 110] as const, fontSize: 10, eol: true }] });
    doc.pages = [page(1, 'a', 'Bolts'), page(2, 'b', 'Nuts')];
    const cell = (row: number, id: string, text: string): TableCell => ({ row, col: 0, rowSpan: 1, colSpan: 1, text, header: false, itemIds: [id], box: [50, 100, 75, 110] });
    doc.tables = [{ id: 't', pages: [1, 2], nRows: 2, nCols: 1, cells: [cell(0, 'a', 'Bolts'), cell(1, 'b', 'Nuts')] }];
    const t = textView(doc).tables[0];
    assert.equal(t?.page, 1);
    assert.deepEqual(t?.rows.map((r) => r[0]?.page), [undefined, 2]);
  });
});

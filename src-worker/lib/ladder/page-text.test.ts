import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ParsedDocument } from '../../../src-shared/document/model';
import { pageTexts } from './page-text';

const doc = (pages: ParsedDocument['pages'], blocks: ParsedDocument['blocks'] = []): ParsedDocument => ({
  modelVersion: 5, source: { fileHash: null, fileName: 'x', format: 'pdf', bytes: 0 }, pages, tables: [], blocks, markdown: '',
  stats: { sheets: pages.length, chars: 0, perSheet: [], ocrPages: [] }, issues: [],
});

describe('page text for the grammars', () => {
  it('joins lines and points an offset range back at the part of the items it covers', () => {
    const [p] = pageTexts(doc([{ no: 1, widthPt: 595, heightPt: 842, rotation: 0, layer: 'vector', items: [], lines: [
      { text: 'ИНН 7707083893', box: [10, 10, 150, 20], fontSize: 10, itemIds: ['a', 'b'], spans: [{ start: 0, end: 3, box: [10, 10, 40, 20] }, { start: 4, end: 14, box: [50, 10, 150, 20] }] },
      { text: 'ABCD', box: [10, 30, 50, 40], fontSize: 10, itemIds: ['c'], spans: [{ start: 0, end: 4, box: [10, 30, 50, 40] }] },
    ] }]));
    assert.ok(p);
    assert.equal(p.text, 'ИНН 7707083893\nABCD');
    assert.deepEqual(p.locate(4, 14), [50, 10, 150, 20]);
    // The first five digits of the ten are the left half of their run.
    assert.deepEqual(p.locate(4, 9), [50, 10, 100, 20]);
    // Across both lines: the union of what each covers.
    assert.deepEqual(p.locate(12, 17), [10, 10, 150, 40]);
  });

  it('reads a logical page from its blocks, without boxes', () => {
    const [p] = pageTexts(doc([{ no: 1, widthPt: null, heightPt: null, rotation: 0, layer: 'logical', items: [{ id: 'i', text: 'x', box: null, eol: true }], lines: [] }],
      [{ page: 1, text: 'Первый абзац', box: null, kind: 'paragraph' }, { page: 1, text: 'Второй', box: null, kind: 'paragraph' }]));
    assert.deepEqual([p?.text, p?.locate(0, 5)], ['Первый абзац\nВторой', null]);
  });
});

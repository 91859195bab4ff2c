import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MODEL_VERSION } from '../../src-shared/document/model';
import type { ParsedDocument } from '../../src-shared/document/model';
import { openDatabase } from '../storage/db';
import { ParseCacheRepo } from '../storage/repos/parse-cache';
import { PARSE_CACHE_MAX_WEIGHT, ParseCache, parseWeight } from './parse-cache';

function docOf(markdown: string, cells: number): ParsedDocument {
  return {
    modelVersion: MODEL_VERSION,
    source: { fileHash: 'h', fileName: 'x.csv', format: 'csv', bytes: markdown.length },
    pages: [{ no: 1, widthPt: null, heightPt: null, rotation: 0, layer: 'logical', items: [], lines: [] }],
    tables: [{ id: 't1', pages: [1], nRows: 1, nCols: cells, cells: Array.from({ length: cells }, (_, col) => ({ row: 0, col, rowSpan: 1, colSpan: 1, text: 'x', header: true, itemIds: [], box: null })) }],
    blocks: [],
    markdown,
    stats: { sheets: 1, chars: markdown.length, perSheet: [{ chars: markdown.length, areaA4: 1 }], ocrPages: [] },
    issues: [],
  };
}

describe('ParseCache: no parse too heavy to write on the host\'s thread (issue 16)', () => {
  it('caches an ordinary parse and gives it back', () => {
    const repo = new ParseCacheRepo(openDatabase(':memory:'));
    const cache = new ParseCache(repo, () => new Date('2026-11-28T10:00:00Z'));
    assert.equal(cache.put(docOf('| a |\n| --- |', 1), 'h1', null), true);
    assert.equal(cache.get('h1', null)?.markdown, '| a |\n| --- |');
  });

  it('skips a parse whose weight passes the limit, by its text or by its cells, and writes nothing', () => {
    const repo = new ParseCacheRepo(openDatabase(':memory:'));
    const cache = new ParseCache(repo, () => new Date('2026-11-28T10:00:00Z'));
    const longText = docOf('x'.repeat(Math.ceil(PARSE_CACHE_MAX_WEIGHT / 3) + 1), 0);
    const manyCells = docOf('', Math.ceil(PARSE_CACHE_MAX_WEIGHT / 100) + 1);
    for (const doc of [longText, manyCells]) {
      assert.ok(parseWeight(doc) > PARSE_CACHE_MAX_WEIGHT);
      assert.equal(cache.put(doc, 'big', null), false);
    }
    assert.equal(repo.count(), 0);
    assert.equal(cache.get('big', null), null);
  });

  it('weighs a large parse at no less than the length of its JSON, so the limit holds for what is written', () => {
    for (const doc of [docOf('ab | cd '.repeat(10_000), 0), docOf('', 5_000), docOf('x'.repeat(100_000), 2_000)]) {
      assert.ok(parseWeight(doc) >= JSON.stringify(doc).length, `${parseWeight(doc)} < ${JSON.stringify(doc).length}`);
    }
  });
});

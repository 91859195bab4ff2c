import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coversAll, fromDocuments, mergeWithPrevious, movePage, setType, splitAt } from './sections';

const proposal = () => fromDocuments([
  { index: 0, pages: [1, 2], doc_type: 'contract', confidence: 0.9 },
  { index: 1, pages: [3, 5], doc_type: 'invoice', confidence: 0.7 },
  { index: 2, pages: [6, 6], doc_type: 'act', confidence: 0.8 },
]);
const ranges = (s: ReturnType<typeof proposal>) => s.map((x) => [x.first, x.last, x.docType]);

describe('sections of a composite PDF edited by hand', () => {
  it('starts from the splitter\'s proposal, each section knowing its server file', () => {
    const s = proposal();
    assert.deepEqual(ranges(s), [[1, 2, 'contract'], [3, 5, 'invoice'], [6, 6, 'act']]);
    assert.deepEqual(s.map((x) => x.serverIndex), [0, 1, 2]);
    assert.equal(coversAll(s, 6), true);
  });

  it('moves a boundary page to the neighbour it touches; both sections become drawn by hand', () => {
    const back = movePage(proposal(), 3, 0);
    assert.deepEqual(ranges(back), [[1, 3, 'contract'], [4, 5, 'invoice'], [6, 6, 'act']]);
    assert.deepEqual(back.map((x) => [x.confidence, x.serverIndex]), [[null, null], [null, null], [0.8, 2]]);
    assert.deepEqual(ranges(movePage(proposal(), 5, 2)), [[1, 2, 'contract'], [3, 4, 'invoice'], [5, 6, 'act']]);
    assert.equal(coversAll(movePage(proposal(), 2, 1), 6), true);
  });

  it('refuses a move that is not at a boundary, skips a section, or would empty one', () => {
    const s = proposal();
    assert.equal(movePage(s, 4, 0), s, 'a middle page');
    assert.equal(movePage(s, 1, 2), s, 'not a neighbour');
    assert.equal(movePage(s, 6, 1), s, 'the only page of its section');
    assert.equal(movePage(s, 9, 1), s, 'no such page');
  });

  it('splits a section at a page and merges one into the one before', () => {
    const split = splitAt(proposal(), 4);
    assert.deepEqual(ranges(split), [[1, 2, 'contract'], [3, 3, 'invoice'], [4, 5, 'invoice'], [6, 6, 'act']]);
    assert.equal(splitAt(proposal(), 3).length, 3, 'a first page starts its section already');
    assert.deepEqual(ranges(mergeWithPrevious(proposal(), 2)), [[1, 2, 'contract'], [3, 6, 'invoice']]);
    const first = proposal();
    assert.equal(mergeWithPrevious(first, 0), first);
    assert.equal(coversAll(mergeWithPrevious(split, 1), 6), true);
  });

  it('retypes a section without touching its pages or its server file', () => {
    const s = setType(proposal(), 1, 'upd');
    assert.deepEqual(ranges(s)[1], [3, 5, 'upd']);
    assert.equal(s[1]?.serverIndex, 1);
  });

  it('knows sections that leave a gap or overlap', () => {
    assert.equal(coversAll([{ first: 1, last: 2, docType: 'x', confidence: null, serverIndex: null }, { first: 4, last: 6, docType: 'x', confidence: null, serverIndex: null }], 6), false);
    assert.equal(coversAll(proposal(), 7), false);
  });
});

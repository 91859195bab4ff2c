import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Bm25, chunksOf, CHUNK_CHARS, firstRelevantRank, metricsOf } from './embed-retrieval';

describe('bench/embed retrieval helpers', () => {
  it('packs whole lines into chunks of at most CHUNK_CHARS and cuts a longer line at spaces', () => {
    const line = (n: number, c: string) => `${c.repeat(n - 1)} `.trim() + c;
    const md = [line(200, 'a'), line(200, 'b'), line(200, 'c'), '', `${'слово '.repeat(150)}`].join('\n');
    const chunks = chunksOf(md);
    assert.ok(chunks.every((c) => c.length <= CHUNK_CHARS));
    assert.equal(chunks[0], `${line(200, 'a')}\n${line(200, 'b')}`);
    assert.equal(chunks.join(' ').split(/\s+/).filter((w) => w === 'слово').length, 150);
  });

  it('BM25 ranks the passage holding the rare query word first, then the shorter of two passages with the common one', () => {
    const bm25 = new Bm25(['invoice total 10', 'invoice from Lieferant GmbH', 'invoice date']);
    const scores = bm25.scores('Lieferant invoice');
    assert.equal(firstRelevantRank(scores, new Set([1])), 1);
    assert.equal(firstRelevantRank(scores, new Set([2])), 2);
    assert.equal(firstRelevantRank(scores, new Set([0])), 3);
    assert.equal(firstRelevantRank(scores, new Set()), null);
  });

  it('recall@k and MRR from ranks', () => {
    assert.deepEqual(metricsOf([1, 2, 6, null]), { queries: 4, recallAt1: 0.25, recallAt5: 0.5, mrr: 0.417 });
  });
});

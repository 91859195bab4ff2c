import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { evaluate } from './samples/evaluate';
import type { Outcome } from './samples/evaluate';
import { HELDOUT } from './samples/heldout';

/**
 * The held-out variations (samples/heldout.ts), written before the multilingual detectors and
 * never used to tune them. Under fail_closed no variation may leak: each is scrubbed and sent, or
 * refused. The share scrubbed and sent is the figure docs/decisions.md quotes.
 */
describe('held-out variations', () => {
  const results = HELDOUT.map((s) => ({ sample: s, e: evaluate(s) }));

  it('none leaks', () => {
    const leaked = results.filter((r) => r.e.outcome === 'leaked').map((r) => `${r.sample.text} → ${r.e.out} (left: ${r.e.left.join(', ')})`);
    assert.deepEqual(leaked, []);
  });

  it('the share scrubbed and sent, refused, and what lost text it must keep', () => {
    const count = (o: Outcome): number => results.filter((r) => r.e.outcome === o).length;
    const lost = results.flatMap((r) => r.e.lost.map((k) => `${k} in: ${r.e.out}`));
    console.log(`held-out: ${HELDOUT.length} variations, ${count('scrubbed')} scrubbed and sent, ${count('refused')} refused, ${count('leaked')} leaked; kept text lost: ${lost.length}`);
    for (const r of results.filter((x) => x.e.outcome !== 'scrubbed')) console.log(`  ${r.e.outcome}: ${r.sample.text.replace(/\n/g, ' ⏎ ')} → ${r.e.out.replace(/\n/g, ' ⏎ ')}`);
    for (const l of lost) console.log(`  lost ${l.replace(/\n/g, ' ⏎ ')}`);
    assert.equal(count('scrubbed') + count('refused') + count('leaked'), HELDOUT.length);
  });
});

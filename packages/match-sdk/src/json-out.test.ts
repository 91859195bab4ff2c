import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { writeJson } from './json-out';

async function written(value: unknown, indent: number, waits = false): Promise<string> {
  const parts: string[] = [];
  let drains = 0;
  const sink = {
    write: (s: string) => {
      parts.push(s);
      return !waits;
    },
    once: (_e: 'drain', go: () => void) => {
      drains++;
      setImmediate(go);
    },
  };
  await writeJson(value, sink, indent);
  if (waits) assert.ok(drains > 0);
  return parts.join('');
}

describe('writeJson writes what JSON.stringify writes', () => {
  const values: unknown[] = [
    { match: { found: 1, missing_in_registry: [], unmatched_registry: ['a', 'Б "в"\n'], coverage: 0.5 }, values: [{ record: {} }], x: null },
    [], {}, 'text', 3.25, null, true, [[], [{}], [1, [2, [3]]]],
    { skipped: undefined, kept: [undefined, 1], date: new Date(0), '__proto__ ': 1 },
  ];
  for (const indent of [0, 2]) {
    it(`indent ${indent}`, async () => {
      for (const v of values) assert.equal(await written(v, indent), `${JSON.stringify(v, null, indent)}\n`);
    });
  }
  it('in pieces when the answer is large, waiting for the sink to drain', async () => {
    const big = { unmatched_registry: Array.from({ length: 50_000 }, (_, i) => `SKU-${i}`) };
    assert.equal(await written(big, 2, true), `${JSON.stringify(big, null, 2)}\n`);
  });
});

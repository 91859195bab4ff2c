import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readPagesInLanes } from '.';

const tick = (ms = 1): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A pool of `free` other workers, each reading a page in `ms`; beyond that it refuses (null). */
function otherWorkers(free: number, ms: number, log: string[]): (input: string) => Promise<string | null> {
  let busy = 0;
  return async (input) => {
    if (busy >= free) return null;
    busy++;
    await tick(ms);
    busy--;
    log.push(`away ${input}`);
    return `${input} read away`;
  };
}

describe('readPagesInLanes', () => {
  it('reads every page once, here alone when no other worker exists', async () => {
    const prepared: number[] = [];
    const results = readPagesInLanes([1, 2, 3], {
      prepare: async (no) => { prepared.push(no); return `p${no}`; },
      readHere: async (_no, input) => `${input} read here`,
      readElsewhere: null,
      maxAway: 3,
    });
    assert.deepEqual(await Promise.all([...results.values()]), ['p1 read here', 'p2 read here', 'p3 read here']);
    assert.deepEqual(prepared, [1, 2, 3]);
  });

  it('hands later pages to a free worker while this one reads the first', async () => {
    const log: string[] = [];
    const done: number[] = [];
    const results = readPagesInLanes([1, 2, 3, 4], {
      prepare: async (no) => `p${no}`,
      readHere: async (_no, input) => { await tick(30); return `${input} read here`; },
      readElsewhere: otherWorkers(1, 5, log),
      maxAway: 1,
      onRead: (no) => done.push(no),
    });
    const read = await Promise.all([...results.values()]);
    assert.equal(read[0], 'p1 read here', 'this worker takes the first page');
    assert.ok(read.slice(1).some((r) => r.endsWith('read away')), 'another worker read some page');
    assert.equal(done.length, 4);
    assert.deepEqual([...done].sort(), [1, 2, 3, 4]);
  });

  it('a page no worker can take is read here without preparing it twice', async () => {
    const prepared: number[] = [];
    const results = readPagesInLanes([1, 2, 3], {
      prepare: async (no) => { prepared.push(no); return `p${no}`; },
      readHere: async (_no, input) => { await tick(5); return `${input} read here`; },
      readElsewhere: async () => null,
      maxAway: 2,
    });
    assert.deepEqual(await Promise.all([...results.values()]), ['p1 read here', 'p2 read here', 'p3 read here']);
    assert.deepEqual([...prepared].sort(), [1, 2, 3], 'each page prepared once');
  });

  it('a failed page fails its own promise only, and nothing is left unhandled', async () => {
    const results = readPagesInLanes([1, 2, 3], {
      prepare: async (no) => `p${no}`,
      readHere: async (no, input) => { if (no === 2) throw new Error('page 2 is broken'); return input; },
      readElsewhere: null,
      maxAway: 1,
    });
    assert.equal(await results.get(1), 'p1');
    await assert.rejects(results.get(2)!, /page 2 is broken/);
    assert.equal(await results.get(3), 'p3');
  });

  it('a worker that fails a page away gives it back to be read here', async () => {
    const results = readPagesInLanes([1, 2], {
      prepare: async (no) => `p${no}`,
      readHere: async (_no, input) => { await tick(10); return `${input} here`; },
      readElsewhere: async () => { throw new Error('helper died'); },
      maxAway: 1,
    });
    assert.deepEqual(await Promise.all([...results.values()]), ['p1 here', 'p2 here']);
  });

  it('while this worker reads with promise work only, another worker\'s finished pages are received and it is given more', async () => {
    // Reading here never waits on a timer or I/O (pdfjs in this thread); the other worker answers by a message (a macrotask).
    const busyHere = async (input: string): Promise<string> => {
      const until = performance.now() + 20;
      while (performance.now() < until) await Promise.resolve();
      return `${input} read here`;
    };
    const pages = Array.from({ length: 12 }, (_, i) => i + 1);
    const results = readPagesInLanes(pages, {
      prepare: async (no) => `p${no}`,
      readHere: (_no, input) => busyHere(input),
      readElsewhere: (input) => new Promise<string | null>((resolve) => setImmediate(() => resolve(`${input} read away`))),
      maxAway: 1,
    });
    const read = await Promise.all([...results.values()]);
    const away = read.filter((r) => r.endsWith('read away')).length;
    assert.ok(away >= 5, `the other worker read ${away} of 12 pages: it was given one and then starved`);
  });
});

describe('readPagesInLanes when the caller stops it', () => {
  it('onRead throwing fails every page not yet read with its error, and nothing more is read', async () => {
    const readHere: number[] = [];
    const results = readPagesInLanes([1, 2, 3, 4], {
      prepare: async (no) => `p${no}`,
      readHere: async (no, input) => { readHere.push(no); await tick(2); return input; },
      readElsewhere: null,
      maxAway: 0,
      onRead: (no) => { if (no === 2) throw new Error('over budget'); },
    });
    assert.equal(await results.get(1), 'p1');
    assert.equal(await results.get(2), 'p2', 'the page read stays read');
    await assert.rejects(results.get(3)!, /over budget/);
    await assert.rejects(results.get(4)!, /over budget/);
    await tick(20);
    assert.deepEqual(readHere, [1, 2], 'no page read after the stop');
  });
});

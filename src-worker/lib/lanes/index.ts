/**
 * Pages of one document read by OCR on every core: the job's own worker reads one page at a time,
 * and while other workers of the pool have nothing to do, each takes the next page (its image is
 * prepared here and sent there). A page no worker can take is read here, so a busy pool is never
 * waited on. Results come back per page; the parser consumes them in page order.
 */

/**
 * One turn of the event loop. Reading here is promise work from end to end (pdfjs runs in this
 * thread): without a turn, another worker's finished page waits in the message queue until all of
 * this worker's pages are read, and that worker is given nothing more meanwhile (measured: a range
 * read elsewhere in 0.53 s was received 1.4 s later, after the last range read here).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A page image to read and how (what `ocrPage` takes). */
export interface LanePage<I> {
  no: number;
  input: I;
}

export interface PageLanes<I, R> {
  /** Renders or decodes a page into what is read (only when a lane is about to read it: few images are held at once). */
  prepare(no: number): Promise<I>;
  /** Reads a page on this worker. */
  readHere(no: number, input: I): Promise<R>;
  /** Reads a page on another worker; null when none is free (or it failed), and the page is read here. */
  readElsewhere: ((input: I) => Promise<R | null>) | null;
  /** How many pages may be away on other workers at once. */
  maxAway: number;
  /**
   * Called as each page's reading is finished, in whatever order they finish. If it throws (a time
   * budget passed), no more pages are read and every page not yet read fails with that error.
   */
  onRead?(no: number, value: R): void;
}

interface Deferred<R> {
  promise: Promise<R>;
  settled: boolean;
  resolve(value: R): void;
  reject(err: unknown): void;
}

function deferred<R>(): Deferred<R> {
  let resolve!: (value: R) => void;
  let reject!: (err: unknown) => void;
  const d = { settled: false } as Deferred<R>;
  d.promise = new Promise<R>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  d.resolve = (value) => {
    d.settled = true;
    resolve(value);
  };
  d.reject = (err) => {
    d.settled = true;
    reject(err);
  };
  // A page after one that failed is never awaited: its own failure must not surface as unhandled.
  d.promise.catch(() => undefined);
  return d;
}

/** Starts reading `pages` (page numbers, in order) and returns each page's reading as it will come. */
export function readPagesInLanes<I, R>(pages: readonly number[], lanes: PageLanes<I, R>): Map<number, Promise<R>> {
  const results = new Map(pages.map((no) => [no, deferred<R>()]));
  const waiting = [...pages];
  /** Pages prepared for another worker that none could take: read here next, without preparing them again. */
  const returned: LanePage<I>[] = [];
  let away = 0;
  /** Set when a page came back unread; cleared after each page read here, when workers may have freed up. */
  let refused = false;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    wake?.();
    wake = null;
  };
  let stopped = false;
  /** A page is read: its result, then the caller's note of it (which may stop everything). */
  const readOne = (no: number, value: R): void => {
    results.get(no)!.resolve(value);
    try {
      lanes.onRead?.(no, value);
    } catch (err) {
      stopped = true;
      waiting.length = 0;
      returned.length = 0;
      for (const d of results.values()) if (!d.settled) d.reject(err);
    }
  };
  const finish = (no: number, read: () => Promise<R>): Promise<void> => read().then(
    (value) => readOne(no, value),
    (err: unknown) => results.get(no)!.reject(err),
  );

  const awayLane = async (): Promise<void> => {
    away++;
    try {
      while (waiting.length > 0 && !refused) {
        const no = waiting.shift()!;
        let input: I;
        try {
          input = await lanes.prepare(no);
        } catch (err) {
          results.get(no)!.reject(err);
          continue;
        }
        const value = await lanes.readElsewhere!(input).catch(() => null);
        if (stopped) break;
        if (value === null) {
          returned.push({ no, input });
          refused = true;
          break;
        }
        readOne(no, value);
      }
    } finally {
      away--;
      notify();
    }
  };

  const sendAway = (): void => {
    if (!lanes.readElsewhere) return;
    while (!refused && away < lanes.maxAway && waiting.length > 0) void awayLane();
  };

  const hereLane = async (): Promise<void> => {
    for (;;) {
      // This worker takes the next page first; the ones after it go to free workers.
      const back = returned.shift();
      const no = back?.no ?? waiting.shift();
      sendAway();
      if (no === undefined) {
        if (away === 0) return;
        // Pages are away: one may yet come back unread.
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      await finish(no, async () => lanes.readHere(no, back ? back.input : await lanes.prepare(no)));
      refused = false;
      await nextTurn();
    }
  };
  void hereLane();
  return new Map([...results].map(([no, d]) => [no, d.promise]));
}

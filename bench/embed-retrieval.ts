/**
 * The retrieval half of bench/embed: chunks of about 500 characters, a BM25 baseline over plain
 * words, and recall@k / MRR. Kept apart from bench/embed.ts, which builds the corpus and queries.
 */

/** About this many characters per chunk, as `chunk_size` defaults to on /v1/extract. */
export const CHUNK_CHARS = 500;

/**
 * Chunks of a document's markdown: whole lines packed up to CHUNK_CHARS (a table row or a paragraph
 * stays in one piece); a longer line is cut at spaces.
 */
export function chunksOf(markdown: string): string[] {
  const pieces: string[] = [];
  for (const line of markdown.split('\n').map((l) => l.trim()).filter((l) => l !== '')) {
    if (line.length <= CHUNK_CHARS) {
      pieces.push(line);
      continue;
    }
    let rest = line;
    while (rest.length > CHUNK_CHARS) {
      const cut = rest.lastIndexOf(' ', CHUNK_CHARS);
      const at = cut > CHUNK_CHARS / 2 ? cut : CHUNK_CHARS;
      pieces.push(rest.slice(0, at));
      rest = rest.slice(at).trim();
    }
    if (rest) pieces.push(rest);
  }
  const chunks: string[] = [];
  let current = '';
  for (const p of pieces) {
    if (current && current.length + 1 + p.length > CHUNK_CHARS) {
      chunks.push(current);
      current = p;
    } else current = current ? `${current}\n${p}` : p;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Plain words for the baseline: lower case, runs of letters or digits; no stemming, no stop words. */
export function plainWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
}

/** Okapi BM25 (k1 = 1.2, b = 0.75) over plain words, with the index's own document frequencies. */
export class Bm25 {
  private readonly docs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly df = new Map<string, number>();
  private readonly avg: number;

  constructor(texts: readonly string[]) {
    this.docs = texts.map((t) => {
      const tf = new Map<string, number>();
      for (const w of plainWords(t)) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const w of tf.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
      return tf;
    });
    this.lengths = texts.map((t) => plainWords(t).length);
    this.avg = this.lengths.reduce((s, n) => s + n, 0) / Math.max(1, this.lengths.length);
  }

  scores(query: string): number[] {
    const n = this.docs.length;
    const terms = [...new Set(plainWords(query))];
    return this.docs.map((tf, i) => terms.reduce((s, w) => {
      const f = tf.get(w) ?? 0;
      if (f === 0) return s;
      const df = this.df.get(w) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      return s + idf * ((f * 2.2) / (f + 1.2 * (0.25 + (0.75 * (this.lengths[i] as number)) / this.avg)));
    }, 0));
  }
}

/** 1-based rank of the first relevant item when items are sorted by score (ties broken by index), or null. */
export function firstRelevantRank(scores: readonly number[], relevant: ReadonlySet<number>): number | null {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const at = order.findIndex(([, i]) => relevant.has(i));
  return at < 0 ? null : at + 1;
}

export interface Metrics { queries: number; recallAt1: number; recallAt5: number; mrr: number }

export function metricsOf(ranks: readonly (number | null)[]): Metrics {
  const n = ranks.length || 1;
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    queries: ranks.length,
    recallAt1: round(ranks.filter((r) => r !== null && r <= 1).length / n),
    recallAt5: round(ranks.filter((r) => r !== null && r <= 5).length / n),
    mrr: round(ranks.reduce((s: number, r) => s + (r === null ? 0 : 1 / r), 0) / n),
  };
}

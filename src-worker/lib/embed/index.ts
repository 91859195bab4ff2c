import { EMBED_DECIMALS, EMBED_DIMENSIONS, EMBED_HASH_SEED, EMBED_PROBES } from '../../tuning/embed';
import { featuresOf } from './features';
import type { EmbedType } from './features';

export type { EmbedType };
export { featuresOf };

/**
 * Our name for the method (no provider's model): lexical-semantic, 256 buckets, version 1. A change
 * to the vocabulary files or tuning/embed.ts that moves vectors should bump the version, since stored
 * vectors of the old one no longer compare with new ones.
 */
export const EMBED_METHOD = 'docintel-lexical-256-v1';

/** FNV-1a (32 bit) over UTF-16 units, seeded: fast, deterministic, and the same in every process. */
function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Final avalanche (murmur3 fmix32): FNV's low bits alone spread short keys poorly over 256 buckets.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * One text as a unit vector of EMBED_DIMENSIONS numbers: its features (features.ts) hashed with signs
 * into the buckets (each into EMBED_PROBES distinct buckets), then L2-normalised, so the dot product
 * of two vectors is their cosine. Same text and type → same vector, in any process. `seed` exists for
 * bench/embed alone, which measures how much the figures owe to where collisions happen to fall.
 */
export function embedText(text: string, type: EmbedType, seed: number = EMBED_HASH_SEED): number[] {
  const v = new Float64Array(EMBED_DIMENSIONS);
  const share = 1 / Math.sqrt(EMBED_PROBES);
  for (const [feature, weight] of featuresOf(text, type)) {
    const used: number[] = [];
    for (let p = 0; p < EMBED_PROBES; p++) {
      const h = hash32(feature, seed + p * 0x9e3779b9);
      let bucket = h % EMBED_DIMENSIONS;
      while (used.includes(bucket)) bucket = (bucket + 1) % EMBED_DIMENSIONS;
      used.push(bucket);
      const sign = h & 0x8000_0000 ? -1 : 1;
      v[bucket] = (v[bucket] as number) + sign * weight * share;
    }
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  const scale = 10 ** EMBED_DECIMALS;
  return Array.from(v, (x) => (norm > 0 ? Math.round((x / norm) * scale) / scale : 0));
}

/** Several texts of one type. */
export function embedTexts(texts: readonly string[], type: EmbedType): number[][] {
  return texts.map((t) => embedText(t, type));
}

/** Cosine of two vectors of embedText (they are unit vectors, so the dot product). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

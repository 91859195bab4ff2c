/**
 * Weights of the lexical-semantic embedding (src-worker/lib/embed), each with the reason it has its
 * value. They were set on the tuning half of the corpus only (bench/embed.ts); the figures in
 * docs/benchmarks.md come from the other half.
 */

import type { EmbedType } from '../../src-shared/contract/operations/embed';

/** The vector's length: SPEC "vector has 256 dimensions" (the contract's constant). */
export { EMBED_DIMENSIONS } from '../../src-shared/contract/operations/embed';

/** Seed of the feature hash: changing it changes every vector, so it is part of the method's name. */
export const EMBED_HASH_SEED = 0x5eed_0256;

/**
 * Each feature is hashed into this many buckets, each with its own sign: with 256 buckets and
 * hundreds of features per chunk a collision is certain, and over two buckets no single collision
 * decides whether a word matches. (Measured on the tuning half over 10 seeds: 1 to 4 probes give the
 * same mean recall; collisions cost the same in total, however spread.)
 */
export const EMBED_PROBES = 2;

/** Character n-grams of each word (with boundary marks): three letters survive inflection and OCR slips. */
export const EMBED_NGRAM = 3;
/** Words shorter than this get no n-grams: their stem is all there is to match. */
export const EMBED_NGRAM_MIN_LETTERS = 4;

/** How much each kind of feature weighs, for queries and for document text. */
export interface FeatureWeights {
  /** A word's stem: the main evidence. */
  word: number;
  /** Two neighbouring stems: "unit price" is more than "unit" and "price" anywhere. */
  pair: number;
  /** All n-grams of one word together (spread so their norm is this): partial matches of inflected or misread words. */
  ngrams: number;
  /** A glossary concept named in any language ("счёт", "invoice", "Rechnung"): the cross-lingual bridge. */
  concept: number;
  /**
   * Multiplies a word (its stem, pairs and n-grams) that is part of a glossary term ("invoice", "итого",
   * "цена"): every business document says these, so alone they tell documents apart least — the
   * concept feature carries their meaning. This stands in for the IDF a 256-number vector cannot know.
   */
  commonWord: number;
  /** Multiplies a word written with a capital or a number that is not a glossary term: names and codes. */
  markedWord: number;
  /** Repeats count sublinearly (1 + ln n) when true; once when false. */
  sublinear: boolean;
}

/**
 * Queries are short and typed by people: each word counts once, n-grams weigh more (an inflected or
 * misspelt word must still meet its document) and concepts weigh more (a query in Russian must find
 * an English invoice). Document chunks are long and repetitive (table headers, repeated labels):
 * repeats count sublinearly, and n-grams weigh less so that a chunk full of long words is not close
 * to everything.
 *
 * commonWord 0.3 and markedWord 2 (the same on both sides) moved recall@1 on the tuning half from 0.50
 * to 0.79: without them the words every invoice shares outvoted the seller's name. Lower or higher
 * values (0.2–0.5, 1.5–3) changed it by one query or none; the other weights moved it by noise only.
 */
export const EMBED_WEIGHTS: Readonly<Record<EmbedType, FeatureWeights>> = {
  'text-search-query': { word: 1, pair: 0.5, ngrams: 0.8, concept: 1.5, commonWord: 0.3, markedWord: 2, sublinear: false },
  'text-search-doc': { word: 1, pair: 0.5, ngrams: 0.5, concept: 1, commonWord: 0.3, markedWord: 2, sublinear: true },
};

/** Values are rounded to this many decimals in the answer: float32 precision, and the norm stays within 1e-5 of 1. */
export const EMBED_DECIMALS = 6;

import { AppError } from '../../src-shared/contract/app-error';
import { EMBED_DIMENSIONS } from '../../src-shared/contract/operations/embed';
import type { EmbedType } from '../../src-shared/contract/operations/embed';
import { countChars } from '../../src-shared/document/text';
import { CHARS_PER_PAGE } from './billing';
import type { Caller } from './clients';
import type { ProcessingDeps } from './processing';

/** The answer of `POST /v1/embed` (shape ours: docs/decisions.md "Embeddings"). */
export interface EmbedResponse {
  type: EmbedType;
  method: string;
  dimensions: number;
  embedding: number[] | null;
  embeddings: number[][] | null;
  usage: { characters: number; pages: number };
}

/** A validated request: exactly one of `text` and `texts` was sent. */
export interface EmbedRequest {
  texts: string[];
  /** `text` was sent: the answer fills `embedding`, not `embeddings`. */
  single: boolean;
  type: EmbedType;
}

const MEANINGFUL = /[\p{L}\p{N}]/u;

/**
 * Embeds texts on the inspector pool (a short job: it never waits behind OCR) and bills them as text
 * is billed everywhere (SPEC "Billing": characters / 2000, at least one page) through the same plan
 * guards: the hold is taken before the work and settled or released after it.
 */
export async function embedTexts(deps: ProcessingDeps, req: EmbedRequest, caller: Caller): Promise<EmbedResponse> {
  // A text of spaces or punctuation has no word to embed: its vector would be zeros, not a unit vector.
  const empty = req.texts.flatMap((t, i) => (MEANINGFUL.test(t) ? [] : [i]));
  if (empty.length > 0) {
    const errors = empty.map((i) => ({ loc: req.single ? ['body', 'text'] : ['body', 'texts', i], msg: 'has no letter or digit to embed', type: 'value_error.no_words' }));
    throw new AppError('VALIDATION_ERROR', errors.map((e) => `${e.loc.join('.')}: ${e.msg}`).join('; '), { errors });
  }
  const characters = req.texts.reduce((sum, t) => sum + countChars(t), 0);
  const pages = Math.max(1, Math.ceil(characters / CHARS_PER_PAGE));
  const reservation = deps.ledger.reserve(caller, pages);
  let outcome;
  try {
    outcome = await deps.inspector.embed({ texts: req.texts, type: req.type });
  } catch (err) {
    deps.ledger.release(reservation);
    throw err;
  }
  if (!outcome.ok) {
    deps.ledger.release(reservation);
    throw AppError.fromInfo(outcome.error);
  }
  if (outcome.dimensions !== EMBED_DIMENSIONS || outcome.vectors.length !== req.texts.length) {
    deps.ledger.release(reservation);
    throw new Error(`the worker answered ${outcome.vectors.length} vectors of ${outcome.dimensions} for ${req.texts.length} texts`);
  }
  deps.ledger.settle(reservation, caller, pages, 'embed');
  return {
    type: req.type,
    method: outcome.method,
    dimensions: outcome.dimensions,
    embedding: req.single ? (outcome.vectors[0] ?? null) : null,
    embeddings: req.single ? null : outcome.vectors,
    usage: { characters, pages },
  };
}

import type { EmbedInput, EmbedOutcome } from '../../../src-shared/worker-protocol';
import { EMBED_DIMENSIONS } from '../../tuning/embed';
import { EMBED_METHOD, embedTexts } from '../../lib/embed';

/**
 * `POST /v1/embed` in the worker: the host validated the texts and their bounds; this computes the
 * vectors. An exception here is a bug: it goes back as INTERNAL_ERROR with its stack for the host to
 * log once, never as a half-filled answer.
 */
export function embedJob(input: EmbedInput): EmbedOutcome {
  try {
    return { ok: true, vectors: embedTexts(input.texts, input.type), method: EMBED_METHOD, dimensions: EMBED_DIMENSIONS };
  } catch (err) {
    return {
      ok: false,
      error: { code: 'INTERNAL_ERROR', message: 'the embedding could not be computed', details: {} },
      bug: err instanceof Error ? (err.stack ?? err.message) : String(err),
    };
  }
}

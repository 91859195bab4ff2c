import type { JsonObject } from '../../../src-shared/contract';
import type { JobRequest } from './job-queue';

/** What the operator asked for a batch: the same for every file in it. */
export function requestOf(draft: { include: string[]; prompt: string; translate: string }, schema: Record<string, unknown> | null): JobRequest {
  // A translation needs a schema (SPEC: it translates the result); without one it is not asked for.
  return { include: draft.include, outputSchema: schema as JsonObject | null, prompt: draft.prompt, translate: schema && draft.translate ? draft.translate : null };
}

/**
 * The sections a job asks the server for. A PDF read with a schema also asks `fields` and
 * `fragments`: the review screen lights each value's box from `fields` and reads a box the operator
 * draws on a scan from `fragments`. Other input has neither (SPEC: PDF only), so they are not asked
 * for it — asking would only bring back `section_unavailable`. See docs/decisions.md.
 */
export function includeFor(request: JobRequest, file: File | null): string[] {
  const pdf = file !== null && file.name.toLowerCase().endsWith('.pdf');
  return pdf && request.outputSchema ? [...new Set([...request.include, 'fields', 'fragments'])] : request.include;
}

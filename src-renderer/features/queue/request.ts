import type { JsonObject } from '../../../src-shared/contract';
import type { JobRequest } from './job-queue';

/**
 * What a job asks the server for. With a schema, `fields` and `fragments` are asked too: the review
 * screen lights each value's box from `fields` and reads a box the operator draws on a scan from
 * `fragments` (PDF only; for other input the server answers them null with `section_unavailable`,
 * which the review screen treats as "no boxes"). See docs/decisions.md.
 */
export function requestOf(draft: { include: string[]; prompt: string }, schema: Record<string, unknown> | null): JobRequest {
  const include = schema ? [...new Set([...draft.include, 'fields', 'fragments'])] : draft.include;
  return { include, outputSchema: schema as JsonObject | null, prompt: draft.prompt };
}

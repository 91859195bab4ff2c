import type { JobInput } from '../../src-shared/worker-protocol';
import type { ModelRunner } from '../stages/extract';
import { runModelChain } from '../stages/model';

/** The model chain for a job, or null when no provider is configured (the built-in extractor answers). */
export function runModelChainFor(job: JobInput): ModelRunner | null {
  if (job.model.providers.length === 0) return null;
  return ({ doc, schema, prompt, builtin }) => runModelChain({ documentText: doc.markdown, prompt, schema, settings: job.model, builtin, outboundLog: job.outboundLog });
}

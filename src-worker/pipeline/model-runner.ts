import type { JobInput } from '../../src-shared/worker-protocol';
import type { ModelRunner } from '../stages/extract';
import { runModelChain } from '../stages/model';

/** What the model calls of one job cost: the older task endpoints report it (`tokens_used`, `anonymization.items`). */
export interface ModelMeter {
  tokens: number;
  /** Values hidden behind placeholders in the request that left the machine (the largest of the job's requests). */
  placeholders: number;
  /** Extractions a model answered (not the built-in fallback). */
  modelAnswers: number;
}

export const newMeter = (): ModelMeter => ({ tokens: 0, placeholders: 0, modelAnswers: 0 });

/** The model chain for a job, or null when no provider is configured (the built-in extractor answers). */
export function runModelChainFor(job: JobInput, meter?: ModelMeter): ModelRunner | null {
  if (job.model.providers.length === 0) return null;
  return async ({ doc, schema, prompt, builtin }) => {
    const out = await runModelChain({
      documentText: doc.markdown, prompt, schema, settings: job.model, builtin, outboundLog: job.outboundLog,
      options: job.older?.model ?? null,
      onMeter: meter ? (m) => { meter.tokens += m.tokens; meter.placeholders = Math.max(meter.placeholders, m.placeholders); } : undefined,
    });
    if (meter && out.source === 'model') meter.modelAnswers++;
    return out;
  };
}

import type { JsonObject } from '../../../src-shared/contract';
import type { ExportBody } from '../../api/client';
import type { Job } from '../queue/job-queue';

/** The result as it stands: the operator's edits where there are any, else what the server read. */
export function currentResult(job: Job): JsonObject | null {
  return job.edited ?? job.envelope?.result ?? null;
}

/** One job's workbook: its schema, its current result and translation, named after its file. */
export function jobExport(job: Job): ExportBody | null {
  const result = currentResult(job);
  if (!job.request.outputSchema || !result) return null;
  return { output_schema: job.request.outputSchema, result, translated: job.envelope?.translated ?? null, file_name: job.name };
}

/**
 * The batch's workbook: every finished job read with the same schema as the first one (a workbook
 * has one set of columns), one block each, named by file. Null when no job has a result.
 */
export function batchExport(jobs: readonly Job[]): ExportBody | null {
  const done = jobs.filter((j) => j.status === 'done' && j.request.outputSchema && currentResult(j));
  const first = done[0];
  if (!first?.request.outputSchema) return null;
  const schemaText = JSON.stringify(first.request.outputSchema);
  const same = done.filter((j) => JSON.stringify(j.request.outputSchema) === schemaText);
  return {
    output_schema: first.request.outputSchema,
    documents: same.map((j) => ({ doc_type: j.name, pages: [1, Math.max(1, j.envelope?.usage.pages ?? 1)], result: currentResult(j), translated: j.envelope?.translated ?? null })),
    file_name: 'docintel-batch',
  };
}

/** How many finished jobs a batch export leaves out because they were read with another schema. */
export function leftOutOfBatch(jobs: readonly Job[], body: ExportBody): number {
  const done = jobs.filter((j) => j.status === 'done' && j.request.outputSchema && currentResult(j));
  return done.length - (body.documents?.length ?? 0);
}

import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import type { InspectOutcome, JobInput, JobOutcome, JobProgress, PipelineApi } from '../src-shared/worker-protocol';
import { inspectFile } from './jobs/inspect';
import { exportXlsx } from './jobs/export-xlsx';
import { nodeEndpoint } from './adapters/comlink-node';
import { runJob } from './pipeline/run';
import { matchRegistryJob } from './jobs/match-registry';

/** The pipeline worker: exposes PipelineApi over comlink on the parent port. */
const api: PipelineApi = {
  async run(job: JobInput, onProgress?: (p: JobProgress) => void): Promise<JobOutcome> {
    return runJob(job, {
      progress: (p) => {
        // Progress is advisory: a lost callback (host gone) must not fail the job.
        if (onProgress) void Promise.resolve(onProgress(p)).catch(() => undefined);
      },
    });
  },
  inspect(input: { fileName: string; bytes: ArrayBuffer }): Promise<InspectOutcome> {
    return inspectFile(new Uint8Array(input.bytes), input.fileName);
  },
  async exportXlsx(input) {
    try {
      const bytes = await exportXlsx(input);
      return Comlink.transfer({ ok: true as const, bytes }, [bytes]);
    } catch (err) {
      return { ok: false as const, message: err instanceof Error ? err.message : String(err) };
    }
  },
  matchRegistry(input) {
    return matchRegistryJob(input);
  },
  ping(): Promise<'pong'> {
    return Promise.resolve('pong');
  },
};

if (!parentPort) throw new Error('src-worker/entry must run in a worker thread');
Comlink.expose(api, nodeEndpoint(parentPort));

import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import type { InspectOutcome, JobInput, JobOutcome, JobProgress, PipelineApi } from '../src-shared/worker-protocol';
import { inspectFile } from './stages/inspect';
import { nodeEndpoint } from './adapters/comlink-node';
import { runJob } from './pipeline/run';

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
  ping(): Promise<'pong'> {
    return Promise.resolve('pong');
  },
};

if (!parentPort) throw new Error('src-worker/entry must run in a worker thread');
Comlink.expose(api, nodeEndpoint(parentPort));

import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import * as Comlink from 'comlink';
import type { InspectOutcome, JobInput, JobOutcome, JobProgress, PageHelp, PageWork, PageWorkOutcome, PipelineApi } from '../src-shared/worker-protocol';
import { inspectFile } from './jobs/inspect';
import { exportXlsx } from './jobs/export-xlsx';
import { embedJob } from './jobs/embed';
import { nodeEndpoint } from './adapters/comlink-node';
import { runJob } from './pipeline/run';
import { runChat } from './stages/model/chat';
import { AppError } from '../src-shared/contract/app-error';
import { matchRegistryJob } from './jobs/match-registry';
import { doPageWork, helpFrom } from './jobs/page-help';
import { useOcrProcess } from './adapters/ocr-process';

/** The pipeline worker: exposes PipelineApi over comlink on the parent port. */
const api: PipelineApi = {
  async run(job: JobInput, onProgress?: (p: JobProgress) => void, pageHelp?: PageHelp, helpers = 0): Promise<JobOutcome> {
    return runJob(job, {
      progress: (p) => {
        // Progress is advisory: a lost callback (host gone) must not fail the job.
        if (onProgress) void Promise.resolve(onProgress(p)).catch(() => undefined);
      },
      ...(pageHelp && helpers > 0 ? { elsewhere: helpFrom(pageHelp, helpers) } : {}),
    });
  },
  pageWork(work: PageWork): Promise<PageWorkOutcome> {
    return doPageWork(work);
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
  embed(input) {
    return Promise.resolve(embedJob(input));
  },
  async chat(input, onDelta) {
    try {
      // Awaited: the next piece leaves only once the host has the previous one.
      const answer = await runChat(input, { onDelta: onDelta ? async (text) => { await onDelta(text); } : undefined });
      return { ok: true as const, ...answer };
    } catch (err) {
      if (err instanceof AppError) return { ok: false as const, error: err.toInfo() };
      throw err;
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
// Heavy work runs at the priority the pool asks (Unix nice), so the HTTP thread and the fast lane answer
// first. On Linux the call sets this thread's priority, and the OCR engine's threads started from here inherit it.
const niceness = (workerData as { niceness?: unknown } | null)?.niceness;
if (typeof niceness === 'number' && niceness > 0) {
  try {
    setPriority(niceness);
  } catch {
    // Lowering a priority is always allowed on Unix; where it is not supported the worker simply runs at the default.
  }
}
// Pages are read by an OCR process of this worker's own, which can be killed with all its memory
// (adapters/ocr-process.ts); DOCINTEL_OCR_IN_THREAD=1 reads them in this thread instead (comparisons).
useOcrProcess(process.env.DOCINTEL_OCR_IN_THREAD !== '1');
Comlink.expose(api, nodeEndpoint(parentPort));

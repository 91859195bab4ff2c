import type { ProcessEnvelope } from './envelope';
import type { ErrorInfo } from './errors';

/** SPEC "Async task (poll response)". */
export type TaskStatus = 'processing' | 'done' | 'error';

/** Additive (ours): progress of long work while `processing`. */
export interface TaskProgress {
  stage: string;
  pages_done: number;
  pages_total: number;
}

export interface TaskPoll {
  task_id: string;
  status: TaskStatus;
  result: ProcessEnvelope | null;
  error: ErrorInfo | null;
  progress?: TaskProgress;
}

/** Accepted-response of an async start (HTTP 202). */
export interface TaskAccepted {
  task_id: string;
  poll_url: string;
}

/** SPEC: results are kept for one hour after creation. */
export const TASK_RETENTION_MS = 60 * 60 * 1000;

export function pollUrl(taskId: string): string {
  return `/v1/process/${taskId}`;
}

import { createContext, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { processDocument } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { JobQueue } from './job-queue';
import { includeFor } from './request';
import type { Job } from './job-queue';

/** What the operator has typed on the batch screen but not sent: kept when they go to another screen and back. */
export interface Draft {
  files: File[];
  text: string;
  include: string[];
  schemaText: string;
  prompt: string;
  /** Language to translate the result's values to; '' for none. */
  translate: string;
}

const EMPTY_DRAFT: Draft = { files: [], text: '', include: ['markdown'], schemaText: '', prompt: '', translate: '' };

interface QueueContext {
  queue: JobQueue;
  draft: Draft;
  setDraft: (d: Draft) => void;
  /** The job the batch screen shows and the review screen opens. */
  selected: number | null;
  select: (id: number | null) => void;
}

const Context = createContext<QueueContext | null>(null);

/** One queue for the app's life: it outlives every screen, so no job or draft is lost by switching. */
export function QueueProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const queue = useMemo(() => new JobQueue(async (job, onProgress, signal) => {
    const envelope = await processDocument({ file: job.file, text: job.text, ...job.request, include: includeFor(job.request, job.file) }, onProgress, signal);
    // Processing bills pages: the cabinet's usage view is out of date.
    void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all });
    return envelope;
  }), [qc]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [selected, select] = useState<number | null>(null);
  const value = useMemo(() => ({ queue, draft, setDraft, selected, select }), [queue, draft, selected]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useQueue(): QueueContext {
  const q = useContext(Context);
  if (!q) throw new Error('useQueue outside QueueProvider');
  return q;
}

export function useJobs(): readonly Job[] {
  const { queue } = useQueue();
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}

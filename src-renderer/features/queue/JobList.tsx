import { useState } from 'react';
import { useI18n } from '../../i18n/I18n';
import type { MessageKey } from '../../i18n/en';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { ExportDialog } from '../export/ExportDialog';
import { batchExport } from '../export/export-body';
import { EnvelopeView } from './EnvelopeView';
import type { Job } from './job-queue';
import { useJobs, useQueue } from './QueueProvider';

const STATUS: Record<Job['status'], MessageKey> = {
  queued: 'job.queued', running: 'job.running', done: 'job.done', error: 'job.error', cancelled: 'job.cancelled',
};

/** The queue: one row per job with its state and progress, its actions, and the selected job's answer below. */
export function JobList({ onReview }: { onReview: (id: number) => void }) {
  const jobs = useJobs();
  const { queue, selected, select } = useQueue();
  const { t, plural } = useI18n();
  const [exporting, setExporting] = useState(false);
  const current = jobs.find((j) => j.id === selected) ?? null;
  const batch = batchExport(jobs);
  if (jobs.length === 0) return <div className="output"><p className="hint">{t('process.resultHere')}</p></div>;
  return (
    <div className="output">
      <div className="queue-head">
        <h2>{plural('queue.title', jobs.length)}</h2>
        <button type="button" disabled={!batch} onClick={() => setExporting(true)} data-testid="export-batch"
          title={batch ? undefined : t('queue.exportNeedsResults')}>{t('queue.exportBatch')}</button>
      </div>
      <ul className="jobs" data-testid="jobs">
        {jobs.map((job) => (
          <li key={job.id} className={`job ${job.id === selected ? 'selected' : ''} status-${job.status}`} data-testid="job">
            <button type="button" className="job-name" onClick={() => select(job.id)} aria-current={job.id === selected}>
              {job.name}{job.confirmed && <span className="confirmed" title={t('job.confirmed')}> ✓</span>}
            </button>
            <span className="job-status" data-testid="job-status">{t(STATUS[job.status])}</span>
            <span className="job-progress">
              {job.status === 'running' && (job.progress ? <ProgressBar progress={job.progress} /> : <ProgressBar progress={{ stage: 'parse', pages_done: 0, pages_total: 0 }} />)}
            </span>
            <span className="job-actions">
              {(job.status === 'queued' || job.status === 'running') && <button type="button" onClick={() => queue.cancel(job.id)}>{t('job.cancel')}</button>}
              {(job.status === 'error' || job.status === 'cancelled') && <button type="button" onClick={() => queue.retry(job.id)}>{t('job.retry')}</button>}
              {job.status === 'done' && job.request.outputSchema && <button type="button" className="primary-small" data-testid="review-button" onClick={() => { select(job.id); onReview(job.id); }}>{t('job.review')}</button>}
              {job.status !== 'running' && job.status !== 'queued' && <button type="button" className="link" onClick={() => queue.remove(job.id)}>{t('job.remove')}</button>}
            </span>
          </li>
        ))}
      </ul>
      {current?.status === 'running' && current.file && <p className="hint">{t('job.cancelNote')}</p>}
      {current?.status === 'error' && <ErrorMessage error={current.error} testId="error" />}
      {current?.envelope && <EnvelopeView envelope={current.envelope} />}
      {exporting && batch && <ExportDialog body={batch} onClose={() => setExporting(false)} />}
    </div>
  );
}

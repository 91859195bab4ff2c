import type { TaskProgress } from '../../../src-shared/contract';

const STAGES: Record<string, string> = { parse: 'Reading pages', ocr: 'Recognising text', extract: 'Extracting data', done: 'Finishing' };

/** Progress of an async task as its poll reports it (stage, pages done of total). */
export function ProgressBar({ progress }: { progress: TaskProgress }) {
  const pct = progress.pages_total > 0 ? Math.round((100 * progress.pages_done) / progress.pages_total) : null;
  return (
    <div className="progress" data-testid="progress">
      <div className="progress-label">{STAGES[progress.stage] ?? progress.stage}{progress.pages_total > 0 ? ` — page ${Math.min(progress.pages_done + 1, progress.pages_total)} of ${progress.pages_total}` : ''}</div>
      <div className="progress-track"><div className="progress-fill" style={{ width: `${pct ?? 5}%` }} /></div>
    </div>
  );
}

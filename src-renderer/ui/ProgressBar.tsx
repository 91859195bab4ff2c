import type { TaskProgress } from '../../src-shared/contract';

import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/en';

const STAGES: Record<string, MessageKey> = {
  parse: 'progress.parse', ocr: 'progress.ocr', extract: 'progress.extract', split: 'progress.split', translate: 'progress.translate', done: 'progress.done',
};

/** The bar's parts: pages finished, and the page being worked on (a moving stripe, not a made-up percentage). */
export function progressParts(p: TaskProgress): { donePct: number; currentPct: number } {
  if (p.pages_total <= 0) return { donePct: 0, currentPct: 100 };
  const done = Math.min(p.pages_done, p.pages_total);
  return { donePct: (100 * done) / p.pages_total, currentPct: done < p.pages_total ? 100 / p.pages_total : 0 };
}

/**
 * Progress of an async task as its poll reports it: stage, page of pages. The poll counts whole
 * pages, so the page in work shows as a moving stripe of its share of the bar — a page of OCR takes
 * seconds, and the bar must not look stuck at 0% through it.
 */
export function ProgressBar({ progress }: { progress: TaskProgress }) {
  const { t } = useI18n();
  const stageKey = STAGES[progress.stage];
  const stage = stageKey ? t(stageKey) : progress.stage;
  const { donePct, currentPct } = progressParts(progress);
  return (
    <div className="progress" data-testid="progress">
      <div className="progress-label">{progress.pages_total > 0 ? t('progress.page', { stage, page: Math.min(progress.pages_done + 1, progress.pages_total), total: progress.pages_total }) : stage}</div>
      <div className="progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={progress.pages_total || undefined} aria-valuenow={progress.pages_total ? progress.pages_done : undefined}>
        <div className="progress-fill" style={{ width: `${donePct}%` }} />
        {currentPct > 0 && <div className="progress-current" style={{ width: `${currentPct}%` }} data-testid="progress-current" />}
      </div>
    </div>
  );
}

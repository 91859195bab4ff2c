import type { TaskProgress } from '../../src-shared/contract';

import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/en';

const STAGES: Record<string, MessageKey> = { parse: 'progress.parse', ocr: 'progress.ocr', extract: 'progress.extract', done: 'progress.done' };

/** Progress of an async task as its poll reports it (stage, pages done of total). */
export function ProgressBar({ progress }: { progress: TaskProgress }) {
  const { t } = useI18n();
  const stageKey = STAGES[progress.stage];
  const stage = stageKey ? t(stageKey) : progress.stage;
  const pct = progress.pages_total > 0 ? Math.round((100 * progress.pages_done) / progress.pages_total) : null;
  return (
    <div className="progress" data-testid="progress">
      <div className="progress-label">{progress.pages_total > 0 ? t('progress.page', { stage, page: Math.min(progress.pages_done + 1, progress.pages_total), total: progress.pages_total }) : stage}</div>
      <div className="progress-track"><div className="progress-fill" style={{ width: `${pct ?? 5}%` }} /></div>
    </div>
  );
}

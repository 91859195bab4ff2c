import { useI18n } from '../../i18n/I18n';
import { checkSchemaText } from '../schemas/schema-check';
import { SchemaPicker } from '../schemas/SchemaPicker';
import { DropZone } from './DropZone';
import { JobList } from './JobList';
import { requestOf } from './request';
import { useQueue } from './QueueProvider';
import { WatchFolder } from './WatchFolder';

const SECTIONS = ['markdown', 'fragments', 'tables', 'fields'] as const;
/** Languages offered for translating values; the server says in a warning what it could not translate without a model. */
const TRANSLATE_TO = ['en', 'ru', 'de', 'fr', 'zh'] as const;

/** Drop or pick many files (or paste text), say what to return; each becomes a job in the queue on the right. */
export function BatchScreen({ onReview }: { onReview: (id: number) => void }) {
  const { queue, draft, setDraft, select } = useQueue();
  const { t } = useI18n();
  const toggle = (s: string) => setDraft({ ...draft, include: draft.include.includes(s) ? draft.include.filter((x) => x !== s) : [...draft.include, s] });
  const schemaCheck = checkSchemaText(draft.schemaText);
  const schemaBad = schemaCheck.kind === 'invalid' || schemaCheck.kind === 'notObject';
  const nothing = draft.files.length === 0 && draft.text.trim() === '';
  const send = () => {
    const ids = queue.add(draft.files, draft.text, requestOf(draft, schemaCheck.kind === 'ok' ? schemaCheck.schema : null));
    select(ids[ids.length - 1] ?? null);
    setDraft({ ...draft, files: [], text: '' });
  };
  return (
    <section className="panel process-panel">
      <div className="inputs">
        <DropZone files={draft.files} onFiles={(files) => setDraft({ ...draft, files })} />
        {draft.files.length === 0 && (
          <textarea className="text-input" data-testid="text-input" placeholder={t('process.textPlaceholder')} aria-label={t('process.textPlaceholder')}
            value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} rows={6} />
        )}
        <fieldset className="include">
          <legend>{t('process.return')}</legend>
          {SECTIONS.map((s) => (
            <label key={s}><input type="checkbox" checked={draft.include.includes(s)} onChange={() => toggle(s)} /> {s}</label>
          ))}
        </fieldset>
        <details open={draft.schemaText !== '' || undefined}>
          <summary>{t('process.schemaAndPrompt')}</summary>
          <SchemaPicker text={draft.schemaText} onText={(schemaText) => setDraft({ ...draft, schemaText })} />
          <label className="stacked">{t('process.translate')}
            <select value={draft.translate} onChange={(e) => setDraft({ ...draft, translate: e.target.value })} data-testid="translate-to">
              <option value="">{t('process.translateNone')}</option>
              {TRANSLATE_TO.map((l) => <option key={l} value={l}>{t(`language.${l}`)}</option>)}
            </select>
          </label>
          <input className="prompt-input" placeholder={t('process.promptPlaceholder')} aria-label={t('process.promptPlaceholder')} value={draft.prompt}
            onChange={(e) => setDraft({ ...draft, prompt: e.target.value })} />
        </details>
        <WatchFolder onFiles={(files) => { const ids = queue.add(files, '', requestOf(draft, schemaCheck.kind === 'ok' ? schemaCheck.schema : null)); select(ids[ids.length - 1] ?? null); }} />
        <button type="button" className="primary" data-testid="process-button" disabled={schemaBad || nothing} onClick={send}>
          {draft.files.length > 1 ? t('process.runMany', { count: draft.files.length }) : t('process.run')}
        </button>
      </div>
      <JobList onReview={onReview} />
    </section>
  );
}

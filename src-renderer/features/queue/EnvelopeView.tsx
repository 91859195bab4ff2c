import { useState } from 'react';
import type { ProcessEnvelope } from '../../../src-shared/contract';
import { useI18n } from '../../i18n/I18n';
import { MarkdownView } from '../review/MarkdownView';

/** The envelope as people read it: markdown, fragments, warnings, usage; and the raw JSON. */
export function EnvelopeView({ envelope }: { envelope: ProcessEnvelope }) {
  const { t, plural } = useI18n();
  const [tab, setTab] = useState<'markdown' | 'fragments' | 'json'>(envelope.markdown !== null ? 'markdown' : 'json');
  return (
    <div className="envelope" data-testid="envelope">
      <div className="meta">
        <span data-testid="usage-pages">{plural('envelope.pages', envelope.usage.pages)}</span>
        <span>{t('envelope.status', { status: envelope.metadata.extraction_status })}</span>
        {envelope.metadata.cached && <span>{t('envelope.cached')}</span>}
      </div>
      {envelope.warnings.length > 0 && (
        <ul className="warnings">
          {envelope.warnings.map((w, i) => (
            <li key={i} className={`sev-${w.severity}`}><code>{w.code}</code> {w.field !== '$document' && <code>{w.field}</code>} {w.message}</li>
          ))}
        </ul>
      )}
      <div className="tabs">
        {(['markdown', 'fragments', 'json'] as const).map((name) => (
          <button key={name} type="button" className={tab === name ? 'active' : ''} onClick={() => setTab(name)}>{name}</button>
        ))}
      </div>
      {tab === 'markdown' && (envelope.markdown !== null
        ? <div className="markdown rendered" data-testid="markdown"><MarkdownView markdown={envelope.markdown} /></div>
        : <p className="hint" data-testid="markdown">{t('envelope.notRequested')}</p>)}
      {tab === 'fragments' && (
        <ol className="fragments">
          {(envelope.fragments ?? []).map((f) => <li key={f.index}><small>{t('envelope.page', { page: f.page })}</small> {f.text}</li>)}
        </ol>
      )}
      {tab === 'json' && <pre className="json">{JSON.stringify(envelope, null, 2)}</pre>}
    </div>
  );
}

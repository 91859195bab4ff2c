import { useState } from 'react';
import type { ProcessEnvelope } from '../../../src-shared/contract';

/** The envelope as people read it: markdown, fragments, warnings, usage; and the raw JSON. */
export function EnvelopeView({ envelope }: { envelope: ProcessEnvelope }) {
  const [tab, setTab] = useState<'markdown' | 'fragments' | 'json'>(envelope.markdown !== null ? 'markdown' : 'json');
  return (
    <div className="envelope" data-testid="envelope">
      <div className="meta">
        <span data-testid="usage-pages">{envelope.usage.pages} page{envelope.usage.pages === 1 ? '' : 's'} billed</span>
        <span>status: {envelope.metadata.extraction_status}</span>
        {envelope.metadata.cached && <span>cached</span>}
      </div>
      {envelope.warnings.length > 0 && (
        <ul className="warnings">
          {envelope.warnings.map((w, i) => (
            <li key={i} className={`sev-${w.severity}`}><code>{w.code}</code> {w.field !== '$document' && <code>{w.field}</code>} {w.message}</li>
          ))}
        </ul>
      )}
      <div className="tabs">
        {(['markdown', 'fragments', 'json'] as const).map((t) => (
          <button key={t} type="button" className={tab === t ? 'active' : ''} onClick={() => setTab(t)}>{t}</button>
        ))}
      </div>
      {tab === 'markdown' && <pre className="markdown" data-testid="markdown">{envelope.markdown ?? '(not requested)'}</pre>}
      {tab === 'fragments' && (
        <ol className="fragments">
          {(envelope.fragments ?? []).map((f) => <li key={f.index}><small>p. {f.page}</small> {f.text}</li>)}
        </ol>
      )}
      {tab === 'json' && <pre className="json">{JSON.stringify(envelope, null, 2)}</pre>}
    </div>
  );
}

import { useState } from 'react';
import { REGISTRY_EXTENSIONS } from '../../../src-shared/contract';
import type { JsonObject, ProcessEnvelope, TaskProgress } from '../../../src-shared/contract';
import { processDocument } from '../../api/client';
import { useI18n } from '../../i18n/I18n';
import type { MessageKey } from '../../i18n/en';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { DropZone } from '../queue/DropZone';
import { checkSchemaText } from '../schemas/schema-check';
import { SchemaPicker } from '../schemas/SchemaPicker';
import { filtered, matchablePaths, matchLists } from './match-lists';
import { registryHeader } from './registry-header';

const LISTS: { key: 'found' | 'missing' | 'unmatched'; label: MessageKey }[] = [
  { key: 'found', label: 'match.found' }, { key: 'missing', label: 'match.missing' }, { key: 'unmatched', label: 'match.unmatched' },
];

/** A document's values checked against a registry: key column from the registry's header, result path from the schema, coverage and three lists. */
export function MatchScreen() {
  const { t } = useI18n();
  const [document, setDocument] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [registry, setRegistry] = useState<File | null>(null);
  const [header, setHeader] = useState<string[]>([]);
  const [keyColumn, setKeyColumn] = useState('');
  const [valuesFrom, setValuesFrom] = useState('');
  const [schemaText, setSchemaText] = useState('');
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [envelope, setEnvelope] = useState<ProcessEnvelope | null>(null);
  const [filter, setFilter] = useState('');
  const check = checkSchemaText(schemaText);
  const schema = check.kind === 'ok' ? check.schema : null;

  const pickRegistry = async (files: File[]) => {
    const file = files[files.length - 1] ?? null;
    setRegistry(file); setHeader([]); setKeyColumn(''); setError(null);
    if (!file) return;
    try {
      const columns = await registryHeader(file);
      setHeader(columns);
      setKeyColumn(columns[0] ?? '');
    } catch (e) { setError(e); }
  };
  const run = async () => {
    if ((!document && !text.trim()) || !registry || !schema) return;
    setRunning(true); setError(null); setEnvelope(null);
    try {
      const match: JsonObject = valuesFrom ? { key_column: keyColumn, values_from: valuesFrom } : { key_column: keyColumn };
      setEnvelope(await processDocument({ file: document, text, include: [], outputSchema: schema as JsonObject, prompt: '', match, registry }, setProgress));
    } catch (e) { setError(e); } finally { setRunning(false); setProgress(null); }
  };
  const lists = envelope?.match ? matchLists(envelope.match, envelope.result) : null;
  return (
    <section className="panel match-screen" data-testid="match-screen">
      <div className="inputs">
        <h3>{t('match.document')}</h3>
        <DropZone single files={document ? [document] : []} onFiles={(f) => setDocument(f[f.length - 1] ?? null)} />
        {!document && <textarea className="text-input" rows={4} placeholder={t('process.textPlaceholder')} aria-label={t('process.textPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} data-testid="match-text" />}
        <details open>
          <summary>{t('process.schemaAndPrompt')}</summary>
          <SchemaPicker text={schemaText} onText={setSchemaText} />
        </details>
        <h3>{t('match.registry')}</h3>
        <div data-testid="registry-drop"><DropZone single accept={REGISTRY_EXTENSIONS.join(',')} files={registry ? [registry] : []} onFiles={(f) => void pickRegistry(f)} /></div>
        <label className="stacked">{t('match.keyColumn')}
          <select value={keyColumn} onChange={(e) => setKeyColumn(e.target.value)} disabled={header.length === 0} data-testid="key-column">
            {header.map((h) => <option key={h} value={h}>{h}</option>)}
          </select>
        </label>
        <label className="stacked">{t('match.valuesFrom')}
          <select value={valuesFrom} onChange={(e) => setValuesFrom(e.target.value)} disabled={!schema} data-testid="values-from">
            <option value="">{t('match.auto')}</option>
            {schema && matchablePaths(schema).map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </label>
        <button type="button" className="primary" onClick={() => void run()} disabled={(!document && !text.trim()) || !registry || !schema || !keyColumn || running} data-testid="run-match">{t('match.run')}</button>
      </div>
      <div className="output">
        {running && progress && <ProgressBar progress={progress} />}
        {error !== null && <ErrorMessage error={error} testId="error" />}
        {!envelope && !error && <p className="hint">{t('match.help')}</p>}
        {envelope?.match && lists && (
          <div className="match-result">
            <div className="coverage" data-testid="coverage">
              <div className="coverage-label">{t('match.coverage', { pct: Math.round(envelope.match.coverage * 100), found: envelope.match.found, field: envelope.match.values_field, column: envelope.match.key_column, rows: envelope.match.registry_rows })}</div>
              <div className="progress-track"><div className="progress-fill" style={{ width: `${Math.round(envelope.match.coverage * 100)}%` }} /></div>
            </div>
            <input className="filter" placeholder={t('match.filter')} aria-label={t('match.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="match-filter" />
            <div className="match-lists">
              {LISTS.map(({ key, label }) => {
                const shown = filtered(lists[key], filter);
                return (
                  <div key={key} className={`match-list list-${key}`} data-testid={`list-${key}`}>
                    <h4>{t(label)} <small>({shown.length}{shown.length !== lists[key].length ? ` / ${lists[key].length}` : ''})</small></h4>
                    <ul>{shown.map((v) => <li key={v}>{v}</li>)}</ul>
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

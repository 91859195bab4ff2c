import { useState } from 'react';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useProcess } from '../../api/queries';
import { DropZone } from './DropZone';
import { EnvelopeView } from './EnvelopeView';
import { ProgressBar } from './ProgressBar';
import { useI18n } from '../../i18n/I18n';
import { checkSchemaText } from './schema-check';
import type { TaskProgress } from '../../../src-shared/contract';

const SECTIONS = ['markdown', 'fragments', 'tables', 'fields'] as const;

/** Send a document or text with what to return, and show the envelope that comes back. */
export function ProcessPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [include, setInclude] = useState<string[]>(['markdown']);
  const [schema, setSchema] = useState('');
  const [prompt, setPrompt] = useState('');
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const process = useProcess(setProgress);
  const { t } = useI18n();
  const toggle = (s: string) => setInclude((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));
  const error = process.error;
  const schemaCheck = checkSchemaText(schema);
  const schemaBad = schemaCheck.kind === 'invalid' || schemaCheck.kind === 'notObject';
  return (
    <section className="panel process-panel">
      <div className="inputs">
        <DropZone file={file} onFile={setFile} />
        {!file && (
          <textarea className="text-input" data-testid="text-input" placeholder={t('process.textPlaceholder')}
            value={text} onChange={(e) => setText(e.target.value)} rows={8} />
        )}
        <fieldset className="include">
          <legend>{t('process.return')}</legend>
          {SECTIONS.map((s) => (
            <label key={s}><input type="checkbox" checked={include.includes(s)} onChange={() => toggle(s)} /> {s}</label>
          ))}
        </fieldset>
        <details>
          <summary>{t('process.schemaAndPrompt')}</summary>
          <textarea className="schema-input" placeholder='{"type":"object","properties":{…}}' value={schema}
            onChange={(e) => setSchema(e.target.value)} rows={6} aria-invalid={schemaBad} />
          {schemaCheck.kind === 'invalid' && <p className="field-error" data-testid="schema-error">{t('schema.invalid', { line: schemaCheck.line, column: schemaCheck.column })}</p>}
          {schemaCheck.kind === 'notObject' && <p className="field-error" data-testid="schema-error">{t('schema.notObject')}</p>}
          <input className="prompt-input" placeholder={t('process.promptPlaceholder')} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </details>
        <button type="button" className="primary" data-testid="process-button" disabled={process.isPending || schemaBad}
          onClick={() => process.mutate({ file, text, include, outputSchema: schema, prompt })}>
          {process.isPending ? t('process.running') : t('process.run')}
        </button>
      </div>
      <div className="output">
        {error && <ErrorMessage error={error} testId="error" />}
        {process.isPending && progress && <ProgressBar progress={progress} />}
        {process.data && <EnvelopeView envelope={process.data} />}
        {!process.data && !error && <p className="hint">{t('process.resultHere')}</p>}
      </div>
    </section>
  );
}

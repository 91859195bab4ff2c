import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalogList, catalogSchema } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useI18n } from '../../i18n/I18n';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { checkSchemaText } from './schema-check';
import { deleteSaved, loadSaved, saveSchema } from './saved-schemas';
import { draftOf, keyProblems, rootRest, schemaOf } from './schema-edit';
import type { PropertyDraft } from './schema-edit';
import { SchemaForm } from './SchemaForm';

/**
 * The schema of a batch: picked from the server's catalog (titles in the interface language) or
 * from the operator's saved ones, then edited as a form or as JSON checked as one types; saved
 * under a name in this app (settings, never documents).
 */
export function SchemaPicker({ text, onText }: { text: string; onText: (t: string) => void }) {
  const { t, language } = useI18n();
  const catalog = useQuery({ queryKey: queryKeys.schemas.list, queryFn: catalogList, staleTime: Infinity, retry: false });
  const [saved, setSaved] = useState(() => loadSaved(localStorage));
  const [mode, setMode] = useState<'json' | 'form'>('json');
  // While the form is open it holds the properties (a new one has no name yet, and JSON cannot hold
  // that); the JSON follows every change, and is read into the form when the form opens or a schema is picked.
  const [form, setForm] = useState<{ drafts: PropertyDraft[]; rest: Record<string, unknown> } | null>(null);
  const [name, setName] = useState('');
  const check = checkSchemaText(text);
  const load = (next: string) => {
    onText(next);
    const c = checkSchemaText(next);
    if (mode === 'form' && c.kind === 'ok') setForm({ drafts: draftOf(c.schema), rest: rootRest(c.schema) });
  };
  const pick = async (value: string) => {
    if (value.startsWith('saved:')) {
      const s = saved.find((x) => x.name === value.slice(6));
      if (s) { load(s.schema); setName(s.name); }
      return;
    }
    if (!value) return;
    const entry = await catalogSchema(value);
    load(JSON.stringify(entry.schema, null, 2));
  };
  const schema = check.kind === 'ok' ? check.schema : check.kind === 'empty' ? {} : null;
  const openForm = () => { if (schema) { setForm({ drafts: draftOf(schema), rest: rootRest(schema) }); setMode('form'); } };
  const editForm = (drafts: PropertyDraft[]) => {
    if (!form) return;
    setForm({ ...form, drafts });
    onText(JSON.stringify(schemaOf(drafts, form.rest), null, 2));
  };
  const problems = form ? keyProblems(form.drafts) : [];
  return (
    <div className="schema-picker">
      <label>
        {t('schema.catalog')}{' '}
        <select data-testid="schema-catalog" value="" onChange={(e) => void pick(e.target.value)}>
          <option value="">{catalog.isSuccess || saved.length ? t('schema.pick') : t('schema.catalogNeedsKey')}</option>
          {catalog.data && (
            <optgroup label={t('schema.catalogGroup')}>
              {catalog.data.schemas.map((s) => <option key={s.type} value={s.type}>{language === 'ru' ? s.title_ru : s.title_en} ({s.type} {s.latest_version})</option>)}
            </optgroup>
          )}
          {saved.length > 0 && (
            <optgroup label={t('schema.savedGroup')}>
              {saved.map((s) => <option key={s.name} value={`saved:${s.name}`}>{s.name}</option>)}
            </optgroup>
          )}
        </select>
      </label>
      {catalog.isError && catalog.error && <ErrorMessage error={catalog.error} />}
      <div className="tabs" role="tablist">
        {(['json', 'form'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? 'active' : ''} onClick={() => (m === 'form' ? openForm() : setMode('json'))} data-testid={`schema-mode-${m}`}
            disabled={m === 'form' && !schema}>{t(m === 'json' ? 'schema.modeJson' : 'schema.modeForm')}</button>
        ))}
      </div>
      {mode === 'form' && form ? (
        <>
          <SchemaForm drafts={form.drafts} onChange={editForm} />
          {problems.length > 0 && <p className="field-error" data-testid="schema-key-problems">{t('schema.keyProblems', { keys: problems.join(', ') })}</p>}
        </>
      ) : (
        <textarea className="schema-input" placeholder='{"type":"object","properties":{…}}' value={text}
          onChange={(e) => onText(e.target.value)} rows={6} aria-invalid={check.kind === 'invalid' || check.kind === 'notObject'} aria-label={t('schema.box')} />
      )}
      {check.kind === 'invalid' && <p className="field-error" data-testid="schema-error">{t('schema.invalid', { line: check.line, column: check.column })}</p>}
      {check.kind === 'notObject' && <p className="field-error" data-testid="schema-error">{t('schema.notObject')}</p>}
      {check.kind === 'ok' && (
        <div className="schema-save">
          <input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('schema.saveName')} aria-label={t('schema.saveName')} data-testid="schema-save-name" />
          <button type="button" disabled={!name.trim()} onClick={() => setSaved(saveSchema(localStorage, name, text, new Date()))} data-testid="schema-save">{t('schema.save')}</button>
          {saved.some((s) => s.name === name.trim()) && <button type="button" className="link" onClick={() => setSaved(deleteSaved(localStorage, name.trim()))}>{t('schema.deleteSaved')}</button>}
        </div>
      )}
    </div>
  );
}

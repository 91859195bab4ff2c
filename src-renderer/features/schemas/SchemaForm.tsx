import { useI18n } from '../../i18n/I18n';
import { DRAFT_TYPES, emptyProperty, STRING_FORMATS } from './schema-edit';
import type { DraftType, PropertyDraft } from './schema-edit';

/** The schema's properties as rows: key, title, type, format, choices, nullable, required; objects and arrays of objects nest. */
export function SchemaForm({ drafts, onChange, depth = 0 }: { drafts: PropertyDraft[]; onChange: (d: PropertyDraft[]) => void; depth?: number }) {
  const { t } = useI18n();
  const set = (i: number, patch: Partial<PropertyDraft>) => onChange(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <div className={`schema-form depth-${Math.min(depth, 3)}`} data-testid={depth === 0 ? 'schema-form' : undefined}>
      {drafts.map((d, i) => (
        <div key={i} className="schema-prop" data-testid="schema-prop">
          <div className="schema-prop-row">
            <input value={d.key} placeholder={t('schemaForm.key')} aria-label={t('schemaForm.key')} onChange={(e) => set(i, { key: e.target.value })} data-testid="prop-key" />
            <input value={d.title} placeholder={t('schemaForm.title')} aria-label={t('schemaForm.title')} onChange={(e) => set(i, { title: e.target.value })} data-testid="prop-title" />
            <select value={d.type} aria-label={t('schemaForm.type')} onChange={(e) => set(i, { type: e.target.value as DraftType })} data-testid="prop-type">
              {DRAFT_TYPES.map((x) => <option key={x} value={x}>{x}</option>)}
            </select>
            {d.type === 'string' && (
              <select value={d.format} aria-label={t('schemaForm.format')} onChange={(e) => set(i, { format: e.target.value })}>
                {STRING_FORMATS.map((f) => <option key={f} value={f}>{f || t('schemaForm.anyFormat')}</option>)}
              </select>
            )}
            {d.type === 'array' && (
              <select value={d.itemType} aria-label={t('schemaForm.itemType')} onChange={(e) => set(i, { itemType: e.target.value as PropertyDraft['itemType'] })} data-testid="prop-item-type">
                {DRAFT_TYPES.filter((x) => x !== 'array').map((x) => <option key={x} value={x}>{t('schemaForm.of', { type: x })}</option>)}
              </select>
            )}
            {(d.type === 'string' || d.type === 'number' || d.type === 'integer') && (
              <input value={d.choices.join(', ')} placeholder={t('schemaForm.choices')} aria-label={t('schemaForm.choices')}
                onChange={(e) => set(i, { choices: e.target.value.split(',').map((c) => c.trim()).filter(Boolean) })} />
            )}
            {d.type !== 'object' && <label className="check"><input type="checkbox" checked={d.nullable} onChange={(e) => set(i, { nullable: e.target.checked })} />{t('schemaForm.nullable')}</label>}
            <label className="check"><input type="checkbox" checked={d.required} onChange={(e) => set(i, { required: e.target.checked })} />{t('schemaForm.required')}</label>
            <button type="button" className="link" onClick={() => onChange(drafts.filter((_, j) => j !== i))} aria-label={t('schemaForm.removeN', { key: d.key })}>×</button>
          </div>
          {(d.type === 'object' || (d.type === 'array' && d.itemType === 'object')) && (
            <SchemaForm drafts={d.children} onChange={(children) => set(i, { children })} depth={depth + 1} />
          )}
        </div>
      ))}
      <button type="button" onClick={() => onChange([...drafts, emptyProperty('')])} data-testid={depth === 0 ? 'add-prop' : undefined}>{t('schemaForm.add')}</button>
    </div>
  );
}

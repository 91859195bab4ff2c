import { useQuery } from '@tanstack/react-query';
import { catalogList, catalogSchema } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useI18n } from '../../i18n/I18n';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { checkSchemaText } from './schema-check';

/**
 * The schema of a batch: picked from the server's catalog (titles in the interface language) into
 * the box, or written there; the box is checked as the operator types.
 */
export function SchemaPicker({ text, onText }: { text: string; onText: (t: string) => void }) {
  const { t, language } = useI18n();
  const catalog = useQuery({ queryKey: queryKeys.schemas.list, queryFn: catalogList, staleTime: Infinity, retry: false });
  const check = checkSchemaText(text);
  const pick = async (type: string) => {
    if (!type) return;
    const entry = await catalogSchema(type);
    onText(JSON.stringify(entry.schema, null, 2));
  };
  return (
    <div className="schema-picker">
      <label>
        {t('schema.catalog')}{' '}
        <select data-testid="schema-catalog" value="" onChange={(e) => void pick(e.target.value)} disabled={!catalog.isSuccess}>
          <option value="">{catalog.isSuccess ? t('schema.pick') : t('schema.catalogNeedsKey')}</option>
          {catalog.data?.schemas.map((s) => (
            <option key={s.type} value={s.type}>{language === 'ru' ? s.title_ru : s.title_en} ({s.type} {s.latest_version})</option>
          ))}
        </select>
      </label>
      {catalog.isError && catalog.error && <ErrorMessage error={catalog.error} />}
      <textarea className="schema-input" placeholder='{"type":"object","properties":{…}}' value={text}
        onChange={(e) => onText(e.target.value)} rows={6} aria-invalid={check.kind === 'invalid' || check.kind === 'notObject'} aria-label={t('schema.box')} />
      {check.kind === 'invalid' && <p className="field-error" data-testid="schema-error">{t('schema.invalid', { line: check.line, column: check.column })}</p>}
      {check.kind === 'notObject' && <p className="field-error" data-testid="schema-error">{t('schema.notObject')}</p>}
    </div>
  );
}

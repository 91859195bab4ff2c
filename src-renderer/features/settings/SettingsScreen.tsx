import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { modelSettings, outbound, saveModelSettings, testProvider } from '../../api/settings';
import type { ConnectionTest, ModelSettingsView, ProviderSettings } from '../../api/settings';
import { useI18n } from '../../i18n/I18n';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { countsText, moved, PRESETS } from './presets';
import type { MessageKey } from '../../i18n/en';

const PRESET_LABEL: Record<(typeof PRESETS)[number]['id'], MessageKey> = { ollama: 'settings.preset.ollama', llamacpp: 'settings.preset.llamacpp', custom: 'settings.preset.custom' };
const PURPOSE_LABEL: Record<'extract' | 'translate' | 'chat' | 'connection_test', MessageKey> = { extract: 'settings.purpose.extract', translate: 'settings.purpose.translate', chat: 'settings.purpose.chat', connection_test: 'settings.purpose.connection_test' };

/** Model providers in order, anonymization, and the log of what left the machine. Admin key only. */
export function SettingsScreen() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const stored = useQuery({ queryKey: queryKeys.settings.model, queryFn: modelSettings, retry: false });
  const [draft, setDraft] = useState<ModelSettingsView | null>(null);
  const [tests, setTests] = useState<Record<number, ConnectionTest | 'running'>>({});
  const current = draft ?? stored.data ?? null;
  const save = useMutation({
    mutationFn: saveModelSettings,
    onSuccess: () => { setDraft(null); setTests({}); void qc.invalidateQueries({ queryKey: queryKeys.settings.all }); },
  });
  if (stored.isError) {
    const forbidden = stored.error instanceof ApiError && (stored.error.status === 403 || stored.error.status === 401);
    return <section className="panel">{forbidden ? <p className="hint" data-testid="settings-admin-only">{t('settings.adminOnly')}</p> : <ErrorMessage error={stored.error} />}</section>;
  }
  if (!current) return <section className="panel"><p className="hint">{t('settings.loading')}</p></section>;
  const edit = (next: ModelSettingsView) => setDraft(next);
  const setProvider = (i: number, patch: Partial<ProviderSettings>) => edit({ ...current, providers: current.providers.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const runTest = async (i: number) => {
    setTests((x) => ({ ...x, [i]: 'running' }));
    const p = current.providers[i];
    // A saved provider is tried as stored (its key included); an edited one as it stands in the form.
    const result = await testProvider(draft === null ? { index: i } : (p as ProviderSettings)).catch((e: unknown) => ({ ok: false, status: null, models: [], message: e instanceof Error ? e.message : String(e) }));
    setTests((x) => ({ ...x, [i]: result }));
  };
  return (
    <div className="settings">
      <section className="panel" data-testid="providers">
        <h2>{t('settings.providers')}</h2>
        <p className="hint">{t('settings.providersHelp')}</p>
        {current.providers.length === 0 && <p data-testid="no-providers">{t('settings.noProviders')}</p>}
        <ol className="providers">
          {current.providers.map((p, i) => {
            const test = tests[i];
            return (
              <li key={i} className="provider" data-testid="provider">
                <div className="provider-fields">
                  <label>{t('settings.baseUrl')}<input value={p.baseUrl} onChange={(e) => setProvider(i, { baseUrl: e.target.value })} data-testid="provider-url" /></label>
                  <label>{t('settings.model')}<input value={p.model} onChange={(e) => setProvider(i, { model: e.target.value })} data-testid="provider-model" /></label>
                  <label>{t('settings.apiKey')}<input type="password" value={p.apiKey ?? ''} placeholder={t('settings.noKey')} onChange={(e) => setProvider(i, { apiKey: e.target.value || null })} /></label>
                  <label>{t('settings.anonymize')}
                    <select value={p.anonymize} onChange={(e) => setProvider(i, { anonymize: e.target.value as ProviderSettings['anonymize'] })}>
                      <option value="auto">{t('settings.anonymize.auto')}</option>
                      <option value="always">{t('settings.anonymize.always')}</option>
                      <option value="never">{t('settings.anonymize.never')}</option>
                    </select>
                  </label>
                  <label>{t('settings.timeout')}<input type="number" min={1} max={600} value={Math.round(p.timeoutMs / 1000)} onChange={(e) => setProvider(i, { timeoutMs: Math.max(1, Number(e.target.value) || 1) * 1000 })} /></label>
                </div>
                <div className="provider-actions">
                  <button type="button" onClick={() => edit({ ...current, providers: moved(current.providers, i, -1) })} disabled={i === 0} aria-label={t('settings.up')}>↑</button>
                  <button type="button" onClick={() => edit({ ...current, providers: moved(current.providers, i, 1) })} disabled={i === current.providers.length - 1} aria-label={t('settings.down')}>↓</button>
                  <button type="button" onClick={() => void runTest(i)} data-testid="provider-test">{t('settings.test')}</button>
                  <button type="button" className="link" onClick={() => edit({ ...current, providers: current.providers.filter((_, j) => j !== i) })}>{t('settings.remove')}</button>
                  {test === 'running' && <span className="hint">{t('settings.testing')}</span>}
                  {test && test !== 'running' && <span className={test.ok ? 'test-ok' : 'test-bad'} data-testid="provider-test-result">{test.ok ? '✓' : '✗'} {test.message}{test.models.length ? `: ${test.models.slice(0, 5).join(', ')}` : ''}</span>}
                </div>
              </li>
            );
          })}
        </ol>
        <div className="presets">
          <span>{t('settings.add')}</span>
          {PRESETS.map(({ id, provider }) => (
            <button key={id} type="button" onClick={() => edit({ ...current, providers: [...current.providers, { ...provider }] })} data-testid={`add-${id}`}>{t(PRESET_LABEL[id])}</button>
          ))}
        </div>
        <label className="check"><input type="checkbox" checked={current.builtinFallback} onChange={(e) => edit({ ...current, builtinFallback: e.target.checked })} /> {t('settings.builtinFallback')}</label>
        <label className="stacked">{t('settings.anonymization')}
          <select value={current.anonymization} onChange={(e) => edit({ ...current, anonymization: e.target.value as ModelSettingsView['anonymization'] })} data-testid="anonymization">
            <option value="fail_closed">{t('settings.anonymization.fail_closed')}</option>
            <option value="best_effort">{t('settings.anonymization.best_effort')}</option>
          </select>
        </label>
        <div className="modal-actions">
          {save.isError && <ErrorMessage error={save.error} testId="error" />}
          {draft && <button type="button" onClick={() => setDraft(null)}>{t('settings.discard')}</button>}
          <button type="button" className="primary-small" disabled={!draft || save.isPending} onClick={() => save.mutate(current)} data-testid="settings-save">{t('settings.save')}</button>
        </div>
      </section>
      <OutboundLog />
    </div>
  );
}

function OutboundLog() {
  const { t, language } = useI18n();
  const log = useQuery({ queryKey: queryKeys.settings.outbound, queryFn: () => outbound(200), refetchInterval: 10_000, retry: false });
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section className="panel" data-testid="outbound">
      <h2>{t('settings.outbound')}</h2>
      <p className="hint">{t('settings.outboundHelp')}</p>
      {log.isError && <ErrorMessage error={log.error} />}
      {log.data && log.data.entries.length === 0 && <p data-testid="outbound-empty">{t('settings.outboundEmpty')}</p>}
      {log.data && log.data.entries.length > 0 && (
        <table className="grid">
          <thead><tr><th>{t('settings.outbound.time')}</th><th>{t('settings.outbound.host')}</th><th>{t('settings.outbound.purpose')}</th><th>{t('settings.outbound.size')}</th><th>{t('settings.outbound.anonymized')}</th><th>{t('settings.outbound.placeholders')}</th></tr></thead>
          <tbody>
            {log.data.entries.map((e, i) => (
              <tr key={i} data-testid="outbound-row">
                <td>{time.format(new Date(e.at))}</td>
                <td><code>{e.provider_host}</code></td>
                <td>{e.purpose ? t(PURPOSE_LABEL[e.purpose]) : '—'}</td>
                <td>{e.bytes < 1024 ? t('settings.bytes', { n: e.bytes }) : t('settings.kilobytes', { n: (e.bytes / 1024).toLocaleString(language, { maximumFractionDigits: 1 }) })}</td>
                <td>{e.anonymized ? t('settings.yes') : t('settings.no')}</td>
                <td>{countsText(e.placeholders) || '—'}{e.residual && countsText(e.residual) ? ` (${t('settings.residual')}: ${countsText(e.residual)})` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

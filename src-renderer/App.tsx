import { useHealth } from './api/queries';
import { CabinetPanel } from './features/cabinet/CabinetPanel';
import { KeyPanel } from './features/key/KeyPanel';
import { ProcessPanel } from './features/process/ProcessPanel';
import { useI18n } from './i18n/I18n';
import { LANGUAGES } from './i18n/language';
import { useRoute } from './router/useRoute';

export function App() {
  const health = useHealth();
  const { t, language, setLanguage } = useI18n();
  const [view, go] = useRoute();
  return (
    <div className="app">
      <header className="topbar">
        <h1>DocIntel</h1>
        <nav>
          <button type="button" className={view === 'process' ? 'active' : ''} onClick={() => go('process')} data-testid="nav-process">{t('app.nav.process')}</button>
          <button type="button" className={view === 'cabinet' ? 'active' : ''} onClick={() => go('cabinet')} data-testid="nav-cabinet">{t('app.nav.cabinet')}</button>
        </nav>
        <span className="tagline">{t('app.tagline')}</span>
        <span className="languages" role="group" aria-label={t('app.language')}>
          {LANGUAGES.map((l) => (
            <button key={l} type="button" className={l === language ? 'active' : ''} aria-pressed={l === language} lang={l}
              data-testid={`language-${l}`} onClick={() => setLanguage(l)}>{l.toUpperCase()}</button>
          ))}
        </span>
        <span className={`status ${health.isSuccess ? 'ok' : 'down'}`} data-testid="server-status">
          {health.isSuccess ? t('app.server.up', { version: health.data.version }) : health.isError ? t('app.server.down') : t('app.server.connecting')}
        </span>
      </header>
      <main>
        {view === 'process' ? (<><KeyPanel /><ProcessPanel /></>) : <CabinetPanel />}
      </main>
    </div>
  );
}

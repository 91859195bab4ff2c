import { useHealth } from './api/queries';
import { CabinetPanel } from './features/cabinet/CabinetPanel';
import { KeyPanel } from './features/key/KeyPanel';
import { BatchScreen } from './features/queue/BatchScreen';
import { useJobs } from './features/queue/QueueProvider';
import { ReviewScreen } from './features/review/ReviewScreen';
import { SplitScreen } from './features/split/SplitScreen';
import { MatchScreen } from './features/match/MatchScreen';
import { SettingsScreen } from './features/settings/SettingsScreen';
import { EgressBadge } from './features/settings/EgressBadge';
import { useI18n } from './i18n/I18n';
import { LANGUAGES } from './i18n/language';
import { useRoute } from './router/useRoute';
import type { Route } from './router/routes';
import type { MessageKey } from './i18n/en';

const NAV: [Route, MessageKey][] = [['process', 'app.nav.process'], ['review', 'app.nav.review'], ['split', 'app.nav.split'], ['match', 'app.nav.match'], ['settings', 'app.nav.settings'], ['cabinet', 'app.nav.cabinet']];

export function App() {
  const health = useHealth();
  const { t, language, setLanguage } = useI18n();
  const [view, go] = useRoute();
  const jobs = useJobs();
  const toReview = jobs.filter((j) => j.status === 'done' && j.request.outputSchema && !j.confirmed).length;
  return (
    <div className="app">
      <header className="topbar">
        <h1>DocIntel</h1>
        <nav>
          {NAV.map(([route, label]) => (
            <button key={route} type="button" className={view === route ? 'active' : ''} onClick={() => go(route)} data-testid={`nav-${route}`} aria-current={view === route ? 'page' : undefined}>
              {t(label)}{route === 'review' && toReview > 0 && <span className="count">{toReview}</span>}
            </button>
          ))}
        </nav>
        <span className="tagline">{t('app.tagline')}</span>
        <EgressBadge onOpen={() => go('settings')} />
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
        {view === 'process' && (<><KeyPanel /><BatchScreen onReview={() => go('review')} /></>)}
        {view === 'review' && <ReviewScreen onBack={() => go('process')} />}
        {view === 'split' && (<><KeyPanel /><SplitScreen onQueue={() => go('process')} /></>)}
        {view === 'match' && (<><KeyPanel /><MatchScreen /></>)}
        {view === 'settings' && (<><KeyPanel /><SettingsScreen /></>)}
        {view === 'cabinet' && <CabinetPanel />}
      </main>
    </div>
  );
}

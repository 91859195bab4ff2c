import { useState } from 'react';
import { useHealth } from './api/queries';
import { CabinetPanel } from './features/cabinet/CabinetPanel';
import { KeyPanel } from './features/key/KeyPanel';
import { ProcessPanel } from './features/process/ProcessPanel';

type View = 'process' | 'cabinet';

export function App() {
  const health = useHealth();
  const [view, setView] = useState<View>(window.location.pathname.startsWith('/cabinet') ? 'cabinet' : 'process');
  const go = (v: View) => {
    setView(v);
    window.history.pushState(null, '', v === 'cabinet' ? '/cabinet' : '/');
  };
  return (
    <div className="app">
      <header className="topbar">
        <h1>DocIntel</h1>
        <nav>
          <button type="button" className={view === 'process' ? 'active' : ''} onClick={() => go('process')}>Process</button>
          <button type="button" className={view === 'cabinet' ? 'active' : ''} onClick={() => go('cabinet')} data-testid="nav-cabinet">Cabinet</button>
        </nav>
        <span className="tagline">documents in, JSON out — on this machine</span>
        <span className={`status ${health.isSuccess ? 'ok' : 'down'}`} data-testid="server-status">
          {health.isSuccess ? `server ${health.data.version}` : health.isError ? 'server unreachable' : 'connecting…'}
        </span>
      </header>
      <main>
        {view === 'process' ? (<><KeyPanel /><ProcessPanel /></>) : <CabinetPanel />}
      </main>
    </div>
  );
}

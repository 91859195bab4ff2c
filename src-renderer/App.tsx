import { useHealth } from './api/queries';
import { KeyPanel } from './features/key/KeyPanel';
import { ProcessPanel } from './features/process/ProcessPanel';

export function App() {
  const health = useHealth();
  return (
    <div className="app">
      <header className="topbar">
        <h1>DocIntel</h1>
        <span className="tagline">documents in, JSON out — on this machine</span>
        <span className={`status ${health.isSuccess ? 'ok' : 'down'}`} data-testid="server-status">
          {health.isSuccess ? `server ${health.data.version}` : health.isError ? 'server unreachable' : 'connecting…'}
        </span>
      </header>
      <main>
        <KeyPanel />
        <ProcessPanel />
      </main>
    </div>
  );
}

import { useState } from 'react';
import { savedKey, saveKey } from '../../api/client';

/** Where the operator pastes the API key this browser uses; it stays in this browser only. */
export function KeyPanel() {
  const [key, setKey] = useState(savedKey());
  const [saved, setSaved] = useState(false);
  return (
    <section className="panel key-panel">
      <label htmlFor="api-key">API key</label>
      <input
        id="api-key"
        type="password"
        value={key}
        placeholder="di_…"
        onChange={(e) => { setKey(e.target.value); setSaved(false); }}
      />
      <button type="button" onClick={() => { saveKey(key.trim()); setSaved(true); }}>Save</button>
      {saved && <span className="hint">saved in this browser</span>}
    </section>
  );
}

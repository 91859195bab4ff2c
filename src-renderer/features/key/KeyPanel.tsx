import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { savedKey, saveKey } from '../../api/client';
import { useI18n } from '../../i18n/I18n';

/** Where the operator pastes the API key this browser uses; it stays in this browser only. */
export function KeyPanel() {
  const [key, setKey] = useState(savedKey());
  const [saved, setSaved] = useState(false);
  const { t } = useI18n();
  // Everything read with the old key (the catalog, the cabinet) is read again with the new one.
  const qc = useQueryClient();
  return (
    <section className="panel key-panel">
      <label htmlFor="api-key">{t('key.label')}</label>
      <input
        id="api-key"
        type="password"
        value={key}
        placeholder="di_…"
        onChange={(e) => { setKey(e.target.value); setSaved(false); }}
      />
      <button type="button" onClick={() => { saveKey(key.trim()); setSaved(true); void qc.invalidateQueries(); }}>{t('key.save')}</button>
      {saved && <span className="hint">{t('key.saved')}</span>}
    </section>
  );
}

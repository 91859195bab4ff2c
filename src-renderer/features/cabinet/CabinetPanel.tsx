import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cabinetApi } from '../../api/cabinet';
import type { CabinetMe } from '../../api/cabinet';
import { KeysTable } from './KeysTable';
import { UsageTable } from './UsageTable';
import { queryKeys } from '../../api/keys';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useI18n } from '../../i18n/I18n';

/**
 * The cabinet: sign in by a one-time link (offline it lands in the outbox folder and the server
 * console), then keys (issue, revoke) and usage by month. A new key is shown once.
 */
export function CabinetPanel() {
  const qc = useQueryClient();
  const { t } = useI18n();
  const me = useQuery({ queryKey: queryKeys.cabinet.me, queryFn: cabinetApi.me, retry: false });
  const [shownKey, setShownKey] = useState<string | null>(null);
  // First login of an account that already had a key: that key, by its prefix (its full value is never shown again).
  const [existingKey, setExistingKey] = useState<string | null>(null);
  const token = new URLSearchParams(window.location.search).get('token');
  const verified = useRef(false);
  const verify = useMutation({
    mutationFn: cabinetApi.verify,
    onSuccess: (login) => {
      if (login.first_key) setShownKey(login.first_key.api_key);
      else if (login.first_login) setExistingKey(login.account.api_key_prefix);
      window.history.replaceState(null, '', '/cabinet');
      // The answer names the account already: shown at once, not after a second round trip that
      // could still meet the 401 of the first look at `me`.
      qc.setQueryData<CabinetMe>(queryKeys.cabinet.me, { account: login.account, session_expires_at: login.session_expires_at });
      void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all, predicate: (q) => q.queryKey[1] !== 'me' });
    },
  });
  useEffect(() => {
    if (token && !verified.current) {
      verified.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);
  const issue = useMutation({ mutationFn: cabinetApi.issueKey, onSuccess: (k) => { setShownKey(k.api_key); void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all }); } });
  const revoke = useMutation({ mutationFn: cabinetApi.revokeKey, onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all }) });
  const logout = useMutation({ mutationFn: cabinetApi.logout, onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all }) });

  if (verify.isPending || (me.isPending && !me.isError)) return <section className="panel"><p className="hint">{t('cabinet.signingIn')}</p></section>;
  if (verify.isError) return <section className="panel"><ErrorMessage error={verify.error} testId="cabinet-error" /><LoginForm /></section>;
  if (!me.data) return <section className="panel"><LoginForm /></section>;
  const error = issue.error ?? revoke.error;
  return (
    <section className="panel cabinet" data-testid="cabinet">
      <div className="cabinet-head">
        <div><b data-testid="account-name">{me.data.account.name}</b> <span className="hint">{me.data.account.email} · {t('cabinet.plan', { plan: me.data.account.plan })}</span></div>
        <button type="button" onClick={() => logout.mutate()}>{t('cabinet.signOut')}</button>
      </div>
      {shownKey && (
        <div className="new-key" data-testid="new-key">
          {t('cabinet.newKey')} <code>{shownKey}</code>
          <button type="button" className="link" onClick={() => setShownKey(null)}>{t('cabinet.done')}</button>
        </div>
      )}
      {existingKey && (
        <div className="new-key" data-testid="existing-key">
          {t('cabinet.existingKey', { prefix: existingKey })}
          <button type="button" className="link" onClick={() => setExistingKey(null)}>{t('cabinet.done')}</button>
        </div>
      )}
      {error && <ErrorMessage error={error} />}
      <h3>{t('cabinet.keys')} <button type="button" data-testid="issue-key" onClick={() => issue.mutate()}>{t('cabinet.issueKey')}</button></h3>
      <KeysTable onRevoke={(id) => revoke.mutate(id)} />
      <h3>{t('cabinet.usage')}</h3>
      <UsageTable />
    </section>
  );
}

function LoginForm() {
  const [email, setEmail] = useState('');
  const login = useMutation({ mutationFn: cabinetApi.login });
  const { t } = useI18n();
  return (
    <form className="login" onSubmit={(e) => { e.preventDefault(); login.mutate(email); }}>
      <h3>{t('cabinet.signInTitle')}</h3>
      <input type="email" required placeholder="you@company.example" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="login-email" />
      <button type="submit" className="primary" data-testid="login-submit">{t('cabinet.sendLink')}</button>
      {login.isSuccess && (
        <p className="hint" data-testid="login-sent">{t('cabinet.linkSent')}</p>
      )}
    </form>
  );
}


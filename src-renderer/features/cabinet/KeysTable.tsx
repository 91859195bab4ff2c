import { useQuery } from '@tanstack/react-query';
import { cabinetApi } from '../../api/cabinet';
import { queryKeys } from '../../api/keys';
import { useI18n } from '../../i18n/I18n';

/** The account's keys, revoked ones included (soft revocation keeps their usage). */
export function KeysTable({ onRevoke }: { onRevoke: (id: string) => void }) {
  const { t } = useI18n();
  const keys = useQuery({ queryKey: queryKeys.cabinet.keys, queryFn: cabinetApi.keys });
  if (!keys.data) return <p className="hint">{t('keys.loading')}</p>;
  return (
    <table className="grid" data-testid="keys-table">
      <thead><tr><th>{t('keys.key')}</th><th>{t('keys.created')}</th><th>{t('keys.status')}</th><th>{t('keys.pages')}</th><th>{t('keys.requests')}</th><th /></tr></thead>
      <tbody>
        {keys.data.map((k) => (
          <tr key={k.id} className={k.is_active ? '' : 'revoked'}>
            <td><code>{k.prefix}…</code></td>
            <td>{k.created_at.slice(0, 16).replace('T', ' ')}</td>
            <td>{k.is_active ? t('keys.active') : t('keys.revoked', { date: k.revoked_at?.slice(0, 10) ?? '' })}</td>
            <td>{k.pages_used}</td>
            <td>{k.requests}</td>
            <td>{k.is_active && <button type="button" className="link" onClick={() => onRevoke(k.id)}>{t('keys.revoke')}</button>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

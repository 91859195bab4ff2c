import { useQuery } from '@tanstack/react-query';
import { cabinetApi } from '../../api/cabinet';

/** The account's keys, revoked ones included (soft revocation keeps their usage). */
export function KeysTable({ onRevoke }: { onRevoke: (id: string) => void }) {
  const keys = useQuery({ queryKey: ['cabinet', 'keys'], queryFn: cabinetApi.keys });
  if (!keys.data) return <p className="hint">Loading keys…</p>;
  return (
    <table className="grid" data-testid="keys-table">
      <thead><tr><th>Key</th><th>Created</th><th>Status</th><th>Pages</th><th>Requests</th><th /></tr></thead>
      <tbody>
        {keys.data.map((k) => (
          <tr key={k.id} className={k.is_active ? '' : 'revoked'}>
            <td><code>{k.prefix}…</code></td>
            <td>{k.created_at.slice(0, 16).replace('T', ' ')}</td>
            <td>{k.is_active ? 'active' : `revoked ${k.revoked_at?.slice(0, 10) ?? ''}`}</td>
            <td>{k.pages_used}</td>
            <td>{k.requests}</td>
            <td>{k.is_active && <button type="button" className="link" onClick={() => onRevoke(k.id)}>revoke</button>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

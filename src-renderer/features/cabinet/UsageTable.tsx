import { useQuery } from '@tanstack/react-query';
import { cabinetApi } from '../../api/cabinet';

/** Pages by month against the plan's package, with the overage to be invoiced. */
export function UsageTable() {
  const usage = useQuery({ queryKey: ['cabinet', 'usage'], queryFn: cabinetApi.usage });
  if (!usage.data) return <p className="hint">Loading usage…</p>;
  const u = usage.data;
  return (
    <>
      <p className="hint" data-testid="usage-summary">This month: {u.pages_used_this_month} of {u.pages_limit} pages (package {u.package_pages}).</p>
      <table className="grid" data-testid="usage-table">
        <thead><tr><th>Month</th><th>Pages</th><th>Requests</th><th>Package</th><th>Overage pages</th><th>Overage, RUB</th></tr></thead>
        <tbody>
          {u.months.length === 0 && <tr><td colSpan={6} className="hint">No usage yet.</td></tr>}
          {u.months.map((m) => (
            <tr key={m.month}><td>{m.month}</td><td>{m.pages}</td><td>{m.requests}</td><td>{m.package_pages}</td><td>{m.overage_pages}</td><td>{m.overage_rub.toFixed(2)}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { cabinetApi } from '../../api/cabinet';
import { queryKeys } from '../../api/keys';
import { useI18n } from '../../i18n/I18n';
import { BarChart } from '../../ui/BarChart';

/** Pages by month against the plan's package, with the overage to be invoiced. */
export function UsageTable() {
  const { t } = useI18n();
  const usage = useQuery({ queryKey: queryKeys.cabinet.usage, queryFn: cabinetApi.usage });
  if (!usage.data) return <p className="hint">{t('usage.loading')}</p>;
  const u = usage.data;
  return (
    <>
      {u.months.length > 0 && (
        <BarChart bars={[...u.months].sort((a, b) => a.month.localeCompare(b.month)).map((m) => ({ label: m.month, value: m.pages }))}
          limit={u.package_pages} limitLabel={t('usage.package')} label={t('usage.chart', { package: u.package_pages })} testId="usage-chart" />
      )}
      <p className="hint" data-testid="usage-summary">{t('usage.summary', { used: u.pages_used_this_month, limit: u.pages_limit, package: u.package_pages })}</p>
      <table className="grid" data-testid="usage-table">
        <thead><tr><th>{t('usage.month')}</th><th>{t('usage.pages')}</th><th>{t('usage.requests')}</th><th>{t('usage.package')}</th><th>{t('usage.overagePages')}</th><th>{t('usage.overageRub')}</th></tr></thead>
        <tbody>
          {u.months.length === 0 && <tr><td colSpan={6} className="hint">{t('usage.none')}</td></tr>}
          {u.months.map((m) => (
            <tr key={m.month}><td>{m.month}</td><td>{m.pages}</td><td>{m.requests}</td><td>{m.package_pages}</td><td>{m.overage_pages}</td><td>{m.overage_rub.toFixed(2)}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/keys';
import { egress } from '../../api/settings';
import { useI18n } from '../../i18n/I18n';

/** In the header: whether anything can leave the machine at all (a provider off loopback), for every operator. */
export function EgressBadge({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const e = useQuery({ queryKey: queryKeys.settings.egress, queryFn: egress, refetchInterval: 30_000, retry: false });
  if (!e.data) return null;
  const external = e.data.providers.filter((p) => !p.loopback);
  return (
    <button type="button" className={`egress ${e.data.can_leave_machine ? 'out' : 'local'}`} onClick={onOpen} data-testid="egress"
      title={e.data.can_leave_machine ? t('egress.outTitle', { hosts: external.map((p) => p.host).join(', ') }) : t('egress.localTitle')}>
      {e.data.can_leave_machine ? t('egress.out', { count: external.length }) : t('egress.local')}
    </button>
  );
}

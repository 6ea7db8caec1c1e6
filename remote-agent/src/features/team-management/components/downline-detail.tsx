import { ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatBalance, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useDownline } from '../api/use-downline';
import { useSubordinates } from '../api/use-subordinates';
import { RebateForm } from './rebate-form';
import '../../../common/agent-button.css';

interface DownlineDetailProps {
  memberId: number;
  onMove(): void;
}

/** One downline: who it is, where it sits, its balance and rebate, with rebate and move actions. */
export function DownlineDetailView({ memberId, onMove }: DownlineDetailProps) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const wallet = useStreamValue(bus.wallet$);
  const detail = useDownline(memberId);
  const below = useSubordinates(memberId);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <ErrorState onRetry={() => detail.refetch()} />;
  const d = detail.data;
  const rows: [string, string][] = [
    [t('detail.nickname'), d.nickname ?? '–'],
    [t('detail.level'), String(d.level)],
    [t('detail.upline'), d.uplineName],
    [t('detail.balance'), `${currencySymbolOf(wallet)}${formatBalance(d.balance)}`],
    [t('detail.rebate'), `${d.rebate.toFixed(2)} %`],
    [t('detail.downlines'), String(d.downlineCount)],
    // A dash until (or unless) the count arrives: the rest of the detail does not wait for it.
    [t('detail.indirect'), below.data ? String(below.data.indirect) : '–'],
    [t('detail.registered'), formatLocalDateTime(d.createdAt)],
    [t('detail.lastLogin'), d.lastLoginAt ? formatLocalDateTime(d.lastLoginAt) : t('team.neverLoggedIn')],
  ];
  return (
    <section className="team-manage__detail" aria-labelledby="downline-name">
      <h2 id="downline-name" className="team-manage__title">
        {d.username}
      </h2>
      <dl className="team-manage__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RebateForm key={`${d.id}-${d.rebate}`} downline={d} />
      <button type="button" className="agent-button agent-button--plain" onClick={onMove}>
        {t('move.open')}
      </button>
    </section>
  );
}

import { formatBalance, type VipLevel } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { DetailRows } from '../../settings';

/** One level of the ladder with what it gives; the member's own level is marked. */
export function VipLevelCard({ level, current }: { level: VipLevel; current: boolean }) {
  const { t } = useTranslation(MEMBER_NS);
  const rows: [string, string][] = [
    [t('vip.minTurnover'), formatBalance(level.minTurnover)],
    [t('vip.dailyWithdrawals'), String(level.dailyWithdrawals)],
    [t('vip.withdrawalLimit'), formatBalance(level.withdrawalLimit)],
    [t('vip.birthdayBonus'), formatBalance(level.birthdayBonus)],
    [t('vip.rebate'), `${level.rebatePercent.toFixed(1)}%`],
  ];
  return (
    <li
      className={`acct-card vip-level${current ? ' vip-level--current' : ''}`}
      aria-current={current ? 'true' : undefined}
    >
      <h3 className="vip-level__name">
        {level.name}
        {current ? <span className="vip-level__badge">{t('vip.current')}</span> : null}
      </h3>
      <dl className="acct-list">
        <DetailRows rows={rows} />
      </dl>
    </li>
  );
}

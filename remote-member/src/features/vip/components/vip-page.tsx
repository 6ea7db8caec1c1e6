import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { formatBalance } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useVipBenefits } from '../api/get-vip-benefits';
import { vipProgress } from '../vip-progress';
import { VipLevelCard } from './vip-level-card';
import '../../../common/account-ui.css';
import './vip.css';

/** /m/member/benefits: the member's VIP level, progress to the next one, and every level's benefits. */
export function VipBenefitsPage() {
  const { t } = useTranslation(MEMBER_NS);
  const vip = useVipBenefits();
  if (vip.isPending) return <PageSpinner />;
  if (vip.isError) return <ErrorState onRetry={() => vip.refetch()} />;
  const { levels, level, turnover } = vip.data;
  const progress = vipProgress(levels, level, turnover);
  return (
    <div className="acct-page">
      <section className="vip-status" aria-label={t('vip.mine')}>
        <h2 className="vip-status__level">{progress.current?.name ?? t('vip.level', { level })}</h2>
        <p>{t('vip.turnover', { amount: formatBalance(turnover) })}</p>
        {progress.next ? (
          <>
            <div
              className="vip-status__bar"
              role="progressbar"
              aria-label={t('vip.progress', { name: progress.next.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
            >
              <span style={{ width: `${progress.percent}%` }} />
            </div>
            <p>
              {t('vip.remaining', { amount: formatBalance(progress.remaining), name: progress.next.name })}
            </p>
          </>
        ) : (
          <p>{t('vip.top')}</p>
        )}
      </section>
      <ol className="vip-levels" aria-label={t('vip.levels')}>
        {levels.map((l) => (
          <VipLevelCard key={l.level} level={l} current={l.level === level} />
        ))}
      </ol>
    </div>
  );
}

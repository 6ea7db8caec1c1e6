import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { REWARD_STATUSES, type RewardStatus, rewardStatusKey, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';
import { RewardItem } from './reward-item';
import { RewardTurnover } from './reward-turnover';
import '../../../common/wallet-ui.css';

/** /m/rewardCenter: the member's rewards by status; an issued one is claimed into the wallet. */
export function RewardCentrePage() {
  const { bus } = useMount();
  const { t } = useTranslation(WALLET_NS);
  const [status, setStatus] = useState<RewardStatus | null>(null);
  const rewards = useRewards(status);
  const claim = useClaimReward();

  const onClaim = (rewardId: number) =>
    claim.mutate(rewardId, {
      onSuccess: () => bus.emit(successToast(`${WALLET_NS}:reward.claimed`)),
    });

  return (
    <section className="wallet-page" aria-label={t('reward.title')}>
      <RewardTurnover />
      <fieldset className="wallet-tabs">
        <legend className="mk-visually-hidden">{t('reward.filter')}</legend>
        {[null, ...REWARD_STATUSES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="wallet-tab"
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {value ? t(rewardStatusKey(value), { ns: 'common' }) : t('reward.all')}
          </button>
        ))}
      </fieldset>
      {rewards.isPending ? (
        <PageSpinner />
      ) : rewards.isError ? (
        <ErrorState onRetry={() => rewards.refetch()} />
      ) : rewards.data.length === 0 ? (
        <EmptyState messageKey={`${WALLET_NS}:reward.empty`} />
      ) : (
        <ul className="wallet-list">
          {rewards.data.map((reward) => (
            <RewardItem
              key={reward.rewardId}
              reward={reward}
              claiming={claim.isPending && claim.variables === reward.rewardId}
              onClaim={onClaim}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

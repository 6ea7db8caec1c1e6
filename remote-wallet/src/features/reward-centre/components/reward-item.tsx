import { canClaimReward, formatLocalDateTime, type Reward, rewardStatusKey } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';

interface RewardItemProps {
  reward: Reward;
  claiming: boolean;
  onClaim(rewardId: number): void;
}

/** One reward: what it is, its amount and status, and a claim button while it is issued. */
export function RewardItem({ reward, claiming, onClaim }: RewardItemProps) {
  const { t } = useTranslation(WALLET_NS);
  const money = useMoney();
  return (
    <li className="wallet-card">
      <div className="wallet-row">
        <h2 className="wallet-title">{reward.title}</h2>
        <span className="wallet-in">{money(reward.amount)}</span>
      </div>
      <div className="wallet-row">
        <p className="wallet-muted">
          <span className={`reward-status reward-status--${reward.status}`}>
            {t(rewardStatusKey(reward.status), { ns: 'common' })}
          </span>{' '}
          · <time dateTime={reward.updatedAt}>{formatLocalDateTime(reward.updatedAt)}</time>
        </p>
        {canClaimReward(reward.status) ? (
          <button
            type="button"
            className="wallet-button wallet-button--primary"
            disabled={claiming}
            aria-label={t('reward.claimNamed', { title: reward.title })}
            onClick={() => onClaim(reward.rewardId)}
          >
            {claiming ? t('reward.claiming') : t('reward.claim')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

import { type RewardStatus, rewardStatusKey } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';

/** A promotion's status in the reward centre's words (common `rewardStatus.*`). */
export function StatusChip({ status }: { status: RewardStatus | null }) {
  const { t } = useTranslation('common');
  if (!status) return null;
  return (
    <span className={`member-promo__status member-promo__status--${status}`}>
      {t(rewardStatusKey(status))}
    </span>
  );
}

import { type RewardStatus, rewardStatusKey } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { StatusChipView } from './status-chip-view';

/** A promotion's status in the reward centre's words (common `rewardStatus.*`). */
export function StatusChip({ status }: { status: RewardStatus | null }) {
  const { t } = useTranslation('common');
  return <StatusChipView status={status} statusText={(chip) => t(rewardStatusKey(chip))} />;
}

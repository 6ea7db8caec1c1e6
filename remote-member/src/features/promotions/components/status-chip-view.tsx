/* @jsxRuntime automatic -- also run by the frame service (the promotions drawing, tsx outside this tsconfig) */
import type { RewardStatus } from '@mobile/shared-contracts';

export interface StatusChipViewProps {
  status: RewardStatus | null;
  /** A status in the reward centre's words (common `rewardStatus.*`). */
  statusText(status: RewardStatus): string;
}

/** A promotion's status chip, nothing without a status. Hook-free: the frame service renders it in Node. */
export function StatusChipView({ status, statusText }: StatusChipViewProps) {
  if (!status) return null;
  return <span className={`member-promo__status member-promo__status--${status}`}>{statusText(status)}</span>;
}

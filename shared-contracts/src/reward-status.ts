/**
 * Statuses of promotions and rewards (SPEC 1, text table): the promotions page and the reward centre
 * show the same words, from the `common` namespace under `rewardStatus.<status>`.
 */
export const REWARD_STATUSES = [
  'applying',
  'rejected',
  'issued',
  'claimed',
  'closed',
  'coming',
  'signed',
] as const;

export type RewardStatus = (typeof REWARD_STATUSES)[number];

export function isRewardStatus(value: string): value is RewardStatus {
  return (REWARD_STATUSES as readonly string[]).includes(value);
}

export function rewardStatusKey(status: RewardStatus): string {
  return `rewardStatus.${status}`;
}

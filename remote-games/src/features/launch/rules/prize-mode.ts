import type { PrizeMode } from '@mobile/shared-contracts';

/** Vendors whose mapping entry decides the electronic lottery mode (SPEC 4). */
export const ELECTRONIC_MODE_VENDORS = ['TCG_LOTTO_VN', 'LOTT'] as const;
export const ELECTRONIC_PRIZE_MODE: PrizeMode = 'ELOTT';
export const NORMAL_PRIZE_MODE: PrizeMode = 'LOTT';

/** SPEC 4: the electronic lottery mode if the mapping holds ELOTT for TCG_LOTTO_VN or LOTT, else normal. */
export function prizeModeOf(mapping: Readonly<Record<string, string>>): PrizeMode {
  const electronic = ELECTRONIC_MODE_VENDORS.some((vendor) => mapping[vendor] === ELECTRONIC_PRIZE_MODE);
  return electronic ? ELECTRONIC_PRIZE_MODE : NORMAL_PRIZE_MODE;
}

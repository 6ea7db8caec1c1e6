import type { MemberInfo } from '@mobile/shared-contracts';

/** The member the member centre's tests sign in as (`sessionOf(0, 'player0')`): a player in a VIP club. */
export const PLAYER0: MemberInfo = {
  id: 7,
  type: 0,
  nickname: 'Lucky Juan',
  account: 'player0',
  memberLabel: [],
  clubLabel: { labelName: 'VIP Gold Club', type: 'AUTO' },
};

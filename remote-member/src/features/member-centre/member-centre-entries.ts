import {
  type AccessRule,
  accessContextOf,
  accessVerdict,
  INBOX_ENTRY_RULE,
  showsInbox,
} from '@mobile/shared-contracts';

export type EntryIcon =
  | 'account'
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'bets'
  | 'records'
  | 'pnl'
  | 'reward'
  | 'vip'
  | 'security'
  | 'mall'
  | 'settings'
  | 'messages'
  | 'inbox'
  | 'notice';

export interface MemberCentreEntry {
  /** Key under memberCentre.entry in the member catalogue. */
  key: EntryIcon;
  path: string;
  /** The access table's rule of the page (the same as its route's and the drawer's); none: every member. */
  access?: AccessRule;
}

/** The member centre's grid, in the order it is drawn. */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = [
  { key: 'account', path: '/m/myAccount/index' },
  { key: 'deposit', path: '/m/voucherCenter', access: 'depositor' },
  { key: 'withdraw', path: '/m/withdraw', access: 'depositor' },
  // Fund transfer (GCS_walletTransfer): real money only, like deposit.
  { key: 'transfer', path: '/m/transfer', access: 'depositor' },
  { key: 'bets', path: '/m/gameRecord' },
  { key: 'records', path: '/m/transaction/record' },
  { key: 'pnl', path: '/m/profitandloss' },
  { key: 'reward', path: '/m/rewardCenter' },
  { key: 'vip', path: '/m/member/benefits' },
  { key: 'security', path: '/m/securityCenter' },
  { key: 'mall', path: '/m/mall/mallHome' },
  { key: 'settings', path: '/m/set' },
  { key: 'messages', path: '/m/message' },
  { key: 'inbox', path: '/m/webEmail', access: INBOX_ENTRY_RULE },
  { key: 'notice', path: '/m/notice' },
];

/** The entries the merchant's switches show: the inbox only with MAILCEN (SPEC 6). */
export function visibleEntries(features: readonly string[]): readonly MemberCentreEntry[] {
  return showsInbox(features)
    ? MEMBER_CENTRE_ENTRIES
    : MEMBER_CENTRE_ENTRIES.filter((e) => e.key !== 'inbox');
}

/** What a tap on a shown entry does for this member type: go there, or free_reject (2 s) and stay. */
export function entryAction(
  entry: MemberCentreEntry,
  memberType: number,
  features: readonly string[],
): 'navigate' | 'free-reject' {
  if (!entry.access) return 'navigate';
  const verdict = accessVerdict(entry.access, accessContextOf({ session: { type: memberType }, features }));
  return verdict === 'allow' ? 'navigate' : 'free-reject';
}

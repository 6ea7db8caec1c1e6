import type { RouteEntry } from '../route-entry';

/** Pages of remote-wallet. */
export const WALLET_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/transaction/record',
    owner: 'wallet',
    expose: './AccountRecordPage',
    titleKey: 'title.accountRecord',
    access: 'member',
  },
  {
    path: '/m/gameRecord',
    owner: 'wallet',
    expose: './BettingRecordPage',
    titleKey: 'title.gameRecord',
    access: 'member',
  },
  {
    path: '/m/profitandloss',
    owner: 'wallet',
    expose: './PnlPage',
    titleKey: 'title.profitAndLoss',
    access: 'member',
  },
  {
    path: '/m/rewardCenter',
    owner: 'wallet',
    expose: './RewardCentrePage',
    titleKey: 'title.rewardCenter',
    access: 'member',
  },
  // Red-envelope rain (SPEC 'referenced'): its catches are rewards of the reward centre, so it lives here.
  {
    path: '/m/redRain',
    owner: 'wallet',
    expose: './RedRainPage',
    titleKey: 'title.redRain',
    access: 'member',
  },
  {
    path: '/m/mall/mallHome',
    owner: 'wallet',
    expose: './MallPage',
    titleKey: 'title.pointMall',
    access: 'member',
  },
  {
    path: '/m/transfer',
    owner: 'wallet',
    expose: './TransferPage',
    titleKey: 'title.fundTransfer',
    access: 'depositor',
  },
  {
    path: '/m/voucherCenter',
    owner: 'wallet',
    expose: './DepositPage',
    titleKey: 'title.deposit',
    access: 'depositor',
  },
  {
    path: '/m/withdraw',
    owner: 'wallet',
    expose: './WithdrawPage',
    titleKey: 'title.withdraw',
    access: 'depositor',
  },
];

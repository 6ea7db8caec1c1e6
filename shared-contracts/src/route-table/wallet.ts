import type { RouteEntry } from '../route-entry';

/** Pages of remote-wallet. */
export const WALLET_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/transaction/record',
    owner: 'wallet',
    expose: './AccountRecordPage',
    titleKey: 'title.accountRecord',
    loginRequired: true,
  },
  {
    path: '/m/gameRecord',
    owner: 'wallet',
    expose: './BettingRecordPage',
    titleKey: 'title.gameRecord',
    loginRequired: true,
  },
  {
    path: '/m/profitandloss',
    owner: 'wallet',
    expose: './PnlPage',
    titleKey: 'title.profitAndLoss',
    loginRequired: true,
  },
  {
    path: '/m/rewardCenter',
    owner: 'wallet',
    expose: './RewardCentrePage',
    titleKey: 'title.rewardCenter',
    loginRequired: true,
  },
  // Red-envelope rain (SPEC 'referenced'): its catches are rewards of the reward centre, so it lives here.
  {
    path: '/m/redRain',
    owner: 'wallet',
    expose: './RedRainPage',
    titleKey: 'title.redRain',
    loginRequired: true,
  },
  {
    path: '/m/mall/mallHome',
    owner: 'wallet',
    expose: './MallPage',
    titleKey: 'title.pointMall',
    loginRequired: true,
  },
  {
    path: '/m/transfer',
    owner: 'wallet',
    expose: './TransferPage',
    titleKey: 'title.fundTransfer',
    loginRequired: true,
  },
  {
    path: '/m/voucherCenter',
    owner: 'wallet',
    expose: './DepositPage',
    titleKey: 'title.deposit',
    loginRequired: true,
  },
  {
    path: '/m/withdraw',
    owner: 'wallet',
    expose: './WithdrawPage',
    titleKey: 'title.withdraw',
    loginRequired: true,
  },
];

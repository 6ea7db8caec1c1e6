import type { PageRecord } from './page-record';

/** Page records of remote-wallet. */
export const WALLET_PAGES: readonly PageRecord[] = [
  {
    path: '/m/transaction/record',
    owner: 'wallet',
    expose: './AccountRecordPage',
    titleKey: 'title.accountRecord',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/gameRecord',
    owner: 'wallet',
    expose: './BettingRecordPage',
    titleKey: 'title.gameRecord',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/profitandloss',
    owner: 'wallet',
    expose: './PnlPage',
    titleKey: 'title.profitAndLoss',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/rewardCenter',
    owner: 'wallet',
    expose: './RewardCentrePage',
    titleKey: 'title.rewardCenter',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  // Red-envelope rain (SPEC 'referenced'): its catches are rewards of the reward centre, so it lives here.
  {
    path: '/m/redRain',
    owner: 'wallet',
    expose: './RedRainPage',
    titleKey: 'title.redRain',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/mall/mallHome',
    owner: 'wallet',
    expose: './MallPage',
    titleKey: 'title.pointMall',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/transfer',
    owner: 'wallet',
    expose: './TransferPage',
    titleKey: 'title.fundTransfer',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/voucherCenter',
    owner: 'wallet',
    expose: './DepositPage',
    titleKey: 'title.deposit',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    path: '/m/withdraw',
    owner: 'wallet',
    expose: './WithdrawPage',
    titleKey: 'title.withdraw',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
  },
];

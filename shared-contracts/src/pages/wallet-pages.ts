import { firstCall } from './first-calls';
import type { PageRecord } from './page-record';

/** Page records of remote-wallet. */
export const WALLET_PAGES: readonly PageRecord[] = [
  {
    key: 'transactionRecord',
    path: '/m/transaction/record',
    owner: 'wallet',
    expose: './AccountRecordPage',
    titleKey: 'title.accountRecord',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'gameRecord',
    path: '/m/gameRecord',
    owner: 'wallet',
    expose: './BettingRecordPage',
    titleKey: 'title.gameRecord',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'profitAndLoss',
    path: '/m/profitandloss',
    owner: 'wallet',
    expose: './PnlPage',
    titleKey: 'title.profitAndLoss',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'rewardCenter',
    path: '/m/rewardCenter',
    owner: 'wallet',
    expose: './RewardCentrePage',
    titleKey: 'title.rewardCenter',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  // Red-envelope rain (SPEC 'referenced'): its catches are rewards of the reward centre, so it lives here.
  {
    key: 'redRain',
    path: '/m/redRain',
    owner: 'wallet',
    expose: './RedRainPage',
    titleKey: 'title.redRain',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'pointMall',
    path: '/m/mall/mallHome',
    owner: 'wallet',
    expose: './MallPage',
    titleKey: 'title.pointMall',
    access: 'member',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'transfer',
    path: '/m/transfer',
    owner: 'wallet',
    expose: './TransferPage',
    titleKey: 'title.fundTransfer',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
  },
  {
    key: 'deposit',
    path: '/m/voucherCenter',
    owner: 'wallet',
    expose: './DepositPage',
    titleKey: 'title.deposit',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
    // The amount options: drawn once the channels, their promotions and the wallet's currency are there.
    firstCalls: () => [
      firstCall('depositChannels', {}),
      firstCall('depositPromos', {}),
      firstCall('wallet', {}),
    ],
  },
  {
    key: 'withdraw',
    path: '/m/withdraw',
    owner: 'wallet',
    expose: './WithdrawPage',
    titleKey: 'title.withdraw',
    access: 'depositor',
    frame: { header: true, tabBar: true, back: 'history' },
    // Whether a withdrawal password is set, then the form's funds and cards in the wallet's currency.
    firstCalls: () => [
      firstCall('hasWithdrawalPassword', {}),
      firstCall('withdrawInfo', {}),
      firstCall('bankCards', {}),
      firstCall('wallet', {}),
    ],
  },
];

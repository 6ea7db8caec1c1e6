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

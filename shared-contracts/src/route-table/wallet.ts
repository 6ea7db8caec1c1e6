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
];

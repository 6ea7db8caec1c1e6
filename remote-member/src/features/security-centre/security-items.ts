import type { SecurityConfig } from '@mobile/shared-contracts';

export type SecurityItemKey = 'loginPassword' | 'withdrawalPassword' | 'mobile' | 'email';

export interface SecurityItem {
  key: SecurityItemKey;
  set: boolean;
  /** Masked contact, when it is one. */
  detail: string | null;
  /** Where the player can change it; only pages that exist are linked. */
  path: string | null;
}

/** The security centre's rows, in the order drawn, from the server's security config. */
export function securityItems(config: SecurityConfig): SecurityItem[] {
  return [
    { key: 'loginPassword', set: config.loginPassword, detail: null, path: '/m/changePsw' },
    { key: 'withdrawalPassword', set: config.withdrawalPassword, detail: null, path: null },
    { key: 'mobile', set: config.mobile !== null, detail: config.mobile, path: null },
    { key: 'email', set: config.email !== null, detail: config.email, path: null },
  ];
}

/** How many of the four protections are in place, for the summary line. */
export const protectionCount = (items: readonly SecurityItem[]) => items.filter((i) => i.set).length;

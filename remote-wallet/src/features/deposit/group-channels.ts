import { DEPOSIT_VENDORS, type DepositChannel, type DepositVendor } from '@mobile/shared-contracts';

export interface VendorGroup {
  vendor: DepositVendor;
  channels: DepositChannel[];
}

/** Channels by vendor in the fixed order bank, e-wallet, gateway; vendors without channels left out. */
export function groupByVendor(channels: readonly DepositChannel[]): VendorGroup[] {
  return DEPOSIT_VENDORS.map((vendor) => ({
    vendor,
    channels: channels.filter((c) => c.vendor === vendor),
  })).filter((group) => group.channels.length > 0);
}

/** SPEC 4 template: dep_func 1 draws the new deposit detail (vendor tabs), else the base list. */
export function depositLayout(template: { dep_func: number } | undefined): 'tabs' | 'list' {
  return template?.dep_func === 1 ? 'tabs' : 'list';
}

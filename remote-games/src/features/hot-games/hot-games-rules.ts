import { DESIGN_REMS_PER_WIDTH, type HotVendor, VENDOR_TAB_WIDTH_REM } from '@mobile/shared-contracts';

/** Vendors that have hot games, in server order; the home section is hidden without any. */
export function vendorsWithGames(vendors: readonly HotVendor[]): HotVendor[] {
  return vendors.filter((vendor) => vendor.games.length > 0);
}

/** The chosen vendor while it is still listed (a language change may drop it), else the first. */
export function activeVendor(vendors: readonly HotVendor[], chosen: string | null): HotVendor | undefined {
  return vendors.find((vendor) => vendor.vassalage === chosen) ?? vendors[0];
}

/** SPEC 9 vendor tab item width 1.4 rem of a 750 px design, as CSS that scales with the screen width. */
export function vendorTabWidth(rem: number = VENDOR_TAB_WIDTH_REM): string {
  return `calc(${rem} * 100vw / ${DESIGN_REMS_PER_WIDTH})`;
}

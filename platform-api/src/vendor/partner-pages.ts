/**
 * The partners' pages a player is sent to with one of our signed tickets: the payment gateway's page for
 * a deposit order, the game vendor's and the lottery's play pages. A production site names its partners
 * (`PAYMENT_GATEWAY_URL`, `GAME_VENDOR_URL`, `LOTTERY_VENDOR_URL`); the demo profile fills what is not
 * named with its own demo pages (src/demo/partner-pages.ts). Null: the site has no such partner, and the
 * call that would send a player there is refused (docs/decisions/0251).
 */
export interface PartnerPages {
  payment: string | null;
  game: string | null;
  lottery: string | null;
}

export const NO_PARTNER_PAGES: PartnerPages = { payment: null, game: null, lottery: null };

/** Each page named in `chosen`, else the one of `fallback`, else none. */
export function partnerPagesOf(
  chosen: Partial<PartnerPages> | undefined,
  fallback: Partial<PartnerPages> = {},
): PartnerPages {
  return {
    payment: chosen?.payment ?? fallback.payment ?? null,
    game: chosen?.game ?? fallback.game ?? null,
    lottery: chosen?.lottery ?? fallback.lottery ?? null,
  };
}

/** `page` with `params` set in its query; the page's own query parameters are kept. */
export function partnerPageUrl(page: string, params: Record<string, string>): string {
  const url = new URL(page);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

import type { PartnerPages } from '../vendor/partner-pages';

/** The demo's own payment gateway, game vendor and lottery pages, served by this API under the demo profile. */
export function demoPartnerPages(origin: string): PartnerPages {
  return {
    payment: `${origin}/lgw/demo-gateway/pay`,
    game: `${origin}/lgw/demo-vendor/play`,
    lottery: `${origin}/lotto/demo/play`,
  };
}

/** Layout constants of the shell's frame (not spec values; the spec's live in shared-contracts). */

/** A back swipe must start in this left share of the screen, clear of horizontal scrollers. */
export const BACK_SWIPE_EDGE_SHARE = 1 / 3;
/** Scroll distance after which the home header takes its scrolled style. */
export const HEADER_SCROLLED_PX = 24;
/** Session storage key remembering that the download banner was closed in this session. */
export const DOWNLOAD_BANNER_CLOSED_KEY = 'MC_DOWNLOAD_BANNER_CLOSED';
/** Marquee speed of the notice ticker, in characters per second, and its shortest loop. */
export const TICKER_CHARS_PER_SECOND = 6;
export const TICKER_MIN_SECONDS = 8;
/** Session storage key of the visit chain (visit-chain.ts): which page each history entry came from. */
export const VISIT_CHAIN_KEY = 'MC_VISIT_CHAIN';

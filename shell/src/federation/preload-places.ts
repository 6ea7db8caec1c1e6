import type { PageKey } from '@mobile/shared-contracts';

/**
 * The places whose menus the shell preloads in idle time: home (its likely next pages and tab bar), the
 * drawer once opened, and the pages that draw a menu of page records (the member centre's grid, the agent
 * menu). Eager code: only the names; what each preloads is in the lazy `preload-next` chunk.
 */
export type PreloadPlace = 'home' | 'drawer' | 'memberCentre' | 'agentHome';

/** The place a page record is, when its page draws a menu worth preloading. */
export const placeOfPage = (key: PageKey | undefined): PreloadPlace | null =>
  key === 'memberCentre' || key === 'agentHome' ? key : null;

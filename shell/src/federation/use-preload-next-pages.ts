import { accessContextOf } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { afterStartSettles, SETTLE_MS } from '../app/after-start-settles';
import { useShell } from '../app/shell-context';
import type { preloadNextPagesOf } from './preload-next-pages';
import type { PreloadPlace } from './preload-places';

type Preload = typeof preloadNextPagesOf;

/** The preloads' own code is a chunk of its own, off the start's critical path. */
const loadPreload = (): Promise<Preload> =>
  import(/* webpackChunkName: "preload-next" */ './preload-next-pages').then((m) => m.preloadNextPagesOf);

const started = new Set<PreloadPlace>();

/**
 * What a place lets the member open next is preloaded once per page load, the first time the place is
 * shown, once it has settled (`afterStartSettles`: 3 s, or the player's first touch): a player who starts
 * on a page without menus (a game list they scroll) gets no parcel evaluated in the middle of what they do.
 * The places share one queue in the `preload-next` chunk: one parcel per idle period, none twice.
 * `place` null: nothing to preload here.
 */
export function usePreloadNextPages(
  place: PreloadPlace | null,
  preload: () => Promise<Preload> = loadPreload,
  settleMs: number = SETTLE_MS,
): void {
  const { enabledRemotes, merchant, bus, i18n } = useShell();
  useEffect(() => {
    if (place === null || started.has(place)) return;
    started.add(place);
    let ran = false;
    // The drawer opens on a tap: the player is already here, nothing to wait for but an idle period.
    const cancel = afterStartSettles(
      () => {
        ran = true;
        // The member as when the place settles, read then: no subscription re-renders the page for it.
        const { features, menu } = merchant.whitelabel;
        const access = accessContextOf({
          session: bus.session$.getValue(),
          member: bus.member$.getValue(),
          features,
          promos: merchant.settings.promos,
        });
        preload()
          .then((start) => start(place, enabledRemotes, { access, menu }, i18n))
          .catch(() => undefined); // the chunk did not come: the pages load when opened
      },
      place === 'drawer' ? 0 : settleMs,
    );
    return () => {
      // Left before it settled: the next visit starts it again.
      if (ran) return;
      cancel();
      started.delete(place);
    };
  }, [place, enabledRemotes, merchant, bus, i18n, preload, settleMs]);
}

/** Tests only: forget which places have started their preloads. */
export function resetPreloadNextPagesForTest(): void {
  started.clear();
}

import { findRoute, type RemoteName } from '@mobile/shared-contracts';
import { loadParcelConfig } from './remote-registry';

/**
 * Pages a player most often opens from home, most likely first: a game category, the full game list, then
 * login (guests) or the member centre and deposit (members). Their parcels are fetched while the main thread
 * is idle, so a tap draws a page of a remote that has not drawn anything yet without waiting for the network.
 */
export const LIKELY_NEXT_PATHS = {
  guest: ['/m/gameCenter', '/m/gameList', '/m/login'],
  member: ['/m/gameCenter', '/m/gameList', '/m/member/home', '/m/voucherCenter'],
} as const;

export type IdleScheduler = (task: () => void) => void;

/** One task per idle period: preloads never take the main thread from the player. */
export const whenIdle: IdleScheduler = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 4_000 });
  else window.setTimeout(task, 200);
};

/** The (remote, expose) pairs to preload for these paths, skipping disabled remotes and unknown paths. */
export function likelyNextParcels(
  paths: readonly string[],
  enabled: readonly RemoteName[],
): { owner: RemoteName; expose: string }[] {
  const seen = new Set<string>();
  return paths.flatMap((path) => {
    const route = findRoute(path);
    if (!route || !enabled.includes(route.owner)) return [];
    const key = `${route.owner} ${route.expose}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ owner: route.owner, expose: route.expose }];
  });
}

/** Preloads the likely next pages one by one, each in its own idle period; a failure is left to the page. */
export function preloadLikelyNextPages(
  enabled: readonly RemoteName[],
  signedIn: boolean,
  schedule: IdleScheduler = whenIdle,
  load: typeof loadParcelConfig = loadParcelConfig,
): void {
  const queue = likelyNextParcels(signedIn ? LIKELY_NEXT_PATHS.member : LIKELY_NEXT_PATHS.guest, enabled);
  const next = () => {
    const parcel = queue.shift();
    if (!parcel) return;
    load(parcel.owner, parcel.expose)
      .catch(() => undefined)
      .finally(() => schedule(next));
  };
  schedule(next);
}

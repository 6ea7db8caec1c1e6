import {
  findRoute,
  isCompatibleParcel,
  LIKELY_NEXT_PAGES,
  pathOf,
  type RemoteName,
} from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
import { loadParcelConfig } from './remote-registry';

/** Home's likely next pages (`LIKELY_NEXT_PAGES` of the page records' menus), by role. */
export const LIKELY_NEXT_PATHS = {
  guest: LIKELY_NEXT_PAGES.guest.map(pathOf),
  member: LIKELY_NEXT_PAGES.member.map(pathOf),
} as const;

export type IdleScheduler = (task: () => void) => void;

/** User timing mark once every likely next page has been preloaded (or failed): `pnpm bench` waits for it. */
export const PRELOADED_MARK = 'shell:preloaded';

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

/** A parcel of react-kit's `createParcel` can load its catalogue ahead of a mount (older ones cannot). */
interface PreparableParcel {
  prepare?: (i18n: I18n) => Promise<void>;
}

/** Loads what the parcel's first render needs besides its code (its namespace), when it can say so. */
function prepareParcel(config: unknown, i18n: I18n): Promise<void> | undefined {
  if (!isCompatibleParcel(config)) return undefined;
  const { prepare } = config as PreparableParcel;
  return typeof prepare === 'function' ? prepare(i18n) : undefined;
}

/**
 * Preloads the likely next pages one by one, each in its own idle period: the parcel's code, then its
 * catalogue in the current language. A failure is left to the page.
 */
export function preloadLikelyNextPages(
  enabled: readonly RemoteName[],
  signedIn: boolean,
  i18n: I18n,
  schedule: IdleScheduler = whenIdle,
  load: typeof loadParcelConfig = loadParcelConfig,
  done: () => void = () => performance.mark(PRELOADED_MARK),
): void {
  const queue = likelyNextParcels(signedIn ? LIKELY_NEXT_PATHS.member : LIKELY_NEXT_PATHS.guest, enabled);
  const next = () => {
    const parcel = queue.shift();
    if (!parcel) {
      done();
      return;
    }
    load(parcel.owner, parcel.expose)
      .then((config) => prepareParcel(config, i18n))
      .catch(() => undefined)
      .finally(() => schedule(next));
  };
  schedule(next);
}

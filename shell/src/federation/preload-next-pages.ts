import {
  type AccessContext,
  allows,
  findRoute,
  isCompatibleParcel,
  LIKELY_NEXT_PAGES,
  type MenuEntry,
  menuEntries,
  menuEntryPath,
  pathOf,
  type RemoteName,
} from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
import type { PreloadPlace } from './preload-places';
import { loadParcelConfig } from './remote-registry';

/** Home's likely next pages (`LIKELY_NEXT_PAGES` of the page records' menus), by role. */
export const LIKELY_NEXT_PATHS = {
  guest: LIKELY_NEXT_PAGES.guest.map(pathOf),
  member: LIKELY_NEXT_PAGES.member.map(pathOf),
} as const;

export type IdleScheduler = (task: () => void) => void;

/**
 * User timing mark once every page a place shows has been preloaded (or failed): `pnpm bench` waits for
 * it before a tap. Home's is `shell:preloaded`; the others `shell:preloaded:<place>`.
 */
export const PRELOADED_MARK = 'shell:preloaded';
export const preloadedMark = (place: PreloadPlace): string =>
  place === 'home' ? PRELOADED_MARK : `${PRELOADED_MARK}:${place}`;

/** One task per idle period: preloads never take the main thread from the player. */
export const whenIdle: IdleScheduler = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 4_000 });
  else window.setTimeout(task, 200);
};

/** The (remote, expose) pairs to preload for these paths, skipping disabled remotes and unknown paths. */
export function likelyNextParcels(
  paths: readonly string[],
  enabled: readonly RemoteName[],
  access?: AccessContext,
): { owner: RemoteName; expose: string }[] {
  const seen = new Set<string>();
  return paths.flatMap((address) => {
    const route = findRoute(address.split('?')[0] ?? address);
    if (!route || !enabled.includes(route.owner)) return [];
    // A page this member cannot open (a guest's member pages, free play's deposit) is not worth the bytes.
    if (access && !allows(route.access, access)) return [];
    const key = `${route.owner} ${route.expose}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ owner: route.owner, expose: route.expose }];
  });
}

/** What decides which entries of a place's menus the member sees. */
export interface PreloadContext {
  access: AccessContext;
  /** whitelabel.menu: the drawer hides an entry switched to false, the agent menu shows only those set true. */
  menu: Readonly<Record<string, boolean>>;
}

/** The menu an entry belongs to draws it for this member (its gate and its merchant switch). */
function shownTo(entry: MenuEntry, { access, menu }: PreloadContext): boolean {
  if ('gate' in entry && entry.gate && !allows(entry.gate, access)) return false;
  if (entry.menu === 'agentMenu') return menu[entry.id] === true;
  if (entry.menu === 'drawer')
    return menu[entry.id] !== false || entry.id === 'vip' || entry.id === 'responsible';
  return true;
}

const entryPaths = (menu: 'tab' | 'drawer' | 'memberCentre' | 'agentMenu', context: PreloadContext) =>
  (menuEntries(menu) as MenuEntry[]).flatMap((entry) => {
    const address = 'page' in entry ? menuEntryPath(entry) : null;
    return address !== null && shownTo(entry, context) ? [address] : [];
  });

/**
 * The pages a place lets the member open next, most likely first: home's likely next pages and its tab
 * bar; the drawer's entries (once it is open; a guest's: login and register); the member centre's grid on /m/member/home; the agent menu
 * on /m/agent. Only entries this member sees and pages they may open.
 */
export function nextPathsOf(place: PreloadPlace, context: PreloadContext): string[] {
  const signedIn = context.access.memberType !== null;
  switch (place) {
    case 'home':
      return [
        ...(signedIn ? LIKELY_NEXT_PATHS.member : LIKELY_NEXT_PATHS.guest),
        ...entryPaths('tab', context),
      ];
    case 'drawer':
      // A guest's drawer offers login and register only.
      return signedIn ? entryPaths('drawer', context) : [pathOf('login'), pathOf('register')];
    case 'memberCentre':
      return entryPaths('memberCentre', context);
    case 'agentHome':
      return entryPaths('agentMenu', context);
  }
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

type Job = { owner: RemoteName; expose: string } | { done: () => void };

export interface Preloader {
  /**
   * Queues the parcels of these paths that were never queued before, each loaded (code, then catalogue
   * in the current language) in an idle period of its own after the ones already queued; `done` runs
   * once the last of them has settled. A failure is left to the page.
   */
  preload(
    paths: readonly string[],
    enabled: readonly RemoteName[],
    access: AccessContext,
    done: () => void,
  ): void;
}

/** One queue for the page load: places share it, so two places never preload at the same time or twice. */
export function createPreloader(
  i18n: I18n,
  schedule: IdleScheduler = whenIdle,
  load: typeof loadParcelConfig = loadParcelConfig,
): Preloader {
  const queued = new Set<string>();
  const jobs: Job[] = [];
  let running = false;
  const next = () => {
    const job = jobs.shift();
    if (!job) {
      running = false;
      return;
    }
    if ('done' in job) {
      try {
        job.done();
      } finally {
        next();
      }
      return;
    }
    load(job.owner, job.expose)
      .then((config) => prepareParcel(config, i18n))
      .catch(() => undefined)
      .finally(() => schedule(next));
  };
  return {
    preload(paths, enabled, access, done) {
      for (const parcel of likelyNextParcels(paths, enabled, access)) {
        const key = `${parcel.owner} ${parcel.expose}`;
        if (queued.has(key)) continue;
        queued.add(key);
        jobs.push(parcel);
      }
      jobs.push({ done });
      if (running) return;
      running = true;
      schedule(next);
    },
  };
}

let preloader: Preloader | null = null;

/** Preloads what `place` lets the member open next (the page load's one queue); marks `preloadedMark(place)`. */
export function preloadNextPagesOf(
  place: PreloadPlace,
  enabled: readonly RemoteName[],
  context: PreloadContext,
  i18n: I18n,
): void {
  preloader ??= createPreloader(i18n);
  preloader.preload(nextPathsOf(place, context), enabled, context.access, () => {
    // Not every environment times (a test's jsdom with fake timers): the mark is for the bench.
    if (typeof performance.mark === 'function') performance.mark(preloadedMark(place));
  });
}

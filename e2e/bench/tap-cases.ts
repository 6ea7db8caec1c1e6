/**
 * The taps of issue 34 (every tab, drawer, member-centre and agent-menu entry, from the page records'
 * menus) and the steps every tool that taps them shares: open the entry's page in a new tab of the user's
 * context, let it settle (its requests, its idle preloads, an idle callback; the drawer opened first), and
 * the script that resolves at the frame after the next page's parcel has drawn. Used by measure-taps.ts
 * (the bench part) and trace-tap.ts (a trace of one tap).
 */
import {
  findRoute,
  HOME_PATH,
  type MenuEntry,
  menuEntries,
  menuEntryPath,
  pathOf,
} from '@mobile/shared-contracts';
import type { Locator, Page } from '@playwright/test';
import agentCatalogue from '../../remote-agent/src/locales/EN.json';
import memberCatalogue from '../../remote-member/src/locales/EN.json';
import shellCatalogue from '../../shell/src/i18n/locales/EN.json';
import { watchNetwork } from '../support/network';
import { SITE } from '../support/site';

export type User = 'player1' | 'agent41';
export interface TapCase {
  menu: MenuEntry['menu'];
  user: User;
  /** The page the entry is tapped on. */
  from: string;
  /** The menu's container (by role and accessible name) and the entry in it. */
  container: { role: 'navigation' | 'dialog'; name: string };
  label: string;
  /** The address it opens and its page's parcel. */
  to: string;
  expose: string;
  /** The drawer opens (menu button) before the tap, not measured. */
  opensDrawer?: true;
}

const shell = shellCatalogue as unknown as {
  tab: Record<string, string>;
  drawer: Record<string, string>;
  frame: Record<string, string>;
};
const member = memberCatalogue as unknown as {
  memberCentre: { entries: string; entry: Record<string, string> };
};
const agent = agentCatalogue as unknown as { menu: Record<string, string> };
const keyOf = (labelKey: string) => labelKey.split('.').pop() ?? labelKey;

/** The cases, from the page records' menus; entries that open no page (download, chat) are left out. */
export function tapCases(): TapCase[] {
  const home = HOME_PATH;
  const to = (entry: Parameters<typeof menuEntryPath>[0]) => {
    const address = menuEntryPath(entry);
    if (address === null) return null;
    const record = findRoute(address.split('?')[0] ?? address);
    if (!record) throw new Error(`no page record for ${address}`);
    return { to: address, expose: record.expose };
  };
  const cases: TapCase[] = [];
  for (const entry of menuEntries('tab')) {
    const target = entry.page === 'home' ? null : to(entry);
    if (target)
      cases.push({
        menu: 'tab',
        user: 'player1',
        from: home,
        container: { role: 'navigation', name: shell.tab.navLabel ?? 'Main' },
        label: shell.tab[keyOf(entry.labelKey)] ?? entry.labelKey,
        ...target,
      });
  }
  for (const entry of menuEntries('drawer')) {
    const target = to(entry);
    if (target)
      cases.push({
        menu: 'drawer',
        user: 'player1',
        from: home,
        container: { role: 'dialog', name: shell.drawer.title ?? 'Menu' },
        label: shell.drawer[keyOf(entry.labelKey)] ?? entry.labelKey,
        opensDrawer: true,
        ...target,
      });
  }
  for (const entry of menuEntries('memberCentre')) {
    const target = to(entry);
    if (target)
      cases.push({
        menu: 'memberCentre',
        user: 'player1',
        from: pathOf('memberCentre'),
        container: { role: 'navigation', name: member.memberCentre.entries },
        label: member.memberCentre.entry[entry.icon] ?? entry.icon,
        ...target,
      });
  }
  for (const entry of menuEntries('agentMenu')) {
    const target = to(entry);
    if (target)
      cases.push({
        menu: 'agentMenu',
        user: 'agent41',
        from: pathOf('agentHome'),
        container: { role: 'navigation', name: agent.menu.label ?? 'Agent menu' },
        label: agent.menu[entry.id] ?? entry.id,
        ...target,
      });
  }
  return cases;
}

declare global {
  interface Window {
    __tap?: { tappedAt: number; events: { name: string; start: number; duration: number }[] };
  }
}

/**
 * Before any page script: the first input event's time stamp after a reset (pointerdown/touchstart/…),
 * and every Event Timing entry of an interaction. Home's pop-ups are already dismissed for the session.
 */
const PROBE_SCRIPT = `(() => {
  try {
    if (window.top === window && !sessionStorage.getItem('mc_popups_seen')) sessionStorage.setItem('mc_popups_seen', '["*"]');
  } catch {}
  const probe = { tappedAt: -1, events: [] };
  window.__tap = probe;
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click'])
    window.addEventListener(type, (event) => {
      if (probe.tappedAt < 0) probe.tappedAt = event.timeStamp;
    }, { capture: true, passive: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) probe.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shell's idle preloads of what a place lets the member open next are done: home's
 * (`shell:preloaded`), the member centre's and the agent menu's (`shell:preloaded:<place>`, on their
 * pages), the drawer's once it is open (PRELOADED_MARK in shell/src/federation/preload-next-pages.ts).
 */
const PRELOAD_MARKS: Readonly<Record<string, string>> = {
  [HOME_PATH]: 'shell:preloaded',
  [pathOf('memberCentre')]: 'shell:preloaded:memberCentre',
  [pathOf('agentHome')]: 'shell:preloaded:agentHome',
};
const DRAWER_PRELOAD_MARK = 'shell:preloaded:drawer';

/** Polled with evaluate: waitForFunction with a string evaluates it with eval, which the page's CSP forbids. */
async function waitForMark(page: Page, mark: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    !(await page.evaluate<boolean>(`performance.getEntriesByName(${JSON.stringify(mark)}).length > 0`))
  ) {
    if (Date.now() > deadline) throw new Error(`the page did not mark its preloads done (${mark}) in 30 s`);
    await page.waitForTimeout(100);
  }
}

/** The page has settled: its requests done, its idle preloads done, an idle period. */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>, mark?: string): Promise<void> {
  await network.idle();
  if (mark) {
    await waitForMark(page, mark);
    await network.idle();
  }
  await page.evaluate<void>(
    'new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))',
  );
}

/** The entry is not in its menu for this user and merchant: nothing to measure, not a failure. */
export class NotShown extends Error {}

/**
 * Opens the tap's page in `page` (the probe installed first), lets it settle (and opens the drawer and lets
 * it settle when the entry is in it), resets the probe and returns the entry to tap. Throws NotShown when
 * the menu is drawn without this entry.
 */
export async function openAndSettle(page: Page, tap: TapCase): Promise<Locator> {
  await page.addInitScript(PROBE_SCRIPT);
  const network = watchNetwork(page);
  await page.goto(`${SITE.origin}${tap.from}`);
  if (new URL(page.url()).pathname !== tap.from) throw new Error(`${tap.from} opened ${page.url()}`);
  await settle(page, network, PRELOAD_MARKS[tap.from]);
  if (tap.opensDrawer) {
    await page.getByRole('button', { name: shell.frame.openMenu ?? 'Open menu' }).tap();
    await page.getByRole('dialog', { name: tap.container.name }).waitFor();
    // Its slide-in, then its entries' preloads.
    await page.waitForTimeout(500);
    await settle(page, network, DRAWER_PRELOAD_MARK);
  }
  const container = page.getByRole(tap.container.role, { name: tap.container.name });
  const name = new RegExp(`^${escapeRegExp(tap.label)}(,|$)`);
  const entry = container.getByRole('link', { name }).or(container.getByRole('button', { name })).first();
  await container.waitFor({ timeout: 10_000 });
  try {
    await entry.waitFor({ timeout: 3_000 });
  } catch {
    // The menu is drawn and this entry is not: the merchant's switches (whitelabel.menu, features) hide it.
    throw new NotShown(`not shown on this merchant (its menu switch or feature is off)`);
  }
  await page.evaluate<void>('window.__tap.tappedAt = -1; window.__tap.events.length = 0');
  return entry;
}

/**
 * A script for page.evaluate that resolves with the time of the frame after the tap's next page is drawn:
 * its path, and its parcel's first render committed into a new area of its expose (the area's host no
 * longer empty: the stylesheet hides the spinner in that same commit, 0811). The area's own
 * `data-state="mounted"` follows a render of the shell later and is not waited for. Two animation frames:
 * the one that paints the page, and the next one's start. An area of that expose already there before
 * the tap (the page being left) does not count. A string: tsx would wrap the inner functions in a helper
 * the page does not have.
 */
export function drawnScript(tap: TapCase): string {
  const target = new URL(`${SITE.origin}${tap.to}`).pathname;
  const area = `section.remote-area[data-expose="${tap.expose}"]`;
  return `new Promise((resolve) => {
    const before = new Set(document.querySelectorAll(${JSON.stringify(area)}));
    const drawn = (section) => !before.has(section) && section.querySelector(':scope > .remote-area__host:not(:empty)');
    const ready = () => location.pathname === ${JSON.stringify(target)} && [...document.querySelectorAll(${JSON.stringify(area)})].some(drawn);
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame((frameTime) => resolve(frameTime)));
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  })`;
}

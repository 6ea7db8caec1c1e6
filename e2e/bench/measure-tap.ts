/**
 * Tap → page drawn for pages whose code home has not loaded yet, as a Pixel 7 in Debian's Chromium with
 * the CPU throttled 4× (the issue's 'emulated phone'). A guest opens /m/home, waits until home has settled
 * and the idle preloads of the likely next pages are done (network idle), then taps a home link:
 *  - 'Login' in the home header → /m/login, a page of the member remote (nothing of it drawn on home);
 *  - 'More' on the hot games widget → /m/gameList, a page of the games remote not drawn on home.
 * The time runs from the tap's first event (pointerdown/touchstart, the event's own time stamp) to the
 * frame after the page's first content is in the DOM (two animation frames: the one that paints it). A fresh
 * browser context per round; BENCH_RUNS rounds (3), median. Writes e2e/.bench/tap.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';
import { median } from './median';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_THROTTLING = 4;
export const TAP_TARGET_MS = 300;

interface TapCase {
  name: string;
  /** The home link, inside this container, by role and name. */
  within: string;
  role: 'link' | 'button';
  label: string;
  /** The page's first content: present once the page has drawn. */
  drawn: string;
}

const CASES: TapCase[] = [
  {
    name: 'Login (member remote)',
    within: 'header.home-header',
    role: 'link',
    label: 'Log in',
    drawn: 'section.remote-area[data-remote="member"] input[type="password"]',
  },
  {
    name: 'More → game list (games page)',
    within: 'section.remote-area[data-expose="./HotGamesWidget"]',
    role: 'button',
    label: 'More',
    drawn: 'section.remote-area[data-expose="./GameListPage"] .game-list__item',
  },
];

declare global {
  interface Window {
    __tapProbe?: { tappedAt: number };
  }
}

/** Installed before any page script: the time stamp of the tap's first event. */
const PROBE_SCRIPT = `(() => {
  const probe = { tappedAt: -1 };
  window.__tapProbe = probe;
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click'])
    window.addEventListener(type, (event) => {
      if (probe.tappedAt < 0) probe.tappedAt = event.timeStamp;
    }, { capture: true, passive: true });
})();`;

async function measureOnce(browser: Browser, tap: TapCase): Promise<number> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE_SCRIPT);
    await page.goto(`${SITE.origin}/m/home`, { waitUntil: 'networkidle' });
    await page.locator('section.remote-area[data-remote="games"][data-state="mounted"]').last().waitFor();
    // Idle preloads run one per idle period after load: let them all finish.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    await page.waitForLoadState('networkidle');
    const link = page.locator(tap.within).getByRole(tap.role, { name: tap.label, exact: true });
    await link.waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    // A string: tsx would wrap the inner functions in a helper the page does not have.
    const drawnAt = page.evaluate<number>(`new Promise((resolve) => {
      const selector = ${JSON.stringify(tap.drawn)};
      const done = () => requestAnimationFrame(() => requestAnimationFrame((frameTime) => resolve(frameTime)));
      if (document.querySelector(selector)) return done();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    })`);
    await link.tap();
    const drawn = await drawnAt;
    const tappedAt = await page.evaluate(() => window.__tapProbe?.tappedAt ?? -1);
    if (tappedAt < 0) throw new Error(`no tap event seen for ${tap.name}`);
    return drawn - tappedAt;
  } finally {
    await context.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const report: Record<string, { runs: number[]; median: number }> = {};
  try {
    console.log(
      `\nTap on a home link → page drawn, Pixel 7, CPU ${CPU_THROTTLING}× slower, after home's idle preloads, median of ${RUNS}`,
    );
    for (const tap of CASES) {
      const runs: number[] = [];
      for (let run = 1; run <= RUNS; run++) runs.push(Math.round(await measureOnce(browser, tap)));
      const mid = median(runs);
      report[tap.name] = { runs, median: mid };
      console.log(`  ${tap.name.padEnd(32)} ${runs.map((ms) => `${ms} ms`).join(', ')}  median ${mid} ms`);
      if (mid > TAP_TARGET_MS) console.log(`OVER BUDGET: ${tap.name} ${mid} ms > ${TAP_TARGET_MS} ms`);
    }
  } finally {
    await browser.close();
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'tap.json'), `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error('[bench] tap measurement failed:', error);
  process.exitCode = 1;
});

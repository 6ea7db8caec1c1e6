/**
 * Scroll smoothness of the longest game list (/m/gameList?gameType=RNG, every game of the category,
 * loaded page by page as the list nears its end) as a Pixel 7 in Debian's Chromium with the CPU
 * throttled 4× (CDP Emulation.setCPUThrottlingRate). Mouse-wheel steps scroll down to the end (CDP's
 * synthesised touch gestures do not scroll this page in headless Chromium); frames are counted with requestAnimationFrame
 * and long tasks with PerformanceObserver('longtask'). Run by scripts/bench.sh with the site up;
 * writes e2e/.bench/scroll.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const CATEGORY = process.env.BENCH_CATEGORY ?? 'RNG';
const CPU_THROTTLING = 4;
/** One page of 25 games loads at most once a second: scroll about as fast as the list can grow. */
const WHEEL_STEP_PX = 150;
const WHEEL_INTERVAL_MS = 100;
const MAX_SCROLL_MS = 60_000;
/** Asking the page whether it is at the end costs a round trip: only every few steps. */
const END_CHECK_EVERY = 5;

interface Probe {
  frames: number;
  longTasks: { start: number; duration: number }[];
  startedAt: number;
}

declare global {
  interface Window {
    __scrollProbe?: Probe;
  }
}

/**
 * Installed before any page script: counts frames and long tasks from the moment it is armed. A string,
 * because tsx would wrap a function's inner functions in a helper the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const probe = { frames: 0, longTasks: [], startedAt: -1 };
  window.__scrollProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tick = () => {
    if (probe.startedAt >= 0) probe.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const atEnd = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const loading = document.querySelector('.game-list__more') !== null;
    return !loading && root.scrollTop + window.innerHeight >= root.scrollHeight - 4;
  });

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    await page.addInitScript(PROBE_SCRIPT);
    let total = 0;
    let pagesLoaded = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/wps/relay/GCSGAME_gameList')) return;
      const body = (await response.json().catch(() => null)) as { value?: { total?: number } } | null;
      pagesLoaded += 1;
      total = body?.value?.total ?? total;
    });
    await page.goto(`${SITE.origin}/m/gameList?gameType=${CATEGORY}`);
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const viewport = page.viewportSize() ?? { width: 412, height: 839 };
    const startedAt = await page.evaluate(() => {
      const probe = window.__scrollProbe as Probe;
      probe.startedAt = performance.now();
      return probe.startedAt;
    });
    const wallStart = Date.now();
    let gestures = 0;
    await page.mouse.move(Math.round(viewport.width / 2), Math.round(viewport.height * 0.6));
    while (Date.now() - wallStart < MAX_SCROLL_MS) {
      if (gestures % END_CHECK_EVERY === 0 && (await atEnd(page))) break;
      const stepAt = Date.now();
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      gestures += 1;
      const rest = WHEEL_INTERVAL_MS - (Date.now() - stepAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    const result = await page.evaluate((start) => {
      const probe = window.__scrollProbe as Probe;
      const elapsed = performance.now() - start;
      const tasks = probe.longTasks.filter((task) => task.start >= start);
      return {
        elapsedMs: Math.round(elapsed),
        frames: probe.frames,
        fps: Number(((probe.frames * 1000) / elapsed).toFixed(1)),
        longTasks: tasks.length,
        longTaskMs: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
        longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
        tiles: document.querySelectorAll('.game-list__item').length,
        scrollHeight: (document.scrollingElement ?? document.documentElement).scrollHeight,
      };
    }, startedAt);
    const reachedEnd = await atEnd(page);
    const summary = {
      category: CATEGORY,
      gamesInCategory: total,
      pagesLoaded,
      gestures,
      reachedEnd,
      ...result,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'scroll.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `\n/m/gameList?gameType=${CATEGORY}: ${total} games in ${pagesLoaded} pages, Pixel 7, CPU ${CPU_THROTTLING}× slower`,
    );
    console.log(
      `scrolled ${reachedEnd ? 'to the end' : 'NOT to the end'} in ${(result.elapsedMs / 1000).toFixed(1)} s (${gestures} wheel steps of ${WHEEL_STEP_PX} px)`,
    );
    console.log(`frames: ${result.frames}, ${result.fps} fps`);
    console.log(
      `long tasks: ${result.longTasks}, ${result.longTaskMs} ms in total, longest ${result.longestTaskMs} ms`,
    );
    console.log(`tiles in the DOM at the end: ${result.tiles} (virtualised rows)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

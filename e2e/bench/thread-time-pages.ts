/**
 * Issue 34's cold deep links (e2e/support/deep-links.ts), each as its user, traced on a cold load at 1x CPU
 * (start-trace.ts): the blocking time Lighthouse's mobile simulation would count for the tasks after the
 * first paint, from each task's thread time instead of its wall time: what each page's main thread does,
 * all links in about 5 minutes (a 'deeplinks' round takes 30). It rises with the machine's load too
 * (decision 0721): compare two builds alternating, in the same hour. It stands beside the 'deeplinks'
 * part, not instead of it: the target is Lighthouse's TBT ≤ 150 ms. BENCH_RUNS rounds (3), a fresh browser
 * context each; BENCH_LINKS as in the 'deeplinks' part. Prints each link's runs and median; writes
 * thread-time-pages.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { chosenDeepLinks } from '../support/deep-links';
import { OUT_DIR } from './lighthouse-run';
import { median } from './median';
import { simulatedBlockingAfterFirstPaint, traceColdStart } from './start-trace';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
/** Issue 34's TBT target, for the column's mark: the figure is Lighthouse's simulation of it. */
const TBT_TARGET_MS = 150;

async function main() {
  const links = chosenDeepLinks();
  const runs = new Map<string, number[]>(links.map(({ link }) => [link, []]));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One load not counted: the browser's first page pays for setting itself up (its fonts, its GPU
    // process), which would fall on whichever link came first.
    if (links[0]) await traceColdStart(browser, { path: links[0].link, afterRenderMs: 0 });
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`  round ${round}`);
      for (const { user, link } of links) {
        const { events } = await traceColdStart(browser, {
          path: link,
          user: user === 'guest' ? undefined : user,
          // The settled page's preloads (3 s after the start) inside the window, as in Lighthouse's.
          afterRenderMs: 4_000,
        });
        const blocking = Math.round(simulatedBlockingAfterFirstPaint(events));
        runs.get(link)?.push(blocking);
        console.log(`    ${link.padEnd(26)} ${String(blocking).padStart(5)} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `median of ${RUNS}: blocking after the first paint as Lighthouse simulates it, from thread time (1x CPU, x4):`,
  );
  const rows = links.map(({ user, link }) => {
    const figures = runs.get(link) ?? [];
    const value = median(figures);
    const mark = value > TBT_TARGET_MS ? `  over ${TBT_TARGET_MS} ms` : '';
    console.log(
      `  ${link.padEnd(26)} ${user.padEnd(8)} ${String(Math.round(value)).padStart(5)} ms   (${figures.join(' / ')})${mark}`,
    );
    return { user, link, runs: figures, median: value };
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'thread-time-pages.json'), JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

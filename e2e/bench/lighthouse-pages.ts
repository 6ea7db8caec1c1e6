/**
 * Issue 34's cold deep links (e2e/support/deep-links.ts) under Lighthouse 13's mobile preset, each as the
 * user it is for, beside the static floor measured in the same run. BENCH_RUNS rounds (3); each round: the
 * floor cold, then every link cold in a fresh browser. A member's or agent's link gets its session the way
 * a logged-in browser has it: a page of the same origin without JavaScript (the floor) puts the minted
 * session in local storage, the HTTP cache is emptied, and Lighthouse runs without its own storage reset
 * (which would wipe the session). Prints, per link, the medians: score, LCP, LCP/floor, CLS, TBT and the
 * critical JS (bytes on the wire of the scripts asked for before the shell's `shell:start` mark, as the
 * transfer part counts home's critical path, but as Chromium receives them: brotli), the JS asked for before
 * the largest paint (the page's own remote code too), with 'OVER BUDGET' against issue 34's targets, and
 * each page's largest-paint element. Writes the reports and lighthouse-pages.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chosenDeepLinks, type DeepLinkUser, deepLinkList } from '../support/deep-links';
import { frameHintCookies, issueDrawCookie, type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';
import {
  type Chrome,
  type Figures,
  FLOOR_URL,
  floorRound,
  type Lhr,
  launchChrome,
  medianOf,
  OUT_DIR,
  retried,
  runLighthouse,
} from './lighthouse-run';
import { median } from './median';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
/** Issue 34: each deep link scores ≥ 95, LCP ≤ 1.5× the floor's, CLS ≤ 0.01, TBT ≤ 150 ms. */
export const PAGE_TARGETS = { score: 95, floorRatio: 1.5, cls: 0.01, tbtMs: 150 };
/** shell/src/bootstrap.tsx START_MARKS.start: the shell's code starts, every chunk it needs has arrived. */
const START_MARK = 'shell:start';

interface PageFigures extends Figures {
  criticalJsKb: number;
  /** Bytes of every script asked for before the page's largest paint (observed): the page's own code too. */
  jsToLcpKb: number;
  /** The largest paint's element (Lighthouse's LCP breakdown), to see what the page waits for. */
  lcpElement: string;
}

interface RequestItem {
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}
const scriptKbBefore = (requests: readonly RequestItem[], time: number) =>
  requests
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Number.POSITIVE_INFINITY) < time)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;

/** Scripts before the largest paint as observed, and that paint's element (selector). */
export function lcpFacts(lhr: Lhr): { jsToLcpKb: number; lcpElement: string } {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] })
    ?.items?.[0];
  const requests = (lhr.audits['network-requests']?.details as { items?: RequestItem[] })?.items ?? [];
  const node = (
    lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] }
  )?.items?.find((item) => item.type === 'node');
  const lcp = metrics?.observedLargestContentfulPaint;
  return {
    jsToLcpKb: lcp === undefined ? Number.NaN : scriptKbBefore(requests, lcp),
    lcpElement: node?.selector ?? '?',
  };
}

/** Bytes of the scripts the page asked for before the shell's start mark (NaN when the mark is missing). */
export function criticalJsKb(lhr: Lhr): number {
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] })
    ?.items;
  const start = marks?.find((mark) => mark.name === START_MARK)?.startTime;
  const requests = (lhr.audits['network-requests']?.details as { items?: RequestItem[] })?.items;
  if (start === undefined || !requests) return Number.NaN;
  return scriptKbBefore(requests, start);
}

/**
 * Puts the session in the fresh browser's local storage for the site's origin, and the frame hints the
 * shell keeps beside it in cookies (a returning member has them), then empties its cache.
 */
async function signIn(chrome: Chrome, session: MintedSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(FLOOR_URL);
    await page.evaluate((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), session);
    await context.addCookies(frameHintCookies(session, new URL(FLOOR_URL).origin));
    // As the shell does after a sign-in: the member's pages can then be drawn with their data (0641).
    await issueDrawCookie(context, session, new URL(FLOOR_URL).origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP: close() disconnects and leaves the browser (and its default profile) running.
    await browser.close();
  }
}

const fileName = (link: string) =>
  link
    .replace(/^\/m\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-$/, '');

async function main() {
  const sessions = new Map<DeepLinkUser, MintedSession>();
  for (const { user } of deepLinkList())
    if (user !== 'guest' && !sessions.has(user)) sessions.set(user, await mintSession(user));

  async function linkRound(user: DeepLinkUser, link: string, round: number): Promise<PageFigures> {
    const chrome = await launchChrome();
    try {
      const session = sessions.get(user);
      if (session) await signIn(chrome, session);
      const { figures, lhr } = await runLighthouse(
        chrome,
        `page-${fileName(link)}`,
        `${SITE.origin}${link}`,
        round,
        Boolean(session),
      );
      const landed = new URL(lhr.finalDisplayedUrl);
      const asked = new URL(`${SITE.origin}${link}`);
      if (landed.pathname !== asked.pathname)
        throw new Error(`${link} (${user}) ended on ${landed.pathname}: not the page asked for`);
      return { ...figures, criticalJsKb: criticalJsKb(lhr), ...lcpFacts(lhr) };
    } finally {
      chrome.kill();
    }
  }

  const links = chosenDeepLinks();
  const floor: Figures[] = [];
  const runs = new Map<string, PageFigures[]>(links.map(({ link }) => [link, []]));
  console.log(
    `\nLighthouse mobile preset (simulated 4G, 4x CPU), ${RUNS} rounds of the floor and ${links.length} cold deep links`,
  );
  for (let round = 1; round <= RUNS; round++) {
    const f = await retried(() => floorRound(round, 'pages-floor'));
    floor.push(f);
    console.log(
      `  round ${round}: floor LCP ${(f.lcp / 1000).toFixed(2)} s  CPU index ${Math.round(f.cpuIndex)}`,
    );
    for (const { user, link } of links) {
      const figures = await retried(() => linkRound(user, link, round));
      runs.get(link)?.push(figures);
      console.log(
        `    ${link.padEnd(26)} score ${String(figures.score).padStart(3)}  LCP ${(figures.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(figures.tbt)).padStart(4)} ms  CLS ${figures.cls.toFixed(3)}  CPU index ${Math.round(figures.cpuIndex)}`,
      );
    }
  }

  const floorMedian = medianOf(floor);
  const over: string[] = [];
  const rows = links.map(({ user, link }) => {
    const list = runs.get(link) ?? [];
    const m = {
      ...medianOf(list),
      criticalJsKb: median(list.map((r) => r.criticalJsKb)),
      jsToLcpKb: median(list.map((r) => r.jsToLcpKb)),
      lcpElement: list.at(-1)?.lcpElement ?? '?',
    };
    const ratio = m.lcp / floorMedian.lcp;
    const marks = [
      m.score < PAGE_TARGETS.score ? `score ${m.score} < ${PAGE_TARGETS.score}` : '',
      ratio > PAGE_TARGETS.floorRatio ? `LCP ${ratio.toFixed(2)}× floor > ${PAGE_TARGETS.floorRatio}×` : '',
      m.cls > PAGE_TARGETS.cls ? `CLS ${m.cls.toFixed(3)} > ${PAGE_TARGETS.cls}` : '',
      m.tbt > PAGE_TARGETS.tbtMs ? `TBT ${Math.round(m.tbt)} ms > ${PAGE_TARGETS.tbtMs} ms` : '',
    ].filter(Boolean);
    for (const mark of marks) over.push(`OVER BUDGET: ${link}: ${mark}`);
    return { user, link, ...m, ratio, over: marks };
  });

  console.log(`\nmedian of ${RUNS}, floor LCP ${(floorMedian.lcp / 1000).toFixed(2)} s:`);
  console.log(
    `  ${'page'.padEnd(26)} ${'user'.padEnd(8)} score    LCP  LCP/floor    CLS     TBT  CPU index  critical JS  JS to LCP`,
  );
  for (const r of rows)
    console.log(
      `  ${r.link.padEnd(26)} ${r.user.padEnd(8)} ${String(Math.round(r.score)).padStart(5)} ${(r.lcp / 1000).toFixed(2).padStart(5)} s ${r.ratio.toFixed(2).padStart(9)}× ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.tbt)).padStart(4)} ms ${String(Math.round(r.cpuIndex)).padStart(10)} ${r.criticalJsKb.toFixed(1).padStart(8)} KB ${r.jsToLcpKb.toFixed(1).padStart(7)} KB${r.over.length > 0 ? '  OVER BUDGET' : ''}`,
    );
  console.log(
    `  targets: score ≥ ${PAGE_TARGETS.score}, LCP ≤ ${PAGE_TARGETS.floorRatio}× floor, CLS ≤ ${PAGE_TARGETS.cls}, TBT ≤ ${PAGE_TARGETS.tbtMs} ms`,
  );
  console.log('  largest paint, by page (its element):');
  for (const r of rows) console.log(`    ${r.link.padEnd(26)} ${r.lcpElement}`);
  for (const line of over) console.log(line);
  fs.writeFileSync(
    path.join(OUT_DIR, 'lighthouse-pages.json'),
    `${JSON.stringify({ runs: RUNS, floor, median: { floor: floorMedian, pages: rows } }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error('[bench] lighthouse pages failed:', error);
  process.exitCode = 1;
});

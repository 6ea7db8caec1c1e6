/**
 * Lighthouse 13 on /m/home of the test site and on the static floor page (`/__site/floor`: a header and the
 * same first banner, no JavaScript, same gateway), mobile preset (Lighthouse's default settings: mobile
 * form factor and screen, simulated slow 4G, 4x CPU; each run checks it got them), in Debian's Chromium. BENCH_RUNS rounds (default 3); each round: home cold, then home again in the same
 * browser profile without clearing cache or storage (the repeat visit: its LCP, and the hashed files it
 * asked of the network, from the run's DevTools log), then the floor cold. Prints each run and the medians
 * (score, FCP, LCP, TBT, CLS) with the ratio LCP(home) / LCP(floor), the figure that survives a noisy
 * machine. Writes the JSON reports and lighthouse-summary.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../support/site';
import {
  type Chrome,
  type Figures,
  floorRound,
  launchChrome,
  line,
  medianOf,
  OUT_DIR,
  retried,
  runLighthouse,
} from './lighthouse-run';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.01, floorRatio: 1.9, repeatLcpMs: 800 };
/** A content-hashed file name (webpack's [contenthash:8]): never changes without changing its name. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|jpg|woff2?)(\?|$)/;

interface DevtoolsEvent {
  method: string;
  params: {
    requestId?: string;
    response?: {
      url: string;
      status: number;
      fromDiskCache?: boolean;
      fromServiceWorker?: boolean;
      fromPrefetchCache?: boolean;
    };
  };
}

/**
 * Hashed files the page (or its service worker) asked of the server in a run: every response that came
 * neither from the browser's cache nor from the service worker's.
 */
export function hashedFromNetwork(log: readonly DevtoolsEvent[]): string[] {
  const cached = new Set<string>();
  for (const event of log)
    if (event.method === 'Network.requestServedFromCache' && event.params.requestId)
      cached.add(event.params.requestId);
  return log.flatMap(({ method, params }) => {
    const response = params.response;
    if (method !== 'Network.responseReceived' || !response || !HASHED.test(response.url)) return [];
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) return [];
    if (params.requestId && cached.has(params.requestId)) return [];
    return [`${response.status} ${response.url}`];
  });
}

async function main() {
  const homeUrl = `${SITE.origin}/m/home`;

  /** One Lighthouse run of home in this browser; `repeat` keeps the profile's cache and storage. */
  async function run(
    chrome: Chrome,
    name: string,
    round: number,
    repeat = false,
  ): Promise<Figures & { hashedFromNetwork: string[] }> {
    const { figures, report } = await runLighthouse(chrome, name, homeUrl, round, repeat);
    const log = (report.artifacts.DevtoolsLog ?? []) as unknown as DevtoolsEvent[];
    return { ...figures, hashedFromNetwork: hashedFromNetwork(log) };
  }

  /** Home cold, then home again in the same profile (the repeat visit). A fresh browser: nothing cached before. */
  async function homeRound(round: number) {
    const chrome = await launchChrome();
    try {
      const cold = await run(chrome, 'home', round);
      const repeat = await run(chrome, 'home-repeat', round, true);
      return { cold, repeat };
    } finally {
      chrome.kill();
    }
  }

  const home: Figures[] = [];
  const repeat: Figures[] = [];
  const refetched: string[][] = [];
  const floor: Figures[] = [];
  console.log(
    `\nLighthouse mobile preset (simulated 4G, 4x CPU), ${RUNS} rounds of home cold, home repeat visit, floor`,
  );
  for (let round = 1; round <= RUNS; round++) {
    const { cold, repeat: again } = await retried(() => homeRound(round));
    const f = await retried(() => floorRound(round));
    home.push(cold);
    repeat.push(again);
    refetched.push(again.hashedFromNetwork);
    floor.push(f);
    console.log(line(`home #${round}`, cold));
    console.log(
      `${line(`repeat #${round}`, again)}  hashed files from the network ${again.hashedFromNetwork.length}`,
    );
    console.log(line(`floor #${round}`, f));
    console.log(`  ratio #${round}       LCP(home)/LCP(floor) ${(cold.lcp / f.lcp).toFixed(2)}`);
  }
  const h = medianOf(home);
  const r = medianOf(repeat);
  const f = medianOf(floor);
  const ratio = h.lcp / f.lcp;
  const refetchedMax = Math.max(...refetched.map((list) => list.length));
  console.log(`\nmedian of ${RUNS}:`);
  console.log(line('/m/home', h));
  console.log(line('repeat visit', r));
  console.log(line('floor', f));
  console.log(`  LCP ratio      ${ratio.toFixed(2)} (target ≤ ${TARGETS.floorRatio})`);
  console.log(
    `  repeat visits: hashed files asked of the network, most in a round: ${refetchedMax} (target 0)`,
  );
  for (const what of new Set(refetched.flat())) console.log(`    ${what}`);
  if (r.lcp > TARGETS.repeatLcpMs)
    console.log(
      `OVER BUDGET: repeat-visit LCP ${(r.lcp / 1000).toFixed(2)} s > ${TARGETS.repeatLcpMs / 1000} s`,
    );
  if (refetchedMax > 0)
    console.log(`OVER BUDGET: ${refetchedMax} hashed files fetched again on a repeat visit`);
  if (h.score < TARGETS.score) console.log(`OVER BUDGET: score ${h.score} < ${TARGETS.score}`);
  if (h.lcp > TARGETS.lcpMs)
    console.log(`OVER BUDGET: LCP ${(h.lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (h.tbt > TARGETS.tbtMs) console.log(`OVER BUDGET: TBT ${Math.round(h.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (h.cls > TARGETS.cls) console.log(`OVER BUDGET: CLS ${h.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (ratio > TARGETS.floorRatio)
    console.log(`OVER BUDGET: LCP ratio ${ratio.toFixed(2)} > ${TARGETS.floorRatio}`);
  fs.writeFileSync(
    path.join(OUT_DIR, 'lighthouse-summary.json'),
    JSON.stringify(
      { runs: RUNS, home, repeat, floor, refetched, median: { home: h, repeat: r, floor: f, ratio } },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error('[bench] lighthouse failed:', error);
  process.exitCode = 1;
});

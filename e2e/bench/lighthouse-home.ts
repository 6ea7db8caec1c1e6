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
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';
import { median } from './median';

const OUT_DIR = path.resolve(__dirname, '../.bench');
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

/** Lighthouse ran but could not read its own trace: the figures of that run do not exist. */
class TraceFailed extends Error {}

interface Audit {
  numericValue?: number;
}
interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const medianOf = (runs: Figures[]): Figures => ({
  score: median(runs.map((r) => r.score)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
});
const line = (label: string, f: Figures) =>
  `  ${label.padEnd(14)} score ${String(Math.round(f.score)).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(f.tbt)).padStart(4)} ms  CLS ${f.cls.toFixed(3)}`;

async function main() {
  // Both are ES modules; import() keeps them loadable from this CommonJS-compiled file.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = CHROMIUM_PATH;
  fs.mkdirSync(OUT_DIR, { recursive: true });

  const homeUrl = `${SITE.origin}/m/home`;
  const floorUrl = `${SITE.origin}/__site/floor`;
  type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;
  const launch = () =>
    chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });

  /** One Lighthouse run in this browser; `repeat` keeps the profile's cache and storage (a returning player). */
  async function run(
    chrome: Chrome,
    name: string,
    url: string,
    round: number,
    repeat = false,
  ): Promise<Figures & { hashedFromNetwork: string[] }> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: repeat,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr, artifacts } = result;
    // e.g. NO_NAVSTART, 'Something went wrong with recording the trace… Please run Lighthouse again'.
    if (lhr.runtimeError) throw new TraceFailed(`${name} #${round}: ${lhr.runtimeError.code}`);
    const { formFactor, throttlingMethod } = lhr.configSettings;
    if (formFactor !== 'mobile' || throttlingMethod !== 'simulate')
      throw new Error(
        `Lighthouse ran ${formFactor} with ${throttlingMethod} throttling, not the mobile preset`,
      );
    const audit = (id: string): Audit => (lhr.audits[id] ?? {}) as Audit;
    const file = path.join(OUT_DIR, `lighthouse-${name}-${round}.json`);
    fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    if (process.env.LH_TRACE)
      fs.writeFileSync(
        file.replace('.json', '.trace.json'),
        JSON.stringify((artifacts as unknown as { Trace: unknown }).Trace),
      );
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint').numericValue ?? Number.NaN,
      lcp: audit('largest-contentful-paint').numericValue ?? Number.NaN,
      tbt: audit('total-blocking-time').numericValue ?? Number.NaN,
      cls: audit('cumulative-layout-shift').numericValue ?? Number.NaN,
      hashedFromNetwork: hashedFromNetwork((artifacts.DevtoolsLog ?? []) as unknown as DevtoolsEvent[]),
    };
  }

  /** Home cold, then home again in the same profile (the repeat visit). A fresh browser: nothing cached before. */
  async function homeRound(round: number) {
    const chrome = await launch();
    try {
      const cold = await run(chrome, 'home', homeUrl, round);
      const repeat = await run(chrome, 'home-repeat', homeUrl, round, true);
      return { cold, repeat };
    } finally {
      chrome.kill();
    }
  }
  async function floorRound(round: number) {
    const chrome = await launch();
    try {
      return await run(chrome, 'floor', floorUrl, round);
    } finally {
      chrome.kill();
    }
  }
  /** A round whose trace Lighthouse could not read is run again from a fresh browser (twice at most). */
  async function retried<T>(round: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await round();
      } catch (error) {
        if (!(error instanceof TraceFailed) || attempt === 3) throw error;
        console.log(`  (${error.message}: the round runs again)`);
      }
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

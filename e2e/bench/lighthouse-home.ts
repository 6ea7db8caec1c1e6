/**
 * Lighthouse (12.8.2: lighthouse 13 needs Node 22) on /m/home of the test site and on the static floor
 * page (`/__site/floor`: a header and the same first banner, no JavaScript, same gateway), mobile preset, in
 * Debian's Chromium. BENCH_RUNS rounds (default 3), home and floor back to back in each round; prints each
 * run and the medians (score, FCP, LCP, TBT, CLS) with the ratio LCP(home) / LCP(floor), the figure that
 * survives a noisy machine. Writes the JSON reports and lighthouse-summary.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const TARGETS = { score: 95, lcpMs: 1500, tbtMs: 100, cls: 0.01, floorRatio: 1.9 };

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
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

  async function measure(name: string, url: string, run: number): Promise<Figures> {
    // A fresh browser per run: nothing cached from the previous one.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      const audit = (id: string): Audit => (lhr.audits[id] ?? {}) as Audit;
      const file = path.join(OUT_DIR, `lighthouse-${name}-${run}.json`);
      fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint').numericValue ?? Number.NaN,
        lcp: audit('largest-contentful-paint').numericValue ?? Number.NaN,
        tbt: audit('total-blocking-time').numericValue ?? Number.NaN,
        cls: audit('cumulative-layout-shift').numericValue ?? Number.NaN,
      };
    } finally {
      chrome.kill();
    }
  }

  const homeUrl = `${SITE.origin}/m/home`;
  const floorUrl = `${SITE.origin}/__site/floor`;
  const home: Figures[] = [];
  const floor: Figures[] = [];
  console.log(`\nLighthouse mobile preset (simulated 4G, 4x CPU), ${RUNS} rounds of home then floor`);
  for (let run = 1; run <= RUNS; run++) {
    home.push(await measure('home', homeUrl, run));
    floor.push(await measure('floor', floorUrl, run));
    const h = home[run - 1] as Figures;
    const f = floor[run - 1] as Figures;
    console.log(line(`home #${run}`, h));
    console.log(line(`floor #${run}`, f));
    console.log(`  ratio #${run}       LCP(home)/LCP(floor) ${(h.lcp / f.lcp).toFixed(2)}`);
  }
  const h = medianOf(home);
  const f = medianOf(floor);
  const ratio = h.lcp / f.lcp;
  console.log(`\nmedian of ${RUNS}:`);
  console.log(line('/m/home', h));
  console.log(line('floor', f));
  console.log(`  LCP ratio      ${ratio.toFixed(2)} (target ≤ ${TARGETS.floorRatio})`);
  if (h.score < TARGETS.score) console.log(`OVER BUDGET: score ${h.score} < ${TARGETS.score}`);
  if (h.lcp > TARGETS.lcpMs)
    console.log(`OVER BUDGET: LCP ${(h.lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (h.tbt > TARGETS.tbtMs) console.log(`OVER BUDGET: TBT ${Math.round(h.tbt)} ms > ${TARGETS.tbtMs} ms`);
  if (h.cls > TARGETS.cls) console.log(`OVER BUDGET: CLS ${h.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (ratio > TARGETS.floorRatio)
    console.log(`OVER BUDGET: LCP ratio ${ratio.toFixed(2)} > ${TARGETS.floorRatio}`);
  fs.writeFileSync(
    path.join(OUT_DIR, 'lighthouse-summary.json'),
    JSON.stringify({ runs: RUNS, home, floor, median: { home: h, floor: f, ratio } }, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error('[bench] lighthouse failed:', error);
  process.exitCode = 1;
});

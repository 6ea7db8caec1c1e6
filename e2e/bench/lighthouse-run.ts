/**
 * What the Lighthouse parts of the bench share (lighthouse-home.ts, lighthouse-pages.ts): one Lighthouse 13
 * run in a browser of ours (mobile preset, checked on each run), its figures, the static floor round
 * (`/__site/floor`: a header and the same first banner, no JavaScript, same gateway), a retry of rounds
 * whose trace Lighthouse could not read, medians and the printed line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';
import { median } from './median';

export const OUT_DIR = path.resolve(__dirname, '../.bench');
export const FLOOR_URL = `${SITE.origin}/__site/floor`;

/** Lighthouse ran but could not read its own trace: the figures of that run do not exist. */
export class TraceFailed extends Error {}

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's CPU benchmark of the run (`environment.benchmarkIndex`): how fast this machine was then. Its
   * TBT counts the wall time of each task, so the same page's TBT follows it (docs/performance.md, 29 Nov).
   */
  cpuIndex: number;
}

/** The run's report, kept for the parts that read more of it (requests, long tasks). */
export type Report = Awaited<ReturnType<typeof import('lighthouse').default>>;
export type Lhr = NonNullable<Report>['lhr'];
type ChromeLauncher = typeof import('chrome-launcher');
export type Chrome = Awaited<ReturnType<ChromeLauncher['launch']>>;

export const medianOf = (runs: readonly Figures[]): Figures => ({
  score: median(runs.map((r) => r.score)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  cpuIndex: median(runs.map((r) => r.cpuIndex)),
});

export const line = (label: string, f: Figures) =>
  `  ${label.padEnd(14)} score ${String(Math.round(f.score)).padStart(3)}  FCP ${(f.fcp / 1000).toFixed(2)} s  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(f.tbt)).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  CPU index ${Math.round(f.cpuIndex)}`;

/** A fresh headless Chromium with the suite's flags (nothing cached). */
export async function launchChrome(): Promise<Chrome> {
  // An ES module; import() keeps it loadable from this CommonJS-compiled file.
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = CHROMIUM_PATH;
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
}

/** The numeric value of one audit of a report (NaN when it has none). */
export const auditValue = (lhr: Lhr, id: string): number =>
  (lhr.audits[id] as { numericValue?: number } | undefined)?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run of `url` in this browser; `keepStorage` keeps the profile's cache and storage (a
 * returning player, or a session the caller put there). Writes the JSON report (and with LH_TRACE=1 the
 * trace) to .bench/lighthouse-<name>-<round>.json.
 */
export async function runLighthouse(
  chrome: Chrome,
  name: string,
  url: string,
  round: number,
  keepStorage = false,
): Promise<{ figures: Figures; lhr: Lhr; report: NonNullable<Report> }> {
  const { default: lighthouse } = await import('lighthouse');
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
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
  const file = path.join(OUT_DIR, `lighthouse-${name}-${round}.json`);
  fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  if (process.env.LH_TRACE)
    fs.writeFileSync(
      file.replace('.json', '.trace.json'),
      JSON.stringify((artifacts as unknown as { Trace: unknown }).Trace),
    );
  return {
    figures: {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: auditValue(lhr, 'first-contentful-paint'),
      lcp: auditValue(lhr, 'largest-contentful-paint'),
      tbt: auditValue(lhr, 'total-blocking-time'),
      cls: auditValue(lhr, 'cumulative-layout-shift'),
      cpuIndex: lhr.environment.benchmarkIndex,
    },
    lhr,
    report: result,
  };
}

/** A round whose trace Lighthouse could not read is run again from a fresh browser (twice at most). */
export async function retried<T>(round: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await round();
    } catch (error) {
      if (!(error instanceof TraceFailed) || attempt === 3) throw error;
      console.log(`  (${error.message}: the round runs again)`);
    }
  }
}

/** The static floor, cold, in a fresh browser: the figure every page of the same run is held against. */
export async function floorRound(round: number, name = 'floor'): Promise<Figures> {
  const chrome = await launchChrome();
  try {
    return (await runLighthouse(chrome, name, FLOOR_URL, round)).figures;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (12.8.2: lighthouse 13 needs Node 22) on /m/home of the test site, mobile preset, in
 * Debian's Chromium. Prints score, LCP, TBT and CLS against DESIGN.md's targets; writes the JSON report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const TARGETS = { lcpMs: 2000, tbtMs: 100, cls: 0.02 };

interface Audit {
  numericValue?: number;
  displayValue?: string;
}

async function main() {
  // Both are ES modules; import() keeps them loadable from this CommonJS-compiled file.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    const url = `${SITE.origin}/m/home`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const audit = (id: string): Audit => (lhr.audits[id] ?? {}) as Audit;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = audit('largest-contentful-paint').numericValue ?? Number.NaN;
    const tbt = audit('total-blocking-time').numericValue ?? Number.NaN;
    const cls = audit('cumulative-layout-shift').numericValue ?? Number.NaN;
    const fcp = audit('first-contentful-paint').numericValue ?? Number.NaN;

    console.log(
      `\nLighthouse ${lhr.lighthouseVersion}, mobile preset (${lhr.configSettings.throttlingMethod}), ${url}`,
    );
    console.log(`  performance score  ${score}`);
    console.log(`  FCP                ${(fcp / 1000).toFixed(2)} s`);
    console.log(`  LCP                ${(lcp / 1000).toFixed(2)} s   (target ≤ ${TARGETS.lcpMs / 1000} s)`);
    console.log(`  TBT                ${Math.round(tbt)} ms   (target ≤ ${TARGETS.tbtMs} ms)`);
    console.log(`  CLS                ${cls.toFixed(3)}   (target ≤ ${TARGETS.cls})`);
    if (lcp > TARGETS.lcpMs)
      console.log(`OVER BUDGET: LCP ${(lcp / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
    if (tbt > TARGETS.tbtMs) console.log(`OVER BUDGET: TBT ${Math.round(tbt)} ms > ${TARGETS.tbtMs} ms`);
    if (cls > TARGETS.cls) console.log(`OVER BUDGET: CLS ${cls.toFixed(3)} > ${TARGETS.cls}`);

    fs.mkdirSync(OUT_DIR, { recursive: true });
    const file = path.join(OUT_DIR, 'lighthouse-home.json');
    fs.writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    console.log(`  report: ${path.relative(process.cwd(), file)}`);
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] lighthouse failed:', error);
  process.exitCode = 1;
});

/**
 * Home under contention (issue 34): BENCH_RUNS rounds (3) of Lighthouse 13's mobile preset on cold /m/home
 * and on the static floor, each once on the machine as it is ('quiet') and once with one core kept busy
 * ('busy'): a child process spinning for the length of that one Lighthouse run (bounded: it ends itself
 * after BUSY_MAX_MS and is killed when the run ends), the same load for home and for the floor. Prints
 * the medians side by side, the check TBT(home, busy) ≤ 3 × TBT(floor, busy) + 100 ms, and what blocks
 * home when busy: the long tasks Lighthouse found (its 'long-tasks' audit, simulated durations) summed by
 * script URL over the busy rounds, and the scripts' main-thread time ('bootup-time'). Writes
 * .bench/lighthouse-contention.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../support/site';
import {
  type Figures,
  FLOOR_URL,
  type Lhr,
  launchChrome,
  line,
  medianOf,
  OUT_DIR,
  retried,
  runLighthouse,
} from './lighthouse-run';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
/** The spinner stops itself after this long even if nobody kills it. */
const BUSY_MAX_MS = 180_000;
/** Issue 34: home's TBT with one core busy ≤ 3 × the floor's + 100 ms. */
export const CONTENTION_TARGET = { factor: 3, plusMs: 100 };

/** One core kept busy: a child process spinning until killed (or BUSY_MAX_MS). */
function spin(): ChildProcess {
  return spawn(
    process.execPath,
    ['-e', `const end = Date.now() + ${BUSY_MAX_MS}; let x = 0; while (Date.now() < end) x = (x + 1) % 1e9;`],
    { stdio: 'ignore' },
  );
}

interface TaskRow {
  url: string;
  count: number;
  totalMs: number;
  longestMs: number;
}

const shortUrl = (url: string) => url.replace(SITE.origin, '').replace(/^http:\/\/127\.0\.0\.1:/, ':');

function longTasks(lhr: Lhr): { url: string; duration: number }[] {
  const items = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] })
    ?.items;
  return (items ?? []).map((item) => ({
    url: shortUrl(item.url ?? '(unattributed)'),
    duration: item.duration ?? 0,
  }));
}

function bootup(lhr: Lhr): { url: string; total: number; scripting: number }[] {
  const items = (
    lhr.audits['bootup-time']?.details as { items?: { url?: string; total?: number; scripting?: number }[] }
  )?.items;
  return (items ?? []).map((item) => ({
    url: shortUrl(item.url ?? ''),
    total: item.total ?? 0,
    scripting: item.scripting ?? 0,
  }));
}

async function once(
  name: string,
  url: string,
  round: number,
  busy: boolean,
): Promise<{ figures: Figures; lhr: Lhr }> {
  const chrome = await launchChrome();
  const spinner = busy ? spin() : null;
  try {
    const { figures, lhr } = await runLighthouse(chrome, name, url, round);
    return { figures, lhr };
  } finally {
    spinner?.kill('SIGKILL');
    chrome.kill();
  }
}

async function main() {
  const homeUrl = `${SITE.origin}/m/home`;
  const figures = {
    homeQuiet: [] as Figures[],
    floorQuiet: [] as Figures[],
    homeBusy: [] as Figures[],
    floorBusy: [] as Figures[],
  };
  const tasks = new Map<string, TaskRow>();
  const scripts = new Map<string, { total: number; scripting: number }>();
  console.log(
    `\nLighthouse mobile preset, ${RUNS} rounds of home and the floor, quiet and with one core kept busy (a spinning process)`,
  );
  for (let round = 1; round <= RUNS; round++) {
    const homeQuiet = await retried(() => once('contention-home-quiet', homeUrl, round, false));
    const floorQuiet = await retried(() => once('contention-floor-quiet', FLOOR_URL, round, false));
    const homeBusy = await retried(() => once('contention-home-busy', homeUrl, round, true));
    const floorBusy = await retried(() => once('contention-floor-busy', FLOOR_URL, round, true));
    figures.homeQuiet.push(homeQuiet.figures);
    figures.floorQuiet.push(floorQuiet.figures);
    figures.homeBusy.push(homeBusy.figures);
    figures.floorBusy.push(floorBusy.figures);
    for (const task of longTasks(homeBusy.lhr)) {
      const row = tasks.get(task.url) ?? { url: task.url, count: 0, totalMs: 0, longestMs: 0 };
      row.count++;
      row.totalMs += task.duration;
      row.longestMs = Math.max(row.longestMs, task.duration);
      tasks.set(task.url, row);
    }
    for (const script of bootup(homeBusy.lhr)) {
      const row = scripts.get(script.url) ?? { total: 0, scripting: 0 };
      row.total += script.total / RUNS;
      row.scripting += script.scripting / RUNS;
      scripts.set(script.url, row);
    }
    console.log(line(`home #${round}`, homeQuiet.figures));
    console.log(line(`floor #${round}`, floorQuiet.figures));
    console.log(line(`home busy #${round}`, homeBusy.figures));
    console.log(line(`floor busy #${round}`, floorBusy.figures));
  }
  const m = {
    homeQuiet: medianOf(figures.homeQuiet),
    floorQuiet: medianOf(figures.floorQuiet),
    homeBusy: medianOf(figures.homeBusy),
    floorBusy: medianOf(figures.floorBusy),
  };
  const limit = CONTENTION_TARGET.factor * m.floorBusy.tbt + CONTENTION_TARGET.plusMs;
  console.log(`\nmedian of ${RUNS}:`);
  console.log(`${'  quiet'.padEnd(line('', m.homeQuiet).length)}  | one core busy`);
  for (const [label, quiet, busy] of [
    ['/m/home', m.homeQuiet, m.homeBusy],
    ['floor', m.floorQuiet, m.floorBusy],
  ] as const)
    console.log(`${line(label, quiet)}  |${line('', busy).slice(16)}`);
  console.log(
    `  busy: TBT(home) ${Math.round(m.homeBusy.tbt)} ms against 3 × TBT(floor) + 100 = ${Math.round(limit)} ms`,
  );
  if (m.homeBusy.tbt > limit)
    console.log(
      `OVER BUDGET: home's TBT with one core busy ${Math.round(m.homeBusy.tbt)} ms > ${Math.round(limit)} ms`,
    );
  const topTasks = [...tasks.values()].sort((a, b) => b.totalMs - a.totalMs).slice(0, 8);
  console.log(
    `\n  home, one core busy: long tasks by script over ${RUNS} rounds (Lighthouse's simulated durations)`,
  );
  for (const t of topTasks)
    console.log(
      `    ${String(Math.round(t.totalMs)).padStart(6)} ms in ${String(t.count).padStart(2)} tasks, longest ${String(Math.round(t.longestMs)).padStart(4)} ms  ${t.url}`,
    );
  const topScripts = [...scripts].sort((a, b) => b[1].total - a[1].total).slice(0, 6);
  console.log('  main-thread time by script (bootup-time, mean of the busy rounds)');
  for (const [url, s] of topScripts)
    console.log(
      `    ${String(Math.round(s.total)).padStart(6)} ms (scripting ${String(Math.round(s.scripting)).padStart(5)} ms)  ${url}`,
    );
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, 'lighthouse-contention.json'),
    `${JSON.stringify({ runs: RUNS, figures, median: m, limit, longTasks: topTasks, scripts: Object.fromEntries(topScripts) }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error('[bench] lighthouse contention failed:', error);
  process.exitCode = 1;
});

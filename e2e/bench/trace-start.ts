/**
 * A Chrome trace of a cold /m/home load on the test site (Pixel 7, CPU throttled 4x, as Lighthouse's mobile
 * preset) and every main-thread task over 50 ms with what it ran: the scripts evaluated, the functions called
 * (URL and name), style, layout, paint and garbage collection inside it. Run with the site up:
 * `E2E_PORT_OFFSET=<n> node --import tsx bench/trace-start.ts` from e2e/; writes e2e/.bench/trace-start.json
 * (open it in DevTools' Performance panel). Not part of `pnpm bench`: it is the tool to find what to split.
 * TRACE_PATH=/m/withdraw traces a deep link instead of home, TRACE_USER=<seeded user> as that member
 * (a session minted by the operator tool, in local storage with the frame hint cookies and the draw cookie,
 * as the bench does: a member's own page arrives drawn). TRACE_AFTER_MS=<ms> traces longer after the first
 * render (4000 by default; the settled page's preloads start at 3 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { frameHintCookies, issueDrawCookie, mintSession } from '../support/session';
import { SITE } from '../support/site';
import { type TraceEvent, topFunctions, whatItRan } from './trace-reading';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const LONG_TASK_MS = 50;
/** TRACE_CPU_SLOWDOWN=4 throttles the CPU as a phone; by default the trace runs unthrottled, like Lighthouse's. */
const CPU_SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 1);
/** Lighthouse's simulation: each observed task of 10 ms or more, 4 times as long (its mobile preset). */
const SIMULATED_SLOWDOWN = 4;
const SIGNIFICANT_MS = 10;
const TRACE_PATH = process.env.TRACE_PATH ?? '/m/home';
const TRACE_USER = process.env.TRACE_USER;
/** How long the trace (and the profile) runs on after the shell's first render: TRACE_AFTER_MS, 4 s by default. */
const AFTER_RENDER_MS = Number(process.env.TRACE_AFTER_MS ?? 4_000);

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    if (TRACE_USER) {
      const session = await mintSession(TRACE_USER);
      await context.addInitScript((info) => {
        window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
      }, session);
      await context.addCookies(frameHintCookies(session, SITE.origin));
      await issueDrawCookie(context, session, SITE.origin);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU_SLOWDOWN !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'toplevel',
        ],
      },
    });
    // TRACE_PROFILE=1: a sampling profile too, to name the functions of each long task (it slows them down).
    const profiling = process.env.TRACE_PROFILE === '1';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${SITE.origin}${TRACE_PATH}`, { waitUntil: 'load' });
    // The start (main.js after the banner, the start-up calls, the first render, the idle mounts) settles.
    await page.waitForFunction(() => performance.getEntriesByName('shell:render').length > 0, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(AFTER_RENDER_MS);
    const profile = profiling ? (await cdp.send('Profiler.stop')).profile : null;
    await cdp.send('Tracing.end');
    await done;
    fs.writeFileSync(path.join(OUT_DIR, 'trace-start.json'), JSON.stringify({ traceEvents: events }));

    // The page's renderer: the one that set the shell's start mark (about:blank had its own).
    const startMark = events.find((e) => e.name === 'shell:start');
    const pid = startMark?.pid;
    const tid = events.find(
      (e) =>
        e.pid === pid &&
        e.name === 'thread_name' &&
        (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
    )?.tid;
    const navStart =
      events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? events[0]?.ts ?? 0;
    const ms = (us: number) => (us / 1000).toFixed(0).padStart(5);
    const onMain = events.filter((e) => e.tid === tid && e.pid === pid);
    for (const mark of onMain.filter((e) => e.name.startsWith('shell:')))
      console.log(`mark ${mark.name} at ${ms(mark.ts - navStart)} ms`);
    // A task's thread time (tdur) leaves out the time other processes had the CPU: on a shared machine it is
    // the figure that compares runs. Simulated as Lighthouse does, slowed down 4x, the tasks over 50 ms block.
    const threadMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
    const firstPaint =
      onMain.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint')?.ts ?? navStart;
    const tasks = onMain.filter(
      (e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS / CPU_SLOWDOWN / 4,
    );
    let blocking = 0;
    let simulated = 0;
    for (const task of tasks) {
      const dur = (task.dur ?? 0) / 1000;
      const cpu = threadMs(task);
      if (dur > LONG_TASK_MS) blocking += dur - LONG_TASK_MS;
      const asSimulated = cpu >= SIGNIFICANT_MS / CPU_SLOWDOWN ? (cpu * SIMULATED_SLOWDOWN) / 1 : 0;
      if (task.ts >= firstPaint && CPU_SLOWDOWN === 1) simulated += Math.max(0, asSimulated - LONG_TASK_MS);
      if (cpu * SIMULATED_SLOWDOWN <= LONG_TASK_MS && dur <= LONG_TASK_MS) continue;
      console.log(
        `\ntask at ${ms(task.ts - navStart)} ms, ${dur.toFixed(0)} ms (thread ${cpu.toFixed(1)} ms)`,
      );
      const inside = onMain
        .filter(
          (e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) >= 1000,
        )
        .sort((a, b) => a.ts - b.ts);
      for (const e of inside) {
        const what = whatItRan(e);
        if (what)
          console.log(`  +${ms(e.ts - task.ts)} ${((e.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${what}`);
      }
      if (profile)
        for (const line of topFunctions(profile, task.ts, task.ts + (task.dur ?? 0), {
          selfCount: 6,
          totalCount: 12,
        }))
          console.log(`    ${line}`);
    }
    console.log(
      `\nobserved blocking time ${blocking.toFixed(0)} ms (CPU ${CPU_SLOWDOWN}x); ` +
        (CPU_SLOWDOWN === 1
          ? `thread time of the tasks after the first paint, 4x as Lighthouse simulates: blocking ${simulated.toFixed(0)} ms`
          : ''),
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

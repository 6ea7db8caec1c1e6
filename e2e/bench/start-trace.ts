/**
 * One cold load of a page of the test site, traced (Pixel 7, a fresh browser context: empty HTTP cache), as
 * a seeded member where `user` is given (a session minted by the operator tool, in local storage with the
 * frame hint cookies and the draw cookie, as the bench does: a member's own page arrives drawn); and what
 * Lighthouse's mobile preset makes of its main thread, counted from each task's thread time (the CPU it had;
 * on this virtual machine it still rises with the load, decision 0721). Used by `trace-start.ts` (one load,
 * explained), `trace-tap.ts` (its tracing) and the bench's `threads` part (`thread-time-pages.ts`).
 */
import type { Browser, CDPSession } from '@playwright/test';
import { devices } from '@playwright/test';
import { frameHintCookies, issueDrawCookie, mintSession } from '../support/session';
import { SITE } from '../support/site';
import type { CpuProfile, TraceEvent } from './trace-reading';

/** Lighthouse's simulation: each observed task of 10 ms or more, 4 times as long (its mobile preset). */
export const SIMULATED_SLOWDOWN = 4;
const SIGNIFICANT_MS = 10;
export const LONG_TASK_MS = 50;

export interface StartTraceOptions {
  path: string;
  user?: string;
  /** A sampling profile too (it slows the page down a little). */
  profile?: boolean;
  /** How long the trace runs on after the shell's first render (the settled page's preloads start at 3 s). */
  afterRenderMs?: number;
  /** CPU throttling of the page (1: none, as Lighthouse's simulation observes it). */
  cpuSlowdown?: number;
}

export interface StartTrace {
  events: TraceEvent[];
  profile: CpuProfile | null;
}

/**
 * Starts Chrome's trace of the page's main thread (tasks, scripts, style, layout, paint, user timing) and,
 * with `profiling`, a sampling profile; the function returned ends both and gives what they recorded.
 */
export async function startTracing(cdp: CDPSession, profiling: boolean): Promise<() => Promise<StartTrace>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        // V8's compiles, for trace-tap.ts's TRACE_COMPILE=1 (the category slows compiling down a little).
        ...(process.env.TRACE_COMPILE ? ['disabled-by-default-v8.compile'] : []),
        'blink.user_timing',
        'loading',
        'toplevel',
      ],
    },
  });
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  return async () => {
    const profile = profiling ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : null;
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    return { events, profile };
  };
}

export async function traceColdStart(browser: Browser, options: StartTraceOptions): Promise<StartTrace> {
  const { path, user, profile: profiling = false, afterRenderMs = 4_000, cpuSlowdown = 1 } = options;
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    if (user) {
      const session = await mintSession(user);
      await context.addInitScript((info) => {
        window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
      }, session);
      await context.addCookies(frameHintCookies(session, SITE.origin));
      await issueDrawCookie(context, session, SITE.origin);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const stop = await startTracing(cdp, profiling);
    await page.goto(`${SITE.origin}${path}`, { waitUntil: 'load' });
    // The start (main.js after the banner, the start-up calls, the first render, the idle mounts) settles.
    await page.waitForFunction(() => performance.getEntriesByName('shell:render').length > 0, null, {
      timeout: 30_000,
    });
    await page.waitForTimeout(afterRenderMs);
    return await stop();
  } finally {
    await context.close();
  }
}

/** The page's renderer main thread (the one that set the shell's start mark), its navigation start and first paint. */
export function pageMainThread(events: readonly TraceEvent[]) {
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
  const onMain = events.filter((e) => e.tid === tid && e.pid === pid);
  const firstPaint =
    onMain.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint')?.ts ?? navStart;
  return { onMain, navStart, firstPaint };
}

/** A task's thread time in ms (its wall time where the trace has none). */
export const threadMs = (e: TraceEvent): number => (e.tdur ?? e.dur ?? 0) / 1000;

/**
 * The blocking time Lighthouse's simulation would count for the tasks after the first paint, from their
 * thread time: each task of 10 ms or more, 4 times as long, less 50 ms. (Observed at 1x CPU only.)
 */
export function simulatedBlockingAfterFirstPaint(events: readonly TraceEvent[]): number {
  const { onMain, firstPaint } = pageMainThread(events);
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= firstPaint)
    .map(threadMs)
    .filter((cpu) => cpu >= SIGNIFICANT_MS)
    .reduce((sum, cpu) => sum + Math.max(0, cpu * SIMULATED_SLOWDOWN - LONG_TASK_MS), 0);
}

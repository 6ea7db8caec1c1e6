/**
 * A Chrome trace of one tap of the taps part (measure-taps.ts) and where its time goes, from the tap to the
 * frame after the next page's parcel has drawn (0811): each main-thread task in between with what it ran
 * (scripts, functions by URL, timers, animation frames, style, layout, paint, GC), the idle time between
 * tasks, the requests made after the tap, the user timing marks, and with TRACE_PROFILE=1 the functions that
 * ran longest (a sampling profile; it slows the page down a little). As the bench: Pixel 7, CPU 4× slower,
 * the user's browser with a warm HTTP cache (one untraced tap of the same entry first), the page idle and
 * its preloads done before the tap. Run with the site up, from e2e/:
 *   `E2E_PORT_OFFSET=<n> TAP='Withdraw' [TAP_MENU=drawer] [TRACE_ROUNDS=3] node --import tsx bench/trace-tap.ts`
 * TAP is the entry's label (exact, English). TRACE_COMPILE=1 adds V8's compile events to the trace and
 * prints the functions compiled on the main thread in the tap's window (their time is slowed 4× too).
 * Writes e2e/.bench/trace-tap-<label>-<round>.json (open it in DevTools' Performance panel) and, profiled,
 * its .cpuprofile (with the tap's window, `tapWindow`). The thread time beside each task tells a busy
 * machine's waits from the page's own work. Not part of
 * `pnpm bench`: it is the tool to find what a tap waits for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { mintSession } from '../support/session';
import { startTracing } from './start-trace';
import { drawnScript, openAndSettle, type TapCase, tapCases } from './tap-cases';
import { type CpuProfile, shortUrl, type TraceEvent, topFunctions, whatItRan } from './trace-reading';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const CPU_THROTTLING = 4;
const ROUNDS = Math.max(Number(process.env.TRACE_ROUNDS ?? 1), 1);
const PROFILING = process.env.TRACE_PROFILE === '1';
const DRAWN_MARK = 'trace-tap:drawn';

/** The page's main thread: the renderer that set the drawn mark. */
function mainThreadOf(events: TraceEvent[]): TraceEvent[] {
  const drawn = events.find((e) => e.name === DRAWN_MARK);
  if (!drawn) throw new Error('the trace has no drawn mark');
  return events.filter((e) => e.pid === drawn.pid && e.tid === drawn.tid);
}

/** Prints where the tap's time went; returns the tap's window (trace timestamps, µs). */
function report(events: TraceEvent[], profile: CpuProfile | null): { from: number; to: number } {
  const main = mainThreadOf(events);
  const tap = main.find(
    (e) =>
      e.name === 'EventDispatch' &&
      ['touchstart', 'pointerdown', 'mousedown'].includes(String(e.args?.data?.type ?? '')),
  );
  const drawn = main.find((e) => e.name === DRAWN_MARK);
  if (!tap || !drawn) throw new Error('the trace has no tap or no drawn mark');
  const from = tap.ts;
  const to = drawn.ts;
  const at = (ts: number) => `${((ts - from) / 1000).toFixed(1).padStart(6)}`;
  console.log(`tap (first input event dispatched) → drawn mark: ${((to - from) / 1000).toFixed(1)} ms`);
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let thread = 0;
  let previousEnd = from;
  let idle = 0;
  for (const task of tasks) {
    const dur = (task.dur ?? 0) / 1000;
    busy += dur;
    thread += (task.tdur ?? 0) / 1000;
    if (task.ts > previousEnd) idle += (task.ts - previousEnd) / 1000;
    previousEnd = Math.max(previousEnd, task.ts + (task.dur ?? 0));
    if (dur < 1) continue;
    console.log(
      `\n${at(task.ts)} ms  task ${dur.toFixed(1)} ms (thread ${((task.tdur ?? 0) / 1000).toFixed(1)})`,
    );
    const inside = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) >= 500)
      .sort((a, b) => a.ts - b.ts);
    for (const e of inside) {
      const what = whatItRan(e);
      if (what) console.log(`   +${at(e.ts)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${what}`);
    }
  }
  console.log(
    `\ntasks ${busy.toFixed(0)} ms (thread time ${thread.toFixed(0)} ms: the rest is other processes' on a shared machine), main thread idle between them ${idle.toFixed(0)} ms, of ${((to - from) / 1000).toFixed(0)} ms`,
  );
  // With TRACE_COMPILE=1: the functions V8 compiled on the main thread the first time they ran (lazily).
  const compiles = main.filter((e) => e.name === 'V8.CompileCode' && e.ts >= from && e.ts <= to);
  if (compiles.length > 0)
    console.log(
      `lazy compiles on the main thread: ${compiles.length} functions, ${(compiles.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000).toFixed(1)} ms`,
    );
  for (const e of main.filter((m) => m.cat.includes('blink.user_timing') && m.ts >= from && m.ts <= to))
    console.log(`mark ${e.name} at ${at(e.ts)} ms`);
  for (const e of events.filter((r) => r.name === 'ResourceSendRequest' && r.ts >= from && r.ts <= to))
    console.log(`request at ${at(e.ts)} ms ${shortUrl(e.args?.data?.url)}`);
  if (profile)
    for (const line of topFunctions(profile, from, to, { selfCount: 15, totalCount: 30 }))
      console.log(`  ${line}`);
  return { from, to };
}

async function tapOnce(context: BrowserContext, tap: TapCase, trace: string | null): Promise<void> {
  const page = await context.newPage();
  try {
    const entry = await openAndSettle(page, tap);
    const cdp = await context.newCDPSession(page);
    const stopTracing = trace ? await startTracing(cdp, PROFILING) : null;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const drawn = page.evaluate<number>(
      `(${drawnScript(tap)}).then((time) => { performance.mark(${JSON.stringify(DRAWN_MARK)}); return time; })`,
    );
    await entry.tap({ timeout: 5_000 });
    const drawnAt = await drawn;
    const tappedAt = await page.evaluate<number>('window.__tap.tappedAt');
    console.log(`\n${tap.menu} '${tap.label}' → ${tap.to}: drawn ${(drawnAt - tappedAt).toFixed(0)} ms`);
    if (!stopTracing) return;
    await page.waitForTimeout(300);
    const { events, profile } = await stopTracing();
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, `${trace}.json`), JSON.stringify({ traceEvents: events }));
    const window = report(events, profile);
    // The profile and the tap's window in its clock, for DevTools or a script with the build's source maps.
    if (profile)
      fs.writeFileSync(
        path.join(OUT_DIR, `${trace}.cpuprofile`),
        JSON.stringify({ ...profile, tapWindow: window }),
      );
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function main() {
  const label = process.env.TAP;
  const menu = process.env.TAP_MENU;
  const tap = tapCases().find((c) => c.label === label && (!menu || c.menu === menu));
  if (!tap) throw new Error(`no tap labelled ${label}${menu ? ` in ${menu}` : ''} (TAP, TAP_MENU)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-tap-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
  });
  try {
    const session = await mintSession(tap.user);
    await context.addInitScript((info) => {
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    }, session);
    for (const page of context.pages()) await page.close();
    // Warms the HTTP cache as the bench's earlier taps do.
    await tapOnce(context, tap, null);
    const slug = tap.label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (let round = 1; round <= ROUNDS; round++) await tapOnce(context, tap, `trace-tap-${slug}-${round}`);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * A Chrome trace of a cold /m/home load on the test site (Pixel 7, CPU throttled 4x, as Lighthouse's mobile
 * preset) and every main-thread task over 50 ms with what it ran: the scripts evaluated, the functions called
 * (URL and name), style, layout, paint and garbage collection inside it. Run with the site up:
 * `E2E_PORT_OFFSET=<n> node --import tsx bench/trace-start.ts` from e2e/; writes e2e/.bench/trace-start.json
 * (open it in DevTools' Performance panel). Not part of `pnpm bench`: it is the tool to find what to split.
 * TRACE_PATH=/m/withdraw traces a deep link instead of home, TRACE_USER=<seeded user> as that member
 * (a session minted by the operator tool, in local storage with the frame hint cookies, as the bench does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { frameHintCookies, mintSession } from '../support/session';
import { SITE } from '../support/site';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const LONG_TASK_MS = 50;
/** TRACE_CPU_SLOWDOWN=4 throttles the CPU as a phone; by default the trace runs unthrottled, like Lighthouse's. */
const CPU_SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 1);
/** Lighthouse's simulation: each observed task of 10 ms or more, 4 times as long (its mobile preset). */
const SIMULATED_SLOWDOWN = 4;
const SIGNIFICANT_MS = 10;
const TRACE_PATH = process.env.TRACE_PATH ?? '/m/home';
const TRACE_USER = process.env.TRACE_USER;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

const shortUrl = (url: unknown) =>
  String(url ?? '')
    .replace(SITE.origin, '')
    .replace(/^http:\/\/127\.0\.0\.1:/, ':');

/** What one trace event inside a long task ran, in one line (or null for the uninteresting ones). */
function whatItRan(event: TraceEvent): string | null {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
      return `${event.name} ${shortUrl(data.url)}`;
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName || '(anonymous)')} ${shortUrl(data.url)}:${String(data.lineNumber ?? '')}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'v8.evaluateModule':
      return `${event.name} ${String(data.type ?? '')}`;
    case 'ParseHTML':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'Paint':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'RunMicrotasks':
    case 'ParseAuthorStyleSheet':
    case 'Decode Image':
    case 'PrePaint':
    case 'Commit':
      return event.name;
    default:
      return null;
  }
}

interface CpuProfile {
  nodes: {
    id: number;
    parent?: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions that ran longest (self time, and with their callees) between two trace timestamps. */
function topFunctions(profile: CpuProfile, from: number, to: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const label = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f
      ? `${f.functionName || '(anon)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`
      : '?';
  };
  for (let i = 0; i < samples.length; i++) {
    t += deltas[i] ?? 0;
    const next = t + (deltas[i + 1] ?? 0);
    if (t < from || t > to) continue;
    const dt = (next - t) / 1000;
    const id = samples[i] as number;
    self.set(label(id), (self.get(label(id)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const l = label(n);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .filter(([l]) => !l.startsWith('(root)') && !l.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  return [
    ...top(self, 6).map(([l, v]) => `self ${v.toFixed(0).padStart(4)} ms ${l}`),
    ...top(total, 12).map(([l, v]) => `total ${v.toFixed(0).padStart(4)} ms ${l}`),
  ];
}

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
    await page.waitForTimeout(4_000);
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
    const threadMs = (e: TraceEvent) => ((e as TraceEvent & { tdur?: number }).tdur ?? e.dur ?? 0) / 1000;
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
        for (const line of topFunctions(profile, task.ts, task.ts + (task.dur ?? 0)))
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

/**
 * A Chrome trace of a cold /m/home load on the test site (Pixel 7, CPU throttled 4x, as Lighthouse's mobile
 * preset) and every main-thread task over 50 ms with what it ran: the scripts evaluated, the functions called
 * (URL and name), style, layout, paint and garbage collection inside it. Run with the site up:
 * `E2E_PORT_OFFSET=<n> node --import tsx bench/trace-start.ts` from e2e/; writes e2e/.bench/trace-start.json
 * (open it in DevTools' Performance panel). Not part of `pnpm bench`: it is the tool to find what to split
 * (the bench's `threads` part gives every deep link's figure of the last line, as medians).
 * TRACE_PATH=/m/withdraw traces a deep link instead of home, TRACE_USER=<seeded user> as that member
 * (a session minted by the operator tool, in local storage with the frame hint cookies and the draw cookie,
 * as the bench does: a member's own page arrives drawn). TRACE_AFTER_MS=<ms> traces longer after the first
 * render (4000 by default; the settled page's preloads start at 3 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import {
  LONG_TASK_MS,
  pageMainThread,
  SIMULATED_SLOWDOWN,
  simulatedBlockingAfterFirstPaint,
  threadMs,
  traceColdStart,
} from './start-trace';
import { topFunctions, whatItRan } from './trace-reading';

const OUT_DIR = path.resolve(__dirname, '../.bench');
/** TRACE_CPU_SLOWDOWN=4 throttles the CPU as a phone; by default the trace runs unthrottled, like Lighthouse's. */
const CPU_SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 1);

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { events, profile } = await traceColdStart(browser, {
      path: process.env.TRACE_PATH ?? '/m/home',
      user: process.env.TRACE_USER,
      profile: process.env.TRACE_PROFILE === '1',
      afterRenderMs: Number(process.env.TRACE_AFTER_MS ?? 4_000),
      cpuSlowdown: CPU_SLOWDOWN,
    });
    fs.writeFileSync(path.join(OUT_DIR, 'trace-start.json'), JSON.stringify({ traceEvents: events }));

    const { onMain, navStart } = pageMainThread(events);
    const ms = (us: number) => (us / 1000).toFixed(0).padStart(5);
    for (const mark of onMain.filter((e) => e.name.startsWith('shell:')))
      console.log(`mark ${mark.name} at ${ms(mark.ts - navStart)} ms`);
    const tasks = onMain.filter(
      (e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS / CPU_SLOWDOWN / 4,
    );
    let blocking = 0;
    for (const task of tasks) {
      const dur = (task.dur ?? 0) / 1000;
      const cpu = threadMs(task);
      if (dur > LONG_TASK_MS) blocking += dur - LONG_TASK_MS;
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
          ? `thread time of the tasks after the first paint, 4x as Lighthouse simulates: blocking ${simulatedBlockingAfterFirstPaint(events).toFixed(0)} ms`
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

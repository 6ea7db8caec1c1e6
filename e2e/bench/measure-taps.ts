/**
 * Every tap of issue 34: each tab of the tab bar and each drawer entry (on /m/home), each member-centre
 * entry (on /m/member/home) as player1, each agent-menu entry (on /m/agent) as agent41; the lists are the
 * page records' menus (shared-contracts/src/pages/page-menus.ts), the labels the English catalogues. Each
 * tap is made on a new page of the user's browser context (its HTTP cache warm, as a player's who has used
 * the site; no code of the page evaluated yet), Pixel 7, after the page is idle (its requests done, an idle
 * callback; on home also the shell's idle preloads, `shell:preloaded`), with the CPU throttled 4×. Figures:
 *  - drawn: the tap's first event (its own time stamp) to the frame after the next page's parcel has
 *    drawn (its first render committed into a new `section.remote-area[data-expose=<its expose>]`, the
 *    address on its path; two animation frames: the one that paints it; 0811); median of the rounds;
 *  - interaction: the longest Event Timing entry of the tap (input to the next paint, INP-style, from a
 *    PerformanceObserver of 'event' entries with an interactionId; under 16 ms Chromium reports none).
 * Rounds go across all entries (BENCH_RUNS, 3), so a time bound (BENCH_TAPS_SECONDS, 900) cuts whole
 * rounds. BENCH_TAPS (labels, comma-separated) keeps only those entries. Prints the table with 'OVER BUDGET' (drawn > 150 ms, interaction > 200 ms); writes .bench/taps.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { type MintedSession, mintSession } from '../support/session';
import { OUT_DIR } from './lighthouse-run';
import { median } from './median';
import { drawnScript, NotShown, openAndSettle, type TapCase, tapCases, type User } from './tap-cases';

const RUNS = Math.max(Number(process.env.BENCH_RUNS ?? 3), 1);
const TIME_BOUND_MS = Number(process.env.BENCH_TAPS_SECONDS ?? 900) * 1000;
/** BENCH_TAPS='Betting record,Withdraw' measures only the entries with those labels (to compare builds). */
const ONLY_LABELS = process.env.BENCH_TAPS?.split(',').map((label) => label.trim()) ?? null;
const CPU_THROTTLING = 4;
export const TAP_TARGETS = { drawnMs: 150, interactionMs: 200 };
const DRAWN_TIMEOUT_MS = 8_000;

interface Measured {
  drawn: number;
  interaction: number;
}

async function measureOnce(context: BrowserContext, tap: TapCase): Promise<Measured> {
  const page = await context.newPage();
  try {
    const entry = await openAndSettle(page, tap);
    const cdp = await context.newCDPSession(page);
    // Kept attached: a detached session drops its emulation; the page's close ends it.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const drawnAt = page.evaluate<number>(drawnScript(tap)).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: String(error) }),
    );
    await entry.tap({ timeout: 5_000 });
    const settled = await Promise.race([
      drawnAt,
      new Promise<{ ok: false; error: string }>((resolve) =>
        setTimeout(
          () => resolve({ ok: false, error: `not drawn within ${DRAWN_TIMEOUT_MS} ms` }),
          DRAWN_TIMEOUT_MS,
        ),
      ),
    ]);
    if (!settled.ok) throw new Error(`${settled.error} (at ${page.url()})`);
    // Event Timing entries arrive after the paint that ends them: a moment for the observer.
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => window.__tap ?? { tappedAt: -1, events: [] });
    if (probe.tappedAt < 0) throw new Error('no tap event seen');
    const ofTap = probe.events.filter((e) => e.start >= probe.tappedAt - 1);
    return {
      drawn: settled.value - probe.tappedAt,
      interaction: Math.max(0, ...ofTap.map((e) => e.duration)),
    };
  } finally {
    // Its browser may be gone already: the tap's own error says so.
    await page.close().catch(() => undefined);
  }
}

interface Row {
  tap: TapCase;
  drawn: number[];
  interaction: number[];
  failures: string[];
  notShown?: string;
}

/**
 * One browser per user, on a profile directory of its own: the HTTP cache is on disk, so a browser that
 * is started again (after it went away) still has a warm cache. The last lines the browser wrote are
 * kept, to say why it went away.
 */
class UserBrowser {
  private context: BrowserContext | null = null;
  private readonly log: string[] = [];
  private readonly dir: string;
  closedUnasked = 0;

  constructor(
    readonly user: User,
    private readonly session: MintedSession,
  ) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-taps-${user}-`));
  }

  /** The user's context, started (again) when it is not open. */
  async open(): Promise<BrowserContext> {
    if (this.context) return this.context;
    const context = await chromium.launchPersistentContext(this.dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ...devices['Pixel 7'],
      serviceWorkers: 'block',
      // A hang-up of the terminal must not close the browser under the bench (bench.sh ignores it too).
      handleSIGHUP: false,
      logger: {
        isEnabled: (name) => name === 'browser',
        log: (_name, _severity, message) => {
          this.log.push(String(message));
          if (this.log.length > 40) this.log.shift();
        },
      },
    });
    await context.addInitScript((info) => {
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    }, this.session);
    // A persistent context opens with a blank tab: each tap opens its own page.
    for (const page of context.pages()) await page.close();
    context.on('close', () => {
      if (this.context !== context) return; // closed by close()
      this.context = null;
      this.closedUnasked += 1;
      console.log(`  ! the browser of ${this.user} went away; its last lines:`);
      for (const line of this.log.slice(-12)) console.log(`      ${line.slice(0, 200)}`);
    });
    this.context = context;
    return context;
  }

  get isOpen(): boolean {
    return this.context !== null;
  }

  async close(): Promise<void> {
    const context = this.context;
    this.context = null;
    await context?.close().catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

async function main() {
  const cases = tapCases().filter((tap) => !ONLY_LABELS || ONLY_LABELS.includes(tap.label));
  if (cases.length === 0) throw new Error(`no tap labelled ${ONLY_LABELS?.join(' or ')} (BENCH_TAPS)`);
  const browsers = new Map<User, UserBrowser>();
  const rows: Row[] = cases.map((tap) => ({ tap, drawn: [], interaction: [], failures: [] }));
  const started = Date.now();
  let rounds = 0;
  try {
    for (const user of new Set(cases.map((c) => c.user)))
      browsers.set(user, new UserBrowser(user, await mintSession(user)));
    console.log(
      `\n${cases.length} taps (tabs, drawer, member centre, agent menu), Pixel 7, CPU ${CPU_THROTTLING}× slower, after the page is idle, up to ${RUNS} rounds within ${TIME_BOUND_MS / 1000} s`,
    );
    for (let round = 1; round <= RUNS; round++) {
      if (round > 1 && Date.now() - started > TIME_BOUND_MS) {
        console.log(`  (time bound reached: ${round - 1} rounds)`);
        break;
      }
      for (const row of rows) {
        const browser = browsers.get(row.tap.user);
        if (!browser || row.notShown) continue;
        // A tap whose browser went away under it is made once more in a browser started again.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const { drawn, interaction } = await measureOnce(await browser.open(), row.tap);
            row.drawn.push(Math.round(drawn));
            row.interaction.push(Math.round(interaction));
          } catch (error) {
            if (error instanceof NotShown) {
              row.notShown = error.message;
              break;
            }
            if (attempt === 1 && !browser.isOpen) continue;
            row.failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
          }
          break;
        }
      }
      rounds = round;
      console.log(`  round ${round} done at ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    for (const browser of browsers.values()) await browser.close();
  }
  const restarts = [...browsers.values()].reduce((sum, b) => sum + b.closedUnasked, 0);
  if (restarts > 0) console.log(`  (a browser went away ${restarts} time(s) and was started again)`);

  console.log(
    `\nmedian of ${rounds} rounds (drawn: tap → next page painted; interaction: input → next paint, the round's largest):`,
  );
  console.log(`  ${'menu'.padEnd(13)} ${'entry'.padEnd(24)} ${'opens'.padEnd(30)}   drawn  interaction`);
  const over: string[] = [];
  const report = rows.map(({ tap, drawn, interaction, failures, notShown }) => {
    const d = drawn.length > 0 ? median(drawn) : null;
    const worst = interaction.length > 0 ? Math.max(...interaction) : null;
    const marks = [
      d !== null && d > TAP_TARGETS.drawnMs ? `drawn ${d} ms > ${TAP_TARGETS.drawnMs} ms` : '',
      worst !== null && worst > TAP_TARGETS.interactionMs
        ? `interaction ${worst} ms > ${TAP_TARGETS.interactionMs} ms`
        : '',
    ].filter(Boolean);
    for (const mark of marks) over.push(`OVER BUDGET: ${tap.menu} '${tap.label}': ${mark}`);
    console.log(
      `  ${tap.menu.padEnd(13)} ${tap.label.slice(0, 24).padEnd(24)} ${tap.to.slice(0, 30).padEnd(30)} ${d === null ? '     –' : `${String(d).padStart(4)} ms`} ${worst === null ? '          –' : `${String(worst).padStart(7)} ms`}${marks.length > 0 ? '  OVER BUDGET' : ''}${failures.length > 0 ? `  FAILED ${failures.length}` : ''}${notShown ? `  (${notShown})` : ''}`,
    );
    return { ...tap, drawn, interaction, medianDrawn: d, worstInteraction: worst, failures, notShown };
  });
  const measured = report.filter((row) => row.medianDrawn !== null);
  if (measured.length > 0) {
    const slowest = [...measured].sort((a, b) => (b.medianDrawn ?? 0) - (a.medianDrawn ?? 0)).slice(0, 5);
    console.log(
      `  ${measured.length} of ${report.length} entries measured: drawn ${Math.min(...measured.map((r) => r.medianDrawn ?? 0))}–${Math.max(...measured.map((r) => r.medianDrawn ?? 0))} ms, median ${median(measured.map((r) => r.medianDrawn ?? 0))} ms; slowest: ${slowest.map((r) => `${r.menu} '${r.label}' ${r.medianDrawn}`).join(', ')}`,
    );
  }
  console.log(
    `  targets: drawn ≤ ${TAP_TARGETS.drawnMs} ms (median), no interaction over ${TAP_TARGETS.interactionMs} ms`,
  );
  for (const line of over) console.log(line);
  for (const row of report)
    for (const failure of new Set(row.failures))
      console.log(`FAILED: ${row.menu} '${row.label}': ${failure}`);
  if (report.some((row) => row.failures.length > 0)) process.exitCode = 1;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'taps.json'), `${JSON.stringify({ rounds, taps: report }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error('[bench] taps failed:', error);
  process.exitCode = 1;
});

/**
 * Cold /m/home on the test site, as a Pixel 7 in Debian's Chromium: bytes of JS and CSS on the wire
 * (gzip bodies, from CDP Network events), split into shell, each remote and shared singletons. The
 * critical path is what the page asked for before the shell's code could start (its user timing mark
 * `shell:start`, set when the bootstrap runs: every chunk it needs has arrived): main.js, the start
 * chunks, the shared singletons and the language catalogue. What the start asks for while it waits for its
 * API calls (the home widgets' remote code), after the first render (`shell:render`: below-the-fold parts,
 * carousel motion, single-spa with the first parcel) and in idle time (next pages) is listed apart.
 * Run by scripts/bench.sh with the site up; writes e2e/.bench/transfer.json.
 */

import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { DEPLOYABLES, type SharedFile, sharedFiles } from '../support/mf-manifest';
import { watchNetwork } from '../support/network';
import { REMOTE_PORTS, SITE } from '../support/site';

const OUT_DIR = path.resolve(__dirname, '../.bench');
const JS_BUDGET_KB = 180;
/** shell/src/bootstrap.tsx START_MARKS. */
const MARKS = { start: 'shell:start', render: 'shell:render' };

type Kind = 'js' | 'css';
interface Transfer {
  url: string;
  kind: Kind;
  group: string;
  /** Compressed body bytes (what the budget counts). */
  body: number;
  /** Body plus response headers, as DevTools 'transferred'. */
  wire: number;
  encoding: string;
}

function groupOf(url: string, shared: Map<string, SharedFile>): string {
  const clean = url.split(/[?#]/)[0] ?? url;
  if (shared.has(clean)) return 'shared';
  for (const [name, { origin }] of Object.entries(DEPLOYABLES)) if (clean.startsWith(origin)) return name;
  return 'other';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function main() {
  const shared = sharedFiles();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The budget is in gzip; the servers would send brotli to Chromium, so ask for gzip only.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, { url: string; kind: Kind | null; headers: number; encoding: string }>();
    const finished: Transfer[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const url = response.url.split(/[?#]/)[0] ?? response.url;
      const kind: Kind | null =
        type === 'Script' || url.endsWith('.js')
          ? 'js'
          : type === 'Stylesheet' || url.endsWith('.css')
            ? 'css'
            : null;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      seen.set(requestId, {
        url: response.url,
        kind,
        headers: response.encodedDataLength,
        encoding: String(headers['content-encoding'] ?? 'identity'),
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = seen.get(requestId);
      if (!entry?.kind) return;
      finished.push({
        url: entry.url,
        kind: entry.kind,
        group: groupOf(entry.url, shared),
        body: Math.max(0, encodedDataLength - entry.headers),
        wire: encodedDataLength,
        encoding: entry.encoding,
      });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const network = watchNetwork(page);
    await page.goto(`${SITE.origin}/m/home`);
    await network.idle();
    // Both games widgets (hot games, winners) must have drawn.
    const widgets = page.locator('[data-remote="games"][data-state="mounted"]');
    await widgets.first().waitFor({ timeout: 30_000 });
    await widgets.last().waitFor({ timeout: 30_000 });
    await network.idle();
    await page.waitForTimeout(1000);

    // When each file was asked for, against the shell's marks (resource and user timing share a clock).
    // A string: tsx would wrap inner functions in a helper the page does not have.
    const { startAt, renderAt, started } = await page.evaluate<{
      startAt: number;
      renderAt: number;
      started: { url: string; at: number }[];
    }>(`({
      startAt: performance.getEntriesByName(${JSON.stringify(MARKS.start)}, 'mark')[0]?.startTime ?? -1,
      renderAt: performance.getEntriesByName(${JSON.stringify(MARKS.render)}, 'mark')[0]?.startTime ?? -1,
      started: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime })),
    })`);
    if (startAt < 0 || renderAt < 0) throw new Error('the shell set no start or render mark');
    const askedAt = new Map<string, number>();
    for (const { url, at } of started) askedAt.set(url, Math.min(at, askedAt.get(url) ?? at));
    const when = (t: Transfer) => askedAt.get(t.url) ?? Number.POSITIVE_INFINITY;
    const transfers = finished.filter((t) => when(t) < startAt);
    const duringStart = finished.filter((t) => when(t) >= startAt && when(t) < renderAt);
    const afterFirstRender = finished.filter((t) => when(t) >= renderAt);

    const groups = ['shell', ...Object.keys(REMOTE_PORTS), 'shared', 'other'];
    const sum = (list: Transfer[], kind: Kind, field: 'body' | 'wire' = 'body') =>
      list.filter((t) => t.kind === kind).reduce((n, t) => n + t[field], 0);
    console.log(
      `\nCold /m/home, Pixel 7, cache disabled: JS and CSS the shell needs to start (asked for before it started at ${Math.round(startAt)} ms; first render at ${Math.round(renderAt)} ms), gzip bodies, KB\n`,
    );
    console.log(`${'group'.padEnd(8)} ${'files'.padStart(5)} ${'JS'.padStart(8)} ${'CSS'.padStart(8)}`);
    for (const group of groups) {
      const list = transfers.filter((t) => t.group === group);
      if (list.length === 0 && group === 'other') continue;
      console.log(
        `${group.padEnd(8)} ${String(list.length).padStart(5)} ${kb(sum(list, 'js'))} ${kb(sum(list, 'css'))}`,
      );
    }
    const jsTotal = sum(transfers, 'js');
    const names = (list: Transfer[]) => list.map((t) => t.url.split('/').pop()).join(', ');
    console.log(
      `asked for during the start-up calls, not awaited by the first render (home widgets; not in the table): ${duringStart.length} files, JS ${kb(sum(duringStart, 'js')).trim()} KB (${names(duringStart)})`,
    );
    console.log(
      `after the first render (below-the-fold parts, carousel motion, single-spa, idle preloads of next pages; not in the table): ${afterFirstRender.length} files, JS ${kb(sum(afterFirstRender, 'js')).trim()} KB (${names(afterFirstRender)})`,
    );
    const cssTotal = sum(transfers, 'css');
    console.log(
      `${'total'.padEnd(8)} ${String(transfers.length).padStart(5)} ${kb(jsTotal)} ${kb(cssTotal)}`,
    );
    console.log(
      `(with response headers: JS ${kb(sum(transfers, 'js', 'wire')).trim()} KB, CSS ${kb(sum(transfers, 'css', 'wire')).trim()} KB)`,
    );

    const byShared = new Map<string, number>();
    for (const t of transfers.filter((x) => x.group === 'shared')) {
      const file = shared.get(t.url.split(/[?#]/)[0] ?? t.url);
      const name = file ? `${file.name} (${file.from})` : '?';
      byShared.set(name, (byShared.get(name) ?? 0) + t.body);
    }
    console.log(`\nshared: ${[...byShared].map(([n, b]) => `${n} ${(b / 1024).toFixed(1)}`).join(', ')}`);
    const largest = [...transfers].sort((a, b) => b.body - a.body).slice(0, 6);
    console.log('largest files:');
    for (const t of largest) console.log(`  ${kb(t.body)} KB  ${t.group.padEnd(7)} ${t.url}`);
    const encodings = [...new Set(transfers.map((t) => t.encoding))].join(', ');
    console.log(`content-encoding seen: ${encodings}`);
    const plain = transfers.filter((t) => t.encoding === 'identity' && t.body > 1024);
    if (plain.length) console.log(`not compressed (>1 KB): ${plain.map((t) => t.url).join(', ')}`);

    const jsKb = jsTotal / 1024;
    console.log(`\nTotal JS gzip: ${jsKb.toFixed(1)} KB of ${JS_BUDGET_KB} KB budget`);
    if (jsKb > JS_BUDGET_KB) console.log(`OVER BUDGET: JS ${jsKb.toFixed(1)} KB > ${JS_BUDGET_KB} KB`);
    else console.log(`within budget (${(JS_BUDGET_KB - jsKb).toFixed(1)} KB to spare)`);

    fs.mkdirSync(OUT_DIR, { recursive: true });
    const report = {
      measuredAt: new Date().toISOString(),
      jsBudgetKb: JS_BUDGET_KB,
      startAt,
      renderAt,
      jsTotal,
      cssTotal,
      transfers,
      duringStart,
      afterFirstRender,
    };
    fs.writeFileSync(path.join(OUT_DIR, 'transfer.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] transfer measurement failed:', error);
  process.exitCode = 1;
});

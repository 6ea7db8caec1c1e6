/**
 * The live stream's figures (issue 32), against the test site's API on loopback (scripts/bench.sh starts it
 * with BENCH_METRICS=1, whose GET /wps/dev/event-loop answers the API's resident memory):
 *  1. streams one instance holds: BENCH_LIVE_STREAMS (1,000) guest streams opened on the API's own port,
 *     each from an address of its own (X-Forwarded-For; the API trusts loopback, and a stream's opens are
 *     limited per address), and the API's resident memory growth per stream once all of them are open;
 *  2. with those streams open, BENCH_LIVE_ROWS (200) ledger rows of player0 (a fund transfer of 1 in or
 *     out, one row each): the time from the request sent to the `balance` event read by a client of
 *     player0's stream (p50, p99), and to the new balance in the home header of a browser page of player0
 *     (p50, p99; a MutationObserver's clock, the same machine's);
 *  3. requests a member's idle /m/home makes in BENCH_LIVE_IDLE_SECONDS (60), two pages side by side in
 *     the same minute: the stream blocked (the page falls back to its timers) and the stream on.
 * Bounded in count and time; prints a table and writes e2e/.bench/live.json.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_STREAM_PATH } from '@mobile/shared-contracts';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { watchNetwork } from '../support/network';
import { type MintedSession, mintSession } from '../support/session';
import { SITE } from '../support/site';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1_000);
const ROWS = Number(process.env.BENCH_LIVE_ROWS ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 60);
const OPEN_BATCH = 50;
const EVENT_TIMEOUT_MS = 10_000;
const OUT = path.resolve(__dirname, '../.bench/live.json');
const API = SITE.apiOrigin;
const DEMO = { 'x-merchant-code': 'demo' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function rssBytes(): Promise<number> {
  const res = await fetch(`${API}/wps/dev/event-loop`);
  if (!res.ok) throw new Error('GET /wps/dev/event-loop failed: start the API with BENCH_METRICS=1');
  return ((await res.json()) as { value: { rssBytes: number } }).value.rssBytes;
}

interface Stream {
  /** Resolves with each SSE block as it arrives (events and heartbeats), with the time it came. */
  onBlock: (listener: (block: string, at: number) => void) => void;
  opened: Promise<boolean>;
  close: () => void;
}

/** One stream on the API's port; `opened` is true once its first bytes arrived. */
function openStream(headers: Record<string, string>): Stream {
  const abort = new AbortController();
  const listeners: ((block: string, at: number) => void)[] = [];
  const opened = (async () => {
    const res = await fetch(`${API}${LIVE_STREAM_PATH}`, {
      headers: { ...DEMO, accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    if (res.status !== 200 || !res.body) return false;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    const first = await reader.read();
    if (first.done) return false;
    const feed = (chunk: Uint8Array) => {
      const at = Date.now();
      pending += decoder.decode(chunk, { stream: true });
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) for (const listener of listeners) listener(block, at);
    };
    feed(first.value);
    void (async () => {
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) feed(read.value);
      } catch {
        // closed by the bench
      }
    })();
    return true;
  })().catch(() => false);
  return { onBlock: (listener) => listeners.push(listener), opened, close: () => abort.abort() };
}

/** The address of guest stream i: 10.x.y.z, one per stream. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function openGuestStreams(count: number): Promise<{ streams: Stream[]; refused: number }> {
  const streams: Stream[] = [];
  let refused = 0;
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, k) =>
      openStream({ 'x-forwarded-for': addressOf(start + k + 1) }),
    );
    const results = await Promise.all(batch.map((s) => s.opened));
    results.forEach((ok, k) => {
      if (ok) streams.push(batch[k] as Stream);
      else refused++;
    });
  }
  return { streams, refused };
}

/** A fund transfer of 1 between player0's main wallet and a game wallet: the main balance after it. */
async function transfer(token: string, direction: 'in' | 'out'): Promise<number> {
  const res = await fetch(`${API}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: {
      ...DEMO,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ direction, vendor: 'NOVA', amount: 1 }),
  });
  const body = (await res.json()) as { success: boolean; code: string; value: { main: number } };
  if (!body.success) throw new Error(`transfer ${direction} refused: ${body.code}`);
  return body.value.main;
}

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function memberPage(browser: Browser, session: MintedSession, blockStream: boolean) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  await context.addInitScript((info) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    if (!sessionStorage.getItem('mc_popups_seen')) sessionStorage.setItem('mc_popups_seen', '["*"]');
  }, session);
  // A proxy that refuses the stream: the page keeps its timers.
  if (blockStream) await context.route(`**${LIVE_STREAM_PATH}`, (route) => route.abort());
  const page = await context.newPage();
  const network = watchNetwork(page);
  await page.goto(`${SITE.origin}/m/home`);
  await page
    .locator('header.home-header')
    .getByText(/\d\.\d\d/)
    .waitFor();
  await network.idle(1_000);
  return page;
}

/** API calls the page makes while it sits (stream opens counted apart, static files not at all). */
function countRequests(page: Page) {
  const counts = { calls: 0, streamOpens: 0, paths: {} as Record<string, number> };
  page.on('request', (request) => {
    const url = new URL(request.url());
    // API calls only: icons and images under /wps/static/ are files (the winners board loads them as it turns).
    if (!/^\/(wps|lgw|lotto)\//.test(url.pathname) || url.pathname.startsWith('/wps/static/')) return;
    if (url.pathname === LIVE_STREAM_PATH) counts.streamOpens++;
    else counts.calls++;
    counts.paths[url.pathname] = (counts.paths[url.pathname] ?? 0) + 1;
  });
  return counts;
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const session = await mintSession('player0');
  try {
    // 1. Streams held and memory per stream.
    await sleep(1_000);
    const rssBefore = await rssBytes();
    const openStarted = Date.now();
    const { streams, refused } = await openGuestStreams(STREAMS);
    const openSeconds = (Date.now() - openStarted) / 1000;
    await sleep(2_000);
    const rssAfter = await rssBytes();
    const perStreamKb = (rssAfter - rssBefore) / 1024 / Math.max(1, streams.length);

    // 2. Ledger row → event (client of the stream) and → header (browser), with those streams open.
    const page = await memberPage(browser, session, false);
    await page.evaluate(() => {
      const header = document.querySelector('header.home-header');
      const seen: { at: number; text: string }[] = [];
      Object.assign(window, { __headerChanges: seen });
      if (header)
        new MutationObserver(() => seen.push({ at: Date.now(), text: header.textContent ?? '' })).observe(
          header,
          { childList: true, subtree: true, characterData: true },
        );
    });
    const member = openStream({ authorization: `Bearer ${session.token}` });
    if (!(await member.opened)) throw new Error("player0's stream did not open");
    const balances: { at: number; sumBalance: number }[] = [];
    member.onBlock((block, at) => {
      if (!/^event: balance$/m.test(block)) return;
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      balances.push({
        at,
        sumBalance: (JSON.parse(data) as { wallet: { sumBalance: number } }).wallet.sumBalance,
      });
    });
    const toEvent: number[] = [];
    const toHeader: number[] = [];
    let missed = 0;
    for (let row = 0; row < ROWS; row++) {
      const sent = Date.now();
      const main = await transfer(session.token, row % 2 === 0 ? 'in' : 'out');
      // The stream's event with this row's balance (it may come before the transfer's answer).
      const deadline = Date.now() + EVENT_TIMEOUT_MS;
      let event = balances.find((b) => b.at >= sent && Math.abs(b.sumBalance - main) < 0.005);
      while (!event && Date.now() < deadline) {
        await sleep(2);
        event = balances.find((b) => b.at >= sent && Math.abs(b.sumBalance - main) < 0.005);
      }
      if (event) toEvent.push(event.at - sent);
      else missed++;
      // The page's header with the new balance.
      const changed = await page
        .waitForFunction(
          ({ since, text }) =>
            (window as unknown as { __headerChanges: { at: number; text: string }[] }).__headerChanges.find(
              (c) => c.at >= since && c.text.includes(text),
            )?.at ?? false,
          { since: sent, text: money(main) },
          { timeout: EVENT_TIMEOUT_MS, polling: 10 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => null);
      if (changed !== null) toHeader.push(changed - sent);
    }
    member.close();
    await page.context().close();

    // 3. Requests per minute of an idle member page, stream blocked and stream on, in the same minute.
    const [timers, live] = await Promise.all([
      memberPage(browser, session, true),
      memberPage(browser, session, false),
    ]);
    const timerCounts = countRequests(timers);
    const liveCounts = countRequests(live);
    await sleep(IDLE_SECONDS * 1000);
    const perMinute = (n: number) => Math.round((n * 600) / IDLE_SECONDS) / 10;
    await timers.context().close();
    await live.context().close();
    for (const stream of streams) stream.close();

    const report = {
      streams: {
        asked: STREAMS,
        open: streams.length,
        refused,
        openSeconds,
        rssBefore,
        rssAfter,
        perStreamKb,
      },
      rows: {
        count: ROWS,
        missed,
        toEventMs: { p50: percentile(toEvent, 50), p99: percentile(toEvent, 99), max: Math.max(...toEvent) },
        toHeaderMs: {
          samples: toHeader.length,
          p50: percentile(toHeader, 50),
          p99: percentile(toHeader, 99),
        },
      },
      idle: {
        seconds: IDLE_SECONDS,
        timers: {
          callsPerMinute: perMinute(timerCounts.calls),
          streamOpensPerMinute: perMinute(timerCounts.streamOpens),
          paths: timerCounts.paths,
        },
        live: {
          callsPerMinute: perMinute(liveCounts.calls),
          streamOpensPerMinute: perMinute(liveCounts.streamOpens),
          paths: liveCounts.paths,
        },
      },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.table({
      [`streams open (of ${STREAMS})`]: {
        value: streams.length,
        note: `${refused} refused, ${openSeconds.toFixed(1)} s to open`,
      },
      'API resident memory': { value: `${mb(rssBefore)} → ${mb(rssAfter)}`, note: 'before → after' },
      'memory per stream': { value: `${perStreamKb.toFixed(1)} KB`, note: 'RSS growth / streams open' },
      'ledger row → stream event': {
        value: `p50 ${report.rows.toEventMs.p50} ms, p99 ${report.rows.toEventMs.p99} ms`,
        note: `${ROWS} rows, ${missed} missed, ${streams.length} other streams open`,
      },
      'ledger row → header balance': {
        value: `p50 ${report.rows.toHeaderMs.p50} ms, p99 ${report.rows.toHeaderMs.p99} ms`,
        note: `${toHeader.length} of ${ROWS} seen in the browser`,
      },
      'idle member page, stream blocked': {
        value: `${report.idle.timers.callsPerMinute} calls/min`,
        note: `${report.idle.timers.streamOpensPerMinute} stream attempts/min, ${IDLE_SECONDS} s`,
      },
      'idle member page, stream on': {
        value: `${report.idle.live.callsPerMinute} calls/min`,
        note: `${report.idle.live.streamOpensPerMinute} stream opens/min, ${IDLE_SECONDS} s`,
      },
    });
    console.log(`report: ${OUT}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_HEARTBEAT_MS, LIVE_STREAM_PATH } from '@mobile/shared-contracts';
import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * The live stream (issue 32) through the committed deploy/nginx gateway: each event is passed on as it is
 * written (never held in a buffer until a heartbeat or the end pushes it), and heartbeats keep a quiet
 * stream open past the proxy's read timeout. A second platform-api instance on the test site's database
 * beats every second (LIVE_HEARTBEAT_MS), and this run's copy of gateway.conf waits 3 s for a read instead
 * of the committed 75 s: the same ratio, seconds instead of minutes.
 */
const ROOT = path.resolve(__dirname, '../..');
const HEARTBEAT_MS = 1_000;
const COMMITTED_TIMEOUT = 'proxy_read_timeout 75s;';
/** Port of this spec's own API instance: beside the test site's API, dev (+1), metrics (+2), OIDC (+3). */
const API_PORT = SITE.apiPort + 7;
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

let api: ChildProcess;
test.beforeAll(async () => {
  api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'platform-api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(API_PORT),
      DATABASE_FILE: SITE.dataFile,
      DATABASE_URL: SITE.databaseUrl,
      SITE_PROFILE: 'demo',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_SESSION_MAX: '100000',
      CANARY_JUDGE_INTERVAL_S: '0',
      LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${API_ORIGIN}/wps/system/status`, {
      headers: { 'x-merchant-code': 'demo' },
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (api.exitCode !== null || Date.now() > deadline)
      throw new Error('the second platform-api did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});
test.afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
});

/** What arrived on the stream, in order, with the time each read brought it. */
interface Arrival {
  at: number;
  kind: 'heartbeat' | 'event';
  text: string;
}

/** Opens the member's stream through nginx and records every heartbeat and event as it arrives. */
async function openStream(origin: string, token: string) {
  const abort = new AbortController();
  // A proxy that holds the stream back may not even pass its headers: say so instead of hanging.
  const noHeaders = setTimeout(() => abort.abort(new Error('no stream headers within 10 s')), 10_000);
  const res = await fetch(`${origin}${LIVE_STREAM_PATH}`, {
    // As a browser asks: a proxy that compresses the stream would hold its events in the compressor.
    headers: {
      authorization: `Bearer ${token}`,
      'x-merchant-code': 'demo',
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
    },
    signal: abort.signal,
  });
  clearTimeout(noHeaders);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect.soft(res.headers.get('content-encoding'), 'the stream is not compressed').toBeNull();
  const arrivals: Arrival[] = [];
  let ended: number | null = null;
  let pending = '';
  const reading = (async () => {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const at = Date.now();
        pending += decoder.decode(read.value, { stream: true });
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block === ': hb') arrivals.push({ at, kind: 'heartbeat', text: block });
          else if (/^event: /m.test(block)) arrivals.push({ at, kind: 'event', text: block });
        }
      }
    } catch {
      // aborted by the test
    }
    ended = Date.now();
  })();
  return {
    arrivals,
    ended: () => ended,
    async next(kind: Arrival['kind'], after: number, timeoutMs = 10_000): Promise<Arrival> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = arrivals.find((a) => a.kind === kind && a.at >= after);
        if (found) return found;
        if (ended !== null || Date.now() > deadline)
          throw new Error(`no ${kind} after ${after}: ${JSON.stringify(arrivals)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** Moves money between player0's main wallet and a game wallet: one ledger row, made through nginx. */
async function transfer(token: string, direction: 'in' | 'out') {
  const res = await fetch(`${NGINX.origin}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-merchant-code': 'demo',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ direction, vendor: 'NOVA', amount: 1 }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

test.describe('the live stream through deploy/nginx', () => {
  test.describe.configure({ timeout: 90_000 });
  let nginx: RunningNginx | undefined;
  test.afterEach(async () => {
    await nginx?.stop();
    nginx = undefined;
  });

  test('the committed heartbeat is well inside the committed stream read timeout', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/gateway.conf'), 'utf8');
    expect(conf).toContain(COMMITTED_TIMEOUT);
    // Two heartbeats may be lost or late before nginx would end a quiet stream.
    expect(3 * LIVE_HEARTBEAT_MS).toBeLessThan(75_000);
  });

  test('an event written after the stream opened arrives before the next heartbeat; the stream outlives the read timeout', async () => {
    nginx = await startNginx({
      apiOrigin: API_ORIGIN,
      gatewayEdits: [[COMMITTED_TIMEOUT, 'proxy_read_timeout 3s;']],
    });
    const { token } = await mintSession('player0');
    const stream = await openStream(NGINX.origin, token);
    try {
      const opened = Date.now();
      // Right after a heartbeat the next one is a second away: the ledger row's event must come first.
      const beat = await stream.next('heartbeat', opened);
      await transfer(token, 'in');
      const event = await stream.next('event', beat.at);
      expect(event.text).toMatch(/^event: balance$/m);
      const afterBeat = stream.arrivals.slice(stream.arrivals.indexOf(beat) + 1);
      expect(afterBeat[0], JSON.stringify(stream.arrivals)).toBe(event);
      await transfer(token, 'out');
      await stream.next('event', event.at + 1);

      // Quiet but for its heartbeats, the stream is still open after more than twice the read timeout.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(stream.ended()).toBeNull();
      expect(
        stream.arrivals.filter((a) => a.kind === 'heartbeat' && a.at > opened + 3_000).length,
      ).toBeGreaterThanOrEqual(3);
    } finally {
      await stream.close();
    }
    expect(nginx.errorLog()).not.toMatch(/upstream timed out/);
  });

  test('without a heartbeat inside the read timeout nginx ends the stream (what the heartbeat prevents)', async () => {
    nginx = await startNginx({
      apiOrigin: API_ORIGIN,
      gatewayEdits: [[COMMITTED_TIMEOUT, 'proxy_read_timeout 300ms;']],
    });
    const { token } = await mintSession('player0');
    const opened = Date.now();
    const stream = await openStream(NGINX.origin, token);
    try {
      await expect.poll(() => stream.ended(), { timeout: 10_000 }).not.toBeNull();
      expect((stream.ended() ?? 0) - opened).toBeLessThan(HEARTBEAT_MS * 3);
    } finally {
      await stream.close();
    }
    expect(nginx.errorLog()).toMatch(/upstream timed out/);
  });
});

import { CHAT_STREAM_PATH } from '@mobile/shared-contracts';
import { endSessions } from '../accounts/account-store';
import { inTransaction } from '../db/in-transaction';
import { runOperator } from '../operator/run-operator';
import { hashToken } from '../security/token';
import { endAllSessions } from '../sessions/end-all-sessions';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { postEntry } from '../wallet/ledger';
import { LIVE_OPENS_PER_MINUTE } from './live-route';
import { listenOnLoopback, type OpenStream, openStream } from './live-test-kit';

/** Issue 32: the page's live stream, one event type at a time, replay, and whose events reach whom. */
let t: TestContext;
let base: string;
const open: OpenStream[] = [];

async function stream(options: Parameters<typeof openStream>[1] = {}): Promise<OpenStream> {
  const opened = await openStream(base, options);
  open.push(opened);
  return opened;
}

async function memberIdOf(user: string): Promise<number> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', user)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function credit(memberId: number, amountCents: number) {
  return inTransaction(t.db, (trx) =>
    postEntry(trx, { memberId, txCode: 'PAYOUT', amountCents, remark: 'win', reference: null }),
  );
}

async function operator(...argv: string[]) {
  const result = await runOperator(t.db, argv);
  if (result.exitCode !== 0) throw new Error(result.stderr);
}

beforeAll(async () => {
  t = await createTestContext({ liveHeartbeatMs: 300 });
  base = await listenOnLoopback(t.app);
});

afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

afterAll(async () => {
  await t.close();
});

describe('the stream', () => {
  it('answers text/event-stream, unbuffered, with an opening comment and heartbeats', async () => {
    const res = await fetch(`${base}/wps/live/stream`, { headers: { 'x-merchant-code': 'demo' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    await res.body?.cancel();
    const s = await stream();
    await s.quietFor(800);
    expect(s.comments.filter((c) => c === 'hb').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a token in the URL, and a token that no longer counts (401: the page signs out)', async () => {
    const token = await t.login('player1');
    expect(
      (await fetch(`${base}/wps/live/stream?token=${token}`, { headers: { 'x-merchant-code': 'demo' } }))
        .status,
    ).toBe(400);
    expect((await stream({ token: 'x'.repeat(40) })).status).toBe(401);
  });

  it('limits how often one session opens it', async () => {
    const token = await t.login('agent41m2');
    const statuses: number[] = [];
    for (let i = 0; i <= LIVE_OPENS_PER_MINUTE; i++) {
      const s = await stream({ token });
      statuses.push(s.status);
      s.close();
    }
    expect(statuses.slice(0, LIVE_OPENS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('each event', () => {
  it('balance: after any ledger row of the member, with the balance after it', async () => {
    const id = await memberIdOf('player1');
    const s = await stream({ token: await t.login('player1') });
    const { balanceAfterCents } = (await credit(id, 1_234)) as { balanceAfterCents: number };
    const got = await s.next((e) => e.type === 'balance');
    expect(got.event).toEqual({
      type: 'balance',
      wallet: expect.objectContaining({ sumBalance: balanceAfterCents / 100 }),
    });
  });

  it('balance: nothing for a ledger row rolled back', async () => {
    const id = await memberIdOf('player1');
    const s = await stream({ token: await t.login('player1') });
    await expect(
      inTransaction(t.db, async (trx) => {
        await postEntry(trx, {
          memberId: id,
          txCode: 'PAYOUT',
          amountCents: 500,
          remark: 'win',
          reference: null,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await s.quietFor(1_200)).toEqual([]);
  });

  it('chat and unread: an operator reply', async () => {
    const s = await stream({ token: await t.login('player2') });
    await operator('chat', '--merchant', 'demo', '--user', 'player2', '--reply', 'Hello from service');
    await s.next((e) => e.type === 'chat');
    await s.next((e) => e.type === 'unread');
  });

  it('unread: an inbox message, and an announcement to every member (guests get none)', async () => {
    const member = await stream({ token: await t.login('player2') });
    const guest = await stream();
    await operator(
      'inbox',
      '--merchant',
      'demo',
      '--user',
      'player2',
      '--title',
      'Hi',
      '--content',
      'News',
      '--service',
      'yes',
    );
    await member.next((e) => e.type === 'unread');
    await operator('announce', '--merchant', 'demo', '--type', 'A', '--title', 'Hi', '--content', 'All');
    await member.next((e) => e.type === 'unread');
    expect((await guest.quietFor(600)).map((r) => r.event.type)).not.toContain('unread');
  });

  it('status and manifest: to guests and members of the merchant, never to another merchant', async () => {
    const guest = await stream();
    const member = await stream({ token: await t.login('agent41m1') });
    const other = await stream({ merchant: 'TEST' });
    await operator('status', '--merchant', 'demo', '--maintenance', 'on');
    await guest.next((e) => e.type === 'status');
    await member.next((e) => e.type === 'status');
    await operator('status', '--merchant', 'demo', '--maintenance', 'off');
    await operator('remote', '--merchant', 'demo', '--name', 'agent', '--enabled', 'false');
    await guest.next((e) => e.type === 'manifest');
    await member.next((e) => e.type === 'manifest');
    await operator('remote', '--merchant', 'demo', '--name', 'agent', '--enabled', 'true');
    expect((await other.quietFor(600)).map((r) => r.event.type)).toEqual([]);
  });

  it('logout: a password changed elsewhere ends the other pages, not the one that changed it', async () => {
    const id = await memberIdOf('agent41m3');
    const kept = await t.login('agent41m3');
    const ended = await t.login('agent41m3');
    const keptStream = await stream({ token: kept });
    const endedStream = await stream({ token: ended });
    await endSessions(t.db, id, hashToken(kept));
    expect((await endedStream.next((e) => e.type === 'logout')).event).toEqual({
      type: 'logout',
      reason: 'password-changed',
    });
    expect((await keptStream.quietFor(600)).map((r) => r.event.type)).not.toContain('logout');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endedStream.ended()).toBe(true);
  });

  it('logout: a self-exclusion ends every page of the member but the one that asked (it confirms first)', async () => {
    const id = await memberIdOf('agent41m4');
    const asking = await t.login('agent41m4');
    const s = await stream({ token: await t.login('agent41m4') });
    const own = await stream({ token: asking });
    await endAllSessions(t.db, id, 'self-excluded', hashToken(asking));
    expect((await s.next((e) => e.type === 'logout')).event).toEqual({
      type: 'logout',
      reason: 'self-excluded',
    });
    // The page that asked shows its "break has started" dialog: no forced logout under it.
    await expect(own.next((e) => e.type === 'logout', 1_000)).rejects.toThrow(/no matching event/);
  });

  it('logout: a session that ended with no notice (the sweep) is found by the heartbeats', async () => {
    const token = await t.login('agent41m5');
    const s = await stream({ token });
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    // The first heartbeat that finds it waits ENDED_NOTICE_WAIT_MS for a notice; a later one ends it.
    expect((await s.next((e) => e.type === 'logout', 10_000)).event).toEqual({
      type: 'logout',
      reason: 'session-ended',
    });
  });
});

describe("the chat page's stream", () => {
  async function ticketFor(token: string): Promise<string> {
    const query = new URLSearchParams({
      b2c: '1',
      language: 'EN',
      backUrl: `${gatewayOrigin()}/m/message`,
      headerColor: '#112233',
      title: 'Help',
      moduleId: 'CBS3',
    });
    const res = await t.call({ url: `/wps/relay/CBS_launchChat?${query}`, headers: bearer(token) });
    return new URL(envelope<{ chatUrl: string }>(res).value.chatUrl).searchParams.get('ticket') ?? '';
  }

  it('hears an operator reply by its chat ticket; a ticket whose session ended is refused', async () => {
    const token = await t.login('player1');
    const ticket = await ticketFor(token);
    const s = await stream({ query: `?ticket=${encodeURIComponent(ticket)}`, path: CHAT_STREAM_PATH });
    expect(s.status).toBe(200);
    await operator('chat', '--merchant', 'demo', '--user', 'player1', '--reply', 'Answer');
    await s.next((e) => e.type === 'chat');
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    expect(
      (await stream({ query: `?ticket=${encodeURIComponent(ticket)}`, path: CHAT_STREAM_PATH })).status,
    ).toBe(401);
  });
});

describe('whose events', () => {
  it("another member's balance, chat and logout never reach a stream", async () => {
    const other = await memberIdOf('agent41m6');
    const mine = await stream({ token: await t.login('agent41m7') });
    const guest = await stream();
    await credit(other, 700);
    await operator('chat', '--merchant', 'demo', '--user', 'agent41m6', '--reply', 'for another member only');
    await endAllSessions(t.db, other);
    expect(await mine.quietFor(1_000)).toEqual([]);
    expect(await guest.quietFor(10)).toEqual([]);
  });
});

describe('resume', () => {
  it('after a dropped connection, Last-Event-ID replays what was missed, once, in order', async () => {
    const id = await memberIdOf('agent41m8');
    const token = await t.login('agent41m8');
    const first = await stream({ token });
    await credit(id, 100);
    const seen = await first.next((e) => e.type === 'balance');
    first.close();
    await credit(id, 200);
    await credit(id, 300);
    // Let both notices reach the hub while no stream is open.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const again = await stream({ token, lastEventId: seen.id ?? '' });
    const a = await again.next((e) => e.type === 'balance');
    const b = await again.next((e) => e.type === 'balance');
    expect(Number(a.id?.split('-')[1])).toBeGreaterThan(Number(seen.id?.split('-')[1]));
    expect(Number(b.id?.split('-')[1])).toBeGreaterThan(Number(a.id?.split('-')[1]));
    expect(b.event).toEqual({ type: 'balance', wallet: expect.objectContaining({}) });
    // Nothing doubled: no third balance event follows.
    expect((await again.quietFor(700)).filter((r) => r.event.type === 'balance')).toEqual([]);
  });

  it('an id this instance cannot replay (another instance, too old) gets resync', async () => {
    const s = await stream({ token: await t.login('agent42m1'), lastEventId: '0123456789ab-5' });
    expect((await s.next()).event).toEqual({ type: 'resync' });
  });
});

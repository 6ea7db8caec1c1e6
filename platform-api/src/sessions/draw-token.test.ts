import {
  type AgentHomeDrawing,
  type DepositDrawing,
  DRAW_COOKIE,
  DRAW_MEMBER_HEADER,
  DRAW_READS,
  DRAW_TOKEN_HEADER,
  ENDPOINTS,
  type EndpointKey,
  type MemberHomeDrawing,
  type WithdrawDrawing,
} from '@mobile/shared-contracts';
import type { InjectOptions } from 'fastify';
import { endSessions } from '../accounts/account-store';
import { memberIdOf } from '../deposit/money-test-kit';
import { hashToken } from '../security/token';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { findDrawSession } from './draw-token';
import { issueDrawToken } from './draw-token-test-kit';
import { endAllSessions } from './end-all-sessions';
import { SESSION_IDLE_MS } from './session-store';

/** The draw-only credential (docs/decisions/0641): issued to a session, good for the draw reads alone, gone with the session. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const demo = { 'x-merchant-code': 'demo' };

async function issue(sessionToken: string, headers: Record<string, string> = {}) {
  const issued = await issueDrawToken(t, sessionToken, headers);
  const { member_id } = await t.db
    .selectFrom('sessions')
    .select('member_id')
    .where('token_hash', '=', hashToken(sessionToken))
    .executeTakeFirstOrThrow();
  memberOf.set(issued.token, String(member_id));
  return issued;
}

/** Each draw token's member, as the shell's `mc_member` hint names it. */
const memberOf = new Map<string, string>();
/** The headers the frame service sends: the draw cookie's value and the member hint. */
const asFrame = (drawToken: string, member = memberOf.get(drawToken) ?? '0') => ({
  [DRAW_TOKEN_HEADER]: drawToken,
  [DRAW_MEMBER_HEADER]: member,
});

const drawHome = (headers: Record<string, string>) =>
  t.call({ url: DRAW_READS.memberHome, headers: { ...demo, ...headers } });
const draws = async (drawToken: string) => (await drawHome(asFrame(drawToken))).statusCode;

describe('the draw cookie', () => {
  it('is issued to a signed-in session only: httpOnly, SameSite=Strict, under /m, Secure on https', async () => {
    const guest = await t.call({
      method: 'POST',
      url: ENDPOINTS.drawCookie.path,
      headers: demo,
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['set-cookie']).toBeUndefined();

    const { token, cookie } = await issue(await t.login('player1'));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/m(;|$)/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const onHttps = await issue(await t.login('player1'), { origin: 'https://m.example.test' });
    expect(onHttps.cookie).toMatch(/; Secure/);
  });

  it("draws the member's own account card, private and never stored", async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    const res = await drawHome(asFrame(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const value = envelope<MemberHomeDrawing>(res).value;
    expect(value.member.account).toBe('player1');
    expect(typeof value.wallet.sumBalance).toBe('number');
    // The identity check as the page's own call answers it (decision 0642: the page's third first call).
    const own = await t.call({ url: ENDPOINTS.kycStatus.path, headers: { ...demo, ...bearer(session) } });
    expect(value.kyc).toEqual(envelope(own).value);
    // Another member's token draws that member, never the first one.
    const other = await issue(await t.login('player0'));
    const theirs = envelope<{ member: { account: string } }>(await drawHome(asFrame(other.token)));
    expect(theirs.value.member.account).toBe('player0');
  });

  it('answers no identity check for free play, who has none (the page asks them to register instead)', async () => {
    const { token } = await issue(await t.login('trial4'));
    const res = await drawHome(asFrame(token));
    expect(res.statusCode).toBe(200);
    expect(envelope<MemberHomeDrawing>(res).value.kyc).toBeNull();
  });

  it('is read from its header only: not a bearer, not a cookie, not the session token, not another merchant', async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    expect((await drawHome(bearer(token))).statusCode).toBe(401);
    expect((await drawHome({ cookie: `${DRAW_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await drawHome(bearer(session))).statusCode).toBe(401);
    expect(await draws(session)).toBe(401);
    expect((await drawHome({ ...asFrame(token), 'x-merchant-code': 'lite' })).statusCode).toBe(401);
    // Without the member hint, or with another member's (a draw cookie left behind by a failed sign-out).
    expect((await drawHome({ [DRAW_TOKEN_HEADER]: token })).statusCode).toBe(401);
    const other = await issue(await t.login('player0'));
    expect((await drawHome(asFrame(token, memberOf.get(other.token)))).statusCode).toBe(401);
    expect(await draws('not a token')).toBe(401);
    expect(await draws(token)).toBe(200);
  });

  it('a new one replaces the old', async () => {
    const session = await t.login('player1');
    const first = await issue(session);
    const second = await issue(session);
    expect(await draws(first.token)).toBe(401);
    expect(await draws(second.token)).toBe(200);
  });
});

describe("the deposit page's draw read (0671)", () => {
  const drawDeposit = (headers: Record<string, string>) =>
    t.call({ url: DRAW_READS.deposit, headers: { ...demo, ...headers } });

  it("answers the member's own channels, promotions and currency, private and never stored", async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    const res = await drawDeposit(asFrame(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const value = envelope<DepositDrawing>(res).value;
    // Exactly what the page's own calls answer the member (its first commit), of the wallet the currency only.
    const own = async (key: 'depositChannels' | 'depositPromos' | 'wallet' | 'memberInfo') =>
      envelope<Record<string, unknown>>(
        await t.call({ url: ENDPOINTS[key].path, headers: { ...demo, ...bearer(session) } }),
      ).value;
    expect(value.channels.length).toBeGreaterThan(0);
    expect(value.channels).toEqual(await own('depositChannels'));
    expect(value.promos).toEqual(await own('depositPromos'));
    const wallet = await own('wallet');
    expect(value.wallet).toEqual({ currencySymbol: wallet.currencySymbol });
    expect(Object.keys(value).sort()).toEqual(['channels', 'member', 'promos', 'wallet']);
    const info = await own('memberInfo');
    expect(value.member).toEqual({ id: info.id, type: info.type });
    expect(String(info.id)).toBe(memberOf.get(token));
  });

  it('refuses free play as the deposit calls do, and takes the token from its header only', async () => {
    const trial = await issue(await t.login('trial4'));
    const refused = await drawDeposit(asFrame(trial.token));
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(envelope(refused).value).toBeNull();

    const session = await t.login('player1');
    const { token } = await issue(session);
    expect((await drawDeposit(bearer(token))).statusCode).toBe(401);
    expect((await drawDeposit({ cookie: `${DRAW_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await drawDeposit(asFrame(session, memberOf.get(token)))).statusCode).toBe(401);
    expect((await drawDeposit({ [DRAW_TOKEN_HEADER]: token })).statusCode).toBe(401);
    const other = await issue(await t.login('player0'));
    expect((await drawDeposit(asFrame(token, memberOf.get(other.token)))).statusCode).toBe(401);
    expect((await drawDeposit({ ...asFrame(token), 'x-merchant-code': 'lite' })).statusCode).toBe(401);
    expect((await drawDeposit(asFrame(token))).statusCode).toBe(200);
  });
});

describe("the agent home's draw read (0661)", () => {
  const TODAY = '2026-11-28';
  const drawAgent = (headers: Record<string, string>, date: string | null = TODAY) =>
    t.call({
      url: DRAW_READS.agentHome,
      headers: { ...demo, ...headers },
      ...(date === null ? {} : { query: { date } }),
    });

  it("answers the agent's own wallet, counters for the day named and dividend contract, private and never stored", async () => {
    const session = await t.login('agent1');
    const { token } = await issue(session);
    const res = await drawAgent(asFrame(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const value = envelope<AgentHomeDrawing>(res).value;
    // Exactly what the page's own calls answer the agent (its first commit), nothing more.
    const own = async (options: InjectOptions) =>
      envelope<Record<string, unknown>>(
        await t.call({ ...options, headers: { ...demo, ...bearer(session) } } as InjectOptions),
      ).value;
    // Of the wallet what the balance shows (the page's call also lists the games' wallets, not shown here).
    const wallet = await own({ url: ENDPOINTS.wallet.path });
    expect(value.wallet).toEqual({ currencySymbol: wallet.currencySymbol, sumBalance: wallet.sumBalance });
    const kpi = await own({
      method: 'POST',
      url: ENDPOINTS.teamKpiC.path,
      payload: { startDate: TODAY, endDate: TODAY, size: 0 },
    });
    expect(value.kpi).toEqual(kpi);
    const dividend = await t.call({
      url: ENDPOINTS.dividendContract.path,
      headers: { ...demo, ...bearer(session) },
    });
    // The demo merchant's dividend switch decides both: the call answers where the draw read does.
    if (dividend.statusCode === 200) expect(value.dividend).toEqual(envelope(dividend).value);
    else expect(value.dividend).toBeNull();
    const info = await own({ url: ENDPOINTS.memberInfo.path });
    expect(value.member).toEqual({ id: info.id, type: info.type, userName: info.account });
    expect(Object.keys(value).sort()).toEqual(['dividend', 'kpi', 'member', 'wallet']);
  });

  it("refuses a player who is no agent as the page's calls do, a missing day, and any token but its header", async () => {
    const player = await issue(await t.login('player0'));
    const refused = await drawAgent(asFrame(player.token));
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).value).toBeNull();

    const session = await t.login('agent1');
    const { token } = await issue(session);
    expect((await drawAgent(asFrame(token), null)).statusCode).toBe(400);
    expect((await drawAgent(asFrame(token), 'today')).statusCode).toBe(400);
    expect((await drawAgent(bearer(token))).statusCode).toBe(401);
    expect((await drawAgent({ cookie: `${DRAW_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await drawAgent(asFrame(session, memberOf.get(token)))).statusCode).toBe(401);
    expect((await drawAgent(asFrame(token, memberOf.get(player.token)))).statusCode).toBe(401);
    expect((await drawAgent({ ...asFrame(token), 'x-merchant-code': 'lite' })).statusCode).toBe(401);
    expect((await drawAgent(asFrame(token))).statusCode).toBe(200);
  });
});

describe("the withdraw page's draw read (0681)", () => {
  const drawWithdraw = (headers: Record<string, string>) =>
    t.call({ url: DRAW_READS.withdraw, headers: { ...demo, ...headers } });

  it("answers the member's own password state, funds, masked cards and currency, private and never stored", async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    const res = await drawWithdraw(asFrame(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const value = envelope<WithdrawDrawing>(res).value;
    // Exactly what the page's own calls answer the member (its first commit), of the wallet the currency only.
    const own = async (
      key: 'hasWithdrawalPassword' | 'withdrawInfo' | 'bankCards' | 'wallet' | 'memberInfo',
    ) =>
      envelope<Record<string, unknown>>(
        await t.call({ url: ENDPOINTS[key].path, headers: { ...demo, ...bearer(session) } }),
      ).value;
    expect(value.hasWithdrawalPassword).toEqual(await own('hasWithdrawalPassword'));
    expect(value.info).toEqual(await own('withdrawInfo'));
    expect(value.cards).toEqual(await own('bankCards'));
    const wallet = await own('wallet');
    expect(value.wallet).toEqual({ currencySymbol: wallet.currencySymbol });
    expect(Object.keys(value).sort()).toEqual(['cards', 'hasWithdrawalPassword', 'info', 'member', 'wallet']);
    const info = await own('memberInfo');
    expect(value.member).toEqual({ id: info.id, type: info.type });
    expect(String(info.id)).toBe(memberOf.get(token));
    // Nothing secret: no card number beyond its mask, no password beyond "set or not".
    const numbers = await t.db
      .selectFrom('bank_cards')
      .select('card_number')
      .where('member_id', '=', Number(info.id))
      .execute();
    const text = JSON.stringify(value);
    for (const { card_number } of numbers) expect(text).not.toContain(card_number);
    expect(text).not.toMatch(/payment_password|hash/i);
  });

  it('refuses free play as the withdraw calls do, and takes the token from its header only', async () => {
    const trial = await issue(await t.login('trial4'));
    const refused = await drawWithdraw(asFrame(trial.token));
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(envelope(refused).value).toBeNull();

    const session = await t.login('player1');
    const { token } = await issue(session);
    expect((await drawWithdraw(bearer(token))).statusCode).toBe(401);
    expect((await drawWithdraw({ cookie: `${DRAW_COOKIE}=${token}` })).statusCode).toBe(401);
    expect((await drawWithdraw(asFrame(session, memberOf.get(token)))).statusCode).toBe(401);
    expect((await drawWithdraw({ [DRAW_TOKEN_HEADER]: token })).statusCode).toBe(401);
    const other = await issue(await t.login('player0'));
    expect((await drawWithdraw(asFrame(token, memberOf.get(other.token)))).statusCode).toBe(401);
    expect((await drawWithdraw({ ...asFrame(token), 'x-merchant-code': 'lite' })).statusCode).toBe(401);
    expect((await drawWithdraw(asFrame(token))).statusCode).toBe(200);
  });
});

const required = (Object.keys(ENDPOINTS) as EndpointKey[]).filter(
  (key) => ENDPOINTS[key].auth === 'required',
);

function call(key: EndpointKey, headers: Record<string, string>, token?: string): InjectOptions {
  const { method, path } = ENDPOINTS[key];
  const inQuery = method === 'GET' || method === 'DELETE';
  const payload: Record<string, string> = token ? { token } : {};
  return {
    method,
    url: path,
    headers: { ...demo, ...headers },
    ...(inQuery ? { query: payload } : { payload }),
  };
}

describe('a draw token opens nothing but the draw reads', () => {
  let drawToken = '';
  beforeAll(async () => {
    drawToken = (await issue(await t.login('player1'))).token;
  });

  it.each(required)('%s refuses it as a bearer, in the query or body, and as a cookie', async (key) => {
    for (const options of [
      call(key, bearer(drawToken)),
      call(key, {}, drawToken),
      call(key, { cookie: `${DRAW_COOKIE}=${drawToken}`, [DRAW_TOKEN_HEADER]: drawToken }),
    ]) {
      const res = await t.call(options);
      expect(res.statusCode).toBe(401);
      expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });
});

describe('a draw token dies with its session', () => {
  it('at sign-out, which also clears the cookie', async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    const out = await t.call({
      method: 'DELETE',
      url: ENDPOINTS.logout.path,
      headers: { ...demo, ...bearer(session) },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${DRAW_COOKIE}=; Max-Age=0; Path=/m; HttpOnly; SameSite=Strict`),
    );
    expect(await draws(token)).toBe(401);
  });

  it('when all the member’s sessions are ended', async () => {
    const { token } = await issue(await t.login('player0'));
    await endAllSessions(t.db, await memberIdOf(t, 'player0'));
    expect(await draws(token)).toBe(401);
  });

  it('at a password change, even on the session that is kept', async () => {
    const kept = await t.login('player1');
    const other = await t.login('player1');
    const keptDraw = await issue(kept);
    const otherDraw = await issue(other);
    await endSessions(t.db, await memberIdOf(t, 'player1'), hashToken(kept));
    expect(await draws(keptDraw.token)).toBe(401);
    expect(await draws(otherDraw.token)).toBe(401);
    // The kept session asks for a new one and draws again.
    expect(await draws((await issue(kept)).token)).toBe(200);
  });

  it('when the session is idle past its time, and drawing does not slide the idle time on', async () => {
    const session = await t.login('player1');
    const { token } = await issue(session);
    const row = () =>
      t.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('token_hash', '=', hashToken(session))
        .executeTakeFirstOrThrow();
    const seen = (await row()).last_seen_at;
    const later = new Date(Date.now() + 10 * 60 * 1000);
    expect(await findDrawSession(t.db, token, 'demo', { now: later })).not.toBeNull();
    expect((await row()).last_seen_at).toBe(seen);
    const idle = new Date(Date.parse(seen ?? '') + SESSION_IDLE_MS + 1000);
    expect(await findDrawSession(t.db, token, 'demo', { now: idle })).toBeNull();
  });
});

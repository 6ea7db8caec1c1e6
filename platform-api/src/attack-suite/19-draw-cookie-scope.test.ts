import {
  DRAW_COOKIE,
  DRAW_MEMBER_HEADER,
  DRAW_READS,
  DRAW_TOKEN_HEADER,
  ENDPOINTS,
} from '@mobile/shared-contracts';
import { memberIdOf } from '../deposit/money-test-kit';
import { issueDrawToken } from '../sessions/draw-token-test-kit';
import { snapshotDb } from '../test/db-snapshot';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 34, the draw-only cookie (docs/decisions/0641): a member page drawn by the server from an httpOnly
 * cookie. Three attacks on it: the cookie's value used as a session for money or secrets; a member's drawn
 * data kept and served to someone else; another site making the browser carry it.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const demo = { 'x-merchant-code': 'demo' };

async function drawTokenOf(sessionToken: string): Promise<string> {
  return (await issueDrawToken(t, sessionToken)).token;
}

/** The database but the live notices, which the live hub's timer prunes whatever the calls do. */
async function settled(): Promise<Record<string, string>> {
  const { live_notices: _pruned, ...rest } = await snapshotDb(t.db);
  return rest;
}

describe('19: the draw cookie draws and does nothing else', () => {
  it('is no bearer for moving money or reading secrets, and nothing moves', async () => {
    const session = await t.login('player1');
    const draw = await drawTokenOf(session);
    const attempts = [
      {
        method: 'POST' as const,
        url: ENDPOINTS.withdraw.path,
        payload: { bankCardId: 1, amount: 10, paymentPassword: '123456' },
      },
      { method: ENDPOINTS.wallet.method, url: ENDPOINTS.wallet.path },
      { method: ENDPOINTS.memberInfo.method, url: ENDPOINTS.memberInfo.path },
      { method: ENDPOINTS.withdrawInfo.method, url: ENDPOINTS.withdrawInfo.path },
      { method: ENDPOINTS.memberTransactions.method, url: ENDPOINTS.memberTransactions.path },
      { method: ENDPOINTS.changePassword.method, url: ENDPOINTS.changePassword.path, payload: {} },
      { method: ENDPOINTS.totpStatus.method, url: ENDPOINTS.totpStatus.path },
      // Minting a fresh draw token from a draw token would let it outlive a revocation.
      { method: ENDPOINTS.drawCookie.method, url: ENDPOINTS.drawCookie.path, payload: {} },
    ];
    for (const attempt of attempts) {
      for (const headers of [
        bearer(draw),
        { cookie: `${DRAW_COOKIE}=${draw}` },
        { [DRAW_TOKEN_HEADER]: draw },
      ]) {
        // Around each call, as the authorisation walk does: the app's timed jobs may write in between.
        const before = await settled();
        const res = await t.call({ ...attempt, headers: { ...demo, ...headers } });
        expect([attempt.url, res.statusCode]).toEqual([attempt.url, 401]);
        expect(envelope(res).value).toBeNull();
        expect(res.headers['set-cookie']).toBeUndefined();
        expect([attempt.url, await settled()]).toEqual([attempt.url, before]);
      }
    }
  });

  it("a member's drawing is private and no-store, and nobody else is answered it", async () => {
    const draw = await drawTokenOf(await t.login('player1'));
    const player1 = String(await memberIdOf(t, 'player1'));
    const mine = await t.call({
      url: DRAW_READS.memberHome,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player1 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('player1');
    // The same address right after, as a guest, and as another member: never the first member's answer.
    const guest = await t.call({ url: DRAW_READS.memberHome, headers: demo });
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain('player1');
    const otherDraw = await drawTokenOf(await t.login('player0'));
    const player0 = String(await memberIdOf(t, 'player0'));
    const theirs = await t.call({
      url: DRAW_READS.memberHome,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: otherDraw, [DRAW_MEMBER_HEADER]: player0 },
    });
    // A draw cookie left on the device by player1 (their sign-out call failed), player0 signed in since:
    // the hint names player0, so player1's data is not drawn for them.
    const leftBehind = await t.call({
      url: DRAW_READS.memberHome,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player0 },
    });
    expect(leftBehind.statusCode).toBe(401);
    expect(leftBehind.body).not.toContain('player1');
    expect(theirs.body).not.toContain('"player1"');
    expect(envelope<{ member: { account: string } }>(theirs).value.member.account).toBe('player0');
  });

  it("a member's deposit drawing (0671) is theirs alone, private and no-store, and nothing moves", async () => {
    const draw = await drawTokenOf(await t.login('player1'));
    const player1 = String(await memberIdOf(t, 'player1'));
    const player0 = String(await memberIdOf(t, 'player0'));
    const before = await settled();
    const mine = await t.call({
      url: DRAW_READS.deposit,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player1 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // Of the wallet, the currency only: the balance is not what this page shows.
    expect(mine.body).not.toContain('sumBalance');
    // As a guest, as a bearer, and as a draw cookie left behind for the next member on the device.
    for (const headers of [
      {},
      bearer(draw),
      { cookie: `${DRAW_COOKIE}=${draw}` },
      { [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player0 },
    ]) {
      const res = await t.call({ url: DRAW_READS.deposit, headers: { ...demo, ...headers } });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).value).toBeNull();
    }
    expect(await settled()).toEqual(before);
  });

  it("an agent's home drawing (0661) is theirs alone, private and no-store, nobody else's, and nothing moves", async () => {
    const draw = await drawTokenOf(await t.login('agent1'));
    const agent1 = String(await memberIdOf(t, 'agent1'));
    const player0 = String(await memberIdOf(t, 'player0'));
    const playerDraw = await drawTokenOf(await t.login('player0'));
    const before = await settled();
    const query = { date: '2026-11-28' };
    const mine = await t.call({
      url: DRAW_READS.agentHome,
      query,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: agent1 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // As a guest, as a bearer, and as a draw cookie left behind for the next member on the device.
    for (const headers of [
      {},
      bearer(draw),
      { cookie: `${DRAW_COOKIE}=${draw}` },
      { [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player0 },
    ]) {
      const res = await t.call({ url: DRAW_READS.agentHome, query, headers: { ...demo, ...headers } });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).value).toBeNull();
    }
    // A player's own draw cookie draws no agent page: nothing of anyone's team.
    const theirs = await t.call({
      url: DRAW_READS.agentHome,
      query,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: playerDraw, [DRAW_MEMBER_HEADER]: player0 },
    });
    expect(theirs.statusCode).toBe(403);
    expect(envelope(theirs).value).toBeNull();
    expect(await settled()).toEqual(before);
  });

  it("a member's withdraw drawing (0681) is theirs alone, private and no-store, masked, and nothing moves", async () => {
    const draw = await drawTokenOf(await t.login('player1'));
    const player1 = String(await memberIdOf(t, 'player1'));
    const player0 = String(await memberIdOf(t, 'player0'));
    const before = await settled();
    const mine = await t.call({
      url: DRAW_READS.withdraw,
      headers: { ...demo, [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player1 },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // Of the wallet, the currency only; of the cards, the numbers as masked as the page shows them.
    expect(mine.body).not.toContain('sumBalance');
    const cards = await t.db.selectFrom('bank_cards').select('card_number').execute();
    for (const { card_number } of cards) expect(mine.body).not.toContain(card_number);
    // As a guest, as a bearer, and as a draw cookie left behind for the next member on the device.
    for (const headers of [
      {},
      bearer(draw),
      { cookie: `${DRAW_COOKIE}=${draw}` },
      { [DRAW_TOKEN_HEADER]: draw, [DRAW_MEMBER_HEADER]: player0 },
    ]) {
      const res = await t.call({ url: DRAW_READS.withdraw, headers: { ...demo, ...headers } });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).value).toBeNull();
    }
    expect(await settled()).toEqual(before);
  });

  it('another site cannot have the browser carry it, nor mint one with the browser’s cookies', async () => {
    const session = await t.login('player1');
    const issued = await t.call({
      method: 'POST',
      url: ENDPOINTS.drawCookie.path,
      headers: { ...demo, ...bearer(session) },
      payload: {},
    });
    const cookie = String(issued.headers['set-cookie']);
    // SameSite=Strict: not on a link or form from another site; HttpOnly: no script reads it; under /m:
    // the API's own calls never carry it.
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/m(;|$)/);
    // A cross-site POST carries cookies at most, never the page's bearer token: no draw cookie for it.
    const draw = /^mc_draw=([^;]+)/.exec(cookie)?.[1] ?? '';
    const forged = await t.call({
      method: 'POST',
      url: ENDPOINTS.drawCookie.path,
      headers: { ...demo, origin: 'https://evil.example', cookie: `${DRAW_COOKIE}=${draw}` },
      payload: {},
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['set-cookie']).toBeUndefined();
  });
});

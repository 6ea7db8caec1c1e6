import { createTestContext, type TestContext } from '../test/test-context';
import { form, launchTicket, memberState } from '../vendor/vendor-test-kit';

describe('demo vendor page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const slotTicket = (user: string) => launchTicket(t, user, 'vassalage=NOVA&gameCode=lobby');
  const bet = (ticket: string, amount: string, traceparent?: string) => {
    const body = form([
      ['ticket', ticket],
      ['amount', amount],
    ]);
    const headers = traceparent ? { ...body.headers, traceparent } : body.headers;
    return t.call({ method: 'POST', url: '/lgw/demo-vendor/bet', ...body, headers });
  };

  it('renders the game, balance and bet form under a strict CSP', async () => {
    const ticket = await slotTicket('player0');
    const res = await t.call({ url: `/lgw/demo-vendor/play?ticket=${encodeURIComponent(ticket)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' http://127.0.0.1:4000");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('₱12,345.67');
    expect(res.body).toContain('Bet 10');
    expect(res.body).toContain('Bet 50');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!127)/);
  });

  it('refuses a bad or missing ticket', async () => {
    expect((await t.call({ url: '/lgw/demo-vendor/play?ticket=abc.def' })).statusCode).toBe(401);
    expect((await t.call({ url: '/lgw/demo-vendor/play' })).statusCode).toBe(400);
    expect((await bet('abc.def', '10')).statusCode).toBe(401);
    // A lottery ticket does not open the slot page.
    const lotto = await launchTicket(t, 'player0', 'vassalage=LOTT');
    expect(
      (await t.call({ url: `/lgw/demo-vendor/play?ticket=${encodeURIComponent(lotto)}` })).statusCode,
    ).toBe(401);
  });

  it("ends with the member's sessions (logout)", async () => {
    const ticket = await slotTicket('agent40');
    const url = `/lgw/demo-vendor/play?ticket=${encodeURIComponent(ticket)}`;
    expect((await t.call({ url })).statusCode).toBe(200);
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'agent40')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('sessions').where('member_id', '=', member.id).execute();
    expect((await t.call({ url })).statusCode).toBe(401);
  });

  it('takes the stake from the wallet with a BET line, paying out on a win', async () => {
    const ticket = await slotTicket('player1');
    const before = await memberState(t, 'player1');
    const trace = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const res = await bet(ticket, '50', `00-${trace}-00f067aa0ba902b7-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    const after = await memberState(t, 'player1');
    const added = after.lines.slice(before.lines.length);
    expect(added[0]).toMatchObject({
      tx_code: 'BET',
      amount_cents: -5000,
      balance_after_cents: before.balanceCents - 5000,
    });
    const payout = added.find((l) => l.tx_code === 'PAYOUT');
    // Every bet also draws the seeded jackpot pools (Mini 1 in 200): a hit adds its JACKPOT line.
    const jackpots = added.filter((l) => l.tx_code === 'JACKPOT');
    expect(added).toHaveLength(1 + (payout ? 1 : 0) + jackpots.length);
    // The bet's call is traced to its ledger rows (stake and payout alike).
    expect(added.map((line) => line.trace_id)).toEqual(added.map(() => trace));
    const won = [payout, ...jackpots].reduce((sum, line) => sum + Number(line?.amount_cents ?? 0), 0);
    expect(after.balanceCents).toBe(before.balanceCents - 5000 + won);
    expect(after.bets.length).toBe(before.bets.length + 1);
    expect(res.body).toMatch(/You won|No win/);
  });

  it('refuses insufficient balance, bad and oversized amounts without changes', async () => {
    const ticket = await slotTicket('player2');
    // player2 holds ₱50.50; drain it below 10 first with JSON bets of 50 until refused.
    const before = await memberState(t, 'player2');
    const tooMuch = await t.call({
      method: 'POST',
      url: '/lgw/demo-vendor/bet',
      payload: { ticket, amount: 51 },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body).toContain('Insufficient balance');
    for (const amount of ['0', '-5', '10.5', 'ten', '10001', '99999999999']) {
      const res = await bet(ticket, amount);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('1 to 10,000');
    }
    expect(await memberState(t, 'player2')).toEqual(before);
  });
});

import { createTestContext, type TestContext } from '../test/test-context';
import { form, launchTicket, memberState } from '../vendor/vendor-test-kit';

describe('demo lottery page', () => {
  let t: TestContext;
  let ticket: string;
  beforeAll(async () => {
    t = await createTestContext();
    ticket = await launchTicket(t, 'player1', 'vassalage=TCG_LOTTO_VN&playType=ent');
  });
  afterAll(() => t.close());

  const bet = (fields: [string, string][]) =>
    t.call({ method: 'POST', url: '/lotto/demo/bet', ...form([['ticket', ticket], ...fields]) });

  it('renders number picks under a strict CSP for an allowed play type', async () => {
    const res = await t.call({ url: `/lotto/demo/play?ticket=${encodeURIComponent(ticket)}&playType=ent` });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' http://127.0.0.1:4000",
    );
    expect(res.body).toContain('name="numbers"');
    expect(res.body).toContain('₱888.00');
    const lott = await launchTicket(t, 'player1', 'vassalage=LOTT');
    const refused = await t.call({ url: `/lotto/demo/play?ticket=${encodeURIComponent(lott)}&playType=ent` });
    expect(refused.statusCode).toBe(401);
    expect(
      (await t.call({ url: `/lotto/demo/play?ticket=${encodeURIComponent(ticket)}&playType=x` })).statusCode,
    ).toBe(400);
  });

  it('places a bet on picks with a BET line and a bet record', async () => {
    const before = await memberState(t, 'player1');
    const res = await bet([
      ['playType', 'ent'],
      ['numbers', '3'],
      ['numbers', '7'],
      ['amount', '10'],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Instant draw \d/);
    const after = await memberState(t, 'player1');
    expect(after.lines[before.lines.length]).toMatchObject({ tx_code: 'BET', amount_cents: -1000 });
    expect(after.bets.at(-1)).toMatchObject({ play_type: 'ent', amount_cents: 1000 });
    expect(String(after.bets.at(-1)?.detail)).toContain('picks 3,7');
  });

  it('refuses bad picks, amounts and insufficient balance without changes', async () => {
    const before = await memberState(t, 'player1');
    for (const fields of [
      [
        ['playType', 'ent'],
        ['amount', '10'],
      ],
      [
        ['playType', 'ent'],
        ['numbers', '10'],
        ['amount', '10'],
      ],
      [
        ['playType', 'ent'],
        ['numbers', '3'],
        ['numbers', '3'],
        ['amount', '10'],
      ],
      [['playType', 'ent'], ...['1', '2', '3', '4', '5', '6'].map((n) => ['numbers', n]), ['amount', '10']],
      [
        ['playType', 'ent'],
        ['numbers', '3'],
        ['amount', '20000'],
      ],
    ] as [string, string][][]) {
      expect((await bet(fields)).statusCode).toBe(400);
    }
    const broke = await bet([
      ['playType', 'ent'],
      ['numbers', '1'],
      ['amount', '10000'],
    ]);
    expect(broke.statusCode).toBe(409);
    expect(broke.body).toContain('Insufficient balance');
    expect(await memberState(t, 'player1')).toEqual(before);
  });
});

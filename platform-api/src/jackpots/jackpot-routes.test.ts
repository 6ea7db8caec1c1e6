import type { JackpotPool, JackpotWinEntry } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { placeBet } from '../vendor/bet-service';
import { demoSlotId, memberWithBalance } from './jackpot-test-kit';

type Answer = { pools: JackpotPool[]; wins: JackpotWinEntry[] };
const URL = '/wps/relay/JACKPOT_pools';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.db.updateTable('jackpot_pools').set({ win_one_in: 1_000_000_000 }).execute();
});
afterAll(() => t.close());

const list = async (headers: Record<string, string> = {}, url = URL) => {
  const res = await t.call({ url, headers });
  expect(res.statusCode).toBe(200);
  return envelope<Answer>(res).value;
};

describe('GET /wps/relay/JACKPOT_pools', () => {
  it("lists a guest the merchant's pools in order, with no win yet", async () => {
    const { pools, wins } = await list();
    expect(pools).toEqual([
      { id: expect.any(Number), name: 'Mini', amount: 100, currency: '₱', lastWin: null },
      { id: expect.any(Number), name: 'Major', amount: 1_000, currency: '₱', lastWin: null },
      { id: expect.any(Number), name: 'Grand', amount: 10_000, currency: '₱', lastWin: null },
    ]);
    expect(wins).toEqual([]);
  });

  it('shows a bet’s share at once, and a win with the winner’s account masked', async () => {
    const member = await memberWithBalance(t.db, 'jackpotwinner', 100_000);
    const gameId = await demoSlotId(t.db);
    const bet = () =>
      placeBet(t.db, {
        memberId: member,
        gameId,
        playType: null,
        amountCents: 1_000,
        payoutCents: 0,
        detail: '',
        jackpot: true,
      });
    await bet();
    expect((await list()).pools.map((p) => p.amount)).toEqual([100.1, 1_000.05, 10_000.02]);
    await t.db.updateTable('jackpot_pools').set({ win_one_in: 1 }).where('name', '=', 'Mini').execute();
    await bet();
    await t.db.updateTable('jackpot_pools').set({ win_one_in: 1_000_000_000 }).execute();
    const { pools, wins } = await list();
    const win = { pool: 'Mini', member: 'ja******r', amount: 100.2, at: expect.any(String) };
    expect(pools[0]).toMatchObject({ name: 'Mini', amount: 100, lastWin: win });
    expect(pools[1]?.lastWin).toBeNull();
    expect(wins).toEqual([win]);
    expect(JSON.stringify({ pools, wins })).not.toMatch(/jackpotwinner|"memberId"|"member_id"/);
  });

  it('answers a member as it answers a guest, and never another merchant’s pools', async () => {
    const token = await t.login('player1');
    expect(await list(bearer(token))).toEqual(await list());
    expect(await list({ 'x-merchant-code': 'lite' })).toEqual({ pools: [], wins: [] });
  });

  it('bad input: ignores unknown parameters, refuses an unknown merchant and other methods', async () => {
    expect(await list({}, `${URL}?merchantCode=demo&x=${'a'.repeat(2_000)}`)).toEqual(await list());
    expect((await t.call({ url: URL, headers: { 'x-merchant-code': 'nosuch' } })).statusCode).toBe(404);
    expect(
      (await t.call({ url: URL, headers: { 'x-merchant-code': '../etc' } })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await t.call({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(404);
  });
});

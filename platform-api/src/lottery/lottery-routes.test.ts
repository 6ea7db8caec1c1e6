import type { LotteryGame, LotteryList } from '@mobile/shared-contracts';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

describe('lottery lists', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('lists opened lottery games of TCG_LOTTO_VN, LOTT and ELOTT with prize modes', async () => {
    const res = await t.call({ url: '/lotto/lgw/games/opened/numero?language=EN' });
    expect(res.statusCode).toBe(200);
    const { games, prizeModeMapping } = envelope<LotteryList>(res).value;
    expect(prizeModeMapping).toEqual({ LOTT: 'LOTT', ELOTT: 'ELOTT', TCG_LOTTO_VN: 'ELOTT' });
    expect(new Set(games.map((g) => g.vendor))).toEqual(new Set(['LOTT', 'ELOTT', 'TCG_LOTTO_VN']));
    expect(games.length).toBe(60);
    const vn = games.find((g) => g.vendor === 'TCG_LOTTO_VN');
    expect(vn).toMatchObject({ prizeMode: 'ELOTT', playTypes: ['trad', 'ent'], gameId: vn?.nodeId });
    expect(games.find((g) => g.vendor === 'LOTT')?.playTypes).toEqual(['trad']);
  });

  it('lists popular games, limited on request', async () => {
    const all = envelope<LotteryGame[]>(await t.call({ url: '/lgw/games/popular' })).value;
    expect(all.length).toBe(8);
    const two = envelope<LotteryGame[]>(await t.call({ url: '/lgw/games/popular?limit=2' })).value;
    expect(two).toEqual(all.slice(0, 2));
    for (const bad of ['limit=0', 'limit=21', 'limit=x']) {
      expect((await t.call({ url: `/lgw/games/popular?${bad}` })).statusCode).toBe(400);
    }
  });
});

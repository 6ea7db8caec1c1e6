import type { Game, Paged, VassGameType, Winner } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const LIST = '/wps/relay/GCSGAME_gameList';

describe('games', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const games = async (query: string, token?: string) => {
    const res = await t.call({ url: `${LIST}?${query}`, headers: token ? bearer(token) : {} });
    expect(res.statusCode).toBe(200);
    return envelope<Paged<Game>>(res).value;
  };

  it('lists categories in server order with 20+ vendors, cockfight under SPORTS', async () => {
    const { value } = envelope<VassGameType>(
      await t.call({ url: '/wps/relay/GCSGAME_getVassGameType?typeId=1&merchantCode=demo' }),
    );
    expect(value.sorting.length).toBeGreaterThanOrEqual(8);
    expect(Object.values(value.mapping).flat().length).toBeGreaterThanOrEqual(20);
    expect(value.mapping.SPORTS?.filter((code) => code.includes('COCKFIGHT')).length).toBeGreaterThan(0);
    expect(value.mapping.COCKFIGHT).toBeUndefined();
    expect(value.sorting.map((s) => s.gameCategory)).toEqual(Object.keys(value.mapping));
  });

  it('pages through a category to the last page, 25 at a time', async () => {
    const first = await games('gameType=RNG&pageNo=1&pageSize=25&clientType=2&platform=html5&language=EN');
    expect(first.content).toHaveLength(25);
    expect(first.totalPages).toBe(Math.ceil(first.total / 25));
    const seen = new Set(first.content.map((g) => g.nodeId));
    for (let page = 2; page <= first.totalPages; page++) {
      const next = await games(`gameType=RNG&pageNo=${page}`);
      expect(next.pageNum).toBe(page);
      for (const game of next.content) seen.add(game.nodeId);
      if (page === first.totalPages)
        expect(next.content.length).toBe(first.total - 25 * (first.totalPages - 1));
    }
    expect(seen.size).toBe(first.total);
    const beyond = await games(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(beyond.content).toEqual([]);
  });

  it('holds 600+ games in all', async () => {
    const rows = await t.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThanOrEqual(600);
  });

  it('filters by vendor and by case-sensitive name substring', async () => {
    const nova = await games('gameType=RNG&vassalage=NOVA&pageNo=1');
    expect(nova.content.every((g) => g.vassalage === 'NOVA')).toBe(true);
    const upper = await games('gameType=RNG&gameName=Dragon&pageNo=1');
    expect(upper.total).toBeGreaterThan(0);
    expect(upper.content.every((g) => g.gameName.includes('Dragon'))).toBe(true);
    expect((await games('gameType=RNG&gameName=dragon&pageNo=1')).total).toBe(0);
    expect((await games('gameType=RNG&gameName=%25&pageNo=1')).total).toBe(0);
  });

  it('the game list filters by gameClassify, minBet and minLine (SPEC 7)', async () => {
    const count = async (where: (q: ReturnType<typeof rng>) => ReturnType<typeof rng>) =>
      Number(
        (
          await where(rng())
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rng = () => t.db.selectFrom('games').where('category', '=', 'RNG');
    const all = await games('gameType=RNG&pageNo=1');

    const cheap = await games('gameType=RNG&pageNo=1&minBet=0.5');
    expect(cheap.total).toBe(await count((q) => q.where('min_bet_cents', '<=', 50)));
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);

    const wide = await games('gameType=RNG&pageNo=1&minLine=50');
    expect(wide.total).toBe(await count((q) => q.where('lines', '>=', 50)));
    expect(wide.total).toBeGreaterThan(0);
    expect(wide.total).toBeLessThan(all.total);

    const both = await games('gameType=RNG&pageNo=1&minBet=0.5&minLine=50&gameClassify=RNG');
    expect(both.total).toBe(
      await count((q) =>
        q.where('min_bet_cents', '<=', 50).where('lines', '>=', 50).where('classify', '=', 'RNG'),
      ),
    );
    expect((await games('gameType=RNG&pageNo=1&gameClassify=LIVE')).total).toBe(0);
    for (const bad of ['minBet=-1', 'minBet=1.234', 'minLine=0', 'minLine=x', 'gameClassify=rng%27'])
      expect((await t.call({ url: `${LIST}?gameType=RNG&pageNo=1&${bad}` })).statusCode).toBe(400);
  });

  it('serves e-sports and cockfight through SPORTS as the client queries them', async () => {
    const sports = await games('gameType=SPORTS&pageNo=1');
    expect(new Set(sports.content.map((g) => g.gameClassifyNew))).toEqual(new Set(['SPORTS', 'ESPORTS']));
    const esports = await games('gameType=SPORTS&vassalage=PIXEL_ESPORTS&pageNo=1');
    expect(esports.total).toBe(3);
    const cockfight = await games('gameType=COCKFIGHT&pageNo=1');
    expect(cockfight.content.every((g) => g.vassalage.includes('COCKFIGHT'))).toBe(true);
  });

  it('lists hot games across vendors and favourites for members only', async () => {
    const hot = await games('gameType=HOT&pageNo=1');
    expect(new Set(hot.content.map((g) => g.vassalage)).size).toBeGreaterThan(5);
    expect((await t.call({ url: `${LIST}?gameType=FAV&pageNo=1` })).statusCode).toBe(401);
    expect((await games('gameType=FAV&pageNo=1', await t.login('player0'))).total).toBe(6);
    expect((await games('gameType=FAV&pageNo=1', await t.login('player1'))).total).toBe(3);
  });

  it('draws a deterministic icon for every game', async () => {
    const [game] = (await games('gameType=LIVE&pageNo=1&pageSize=1')).content;
    const first = await t.call({ url: game?.iconUrl ?? '' });
    expect(first.statusCode).toBe(200);
    expect(game?.iconUrl).toMatch(/\/wps\/static\/icons\/\d+\.webp$/);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.rawPayload.equals((await t.call({ url: game?.iconUrl ?? '' })).rawPayload)).toBe(true);
    // An address handed out before the bitmaps still answers, with the same picture drawn.
    const drawn = await t.call({ url: (game?.iconUrl ?? '').replace(/\.webp$/, '.svg') });
    expect(drawn.headers['content-type']).toContain('image/svg+xml');
    expect((await t.call({ url: '/wps/static/icons/1.webp' })).statusCode).toBe(404);
    expect((await t.call({ url: '/wps/static/icons/1.svg' })).statusCode).toBe(404);
    expect((await t.call({ url: '/wps/static/icons/10001.png' })).statusCode).toBe(404);
    expect((await t.call({ url: '/wps/static/icons/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('serves the winners board, newest first, at most 100', async () => {
    const res = await t.call({
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=100',
    });
    const winners = envelope<Winner[]>(res).value;
    expect(winners.length).toBe(30);
    expect(winners[0]?.vo).toMatchObject({
      customerName: expect.stringMatching(/^\w{2}\*\*\*\d{2}$/),
      iconUrl: expect.stringMatching(/\.webp$/),
      // What the board needs to launch the game.
      nodeId: expect.stringMatching(/^\d+$/),
      vassalage: expect.any(String),
      gameType: expect.stringMatching(/^[A-Z_]+$/),
      gameCode: expect.stringMatching(/\S/),
    });
    expect(
      (await t.call({ url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=1000' })).statusCode,
    ).toBe(400);
  });
});

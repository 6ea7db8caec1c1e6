import { type ChangeResult, type Game, type Paged, RECENT_GAMES_MAX } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const ADD = '/wps/relay/MCS2_addRecentGame';
const LIST = '/wps/relay/GCS_recentGame';

describe('recent games', () => {
  let t: TestContext;
  let token: string;
  let games: Game[];
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player2');
    const res = await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=25' });
    games = envelope<Paged<Game>>(res).value.content;
  });
  afterAll(() => t.close());

  const add = (nodeId: string, who = token) =>
    t.call({ url: `${ADD}?nodeId=${nodeId}`, headers: bearer(who) });
  const list = async (who = token) =>
    envelope<Game[]>(await t.call({ url: `${LIST}?language=EN`, headers: bearer(who) })).value.map(
      (g) => g.nodeId,
    );
  const id = (i: number) => games[i]?.nodeId ?? '0';

  it('lists the seeded recent games of player0 and player1', async () => {
    expect((await list(await t.login('player0'))).length).toBe(5);
    expect((await list(await t.login('player1'))).length).toBe(3);
  });

  it('lists most recent first, each game once', async () => {
    for (const i of [0, 1, 2, 1]) {
      const res = await add(id(i));
      expect(res.statusCode).toBe(200);
      expect(envelope<ChangeResult>(res).value).toEqual({ success: true });
    }
    expect(await list()).toEqual([id(1), id(2), id(0)]);
  });

  it(`keeps only the newest ${RECENT_GAMES_MAX}`, async () => {
    for (let i = 0; i < 23; i++) await add(id(i));
    const recent = await list();
    expect(recent).toHaveLength(RECENT_GAMES_MAX);
    expect(recent[0]).toBe(id(22));
    expect(recent.at(-1)).toBe(id(3));
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player2')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('recent_games')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(RECENT_GAMES_MAX);
  });

  it('answers success false for an unknown game, 400 for a bad id, 401 for guests', async () => {
    const before = await list();
    expect(envelope<ChangeResult>(await add('99999999')).value).toEqual({ success: false });
    for (const bad of ['abc', '0', '1e5', '']) {
      const res = await add(bad);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    expect(await list()).toEqual(before);
    expect((await t.call({ url: `${ADD}?nodeId=${id(0)}` })).statusCode).toBe(401);
    expect((await t.call({ url: LIST })).statusCode).toBe(401);
  });
});

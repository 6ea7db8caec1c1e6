import type { Game, LotteryList, Paged } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { verifyTicket } from './launch-ticket';

const LAUNCH = '/wps/relay/GCS_gameLaunchFB';

describe('freePlayLaunch (GCS_gameLaunchFB)', () => {
  let t: TestContext;
  let free: Game;
  let paid: Game;
  beforeAll(async () => {
    t = await createTestContext();
    const games = envelope<Paged<Game>>(
      await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=25' }),
    ).value.content;
    const live = envelope<Paged<Game>>(
      await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageNo=1&pageSize=25' }),
    ).value.content;
    const found = games.find((g) => g.supportPlay);
    const refused = [...games, ...live].find((g) => !g.supportPlay);
    if (!found || !refused) throw new Error('seed lacks a free-play game or a paid-only game');
    free = found;
    paid = refused;
  });
  afterAll(() => t.close());

  const launch = (query: string, token: string) =>
    t.call({ url: `${LAUNCH}?${query}`, headers: bearer(token) });

  it('launches a free-play game for a free-play session with a signed ticket', async () => {
    const trial = await t.login('trial4');
    const res = await launch(
      `gameType=RNG&vassalage=${free.vassalage}&nodeId=${free.nodeId}&supportPlay=1`,
      trial,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(envelope<{ url: string }>(res).value.url);
    expect(url.pathname).toBe('/lgw/demo-vendor/play');
    expect(url.href).not.toContain(trial);
    expect(verifyTicket(url.searchParams.get('ticket') ?? '', t.app.deps.secrets.launch)?.gameId).toBe(
      Number(free.nodeId),
    );
  });

  it('refuses a game without free play, whatever the client says', async () => {
    const trial = await t.login('trial4');
    const res = await launch(`nodeId=${paid.nodeId}&supportPlay=true`, trial);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe('FREE_REJECT');
  });

  it('refuses guests, real members, lottery games and bad parameters', async () => {
    expect((await t.call({ url: `${LAUNCH}?nodeId=${free.nodeId}` })).statusCode).toBe(401);
    const member = await launch(`nodeId=${free.nodeId}`, await t.login('player1'));
    expect(member.statusCode).toBe(403);
    expect(envelope(member).code).toBe('FORBIDDEN');
    const trial = await t.login('trial4');
    const lottery = envelope<LotteryList>(await t.call({ url: '/lotto/lgw/games/opened/numero' })).value
      .games[0];
    expect((await launch(`nodeId=${lottery?.nodeId}`, trial)).statusCode).toBe(404);
    expect((await launch(`nodeId=${free.nodeId}&vassalage=ROYAL_LIVE`, trial)).statusCode).toBe(404);
    for (const bad of ['', 'nodeId=abc', 'vassalage=a%20b', `nodeId=${free.nodeId}&isGameH5=yes`]) {
      const res = await launch(bad, trial);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
  });
});

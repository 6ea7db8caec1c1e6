import type { LotteryList } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { verifyTicket } from './launch-ticket';

const LAUNCH = '/lgw/games/mobile';

describe('lotteryLaunch (/lgw/games/mobile)', () => {
  let t: TestContext;
  let list: LotteryList;
  beforeAll(async () => {
    t = await createTestContext();
    list = envelope<LotteryList>(await t.call({ url: '/lotto/lgw/games/opened/numero' })).value;
  });
  afterAll(() => t.close());

  const launch = (query: string, token: string) =>
    t.call({ url: `${LAUNCH}?${query}`, headers: bearer(token) });
  const urlOf = (res: { body: string }) => new URL(envelope<{ url: string }>(res).value.url);
  const gameOf = (vendor: string) => {
    const game = list.games.find((g) => g.vendor === vendor);
    if (!game) throw new Error(`no ${vendor} game`);
    return game;
  };

  it('answers the lottery page with a signed ticket, the play type and the prize mode, never the token', async () => {
    const token = await t.login('player1');
    const game = gameOf('TCG_LOTTO_VN');
    const res = await launch(`vendor=TCG_LOTTO_VN&gameId=${game.gameId}&prizeMode=ELOTT&playType=ent`, token);
    expect(res.statusCode).toBe(200);
    const url = urlOf(res);
    expect(url.pathname).toBe('/lotto/demo/play');
    expect(url.searchParams.get('playType')).toBe('ent');
    expect(url.searchParams.get('prize_mode')).toBe('ELOTT');
    expect(url.href).not.toContain(token);
    const ticket = verifyTicket(url.searchParams.get('ticket') ?? '', t.app.deps.secrets.launch);
    expect(ticket).toMatchObject({ gameId: Number(game.gameId), playType: 'ent', merchantCode: 'demo' });
  });

  it("opens a vendor's lobby and defaults to the game's first play type", async () => {
    const token = await t.login('player0');
    const url = urlOf(await launch('vendor=LOTT', token));
    expect(url.searchParams.get('playType')).toBe('trad');
    // LOTT offers tradition only.
    expect((await launch('vendor=LOTT&playType=ent', token)).statusCode).toBe(400);
  });

  it('refuses guests, bad parameters, games that are no lottery and another vendor', async () => {
    const game = gameOf('LOTT');
    expect((await t.call({ url: `${LAUNCH}?vendor=LOTT&gameId=${game.gameId}` })).statusCode).toBe(401);
    const token = await t.login('player0');
    for (const bad of [
      '',
      'gameId=1',
      'vendor=a%20b',
      'vendor=LOTT&prizeMode=SEA',
      'vendor=LOTT&playType=x',
    ]) {
      const res = await launch(bad, token);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    const slots = envelope<{ content: { nodeId: string; vassalage: string }[] }>(
      await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1' }),
    ).value.content[0];
    expect((await launch(`vendor=${slots?.vassalage}&gameId=${slots?.nodeId}`, token)).statusCode).toBe(404);
    expect((await launch(`vendor=ELOTT&gameId=${game.gameId}`, token)).statusCode).toBe(404);
    expect((await launch('vendor=LOTT&gameId=99999999', token)).statusCode).toBe(404);
  });
});

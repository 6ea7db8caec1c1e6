import type { Game, Paged } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { verifyTicket } from './launch-ticket';

const LAUNCH = '/wps/game/launchGame';

describe('launchGame', () => {
  let t: TestContext;
  let slot: Game;
  let live: Game;
  beforeAll(async () => {
    t = await createTestContext();
    const first = async (type: string) => {
      const res = await t.call({ url: `/wps/relay/GCSGAME_gameList?gameType=${type}&pageNo=1&pageSize=1` });
      const game = envelope<Paged<Game>>(res).value.content[0];
      if (!game) throw new Error(`no ${type} game`);
      return game;
    };
    slot = await first('RNG');
    live = await first('LIVE');
  });
  afterAll(() => t.close());

  const launch = (query: string, token: string) =>
    t.call({ url: `${LAUNCH}?${query}`, headers: bearer(token) });
  const urlOf = (res: { body: string }) => new URL(envelope<{ url: string }>(res).value.url);

  it('answers a demo vendor url with a valid signed ticket and no session token', async () => {
    const token = await t.login('player0');
    const res = await launch(
      `gameType=RNG&vassalage=${slot.vassalage}&gameCode=${slot.gameCode}&nodeId=${slot.nodeId}&supportPlay=true&isGameH5=true&playType=trad`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const url = urlOf(res);
    expect(url.origin).toBe('http://127.0.0.1:4000');
    expect(url.pathname).toBe('/lgw/demo-vendor/play');
    expect(url.href).not.toContain(token);
    const ticket = verifyTicket(url.searchParams.get('ticket') ?? '', t.app.deps.secrets.launch);
    expect(ticket).toMatchObject({ gameId: Number(slot.nodeId), merchantCode: 'demo', playType: null });
  });

  it('finds a vendor lobby and sends lottery games to the lottery page', async () => {
    const token = await t.login('player1');
    const lobby = urlOf(await launch(`vassalage=${live.vassalage}`, token));
    expect(verifyTicket(lobby.searchParams.get('ticket') ?? '', t.app.deps.secrets.launch)?.gameId).toBe(
      Number(live.nodeId),
    );
    const lotto = urlOf(await launch('vassalage=TCG_LOTTO_VN&gameCode=lobby&playType=ent', token));
    expect(lotto.pathname).toBe('/lotto/demo/play');
    expect(lotto.searchParams.get('playType')).toBe('ent');
    // LOTT offers tradition only: its default, and a refusal for entertainment.
    expect(urlOf(await launch('vassalage=LOTT', token)).searchParams.get('playType')).toBe('trad');
    expect((await launch('vassalage=LOTT&playType=ent', token)).statusCode).toBe(400);
  });

  it('lets free play open only games that support it', async () => {
    const trial = await t.login('trial4');
    expect((await launch(`nodeId=${slot.nodeId}`, trial)).statusCode).toBe(200);
    // The client's supportPlay flag is not trusted.
    const refused = await launch(`nodeId=${live.nodeId}&supportPlay=true`, trial);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe('FREE_REJECT');
  });

  it('refuses guests, bad params and unknown games', async () => {
    expect((await t.call({ url: `${LAUNCH}?nodeId=${slot.nodeId}` })).statusCode).toBe(401);
    const token = await t.login('player0');
    for (const bad of [
      '',
      'nodeId=abc',
      `nodeId=${slot.nodeId}&playType=x`,
      'vassalage=a%20b',
      'gameCode=lobby',
      `nodeId=${slot.nodeId}&isGameH5=yes`,
    ]) {
      const res = await launch(bad, token);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
    expect((await launch('nodeId=99999999', token)).statusCode).toBe(404);
    expect((await launch(`nodeId=${slot.nodeId}&vassalage=ROYAL_LIVE`, token)).statusCode).toBe(404);
  });
});

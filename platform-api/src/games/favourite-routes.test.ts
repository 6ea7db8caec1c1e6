import type { ChangeResult, Game, Paged } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';
const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const LIST = '/wps/relay/MCSFE_getFavoriteGamesList';

describe('favourites', () => {
  let t: TestContext;
  let token: string;
  let game: Game;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player2');
    const list = await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1' });
    const first = envelope<Paged<Game>>(list).value.content[0];
    if (!first) throw new Error('no game');
    game = first;
  });
  afterAll(() => t.close());

  const ids = async (who = token) =>
    envelope<string[]>(await t.call({ url: `${IDS}?pageNo=1&pageSize=100`, headers: bearer(who) })).value;
  const change = (method: 'POST' | 'DELETE', payload: unknown, who = token) =>
    t.call({
      method,
      url: method === 'POST' ? ADD : REMOVE,
      headers: bearer(who),
      payload: payload as object,
    });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('favourite_games')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds idempotently and removes with a DELETE body, per member', async () => {
    const body = { nodeId: game.nodeId, vendor: game.vassalage };
    for (let i = 0; i < 2; i++) {
      const res = await change('POST', body);
      expect(res.statusCode).toBe(200);
      expect(envelope<ChangeResult>(res).value).toEqual({ success: true });
    }
    expect(await ids()).toEqual([game.nodeId]);
    expect(await ids(await t.login('agent40'))).toEqual([]);
    // A JSON number id is taken too.
    const numeric = await change('POST', { nodeId: Number(game.nodeId), vendor: game.vassalage });
    expect(envelope<ChangeResult>(numeric).value).toEqual({ success: true });
    expect(await ids()).toEqual([game.nodeId]);
    const removed = await change('DELETE', body);
    expect(envelope<ChangeResult>(removed).value).toEqual({ success: true });
    expect(await ids()).toEqual([]);
  });

  it('keeps favourites per merchant', async () => {
    await change('POST', { nodeId: game.nodeId, vendor: game.vassalage });
    const lite = await t.login('player2', 'lite');
    const res = await t.call({ url: `${IDS}?pageNo=1&merchantCode=lite`, headers: bearer(lite) });
    expect(envelope<string[]>(res).value).toEqual([]);
    // A demo session does not count on another merchant.
    const cross = await t.call({ url: `${IDS}?pageNo=1&merchantCode=lite`, headers: bearer(token) });
    expect(cross.statusCode).toBe(401);
    await change('DELETE', { nodeId: game.nodeId, vendor: game.vassalage });
  });

  it('answers success false for an unknown game or wrong vendor, storing nothing', async () => {
    const before = await count();
    for (const body of [
      { nodeId: '99999999', vendor: game.vassalage },
      { nodeId: game.nodeId, vendor: 'NOT_HIS_VENDOR' },
    ]) {
      const added = await change('POST', body);
      expect(added.statusCode).toBe(200);
      expect(envelope<ChangeResult>(added).value).toEqual({ success: false });
      expect(envelope<ChangeResult>(await change('DELETE', body)).value).toEqual({ success: false });
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad params with 400 and guests with 401', async () => {
    const before = await count();
    for (const body of [
      {},
      { nodeId: 'abc', vendor: 'NOVA' },
      { nodeId: '1', vendor: 'x y' },
      { nodeId: -3, vendor: 'NOVA' },
    ]) {
      const res = await change('POST', body);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
      expect((await change('DELETE', body)).statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
    const guest = await t.call({
      method: 'POST',
      url: ADD,
      payload: { nodeId: game.nodeId, vendor: game.vassalage },
    });
    expect(guest.statusCode).toBe(401);
    expect((await t.call({ url: `${IDS}?pageNo=1` })).statusCode).toBe(401);
    expect((await t.call({ url: `${LIST}?pageNo=1` })).statusCode).toBe(401);
    expect((await t.call({ url: `${IDS}?pageSize=101`, headers: bearer(token) })).statusCode).toBe(400);
    expect((await t.call({ url: `${LIST}?pageNo=1&pageSize=26`, headers: bearer(token) })).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });

  it('pages the favourites list and narrows it by category', async () => {
    const player0 = await t.login('player0');
    const page = async (query: string) =>
      envelope<Paged<Game>>(await t.call({ url: `${LIST}?${query}`, headers: bearer(player0) })).value;
    const all = await page('pageNo=1&pageSize=25&gameType=FAV&language=EN');
    expect(all.total).toBe(6);
    const first = await page('pageNo=1&pageSize=4');
    const second = await page('pageNo=2&pageSize=4');
    expect(first.content).toHaveLength(4);
    expect(second.content).toHaveLength(2);
    expect(first.totalPages).toBe(2);
    expect(new Set([...first.content, ...second.content].map((g) => g.nodeId)).size).toBe(6);
    const lottery = await page('pageNo=1&gameType=LOTTERY');
    expect(lottery.content.every((g) => g.gameClassifyNew === 'LOTTERY')).toBe(true);
    expect(lottery.total).toBe(all.content.filter((g) => g.gameClassifyNew === 'LOTTERY').length);
    const slots = await page('pageNo=1&gameType=RNG');
    expect(slots.total).toBe(all.content.filter((g) => g.gameClassifyNew === 'RNG').length);
    expect((await ids(player0)).length).toBe(6);
  });
});

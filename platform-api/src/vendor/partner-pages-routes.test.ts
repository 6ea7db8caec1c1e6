import type { DepositChannel, Game, Paged } from '@mobile/shared-contracts';
import { expectLedgerHolds, memberIdOf, postMoney } from '../deposit/money-test-kit';
import { verifyTicket } from '../games/launch-ticket';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Production sends players only to the partners it names (PAYMENT_GATEWAY_URL, GAME_VENDOR_URL,
 * LOTTERY_VENDOR_URL): before, a production deposit order and every game launch pointed at the demo's
 * pages, which production does not serve (docs/decisions/0251).
 */
const PARTNERS = {
  payment: 'https://pay.partner.example/checkout?site=m1',
  game: 'https://games.partner.example/play',
  lottery: 'https://lotto.partner.example/play',
};

const firstGame = async (t: TestContext, type: string): Promise<Game> => {
  const res = await t.call({ url: `/wps/relay/GCSGAME_gameList?gameType=${type}&pageNo=1&pageSize=1` });
  const game = envelope<Paged<Game>>(res).value.content[0];
  if (!game) throw new Error(`no ${type} game`);
  return game;
};

const launch = (t: TestContext, game: Game, token: string) =>
  t.call({
    url: `/wps/game/launchGame?vassalage=${game.vassalage}&gameCode=${game.gameCode}&nodeId=${game.nodeId}`,
    headers: bearer(token),
  });

const channelsOf = async (t: TestContext, token: string) =>
  envelope<DepositChannel[]>(await t.call({ url: '/wps/deposit/channels', headers: bearer(token) })).value;

describe('production with no partner named', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ profile: 'production' });
  });
  afterAll(() => t.close());

  it('offers no gateway channel and refuses a gateway order before making one', async () => {
    const token = await t.login('player2');
    const memberId = await memberIdOf(t, 'player2');
    const before = await expectLedgerHolds(t, memberId);
    const channels = await channelsOf(t, token);
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((channel) => channel.method === 'MANUAL')).toBe(true);

    const gatewayChannel = await t.db
      .selectFrom('deposit_channels')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('method', '=', 'GATEWAY')
      .executeTakeFirstOrThrow();
    const ordersBefore = await t.db.selectFrom('deposit_orders').select('id').execute();
    const res = await postMoney(t, token, '/wps/deposit/gateway', {
      channelId: gatewayChannel.id,
      amount: 500,
      promoId: null,
    });
    expect(res.statusCode).toBe(503);
    expect(envelope(res).code).toBe('CHANNEL_UNAVAILABLE');
    expect(await t.db.selectFrom('deposit_orders').select('id').execute()).toHaveLength(ordersBefore.length);
    expect(await expectLedgerHolds(t, memberId)).toBe(before);
  });

  it('refuses to launch a game or a lottery it has no vendor page for', async () => {
    const token = await t.login('player0');
    for (const type of ['RNG', 'LOTTERY']) {
      const res = await launch(t, await firstGame(t, type), token);
      expect(res.statusCode).toBe(503);
      expect(envelope(res).code).toBe('GAME_UNAVAILABLE');
    }
  });
});

describe('production with its partners named', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ profile: 'production', partnerPages: PARTNERS });
  });
  afterAll(() => t.close());

  it("sends a gateway order to the payment partner's page with the signed ticket", async () => {
    const token = await t.login('player2');
    const gateway = (await channelsOf(t, token)).find((channel) => channel.method === 'GATEWAY');
    if (!gateway) throw new Error('the seed has no gateway channel');
    const order = envelope<{ orderNo: string; gatewayUrl: string }>(
      await postMoney(t, token, '/wps/deposit/gateway', {
        channelId: gateway.id,
        amount: 500,
        promoId: null,
      }),
    ).value;
    const url = new URL(order.gatewayUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.partner.example/checkout');
    expect(url.searchParams.get('site')).toBe('m1');
    expect(url.searchParams.get('ticket')).toMatch(new RegExp(`^${order.orderNo}\\.`));
    expect(order.gatewayUrl).not.toContain(token);
  });

  it("launches a game on the vendor's page and a lottery on the lottery's, each with its ticket", async () => {
    const token = await t.login('player0');
    for (const [type, page] of [
      ['RNG', PARTNERS.game],
      ['LOTTERY', PARTNERS.lottery],
    ] as const) {
      const game = await firstGame(t, type);
      const url = new URL(envelope<{ url: string }>(await launch(t, game, token)).value.url);
      expect(`${url.origin}${url.pathname}`).toBe(page);
      const ticket = verifyTicket(url.searchParams.get('ticket') ?? '', t.app.deps.secrets.launch);
      expect(ticket).toMatchObject({ gameId: Number(game.nodeId), merchantCode: 'demo' });
    }
  });
});

import type { Game, Paged } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { postEntry } from '../wallet/ledger';

describe('loss and session-time limits at game launch', () => {
  let t: TestContext;
  let slot: Game;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const res = await t.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1' });
    const game = envelope<Paged<Game>>(res).value.content[0];
    if (!game) throw new Error('no game');
    slot = game;
    memberId = (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'player0')
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const launch = (token: string) =>
    t.call({
      url: `/wps/game/launchGame?gameType=RNG&vassalage=${slot.vassalage}&gameCode=${slot.gameCode}&nodeId=${slot.nodeId}`,
      headers: bearer(token),
    });
  const setLimit = (token: string, kind: string, value: number | null) =>
    t.call({
      method: 'POST',
      url: '/wps/protection/limit',
      headers: bearer(token),
      payload: { kind, value },
    });

  it('refuses a launch once the 24-hour net loss reaches the loss limit', async () => {
    const token = await t.login('player0');
    await setLimit(token, 'loss24h', 10_000);
    expect((await launch(token)).statusCode).toBe(200);
    await inTransaction(t.db, (trx) =>
      postEntry(trx, { memberId, txCode: 'BET', amountCents: -12_000, remark: 'bet', reference: null }),
    );
    await inTransaction(t.db, (trx) =>
      postEntry(trx, { memberId, txCode: 'WIN', amountCents: 1_000, remark: 'win', reference: null }),
    );
    const refused = await launch(token);
    expect(refused.statusCode).toBe(403);
    // The seeded player also bet today (wallet records), so the loss is at least the 11,000 added here.
    const body = envelope<{ limitCents: number; lossCents: number }>(refused);
    expect(body.code).toBe('LOSS_LIMIT');
    expect(body.value.limitCents).toBe(10_000);
    expect(body.value.lossCents).toBeGreaterThanOrEqual(11_000);
    // A raise waits 24 hours: still refused.
    await setLimit(token, 'loss24h', 50_000);
    expect((await launch(token)).statusCode).toBe(403);
  });

  it('refuses a launch once the session is as long as the session-time limit', async () => {
    const token = await t.login('player1');
    await setLimit(token, 'sessionMinutes', 15);
    expect((await launch(token)).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where(
        'member_id',
        '=',
        (
          await t.db
            .selectFrom('members')
            .select('id')
            .where('username', '=', 'player1')
            .where('merchant_code', '=', 'demo')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    const refused = await launch(token);
    expect(envelope(refused)).toMatchObject({ code: 'SESSION_LIMIT', value: { limitMinutes: 15 } });
  });
});

import type { Promotion } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const LIST = '/wps/relay/MCSFE_promotionList';
const APPLY = '/wps/relay/MCSFE_applyPromotion';
const SIGN_IN = '/wps/relay/MCSFE_signInPromotion';

describe('promotions', () => {
  let t: TestContext;
  let player: string;
  beforeAll(async () => {
    t = await createTestContext();
    player = await t.login('player1');
  });
  afterAll(() => t.close());

  const list = async (token?: string) =>
    envelope<Promotion[]>(await t.call({ url: LIST, headers: token ? bearer(token) : {} })).value;
  const byCode = async (code: string, token?: string) => {
    const found = (await list(token)).find((p) => p.code === code);
    if (!found) throw new Error(`no promotion ${code}`);
    return found;
  };
  const post = (url: string, id: unknown, token: string | null = player) =>
    t.call({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: { id } as object });

  it('lists every promotion with coming and closed for guests', async () => {
    const promotions = await list();
    expect(promotions.map((p) => [p.code, p.status])).toEqual([
      ['WELCOME100', null],
      ['DAILY', null],
      ['CASHBACK', null],
      ['FESTIVAL', 'coming'],
      ['SUMMER', 'closed'],
    ]);
  });

  it('applies once: applying, and a second apply changes nothing', async () => {
    const welcome = await byCode('WELCOME100', player);
    const first = await post(APPLY, welcome.id);
    expect(envelope(first).value).toEqual({ status: 'applying' });
    expect(envelope(await post(APPLY, welcome.id)).value).toEqual({ status: 'applying' });
    expect((await byCode('WELCOME100', player)).status).toBe('applying');
    const rows = await t.db
      .selectFrom('promotion_entries')
      .selectAll()
      .where('promotion_id', '=', welcome.id)
      .execute();
    expect(rows).toHaveLength(1);
    // Personal: another member has not applied.
    expect((await byCode('WELCOME100', await t.login('player0'))).status).toBeNull();
  });

  it('applies once under concurrent taps', async () => {
    const other = await t.login('player2');
    const welcome = await byCode('WELCOME100', other);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(APPLY, welcome.id, other)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('promotion_entries')
      .selectAll()
      .where('promotion_id', '=', welcome.id)
      .execute();
    expect(rows.filter((r) => r.status === 'applying')).toHaveLength(2);
  });

  it('the operator reviews an application', async () => {
    const review = (...extra: string[]) =>
      runOperator(t.db, ['promotion', '--merchant', 'demo', '--code', 'WELCOME100', ...extra]);
    expect((await review('--user', 'player1', '--status', 'issued')).exitCode).toBe(0);
    expect((await byCode('WELCOME100', player)).status).toBe('issued');
    expect((await review('--user', 'player0', '--status', 'issued')).exitCode).toBe(2);
    expect((await review('--user', 'player1', '--status', 'paid')).exitCode).toBe(2);
    expect((await review('--user', 'player1', '--status', 'none')).exitCode).toBe(0);
    expect((await byCode('WELCOME100', player)).status).toBeNull();
    await post(APPLY, (await byCode('WELCOME100', player)).id);
  });

  it('signs in once a day', async () => {
    const daily = await byCode('DAILY', player);
    expect(envelope(await post(SIGN_IN, daily.id)).value).toEqual({ status: 'signed' });
    expect(envelope(await post(SIGN_IN, daily.id)).value).toEqual({ status: 'signed' });
    expect((await byCode('DAILY', player)).status).toBe('signed');
    expect(
      await t.db.selectFrom('promotion_signins').selectAll().where('promotion_id', '=', daily.id).execute(),
    ).toHaveLength(1);
  });

  it('refuses the wrong kind, promotions not running, and unknown or other merchants’ ids', async () => {
    const all = await list(player);
    const id = (code: string) => all.find((p) => p.code === code)?.id;
    expect(envelope(await post(SIGN_IN, id('WELCOME100'))).code).toBe('BAD_REQUEST');
    expect(envelope(await post(APPLY, id('CASHBACK'))).code).toBe('BAD_REQUEST');
    expect((await post(APPLY, id('FESTIVAL'))).statusCode).toBe(403);
    expect((await post(APPLY, id('SUMMER'))).statusCode).toBe(403);
    const lite = await t.db
      .selectFrom('promotions')
      .select('id')
      .where('merchant_code', '=', 'lite')
      .executeTakeFirstOrThrow();
    expect((await post(APPLY, lite.id)).statusCode).toBe(404);
    expect((await post(APPLY, 999_999)).statusCode).toBe(404);
  });

  it.each([0, -1, 'x', null, 1.5])('refuses id %p', async (id) => {
    const res = await post(APPLY, id);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('BAD_REQUEST');
  });

  it('refuses guests and free play', async () => {
    const welcome = await byCode('WELCOME100');
    expect((await post(APPLY, welcome.id, null)).statusCode).toBe(401);
    const trial = await post(APPLY, welcome.id, await t.login('trial4'));
    expect(envelope(trial)).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });
});

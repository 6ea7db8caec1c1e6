import type { Promotion } from '@mobile/shared-contracts';
import { memberIdOf } from '../deposit/money-test-kit';
import { runOperator } from '../operator/run-operator';
import { grantReward } from '../rewards/reward-store';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const LIST = '/wps/relay/MCSFE_promotionList';
const APPLY = '/wps/relay/MCSFE_applyPromotion';
const SIGN_IN = '/wps/relay/MCSFE_signInPromotion';

// No promotion, reward or marketing message reaches a member during a time-out or self-exclusion.
describe('marketing during an exclusion (real database)', () => {
  let t: TestContext;
  let token: string;
  let excluded: number;
  let other: number;
  beforeAll(async () => {
    t = await createTestContext();
    // The session is opened first: it stands for one caught mid-request as the exclusion starts.
    token = await t.login('player1');
    excluded = await memberIdOf(t, 'player1');
    other = await memberIdOf(t, 'player2');
    const now = Date.now();
    await t.db
      .insertInto('protection_exclusions')
      .values({
        member_id: excluded,
        kind: 'selfExclusion',
        period: '6m',
        started_at: new Date(now - 1000).toISOString(),
        ends_at: new Date(now + 200 * 24 * 3600_000).toISOString(),
        locked_until: new Date(now + 180 * 24 * 3600_000).toISOString(),
        ended_at: null,
        ended_by: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  const count = async (
    table: 'inbox_messages' | 'rewards' | 'promotion_entries' | 'promotion_signins',
    id: number,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('member_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const promotionId = async (code: string) =>
    (
      await t.db
        .selectFrom('promotions')
        .select('id')
        .where('code', '=', code)
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;

  it('applying for a promotion or signing in to one is refused with the end date, storing nothing', async () => {
    const entries = await count('promotion_entries', excluded);
    const signins = await count('promotion_signins', excluded);
    for (const [url, code] of [
      [APPLY, 'WELCOME100'],
      [SIGN_IN, 'DAILY'],
    ] as const) {
      const answer = await t.call({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { id: await promotionId(code) },
      });
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer)).toMatchObject({ code: 'EXCLUDED', value: { kind: 'selfExclusion' } });
    }
    expect(await count('promotion_entries', excluded)).toBe(entries);
    expect(await count('promotion_signins', excluded)).toBe(signins);
  });

  it('the promotion list shows as to a guest: nothing to apply for or sign in to', async () => {
    const list = envelope<Promotion[]>(await t.call({ url: LIST, headers: bearer(token) })).value;
    const guest = envelope<Promotion[]>(await t.call({ url: LIST })).value;
    expect(list).toEqual(guest);
  });

  it('a message to all members leaves the excluded member out; one to them alone is refused', async () => {
    const [before, otherBefore] = [
      await count('inbox_messages', excluded),
      await count('inbox_messages', other),
    ];
    const all = await runOperator(t.db, [
      'inbox',
      '--merchant',
      'demo',
      '--all',
      'yes',
      '--title',
      'Weekend bonus',
      '--content',
      'Deposit today for 20% extra',
    ]);
    expect(all.exitCode).toBe(0);
    expect(JSON.parse(all.stdout)).toMatchObject({ skipped: 1 });
    expect(await count('inbox_messages', excluded)).toBe(before);
    expect(await count('inbox_messages', other)).toBe(otherBefore + 1);

    const direct = [
      'inbox',
      '--merchant',
      'demo',
      '--user',
      'player1',
      '--title',
      'Hi',
      '--content',
      'Bonus',
    ];
    const refused = await runOperator(t.db, direct);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('selfExclusion until');
    expect(await count('inbox_messages', excluded)).toBe(before);
    // An account notice (not marketing) still reaches them.
    expect((await runOperator(t.db, [...direct, '--service', 'yes'])).exitCode).toBe(0);
    expect(await count('inbox_messages', excluded)).toBe(before + 1);
  });

  it('no reward is granted and no promotion issued by the operator', async () => {
    const rewards = await count('rewards', excluded);
    const reward = await runOperator(t.db, ['reward', '--user', 'player1', '--amount', '50']);
    expect(reward.exitCode).toBe(1);
    expect(reward.stderr).toContain('no promotion, reward or marketing');
    expect(await count('rewards', excluded)).toBe(rewards);
    const issue = ['promotion', '--merchant', 'demo', '--user', 'player1', '--code', 'WELCOME100'];
    expect((await runOperator(t.db, [...issue, '--status', 'issued'])).exitCode).toBe(1);
    // Any feature granting a reward (red envelopes, vouchers, …) meets the same rule in grantReward.
    const grant = t.db.transaction().execute((trx) =>
      grantReward(trx, {
        memberId: excluded,
        title: 'Red envelope',
        source: 'red-rain',
        amountCents: 500,
        reference: 'rr:1',
      }),
    );
    await expect(grant).rejects.toMatchObject({ code: 'EXCLUDED', statusCode: 403 });
    expect(await count('rewards', excluded)).toBe(rewards);
    // The other member is unaffected.
    expect((await runOperator(t.db, ['reward', '--user', 'player2', '--amount', '50'])).exitCode).toBe(0);
  });

  it('once the exclusion is over, marketing reaches the member again (none of the skipped messages)', async () => {
    await t.db
      .updateTable('protection_exclusions')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', excluded)
      .execute();
    const inbox = envelope<{ content: { title: string }[] }>(
      await t.call({ url: '/wps/relay/CSP_messageList', headers: bearer(await t.login('player1')) }),
    ).value.content;
    expect(inbox.map((m) => m.title)).not.toContain('Weekend bonus');
    expect((await runOperator(t.db, ['reward', '--user', 'player1', '--amount', '50'])).exitCode).toBe(0);
  });
});

import type { WithdrawInfo } from '@mobile/shared-contracts';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { expectLedgerHolds, postMoney } from '../deposit/money-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { placeBet } from '../vendor/bet-service';
import { deposit, type FreshMember, firstDepositPromoId, freshMember } from './money-kit';

// Finding 14: bonus money could be withdrawn at once with no bet placed (no turnover requirement).
describe('attack 14: bonus money stays until its turnover is met', () => {
  let t: TestContext;
  let promoId: number;
  let gameId: number;
  beforeAll(async () => {
    t = await createTestContext();
    promoId = await firstDepositPromoId(t);
    gameId = (await t.db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const info = async (member: FreshMember) =>
    envelope<WithdrawInfo>(await t.call({ url: '/wps/withdraw/info', headers: bearer(member.token) })).value;
  const withdraw = (member: FreshMember, amount: number) =>
    postMoney(t, member.token, '/wps/transaction/withdraw', {
      bankCardId: member.cardId,
      amount,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
  /** A bet that pays its stake back: turnover without moving the balance. */
  const evenBets = async (member: FreshMember, count: number, amountCents: number) => {
    for (let n = 0; n < count; n++) {
      const bet = await placeBet(t.db, {
        memberId: member.memberId,
        gameId,
        playType: null,
        amountCents,
        payoutCents: amountCents,
        detail: 'even',
      });
      expect(bet.ok).toBe(true);
    }
  };

  it('a 500 bonus (10x) is not withdrawable until 5,000 is wagered; the refusal says why', async () => {
    const member = await freshMember(t, 'attack14seq');
    await deposit(t, member, 500, promoId);
    expect(await info(member)).toMatchObject({
      balance: 1_000,
      withdrawable: 500,
      bonusLocked: 500,
      turnoverLeft: 5_000,
    });
    const refused = await withdraw(member, 1_000);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({
      code: 'BONUS_TURNOVER',
      value: { withdrawable: 500, bonusLocked: 500, turnoverLeft: 5_000 },
    });
    expect(await expectLedgerHolds(t, member.memberId)).toBe(100_000);

    await evenBets(member, 3, 100_000);
    expect(await info(member)).toMatchObject({ withdrawable: 500, turnoverLeft: 2_000 });
    expect((await withdraw(member, 600)).statusCode).toBe(409);
    await evenBets(member, 2, 100_000);
    expect(await info(member)).toMatchObject({ withdrawable: 1_000, bonusLocked: 0, turnoverLeft: 0 });
    expect((await withdraw(member, 1_000)).statusCode).toBe(200);
    expect(await expectLedgerHolds(t, member.memberId)).toBe(0);
  });

  it('parallel withdrawals cannot take bonus money', async () => {
    const member = await freshMember(t, 'attack14par');
    await deposit(t, member, 500, promoId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(member, 200)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => envelope(a).code === 'BONUS_TURNOVER'),
    ).toBe(true);
    // 1,000 in, 400 taken: the 500 bonus is still on the balance.
    expect(await expectLedgerHolds(t, member.memberId)).toBe(60_000);
    expect(await info(member)).toMatchObject({ balance: 600, withdrawable: 100, bonusLocked: 500 });
  });

  it('a claimed reward carries its multiple too', async () => {
    const member = await freshMember(t, 'attack14reward');
    await deposit(t, member, 200, null);
    const reward = await t.db
      .insertInto('rewards')
      .values({
        member_id: member.memberId,
        title: 'Attack reward',
        source: 'promotion',
        amount_cents: 10_000,
        status: 'issued',
        reference: 'attack14',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        turnover_multiple: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const claim = await postMoney(t, member.token, '/wps/rewards/claim', { rewardId: reward.id });
    expect(claim.statusCode).toBe(200);
    expect(await info(member)).toMatchObject({
      balance: 300,
      withdrawable: 200,
      bonusLocked: 100,
      turnoverLeft: 300,
    });
    expect((await withdraw(member, 300)).statusCode).toBe(409);
  });

  it('a bonus played away ends its requirement: new money is free', async () => {
    const member = await freshMember(t, 'attack14bust');
    await deposit(t, member, 500, promoId);
    const lost = await placeBet(t.db, {
      memberId: member.memberId,
      gameId,
      playType: null,
      amountCents: 100_000,
      payoutCents: 0,
      detail: 'loss',
    });
    expect(lost.ok).toBe(true);
    await deposit(t, member, 300, null);
    expect(await info(member)).toMatchObject({
      balance: 300,
      withdrawable: 300,
      bonusLocked: 0,
      turnoverLeft: 0,
    });
    expect((await withdraw(member, 300)).statusCode).toBe(200);
  });
});

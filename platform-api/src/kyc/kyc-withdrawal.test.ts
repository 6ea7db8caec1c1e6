import fs from 'node:fs';
import type { BankCard, KycStatus, WithdrawInfo } from '@mobile/shared-contracts';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { expectLedgerHolds, memberIdOf, postMoney } from '../deposit/money-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { png, uploadRequest, useTempKycDir } from './kyc-test-kit';

const dir = useTempKycDir();

/** The merchant setting: withdrawals wait for an approved identity (issue 30). */
describe('withdrawals wait for an approved identity when the merchant says so', () => {
  let t: TestContext;
  let token: string;
  let player0: number;
  let card: BankCard;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player0');
    player0 = await memberIdOf(t, 'player0');
    card = envelope<BankCard[]>(await t.call({ url: '/wps/relay/MCS2_bankCards', headers: bearer(token) }))
      .value[0] as BankCard;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const operator = (...args: string[]) => runOperator(t.db, ['kyc', ...args]);
  const withdraw = (who = token) =>
    postMoney(t, who, '/wps/transaction/withdraw', {
      bankCardId: card.id,
      amount: 100,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
  const info = async (who = token, merchant = 'demo') =>
    envelope<WithdrawInfo>(
      await t.call({ url: '/wps/withdraw/info', headers: { 'x-merchant-code': merchant, ...bearer(who) } }),
    ).value;
  const orders = async () =>
    (await t.db.selectFrom('withdraw_orders').select('id').where('member_id', '=', player0).execute()).length;

  it('refuses with KYC_REQUIRED until the operator approves, and moves nothing meanwhile', async () => {
    expect((await info()).identityRequired).toBe(false);
    expect((await operator('--merchant', 'demo', '--withdrawal', 'required')).exitCode).toBe(0);
    expect((await info()).identityRequired).toBe(true);
    const status = await t.call({ url: '/wps/member/kyc', headers: bearer(token) });
    expect(envelope<KycStatus>(status).value.requiredForWithdrawal).toBe(true);

    const balance = await expectLedgerHolds(t, player0);
    const count = await orders();
    const refused = await withdraw();
    expect([refused.statusCode, envelope(refused).code]).toEqual([403, 'KYC_REQUIRED']);

    // Documents sent are not enough: the identity must be approved.
    expect((await t.call(await uploadRequest(token, [png()]))).statusCode).toBe(200);
    expect(envelope(await withdraw()).code).toBe('KYC_REQUIRED');
    expect(await expectLedgerHolds(t, player0)).toBe(balance);
    expect(await orders()).toBe(count);

    const list = JSON.parse((await operator('--merchant', 'demo', '--list')).stdout) as {
      submissions: { id: number; user: string }[];
    };
    const id = list.submissions.find((s) => s.user === 'player0')?.id;
    expect((await operator('--merchant', 'demo', '--approve', String(id))).exitCode).toBe(0);
    expect((await info()).identityRequired).toBe(false);
    expect((await withdraw()).statusCode).toBe(200);
    expect(await orders()).toBe(count + 1);
  });

  it('is the merchant’s own setting, and off again opens withdrawals to everyone', async () => {
    const lite = await t.login('player0', 'lite');
    expect((await info(lite, 'lite')).identityRequired).toBe(false);
    const player1 = await t.login('player1');
    expect((await info(player1)).identityRequired).toBe(true);
    expect((await operator('--merchant', 'demo', '--withdrawal', 'open')).exitCode).toBe(0);
    expect((await info(player1)).identityRequired).toBe(false);
  });
});

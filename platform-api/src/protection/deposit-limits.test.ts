import { defineEndpoint } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { inTransaction } from '../db/in-transaction';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { ledgerBalances, postEntry } from '../wallet/ledger';
import { assertDepositWithinLimits } from './deposit-limits';

// The deposit path as wallet-money will call it: limits checked in the transaction that credits.
const deposit = defineEndpoint({
  method: 'POST',
  path: '/test/deposit',
  request: v.object({ amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  response: v.object({ balanceAfterCents: v.number() }),
  auth: 'required',
  idempotent: true,
});

describe('deposit limits on a real database', () => {
  let t: TestContext;
  let token: string;
  let memberId: number;
  let n = 0;
  beforeAll(async () => {
    t = await createTestContext({
      extend: (app) =>
        registerEndpoint(app, deposit, async (ctx) => {
          const session = sessionOf(ctx);
          return inTransaction(ctx.deps.db, async (trx) => {
            await assertDepositWithinLimits(trx, session.memberId, ctx.input.amountCents, new Date());
            const posted = await postEntry(trx, {
              memberId: session.memberId,
              txCode: 'DEPOSIT',
              amountCents: ctx.input.amountCents,
              remark: 'test deposit',
              reference: null,
            });
            if (!posted.ok) throw new Error('credit failed');
            return { balanceAfterCents: posted.balanceAfterCents };
          });
        }),
    });
    token = await t.login('player1');
    memberId = (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'player1')
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    // Seeded deposits are days old; start each period clean.
    await t.db.updateTable('wallets').set({ balance_cents: 0 }).where('member_id', '=', memberId).execute();
    await t.db.deleteFrom('transactions').where('member_id', '=', memberId).execute();
    // Seeded orders still waiting for payment would reserve room (pending-deposits.test.ts covers that).
    await t.db.deleteFrom('deposit_orders').where('member_id', '=', memberId).execute();
  });
  afterAll(() => t.close());

  const send = (amountCents: number) =>
    t.call({
      method: 'POST',
      url: '/test/deposit',
      headers: { ...bearer(token), 'idempotency-key': `deposit-key-${String(n++).padStart(6, '0')}` },
      payload: { amountCents },
    });
  const setLimit = (kind: string, value: number | null) =>
    t.call({
      method: 'POST',
      url: '/wps/protection/limit',
      headers: bearer(token),
      payload: { kind, value },
    });
  const deposited = async () => (await ledgerBalances(t.db, memberId)).balanceCents;

  it('deposits freely without a limit', async () => {
    expect((await send(5_000)).statusCode).toBe(200);
    expect(await deposited()).toBe(5_000);
  });

  it('two parallel deposits straddling the limit: one is credited, one refused with the remaining amount', async () => {
    expect((await setLimit('deposit24h', 15_000)).statusCode).toBe(200);
    const answers = await Promise.all([send(6_000), send(6_000)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(envelope(refused ?? answers[0] ?? { body: '{}' })).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      value: { kind: 'deposit24h', limitCents: 15_000, remainingCents: 4_000 },
    });
    const { balanceCents, ledgerSumCents } = await ledgerBalances(t.db, memberId);
    expect(balanceCents).toBe(11_000);
    expect(ledgerSumCents).toBe(11_000);
  });

  it('ten parallel deposits never pass the limit together', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(1_000)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(await deposited()).toBe(15_000);
  });

  it('a raise is not applied early: the old limit holds for 24 hours, then the new one', async () => {
    const raised = envelope<{ limits: { kind: string; value: number; pending: { value: number } | null }[] }>(
      await setLimit('deposit24h', 50_000),
    ).value.limits.find((l) => l.kind === 'deposit24h');
    expect(raised).toMatchObject({ value: 15_000, pending: { value: 50_000 } });
    const early = await send(1_000);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).value).toMatchObject({ remainingCents: 0 });
    // A second request for the same raise does not shorten the wait.
    await setLimit('deposit24h', 50_000);
    expect((await send(1_000)).statusCode).toBe(409);
    // 24 hours later (moved in the database: the server reads the clock).
    await t.db
      .updateTable('protection_limits')
      .set({ pending_from: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', memberId)
      .execute();
    expect((await send(1_000)).statusCode).toBe(200);
    expect(await deposited()).toBe(16_000);
  });

  it('a decrease applies at once and the monthly limit counts too', async () => {
    await setLimit('depositMonth', 17_000);
    const refused = await send(2_000);
    expect(envelope(refused)).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      value: { kind: 'depositMonth', remainingCents: 1_000 },
    });
    expect((await send(1_000)).statusCode).toBe(200);
    expect(await deposited()).toBe(17_000);
  });
});

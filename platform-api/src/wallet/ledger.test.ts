import { defineEndpoint } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { ledgerBalances, postEntry } from './ledger';

// A money-moving endpoint of the test's own, so the ledger core is proven before any wallet call uses it.
const debit = defineEndpoint({
  method: 'POST',
  path: '/test/debit',
  request: v.object({ amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  response: v.object({ balanceAfterCents: v.number(), transactionId: v.number() }),
  auth: 'required',
  idempotent: true,
});

describe('ledger core', () => {
  let t: TestContext;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext({
      extend: (app) =>
        registerEndpoint(app, debit, async (ctx) => {
          const session = sessionOf(ctx);
          return inTransaction(ctx.deps.db, async (trx) => {
            const posted = await postEntry(trx, {
              memberId: session.memberId,
              txCode: 'TEST_DEBIT',
              amountCents: -ctx.input.amountCents,
              remark: 'test',
              reference: null,
            });
            if (!posted.ok) throw new ApiError('INSUFFICIENT_BALANCE', 409);
            return { balanceAfterCents: posted.balanceAfterCents, transactionId: posted.transactionId };
          });
        }),
    });
    token = await t.login('player1');
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player1')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    memberId = member.id;
  });
  afterAll(() => t.close());

  const expectLedgerMatches = async () => {
    const { balanceCents, ledgerSumCents } = await ledgerBalances(t.db, memberId);
    expect(ledgerSumCents).toBe(balanceCents);
    return balanceCents;
  };

  const send = (amountCents: number, key: string | null) =>
    t.call({
      method: 'POST',
      url: '/test/debit',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amountCents },
    });

  it('the seeded ledger adds up to the balance', async () => {
    expect(await expectLedgerMatches()).toBeGreaterThan(0);
  });

  it('refuses a money-moving call without a valid key', async () => {
    expect((await send(100, null)).statusCode).toBe(400);
    expect((await send(100, 'short')).statusCode).toBe(400);
  });

  it('moves money once per key: a replay returns the first answer', async () => {
    const before = await expectLedgerMatches();
    const first = await send(100, 'replay-key-0001');
    const again = await send(100, 'replay-key-0001');
    expect(first.statusCode).toBe(200);
    expect(envelope(again).value).toEqual(envelope(first).value);
    expect(await expectLedgerMatches()).toBe(before - 100);
  });

  it('refuses the same key with another payload, moving nothing', async () => {
    const before = await expectLedgerMatches();
    const other = await send(200, 'replay-key-0001');
    expect(other.statusCode).toBe(409);
    expect(envelope(other).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await expectLedgerMatches()).toBe(before);
  });

  it('20 concurrent debits of the whole balance: exactly one succeeds, never below zero', async () => {
    const balance = await expectLedgerMatches();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(balance, `whole-balance-${String(n).padStart(4, '0')}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'INSUFFICIENT_BALANCE')).toHaveLength(19);
    expect(await expectLedgerMatches()).toBe(0);
  });

  it('a debit past the balance leaves it and the ledger untouched', async () => {
    const posted = await inTransaction(t.db, (trx) =>
      postEntry(trx, { memberId, txCode: 'TEST_DEBIT', amountCents: -1, remark: 'x', reference: null }),
    );
    expect(posted).toEqual({ ok: false, reason: 'INSUFFICIENT_BALANCE' });
    expect(await expectLedgerMatches()).toBe(0);
  });
});

import type { DepositChannel } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import { runOperator } from '../operator/run-operator';
import { grantReward } from '../rewards/reward-store';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { memberIdOf, newKey, submitDemoGateway } from './money-test-kit';

const TRACE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const tap = (span: string) => `00-${TRACE}-${span}-01`;

describe('one trace from the tap to the ledger row', () => {
  let t: TestContext;
  let token: string;
  let demoPay: DepositChannel;
  beforeAll(async () => {
    t = await createTestContext();
    token = await t.login('player2');
    const channels = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value;
    demoPay = channels.find((c) => c.name === 'DemoPay') as DepositChannel;
  });
  afterAll(() => t.close());

  it("keeps the caller's trace id on the deposit's ledger row, credited later by the gateway", async () => {
    const created = await t.call({
      method: 'POST',
      url: '/wps/deposit/gateway',
      headers: { ...bearer(token), 'idempotency-key': newKey(), traceparent: tap('1111111111111111') },
      payload: { channelId: demoPay.id, amount: 250, promoId: null },
    });
    const { orderNo, gatewayUrl } = envelope<{ orderNo: string; gatewayUrl: string }>(created).value;
    // The gateway's page and its callback carry traces of their own (no traceparent, or another one).
    const pay = await submitDemoGateway(t, gatewayUrl);
    expect(pay.statusCode).toBe(303);

    const row = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'amount_cents', 'trace_id'])
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tx_code: 'DEPOSIT', trace_id: TRACE });
    expect(Number(row.amount_cents)).toBe(25_000);

    // The operator follows it both ways: the order's rows show the trace, the trace finds the rows.
    const byOrder = await runOperator(t.db, ['ledger', '--order', orderNo]);
    expect(byOrder.exitCode).toBe(0);
    expect(JSON.parse(byOrder.stdout)).toEqual([
      expect.objectContaining({ kind: 'DEPOSIT', amount: 250, traceId: TRACE, member: 'player2' }),
    ]);
    const byTrace = await runOperator(t.db, ['ledger', '--trace', TRACE.toUpperCase()]);
    expect(JSON.parse(byTrace.stdout).map((r: { reference: string }) => r.reference)).toEqual([orderNo]);
    const byUser = await runOperator(t.db, ['ledger', '--user', 'player2', '--limit', '1']);
    expect(JSON.parse(byUser.stdout)[0]).toMatchObject({ reference: orderNo, traceId: TRACE });
  });

  it("keeps a transfer's own request trace on both its ledger rows", async () => {
    const player2 = await memberIdOf(t, 'player2');
    const before = await t.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.max('id').as('last'))
      .where('member_id', '=', player2)
      .executeTakeFirstOrThrow();
    // A transfer to a game wallet and back: two rows of one tap each.
    for (const [span, direction] of [
      ['2222222222222222', 'in'],
      ['3333333333333333', 'out'],
    ] as const) {
      const moved = await t.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { ...bearer(token), 'idempotency-key': newKey(), traceparent: tap(span) },
        payload: { direction, vendor: 'NOVA', amount: 1 },
      });
      expect(moved.statusCode).toBe(200);
    }
    const rows = await t.db
      .selectFrom('transactions')
      .select(['tx_code', 'trace_id'])
      .where('member_id', '=', player2)
      .where('id', '>', Number(before.last ?? 0))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { tx_code: 'TRANSFER_OUT', trace_id: TRACE },
      { tx_code: 'TRANSFER_IN', trace_id: TRACE },
    ]);
  });

  it("keeps a reward claim's request trace on its credit", async () => {
    const memberId = await memberIdOf(t, 'player2');
    const { rewardId } = await inTransaction(t.db, (trx) =>
      grantReward(trx, {
        memberId,
        title: 'Traced',
        source: 'test',
        amountCents: 150,
        reference: 'test:trace',
      }),
    );
    const claimed = await t.call({
      method: 'POST',
      url: '/wps/rewards/claim',
      headers: { ...bearer(token), 'idempotency-key': newKey(), traceparent: tap('4444444444444444') },
      payload: { rewardId },
    });
    expect(claimed.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('transactions')
      .select('trace_id')
      .where('reference', '=', `reward:${rewardId}`)
      .executeTakeFirstOrThrow();
    expect(row.trace_id).toBe(TRACE);
  });

  it('refuses a malformed trace id to the operator command', async () => {
    const res = await runOperator(t.db, ['ledger', '--trace', 'not-a-trace']);
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toContain('--trace must be a trace id');
  });
});

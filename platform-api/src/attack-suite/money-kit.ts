import type { DepositChannel, DepositPromo } from '@mobile/shared-contracts';
import { createMember } from '../accounts/account-store';
import { memberIdOf, postGatewayCallback, postMoney } from '../deposit/money-test-kit';
import { bearer, envelope, type TestContext } from '../test/test-context';

/** Money attacks (findings 13 to 16): a member of its own, deposits paid by signed callbacks, the ledger walk. */

export interface FreshMember {
  memberId: number;
  token: string;
  cardId: number;
}

/**
 * A new type-1 member on the demo merchant with no deposit yet, a payee name, one bank card and the
 * demo withdrawal password (player0's hash), logged in the way the operator does it.
 */
export async function freshMember(t: TestContext, username: string): Promise<FreshMember> {
  const now = new Date();
  const memberId = await createMember(
    t.db,
    {
      merchantCode: 'demo',
      username,
      passwordHash: '!',
      type: 1,
      nickname: null,
      parentId: null,
      mobile: null,
      email: null,
      balanceCents: 0,
    },
    now,
  );
  const player0 = await t.db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('id', '=', await memberIdOf(t, 'player0'))
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('members')
    .set({ payee_name: 'Fresh Member', payment_password_hash: player0.payment_password_hash })
    .where('id', '=', memberId)
    .execute();
  const card = await t.db
    .insertInto('bank_cards')
    .values({
      member_id: memberId,
      bank_code: 'BDO',
      bank_name: 'BDO Unibank',
      holder_name: 'Fresh Member',
      card_number: `00${String(memberId).padStart(10, '0')}`,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId, token: await t.login(username), cardId: card.id };
}

export async function demoPayChannel(t: TestContext, token: string): Promise<DepositChannel> {
  const channels = envelope<DepositChannel[]>(
    await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
  ).value;
  const channel = channels.find((c) => c.name === 'DemoPay');
  if (!channel) throw new Error('the demo merchant has no DemoPay channel');
  return channel;
}

export async function promosOf(t: TestContext, token: string): Promise<DepositPromo[]> {
  return envelope<DepositPromo[]>(await t.call({ url: '/wps/deposit/promos', headers: bearer(token) })).value;
}

/** The seeded first-deposit promotion's id (looked up directly: the member may no longer see it). */
export async function firstDepositPromoId(t: TestContext): Promise<number> {
  const row = await t.db
    .selectFrom('deposit_promos')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('first_deposit_only', '=', 1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Creates a gateway deposit order; answers the raw response (an order number on success). */
export function orderDeposit(
  t: TestContext,
  member: FreshMember,
  channelId: number,
  amount: number,
  promoId: number | null,
) {
  return postMoney(t, member.token, '/wps/deposit/gateway', { channelId, amount, promoId });
}

let txSerial = 0;

/** The gateway's signed PAID callback for an order. */
export function paidCallback(t: TestContext, orderNo: string, amount: number) {
  txSerial += 1;
  return postGatewayCallback(t, {
    orderNo,
    amount: amount.toFixed(2),
    status: 'PAID',
    gatewayTx: `attack-${Date.now()}-${txSerial}`,
    timestamp: Date.now(),
  });
}

/** Orders then pays one deposit; returns its order number. */
export async function deposit(
  t: TestContext,
  member: FreshMember,
  amount: number,
  promoId: number | null,
): Promise<string> {
  const channel = await demoPayChannel(t, member.token);
  const res = await orderDeposit(t, member, channel.id, amount, promoId);
  if (res.statusCode !== 200) throw new Error(`deposit order refused: ${res.body}`);
  const { orderNo } = envelope<{ orderNo: string }>(res).value;
  const paid = await paidCallback(t, orderNo, amount);
  if (paid.statusCode !== 200) throw new Error(`callback refused: ${paid.body}`);
  return orderNo;
}

export async function ledgerRows(t: TestContext, memberId: number, txCode: string) {
  return t.db
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'reference'])
    .where('member_id', '=', memberId)
    .where('tx_code', '=', txCode)
    .orderBy('id')
    .execute();
}

export interface LedgerMismatch {
  wallet: string;
  balanceCents: number;
  ledgerSumCents: number;
}

/**
 * Every main wallet against the sum of its ledger rows, and every transfer-vendor wallet against its
 * entries: the mismatches (none when the books hold).
 */
export async function ledgerMismatches(t: TestContext): Promise<LedgerMismatch[]> {
  const wallets = await t.db.selectFrom('wallets').select(['member_id', 'balance_cents']).execute();
  const sums = await t.db
    .selectFrom('transactions')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('total')])
    .groupBy('member_id')
    .execute();
  const sumOf = new Map(sums.map((s) => [s.member_id, Number(s.total)]));
  const mismatches: LedgerMismatch[] = [];
  for (const w of wallets) {
    const ledgerSumCents = sumOf.get(w.member_id) ?? 0;
    if (Number(w.balance_cents) !== ledgerSumCents)
      mismatches.push({
        wallet: `member ${w.member_id}`,
        balanceCents: Number(w.balance_cents),
        ledgerSumCents,
      });
  }
  const vendorWallets = await t.db
    .selectFrom('vendor_wallets')
    .select(['member_id', 'vendor_code', 'balance_cents'])
    .execute();
  const vendorSums = await t.db
    .selectFrom('vendor_wallet_entries')
    .select(['member_id', 'vendor_code', (eb) => eb.fn.sum<number | string>('amount_cents').as('total')])
    .groupBy(['member_id', 'vendor_code'])
    .execute();
  const vendorSumOf = new Map(vendorSums.map((s) => [`${s.member_id}:${s.vendor_code}`, Number(s.total)]));
  for (const w of vendorWallets) {
    const ledgerSumCents = vendorSumOf.get(`${w.member_id}:${w.vendor_code}`) ?? 0;
    if (Number(w.balance_cents) !== ledgerSumCents)
      mismatches.push({
        wallet: `member ${w.member_id} ${w.vendor_code}`,
        balanceCents: Number(w.balance_cents),
        ledgerSumCents,
      });
  }
  return mismatches;
}

import type { Db } from '../../db/schema';
import { newOrderNo } from '../../deposit/order-no';
import { postEntry } from '../../wallet/ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Channels by vendor with their limits (pesos); manual ones name the merchant's receiving account. */
export const DEMO_DEPOSIT_CHANNELS = [
  {
    vendor: 'BANK',
    name: 'BDO bank transfer',
    method: 'MANUAL',
    min: 100,
    max: 50_000,
    bank: ['BDO', 'Demo Gaming Inc.', '001234567890'],
  },
  {
    vendor: 'BANK',
    name: 'BPI bank transfer',
    method: 'MANUAL',
    min: 200,
    max: 100_000,
    bank: ['BPI', 'Demo Gaming Inc.', '3090123456'],
  },
  {
    vendor: 'EWALLET',
    name: 'GCash',
    method: 'MANUAL',
    min: 100,
    max: 20_000,
    bank: ['GCash', 'Demo Gaming', '09170001234'],
  },
  {
    vendor: 'EWALLET',
    name: 'Maya',
    method: 'MANUAL',
    min: 100,
    max: 20_000,
    bank: ['Maya', 'Demo Gaming', '09180005678'],
  },
  { vendor: 'GATEWAY', name: 'DemoPay', method: 'GATEWAY', min: 100, max: 50_000, bank: null },
  { vendor: 'GATEWAY', name: 'DemoPay QR', method: 'GATEWAY', min: 50, max: 10_000, bank: null },
] as const;

export const DEMO_DEPOSIT_PROMOS = [
  {
    title: 'First deposit bonus 100% up to 1,000',
    percent: 100,
    maxBonus: 1_000,
    minDeposit: 300,
    firstDepositOnly: true,
    turnoverMultiple: 10,
  },
  {
    title: 'Reload bonus 10% up to 500',
    percent: 10,
    maxBonus: 500,
    minDeposit: 100,
    firstDepositOnly: false,
    turnoverMultiple: 5,
  },
];

export const DEMO_WITHDRAW_BANKS = [
  ['BDO', 'BDO Unibank'],
  ['BPI', 'Bank of the Philippine Islands'],
  ['METROBANK', 'Metrobank'],
  ['LANDBANK', 'Land Bank of the Philippines'],
  ['UNIONBANK', 'UnionBank'],
  ['GCASH', 'GCash'],
] as const;

async function seedCatalogue(db: Db, merchantCode: string): Promise<void> {
  await db
    .insertInto('deposit_channels')
    .values(
      DEMO_DEPOSIT_CHANNELS.map((c, index) => ({
        merchant_code: merchantCode,
        vendor: c.vendor,
        name: c.name,
        method: c.method,
        min_cents: c.min * 100,
        max_cents: c.max * 100,
        bank_name: c.bank?.[0] ?? null,
        account_name: c.bank?.[1] ?? null,
        account_number: c.bank?.[2] ?? null,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'name']).doNothing())
    .execute();
  await db
    .insertInto('deposit_promos')
    .values(
      DEMO_DEPOSIT_PROMOS.map((p) => ({
        merchant_code: merchantCode,
        title: p.title,
        percent: p.percent,
        max_bonus_cents: p.maxBonus * 100,
        min_deposit_cents: p.minDeposit * 100,
        first_deposit_only: p.firstDepositOnly ? 1 : 0,
        turnover_multiple: p.turnoverMultiple,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'title']).doNothing())
    .execute();
  await db
    .insertInto('withdraw_banks')
    .values(
      DEMO_WITHDRAW_BANKS.map(([code, name], index) => ({
        merchant_code: merchantCode,
        code,
        name,
        sort_order: index,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
    .execute();
}

type DepositSeed = { channel: string; amount: number; status: string; daysAgo: number; remark?: string };

/** Deposit history; the SUCCESS one is the member's first seeded ledger deposit, linked by reference. */
async function seedDeposits(
  db: Db,
  merchantCode: string,
  memberId: number,
  orders: DepositSeed[],
  now: Date,
) {
  const existing = await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (existing) return;
  const channels = await db
    .selectFrom('deposit_channels')
    .select(['id', 'name'])
    .where('merchant_code', '=', merchantCode)
    .execute();
  const first = await db
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'created_at'])
    .where('member_id', '=', memberId)
    .where('tx_code', '=', 'DEPOSIT')
    .orderBy('created_at')
    .executeTakeFirst();
  const rows: DepositSeed[] = first
    ? [
        {
          channel: 'BDO bank transfer',
          amount: Number(first.amount_cents) / 100,
          status: 'SUCCESS',
          daysAgo: -1,
        },
        ...orders,
      ]
    : orders;
  for (const order of rows) {
    const channel = channels.find((c) => c.name === order.channel);
    if (!channel) continue;
    const at =
      order.daysAgo < 0 && first
        ? first.created_at
        : new Date(now.getTime() - order.daysAgo * DAY_MS).toISOString();
    const orderNo = newOrderNo('D', Date.parse(at));
    await db
      .insertInto('deposit_orders')
      .values({
        order_no: orderNo,
        member_id: memberId,
        channel_id: channel.id,
        promo_id: null,
        amount_cents: Math.round(order.amount * 100),
        bonus_cents: 0,
        status: order.status,
        remark: order.remark ?? '',
        gateway_tx: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (order.status === 'SUCCESS' && first)
      await db.updateTable('transactions').set({ reference: orderNo }).where('id', '=', first.id).execute();
  }
}

async function seedBankCard(
  db: Db,
  memberId: number,
  bankCode: string,
  bankName: string,
  number: string,
  now: Date,
) {
  const member = await db
    .selectFrom('members')
    .select('payee_name')
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member?.payee_name) return null;
  await db
    .insertInto('bank_cards')
    .values({
      member_id: memberId,
      bank_code: bankCode,
      bank_name: bankName,
      holder_name: member.payee_name,
      card_number: number,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'card_number']).doNothing())
    .execute();
  const card = await db
    .selectFrom('bank_cards')
    .select('id')
    .where('member_id', '=', memberId)
    .where('card_number', '=', number)
    .executeTakeFirst();
  return card?.id ?? null;
}

/** Cancelled and rejected withdrawals: each held then given back, so the balance ends where it was. */
async function seedWithdrawals(
  db: Db,
  memberId: number,
  cardId: number,
  orders: { amount: number; status: 'CANCELLED' | 'FAILED'; daysAgo: number }[],
  now: Date,
) {
  const existing = await db
    .selectFrom('withdraw_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (existing) return;
  for (const order of orders) {
    const at = new Date(now.getTime() - order.daysAgo * DAY_MS);
    const later = new Date(at.getTime() + 60 * 60 * 1000);
    const orderNo = newOrderNo('W', at.getTime());
    const cents = Math.round(order.amount * 100);
    await db.transaction().execute(async (trx) => {
      const held = await postEntry(trx, {
        memberId,
        txCode: 'WITHDRAW',
        amountCents: -cents,
        remark: `Withdrawal ${orderNo}`,
        reference: orderNo,
        at,
      });
      if (!held.ok) return;
      await postEntry(trx, {
        memberId,
        txCode: 'WITHDRAW_REFUND',
        amountCents: cents,
        remark: `${order.status === 'CANCELLED' ? 'Cancelled' : 'Rejected'} withdrawal ${orderNo}`,
        reference: orderNo,
        at: later,
      });
      await trx
        .insertInto('withdraw_orders')
        .values({
          order_no: orderNo,
          member_id: memberId,
          bank_card_id: cardId,
          amount_cents: cents,
          status: order.status,
          created_at: at.toISOString(),
          updated_at: later.toISOString(),
        })
        .execute();
    });
  }
}

/** Idempotent: channels, promos, banks, then history and cards for player0, player1 and player2. */
export async function seedWalletMoney(
  db: Db,
  merchantCode: string,
  ids: Map<string, number>,
  now: Date,
): Promise<void> {
  await seedCatalogue(db, merchantCode);
  const player0 = ids.get('player0');
  const player1 = ids.get('player1');
  const player2 = ids.get('player2');
  if (player0 !== undefined) {
    await seedDeposits(
      db,
      merchantCode,
      player0,
      [
        { channel: 'DemoPay', amount: 500, status: 'FAILED', daysAgo: 6 },
        { channel: 'DemoPay QR', amount: 1_000, status: 'CANCELLED', daysAgo: 4 },
        { channel: 'GCash', amount: 2_000, status: 'PENDING', daysAgo: 1, remark: 'Sent from my GCash' },
      ],
      now,
    );
    const card = await seedBankCard(db, player0, 'BDO', 'BDO Unibank', '001987654321', now);
    if (card !== null)
      await seedWithdrawals(db, player0, card, [{ amount: 1_000, status: 'CANCELLED', daysAgo: 3 }], now);
  }
  if (player1 !== undefined) {
    await seedDeposits(
      db,
      merchantCode,
      player1,
      [
        { channel: 'GCash', amount: 300, status: 'PENDING', daysAgo: 1 },
        { channel: 'DemoPay', amount: 200, status: 'FAILED', daysAgo: 2 },
      ],
      now,
    );
    const card = await seedBankCard(db, player1, 'BPI', 'Bank of the Philippine Islands', '3090555512', now);
    if (card !== null)
      await seedWithdrawals(
        db,
        player1,
        card,
        [
          { amount: 300, status: 'FAILED', daysAgo: 5 },
          { amount: 200, status: 'CANCELLED', daysAgo: 2 },
        ],
        now,
      );
  }
  if (player2 !== undefined)
    await seedDeposits(
      db,
      merchantCode,
      player2,
      [{ channel: 'DemoPay', amount: 100, status: 'CANCELLED', daysAgo: 2 }],
      now,
    );
}

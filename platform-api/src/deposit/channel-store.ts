import type { DepositChannel, DepositPromo, DepositVendor } from '@mobile/shared-contracts';
import type { Selectable } from 'kysely';
import { centsToAmount } from '../common/money';
import type { Db, DepositChannelTable } from '../db/schema';
import { hadFirstDeposit } from './deposit-bonus';

type ChannelRow = Selectable<DepositChannelTable>;

export function channelView(row: ChannelRow): DepositChannel {
  return {
    id: row.id,
    vendor: row.vendor as DepositVendor,
    name: row.name,
    method: row.method === 'GATEWAY' ? 'GATEWAY' : 'MANUAL',
    min: centsToAmount(row.min_cents),
    max: centsToAmount(row.max_cents),
    account:
      row.method === 'MANUAL' && row.bank_name && row.account_name && row.account_number
        ? { bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number }
        : null,
  };
}

export async function listChannels(db: Db, merchantCode: string): Promise<DepositChannel[]> {
  const rows = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(channelView);
}

/**
 * The channels a member is offered (`GET /wps/deposit/channels` and the page's draw read, 0671): a site
 * with no payment gateway offers only the channels it can take money through.
 */
export async function offeredChannels(
  db: Db,
  merchantCode: string,
  paymentPage: string | null,
): Promise<DepositChannel[]> {
  const channels = await listChannels(db, merchantCode);
  return paymentPage ? channels : channels.filter((channel) => channel.method !== 'GATEWAY');
}

export async function findChannel(db: Db, merchantCode: string, id: number): Promise<ChannelRow | null> {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The merchant's promotions the member may still choose: a first-deposit one only before any deposit. */
export async function listPromos(db: Db, merchantCode: string, memberId: number): Promise<DepositPromo[]> {
  const firstDone = await hadFirstDeposit(db, memberId);
  const rows = await db
    .selectFrom('deposit_promos')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => !(firstDone && Number(row.first_deposit_only) === 1))
    .map((row) => ({
      id: row.id,
      title: row.title,
      percent: row.percent,
      maxBonus: centsToAmount(row.max_bonus_cents),
      minDeposit: centsToAmount(row.min_deposit_cents),
    }));
}

export async function findPromo(db: Db, merchantCode: string, id: number) {
  return (
    (await db
      .selectFrom('deposit_promos')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

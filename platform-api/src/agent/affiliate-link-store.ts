import { randomInt } from 'node:crypto';
import { type AffiliateLink, MAX_AFFILIATE_LINKS } from '@mobile/shared-contracts';
import type { Selectable } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { AgentAffiliateLinkTable, Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hundredthsToRebate, rebateOf, rebateToHundredths, setRebate } from './rebate-store';

/** No 0/O, 1/I/L: the code is read aloud and typed on phones (as the referral codes). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;
const randomCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const linkOf = (row: Selectable<AgentAffiliateLinkTable>): AffiliateLink => ({
  id: Number(row.id),
  code: row.code,
  memberType: Number(row.member_type),
  rebate: hundredthsToRebate(Number(row.rebate_hundredths)),
  registrations: Number(row.registrations),
  createdAt: row.created_at,
});

export async function affiliateLinksOf(db: Db, memberId: number): Promise<AffiliateLink[]> {
  const rows = await db
    .selectFrom('agent_affiliate_links')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(linkOf);
}

interface NewLink {
  merchantCode: string;
  memberId: number;
  memberType: number;
  rebate: number;
}

/** A new link with a fresh code, also registered as an invitation code; at most MAX_AFFILIATE_LINKS. */
export async function createAffiliateLink(db: Db, link: NewLink, now: Date): Promise<AffiliateLink> {
  return inTransaction(db, async (trx) => {
    const count = await trx
      .selectFrom('agent_affiliate_links')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', link.memberId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_AFFILIATE_LINKS) throw new ApiError('AFFILIATE_LINK_LIMIT', 409);
    // 31^10 codes: a clash is all but impossible, and the unique key refuses it if it ever happens.
    const code = randomCode();
    await trx
      .insertInto('affiliate_codes')
      .values({ merchant_code: link.merchantCode, code, member_id: link.memberId })
      .execute();
    const row = await trx
      .insertInto('agent_affiliate_links')
      .values({
        merchant_code: link.merchantCode,
        member_id: link.memberId,
        code,
        member_type: link.memberType,
        rebate_hundredths: rebateToHundredths(link.rebate),
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return linkOf(row);
  });
}

/** Deletes the agent's own link and its invitation code; false when it is not the agent's. */
export async function deleteAffiliateLink(db: Db, memberId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('agent_affiliate_links')
      .select(['merchant_code', 'code'])
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom('agent_affiliate_links').where('id', '=', id).execute();
    await trx
      .deleteFrom('affiliate_codes')
      .where('merchant_code', '=', row.merchant_code)
      .where('code', '=', row.code)
      .execute();
    return true;
  });
}

/**
 * A registration through an agent's link: the new member gets the link's type and rebate, the rebate
 * capped at the agent's own today (it may have been lowered since the link was made).
 */
export async function applyAffiliateLink(
  db: Db,
  merchantCode: string,
  code: string,
  newMemberId: number,
  now: Date,
): Promise<void> {
  const link = await db
    .selectFrom('agent_affiliate_links')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!link) return;
  const rebate = Math.min(
    hundredthsToRebate(Number(link.rebate_hundredths)),
    await rebateOf(db, link.member_id),
  );
  await db
    .updateTable('members')
    .set({ type: Number(link.member_type) })
    .where('id', '=', newMemberId)
    .execute();
  if (rebate > 0) await setRebate(db, newMemberId, rebate, now);
  await db
    .updateTable('agent_affiliate_links')
    .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
    .where('id', '=', link.id)
    .execute();
}

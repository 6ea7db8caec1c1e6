import type { SocialProviderId } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';

export async function linkedMemberId(
  db: Db,
  merchantCode: string,
  provider: SocialProviderId,
  subject: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('social_links')
    .select('member_id')
    .where('merchant_code', '=', merchantCode)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ? row.member_id : null;
}

/** Links the subject to the member; false when the subject or the member's provider is linked already. */
export async function addLink(
  db: Db,
  link: { merchantCode: string; provider: SocialProviderId; subject: string; memberId: number },
  now: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto('social_links')
      .values({
        merchant_code: link.merchantCode,
        provider: link.provider,
        subject: link.subject,
        member_id: link.memberId,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  } catch {
    return false;
  }
}

export async function linksOf(db: Db, memberId: number) {
  return db
    .selectFrom('social_links')
    .select(['provider', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function removeLink(db: Db, memberId: number, provider: SocialProviderId): Promise<boolean> {
  const result = await db
    .deleteFrom('social_links')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

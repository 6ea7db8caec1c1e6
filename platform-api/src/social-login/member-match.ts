import { MEMBER_TYPE } from '@mobile/shared-contracts';
import { type LoginMember, loginMemberById, loginMemberByName } from '../accounts/account-store';
import { normaliseEmail } from '../accounts/contacts';
import type { Db } from '../db/schema';
import type { ProviderIdentity } from './oidc-client';

const playable = (member: LoginMember | null) =>
  member && member.type !== MEMBER_TYPE.FREE_PLAY ? member : null;

/**
 * The merchant's one account this identity may be linked to (after that account's password): the
 * member whose e-mail is the provider's verified e-mail, else the member named as the provider's
 * preferred username. Never a free-play account; an e-mail several members share matches none of them.
 */
export async function matchingMember(
  db: Db,
  merchantCode: string,
  identity: ProviderIdentity,
): Promise<LoginMember | null> {
  if (identity.email && identity.emailVerified) {
    const rows = await db
      .selectFrom('member_contacts')
      .select('member_id')
      .where('merchant_code', '=', merchantCode)
      .where('email', '=', normaliseEmail(identity.email))
      .limit(2)
      .execute();
    if (rows.length === 1 && rows[0]) return playable(await loginMemberById(db, rows[0].member_id));
  }
  if (identity.preferredUsername)
    return playable(await loginMemberByName(db, merchantCode, identity.preferredUsername));
  return null;
}

/** A linked member may log in unless it became a free-play account (never) or is gone. */
export async function linkedPlayable(db: Db, memberId: number): Promise<LoginMember | null> {
  return playable(await loginMemberById(db, memberId));
}

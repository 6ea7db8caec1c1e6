import type { LoginResult } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { refuseIfExcluded } from '../protection/exclusions';
import { type LoginMember, openSession } from './account-store';

/**
 * The one way a proven member becomes a session, whatever proved them (password, SMS code, a linked
 * identity provider): a time-out or self-exclusion refuses it, then the session opens as any login's.
 */
export async function openMemberSession(db: Db, member: LoginMember, now: Date): Promise<LoginResult> {
  await refuseIfExcluded(db, member.id, now);
  return openSession(db, member, now);
}

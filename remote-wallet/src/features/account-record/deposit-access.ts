import { canDeposit, memberTypeOf, type SessionInfo } from '@mobile/shared-contracts';

/** SPEC 5 free-access check: logged in and member type 0, 1 or 2. */
export function mayUseDeposit(session: SessionInfo | null): boolean {
  return session !== null && canDeposit(memberTypeOf(session));
}

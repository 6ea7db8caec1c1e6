import { type AccessContext, type AccessRule, accessVerdict } from '@mobile/shared-contracts';
import type { Session } from '../sessions/session-store';
import { ApiError, forbidden, notLoggedIn } from './api-error';

/**
 * The server's side of the access table: the same rule the page and its menu entries name. A guest is
 * not logged in (401), a refused type gets FREE_REJECT (403, the free_reject message), and a page
 * that is not for this member or switched off for the merchant is forbidden (403).
 * `switches` adds what a rule reads beyond the member type (labels, features, promotions).
 */
export function requireAccess(
  rule: AccessRule,
  session: Pick<Session, 'type'> | null,
  switches: Partial<Omit<AccessContext, 'memberType'>> = {},
): void {
  const verdict = accessVerdict(rule, {
    memberLabels: [],
    features: [],
    promos: {},
    ...switches,
    memberType: session ? session.type : null,
  });
  if (verdict === 'allow') return;
  if (verdict === 'login') throw notLoggedIn();
  if (verdict === 'reject') throw new ApiError('FREE_REJECT', 403);
  throw forbidden();
}

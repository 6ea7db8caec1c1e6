import { CHAT_FEATURE, canDeposit, chatHidden, whitelabelSchema } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError, notLoggedIn } from '../http/api-error';
import { readMemberInfo } from '../members/member-store';
import { whitelabelDefaults } from '../merchants/default-settings';
import type { Session } from '../sessions/session-store';
import { settingOr } from '../system/settings-routes';

/** SPEC 6 on the server: CBS3 on, member type 0, 1 or 2 (else free_reject), no nochat label. */
export async function assertChatAllowed(db: Db, session: Session): Promise<void> {
  if (!canDeposit(session.type)) throw new ApiError('FREE_REJECT', 403);
  const whitelabel = await settingOr(db, session.merchantCode, 'whitelabel', whitelabelSchema, () =>
    whitelabelDefaults('full'),
  );
  if (!whitelabel.features.includes(CHAT_FEATURE)) throw new ApiError('FORBIDDEN', 403);
  const member = await readMemberInfo(db, session.memberId);
  if (!member) throw notLoggedIn();
  if (chatHidden(member)) throw new ApiError('FORBIDDEN', 403);
}

import { whitelabelSchema } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { notLoggedIn } from '../http/api-error';
import { requireAccess } from '../http/require-access';
import { readMemberInfo } from '../members/member-store';
import { whitelabelDefaults } from '../merchants/default-settings';
import type { Session } from '../sessions/session-store';
import { settingOr } from '../system/settings-routes';

/** SPEC 6 on the server, the `chat` rule: CBS3 on, no nochat label, member type 0, 1 or 2 (else free_reject). */
export async function assertChatAllowed(db: Db, session: Session): Promise<void> {
  // Refused types are answered before any read (the rule's own order would read the settings first).
  requireAccess('depositor', session);
  const whitelabel = await settingOr(db, session.merchantCode, 'whitelabel', whitelabelSchema, () =>
    whitelabelDefaults('full'),
  );
  const member = await readMemberInfo(db, session.memberId);
  if (!member) throw notLoggedIn();
  requireAccess('chat', session, {
    features: whitelabel.features,
    memberLabels: member.memberLabel.map((label) => label.labelName),
  });
}

import { type MemberInfo, memberTypeOf, type SessionInfo } from '../session';

/**
 * What an access rule may look at: the member (null for a guest), the member's labels, and the
 * merchant's switches. The shell, every remote and platform-api build one and ask the same rules.
 */
export interface AccessContext {
  /** Session member type; null when nobody is logged in. */
  memberType: number | null;
  /** Label names of the member (`memberLabel[].labelName`), e.g. 'nochat'. */
  memberLabels: readonly string[];
  /** Whitelabel features switched on for the merchant (CBS3, MAILCEN, DIVIDEND, ...). */
  features: readonly string[];
  /** Promotion switches of the merchant's settings (MISSION, REFERRAL, ...). */
  promos: Readonly<Record<string, boolean>>;
}

/**
 * A rule's answer. allow: go on; login: a guest must log in first; reject: the member's type may not
 * (free_reject, 2 s); home: the page is not for this member, replace it with /m/home (SPEC 4 agent
 * screen load); hidden: the merchant switched it off, no entry is drawn.
 */
export type AccessVerdict = 'allow' | 'login' | 'reject' | 'home' | 'hidden';

export const GUEST_ACCESS: AccessContext = { memberType: null, memberLabels: [], features: [], promos: {} };

export interface AccessSources {
  session: Pick<SessionInfo, 'type'> | null;
  member?: Pick<MemberInfo, 'memberLabel'> | null;
  features?: readonly string[];
  promos?: Readonly<Record<string, boolean>>;
}

/** The context of a session (a session without a readable type counts as free play, SPEC 3). */
export function accessContextOf({ session, member, features, promos }: AccessSources): AccessContext {
  return {
    memberType: session ? memberTypeOf(session) : null,
    memberLabels: member?.memberLabel.map((label) => label.labelName) ?? [],
    features: features ?? [],
    promos: promos ?? {},
  };
}

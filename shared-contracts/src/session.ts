import { AGENT_EXCLUDED_TYPES, DEPOSIT_MEMBER_TYPES, MEMBER_TYPE } from './constants';

/** Stored under MC_SESSION_INFO. `firstTimeLogin` holds customerType for trial users. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  firstTimeLogin: boolean | number | null;
}

export interface MemberLabel {
  labelName: string;
}

export interface MemberInfo {
  id: number;
  type: number;
  nickname: string | null;
  account: string;
  memberLabel: MemberLabel[];
  clubLabel: { labelName: string; type: string } | null;
  /** The chosen site avatar (`/wps/member/icon`), absent while none is chosen. */
  avatar?: number;
}

export interface WalletSummary {
  currencySymbol: string;
  sumBalance: number;
}

export interface UnreadCounts {
  total: number;
  chat: number;
  inbox: number;
  announcements: number;
}

/** Unknown member types count as free play (SPEC 3). */
export function memberTypeOf(session: Pick<SessionInfo, 'type'> | null | undefined): number {
  return typeof session?.type === 'number' ? session.type : MEMBER_TYPE.DEFAULT;
}

export function canDeposit(memberType: number): boolean {
  return DEPOSIT_MEMBER_TYPES.includes(memberType);
}

export function isFreePlay(memberType: number): boolean {
  return memberType === MEMBER_TYPE.FREE_PLAY;
}

export function isAgent(memberType: number): boolean {
  return !AGENT_EXCLUDED_TYPES.includes(memberType);
}

export function hasClub(member: Pick<MemberInfo, 'clubLabel'> | null): boolean {
  return member?.clubLabel?.type === 'AUTO';
}

export function chatHidden(member: Pick<MemberInfo, 'memberLabel'> | null): boolean {
  return member?.memberLabel.some((l) => l.labelName === 'nochat') ?? false;
}

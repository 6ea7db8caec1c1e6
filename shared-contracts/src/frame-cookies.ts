import type { TeamKpiFooter } from './endpoints/agent';
import type { DividendContract } from './endpoints/agent-dividend';
import type { DepositChannel, DepositPromo } from './endpoints/deposit';
import type { KycStatus } from './endpoints/kyc';
import type { BankCard, WithdrawInfo } from './endpoints/withdraw';
import type { MemberInfo, WalletSummary } from './session';

/**
 * Cookies the shell keeps beside its local-storage values, so the server can draw the right home frame
 * before any JavaScript runs (issue 11): the language, the test merchant override, whether a player is
 * signed in and as which member type, and whether the download bar was closed this session. None holds a secret.
 */
export const FRAME_COOKIES = {
  language: 'mc_lang',
  merchant: 'mc_merchant',
  signedIn: 'mc_signed_in',
  /** The session's member type (a number), so a member's or an agent's page can be drawn for them too. */
  memberType: 'mc_member_type',
  /**
   * The signed-in member's id, cleared by the shell itself at sign-out: a draw read must name the member
   * its draw token is for (docs/decisions/0641), so a draw cookie left behind by a sign-out whose call
   * failed never draws that member's page for the next person on the device.
   */
  member: 'mc_member',
  downloadClosed: 'mc_dl_closed',
  /**
   * The balance hide/show choice ('1' hidden, '0' shown; STORAGE_KEYS.balanceHidden), written by the shell
   * at start and at every change: a member page drawn by the server shows the amount exactly as the page
   * will (docs/decisions/0642), and never an amount the member chose to hide. Absent: nothing drawn.
   */
  balanceHidden: 'mc_balance_hidden',
  /**
   * The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), written by the shell at
   * start: /m/agent's greeting follows the local hour and its team counters the local day (docs/decisions/0661),
   * which the server cannot know otherwise. Absent or unknown: that page is not drawn.
   */
  timeZone: 'mc_tz',
} as const;

export type FrameCookie = (typeof FRAME_COOKIES)[keyof typeof FRAME_COOKIES];

/** `document.cookie` assignment for one hint: under /m, a year (or the session), never sent cross-site. */
export function frameCookie(
  name: FrameCookie,
  value: string | null,
  options: { session?: boolean; secure?: boolean } = {},
): string {
  const parts = [`${name}=${value === null ? '' : encodeURIComponent(value)}`, 'Path=/m', 'SameSite=Lax'];
  if (value === null) parts.push('Max-Age=0');
  else if (!options.session) parts.push('Max-Age=31536000');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The session's draw-only credential (docs/decisions/0641). Set and cleared by the platform API only, as an
 * httpOnly, SameSite=Strict cookie under /m: page script never reads it, the API's own calls never carry
 * it, and it is accepted by the draw reads alone (what a member page's drawing shows, nothing that writes).
 */
export const DRAW_COOKIE = 'mc_draw';
/** The header the frame service hands the draw cookie's value to the platform's draw reads in. */
export const DRAW_TOKEN_HEADER = 'x-draw-token';
/** The header the frame service hands the `mc_member` hint in; a draw read refuses any other member. */
export const DRAW_MEMBER_HEADER = 'x-draw-member';
/** The draw reads: the one route family that accepts a draw token, and nothing else does. */
export const DRAW_READS = {
  memberHome: '/wps/draw/member-home',
  deposit: '/wps/draw/deposit',
  agentHome: '/wps/draw/agent-home',
  withdraw: '/wps/draw/withdraw',
} as const;

/**
 * What `/m/member/home`'s drawing shows and what its draw read answers (docs/decisions/0642): the page's
 * three first calls (member info, wallet, identity check), the answers its parcel reads under their own
 * query keys. `kyc` is null for a member without an identity to verify (free play: the page asks them to
 * register instead, and is not drawn).
 */
export interface MemberHomeDrawing {
  member: MemberInfo;
  wallet: WalletSummary;
  kyc: KycStatus | null;
}

/**
 * What `/m/voucherCenter`'s drawing shows and what its draw read answers (docs/decisions/0671): the page's
 * three first calls as the member's own calls answer them, under the same `depositor` rule (free play is
 * refused, as by those calls); of the wallet only the currency the page writes its amounts in.
 */
export interface DepositDrawing {
  /** Whom it answers for (the draw session's member and type): the service draws it for the hint's member only. */
  member: Pick<MemberInfo, 'id' | 'type'>;
  channels: DepositChannel[];
  promos: DepositPromo[];
  wallet: Pick<WalletSummary, 'currencySymbol'>;
}

/**
 * What `/m/agent`'s drawing shows and what its draw read answers (docs/decisions/0661): the agent's member
 * info (the greeting's user name), wallet (the balance), today's team counters for the day the frame service
 * names (`?date=`, the browser's local day), and the dividend contract where the merchant has the dividend
 * switch (`null` without it). Agents only, under the page's calls' own `agent` rule.
 */
export interface AgentHomeDrawing {
  /** Whom it answers for and the greeting's user name (the member's account, as their session names it). */
  member: Pick<MemberInfo, 'id' | 'type'> & { userName: string };
  wallet: WalletSummary;
  kpi: { footer: TeamKpiFooter };
  /** The `dividendContract` call's answer, or null where the merchant has no dividend (the call is not made). */
  dividend: { contract: DividendContract | null } | null;
}

/**
 * What `/m/withdraw`'s drawing shows and what its draw read answers (docs/decisions/0681): the page's first
 * calls as the member's own calls answer them, under the same `depositor` rule: whether a withdrawal
 * password is set (only that, as the page asks it), the funds and limits, the cards as the page lists them
 * (numbers masked), and of the wallet only the currency the page writes its amounts in.
 */
export interface WithdrawDrawing {
  /** Whom it answers for (the draw session's member and type): the service draws it for the hint's member only. */
  member: Pick<MemberInfo, 'id' | 'type'>;
  hasWithdrawalPassword: { hasWithdrawalPassword: boolean };
  info: WithdrawInfo;
  cards: BankCard[];
  wallet: Pick<WalletSummary, 'currencySymbol'>;
}

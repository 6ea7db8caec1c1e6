import { canDeposit, isAgent, isFreePlay } from '../session';
import { type AccessContext, type AccessVerdict, GUEST_ACCESS } from './access-context';
import { MERCHANT_SWITCH } from './merchant-switches';

/**
 * The access table (SPEC 5 free access, SPEC 6 roles and gates): every rule the site knows, by name.
 * A page record names one, each menu entry names one, and platform-api's `requireAccess` asks the same
 * function, so a page, its entries and its API agree by construction.
 */

/** Anyone, logged in or not. */
export const guest = (_ctx: AccessContext): AccessVerdict => 'allow';

/** Any logged-in member (free play included); guests log in first. */
export const member = (ctx: AccessContext): AccessVerdict => (ctx.memberType === null ? 'login' : 'allow');

/** SPEC 5 free-access check: member types 0, 1, 2 (deposit, withdraw, transfer); others free_reject. */
export const depositor = (ctx: AccessContext): AccessVerdict => {
  if (ctx.memberType === null) return 'login';
  return canDeposit(ctx.memberType) ? 'allow' : 'reject';
};

/** A real account: every member but free play (type 4), who is told to use a real account. */
export const realAccount = (ctx: AccessContext): AccessVerdict => {
  if (ctx.memberType === null) return 'login';
  return isFreePlay(ctx.memberType) ? 'reject' : 'allow';
};

/** Free play (type 4) only: the trial user's own prompts; others are sent home. */
export const freePlay = (ctx: AccessContext): AccessVerdict => {
  if (ctx.memberType === null) return 'login';
  return isFreePlay(ctx.memberType) ? 'allow' : 'home';
};

/** SPEC 6 agent: session types other than 0, 4, 40; anyone else (guests too) is replaced to home. */
export const agent = (ctx: AccessContext): AccessVerdict => {
  if (ctx.memberType === null) return 'home';
  return isAgent(ctx.memberType) ? 'allow' : 'home';
};

/** SPEC 2/4/6 live chat: CBS3 on and no nochat label, else no entry; guests log in; depositor types only. */
export const chat = (ctx: AccessContext): AccessVerdict => {
  if (!ctx.features.includes(MERCHANT_SWITCH.chat) || ctx.memberLabels.includes('nochat')) return 'hidden';
  return depositor(ctx);
};

/**
 * The inbox: every logged-in member but free play (SPEC 6 refuses it to type 4; agents 40-42 have a mail
 * entry with its badge on the agent home, so the deposit rule is not the inbox's).
 */
export const inbox = (ctx: AccessContext): AccessVerdict => realAccount(ctx);

/** SPEC 6: the e-mail entry needs MAILCEN. */
export const mailCentre = (ctx: AccessContext): AccessVerdict =>
  ctx.features.includes(MERCHANT_SWITCH.mail) ? 'allow' : 'hidden';

/** SPEC 2 agent footer: the dividend entry needs the DIVIDEND feature. */
export const dividend = (ctx: AccessContext): AccessVerdict =>
  ctx.features.includes(MERCHANT_SWITCH.dividend) ? 'allow' : 'hidden';

/** SPEC 2 drawer: mission depends on the MISSION promotion. */
export const mission = (ctx: AccessContext): AccessVerdict =>
  ctx.promos[MERCHANT_SWITCH.mission] === true ? 'allow' : 'hidden';

/** SPEC 4 affiliate tap: the referral page needs the REFERRAL promotion. */
export const referral = (ctx: AccessContext): AccessVerdict =>
  ctx.promos[MERCHANT_SWITCH.referral] === true ? 'allow' : 'hidden';

export const ACCESS_RULES = {
  guest,
  member,
  depositor,
  realAccount,
  freePlay,
  agent,
  chat,
  inbox,
  mailCentre,
  dividend,
  mission,
  referral,
} as const;

export type AccessRuleName = keyof typeof ACCESS_RULES;

/** A rule is a name or every one of several names (the first answer that is not allow wins). */
export type AccessRule = AccessRuleName | readonly AccessRuleName[];

export function accessVerdict(rule: AccessRule, ctx: AccessContext): AccessVerdict {
  const names: readonly AccessRuleName[] = typeof rule === 'string' ? [rule] : rule;
  for (const name of names) {
    const verdict = ACCESS_RULES[name](ctx);
    if (verdict !== 'allow') return verdict;
  }
  return 'allow';
}

/** True when the rule lets this context in. */
export function allows(rule: AccessRule, ctx: AccessContext): boolean {
  return accessVerdict(rule, ctx) === 'allow';
}

/** False when the entry is not drawn at all for this context (a merchant switch off, chat's nochat). */
export function isShown(rule: AccessRule, ctx: AccessContext): boolean {
  return accessVerdict(rule, ctx) !== 'hidden';
}

/**
 * Every way into the inbox (/m/webEmail): the page record, the header icon, the service modal, the member
 * and message centres and the agent menu. SPEC 6: the e-mail entry needs MAILCEN (hidden without it),
 * then the inbox's own rule (guests log in, free play is refused).
 */
export const INBOX_ENTRY_RULE: AccessRule = ['mailCentre', 'inbox'];

/** True when the merchant shows inbox entries at all (SPEC 6: MAILCEN). */
export function showsInbox(features: readonly string[]): boolean {
  return accessVerdict(INBOX_ENTRY_RULE, { ...GUEST_ACCESS, features }) !== 'hidden';
}

/** The merchant switches the access table reads (SPEC 6 'additional gates'), named once. */
export const MERCHANT_SWITCH = {
  /** Whitelabel feature: live chat. */
  chat: 'CBS3',
  /** Whitelabel feature: the e-mail entry. */
  mail: 'MAILCEN',
  /** Whitelabel feature: agent dividend. */
  dividend: 'DIVIDEND',
  /** Promotion switch: the mission (task) entry. */
  mission: 'MISSION',
  /** Promotion switch: the referral page. */
  referral: 'REFERRAL',
} as const;

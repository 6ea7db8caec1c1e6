/**
 * Error-code catalogue shared by platform-api and the front end. The server answers with one of these
 * codes; the client shows the message key (namespace `common`), never the server's raw text or a stack.
 */
export const ERROR_MESSAGE_KEYS = {
  OK: 'ok',
  NOT_LOGGED_IN: 'error.notLoggedIn',
  SESSION_EXPIRED: 'error.sessionExpired',
  BAD_REQUEST: 'error.badRequest',
  ACCOUNT_FORMAT: 'error.accountFormat',
  PASSWORD_FORMAT: 'error.passwordFormat',
  EMAIL_FORMAT: 'error.emailFormat',
  NAME_FORMAT: 'error.nameFormat',
  PHONE_FORMAT: 'error.phoneFormat',
  PASSWORD_MISMATCH: 'error.passwordMismatch',
  PASSWORD_SAME_AS_OLD: 'error.passwordSameAsOld',
  INVITATION_CODE_INVALID: 'error.invitationCode',
  REFERRER_LINK_INVALID: 'error.referrerLink',
  VERIFICATION_CODE: 'error.verificationCode',
  USERNAME_EXISTS: 'error.usernameExists',
  MOBILE_IN_USE: 'error.mobileInUse',
  USER_NOT_FOUND: 'error.userNotFound',
  WRONG_CREDENTIALS: 'error.wrongCredentials',
  CAPTCHA_REQUIRED: 'error.captchaRequired',
  CAPTCHA_WRONG: 'error.verificationCode',
  ACCOUNT_LOCKED: 'error.accountLocked',
  /** value.retryAfter: when this account's logins may be tried again (issue 26 finding 6). */
  LOGIN_DELAYED: 'error.loginDelayed',
  /** A passkey the site does not know (removed, another site's) or whose answer does not verify. */
  PASSKEY_REFUSED: 'error.passkeyRefused',
  FORBIDDEN: 'error.forbidden',
  FREE_REJECT: 'free_reject',
  NOT_FOUND: 'error.requestedUrlEmpty',
  RATE_LIMITED: 'error.rateLimited',
  UPGRADING: 'error.upgrading',
  IP_BLOCKED: 'error.ipBlocked',
  MAINTENANCE: 'error.maintenance',
  NETWORK: 'error.network',
  NOT_MEMBER: 'error.notMember',
  NOT_AGENT: 'error.notAgent',
  INSUFFICIENT_BALANCE: 'error.insufficientBalance',
  NOT_IN_TEAM: 'error.notInTeam',
  REBATE_TOO_HIGH: 'error.rebateTooHigh',
  TEAM_MOVE_CYCLE: 'error.teamMoveCycle',
  DATE_RANGE_TOO_LONG: 'error.dateRangeTooLong',
  CONTRACT_ANSWERED: 'error.contractAnswered',
  CONTRACT_PENDING: 'error.contractPending',
  QUOTA_EXHAUSTED: 'error.quotaExhausted',
  AFFILIATE_LINK_LIMIT: 'error.affiliateLinkLimit',
  DIVIDEND_PAID: 'error.dividendPaid',
  NO_DIVIDEND_CONTRACT: 'error.noDividendContract',
  IDEMPOTENCY_CONFLICT: 'error.unknown',
  NOT_CANCELLABLE: 'error.notCancellable',
  REWARD_NOT_CLAIMABLE: 'error.rewardNotClaimable',
  INSUFFICIENT_POINTS: 'error.insufficientPoints',
  OUT_OF_STOCK: 'error.outOfStock',
  // -- wallet money
  AMOUNT_INVALID: 'walletError.amountInvalid',
  AMOUNT_BELOW_MIN: 'walletError.amountBelowMin',
  AMOUNT_ABOVE_MAX: 'walletError.amountAboveMax',
  RECEIPT_INVALID: 'walletError.receiptInvalid',
  RECEIPT_TOO_LARGE: 'walletError.receiptTooLarge',
  ORDER_NOT_FOUND: 'walletError.orderNotFound',
  ORDER_NOT_PENDING: 'walletError.orderNotPending',
  SIGNATURE_INVALID: 'walletError.signatureInvalid',
  PAYMENT_PASSWORD_REQUIRED: 'walletError.paymentPasswordRequired',
  PAYMENT_PASSWORD_WRONG: 'walletError.paymentPasswordWrong',
  /** value.lockedUntil: when the withdrawal password may be tried again (issue 26 finding 9). */
  PAYMENT_PASSWORD_LOCKED: 'walletError.paymentPasswordLocked',
  PAYEE_NAME_REQUIRED: 'walletError.payeeNameRequired',
  PAYEE_NAME_SET: 'walletError.payeeNameSet',
  BANK_CARD_EXISTS: 'walletError.bankCardExists',
  BANK_CARD_LIMIT: 'walletError.bankCardLimit',
  PROMO_NOT_ELIGIBLE: 'walletError.promoNotEligible',
  BONUS_TURNOVER: 'walletError.bonusTurnover',
  /** The site takes no money through this kind of channel (no payment gateway configured). */
  CHANNEL_UNAVAILABLE: 'walletError.channelUnavailable',
  DEPOSIT_LIMIT: 'error.depositLimit',
  LOSS_LIMIT: 'error.lossLimit',
  SESSION_LIMIT: 'error.sessionLimit',
  EXCLUDED: 'error.excluded',
  EXCLUSION_LOCKED: 'error.exclusionLocked',
  UNDER_AGE: 'error.underAge',
  // -- messages (red-envelope rain)
  RED_RAIN_CLOSED: 'error.redRainClosed',
  /** No vendor page is configured for this kind of game. */
  GAME_UNAVAILABLE: 'error.gameUnavailable',
  // -- identity verification (issue 30). The upload is silent (its page words each refusal in the member
  // remote's catalogue), so its codes keep the shell's general messages.
  /** Not a png or jpg by its own bytes and claimed type, or not a multipart upload of images. */
  KYC_IMAGE_INVALID: 'error.badRequest',
  KYC_IMAGE_TOO_LARGE: 'error.badRequest',
  /** More than three images, or none. */
  KYC_IMAGE_COUNT: 'error.badRequest',
  /** Documents are already waiting for review, or the identity is approved. */
  KYC_NOT_OPEN: 'error.forbidden',
  /** The merchant pays out only after an approved identity (the withdraw page says why beforehand). */
  KYC_REQUIRED: 'walletError.kycRequired',
  UNKNOWN: 'error.unknown',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGE_KEYS;

export function messageKeyFor(code: string | null | undefined): string {
  if (code && Object.hasOwn(ERROR_MESSAGE_KEYS, code)) return ERROR_MESSAGE_KEYS[code as ErrorCode];
  return ERROR_MESSAGE_KEYS.UNKNOWN;
}

/** Player protection: the choices a player has and the fixed periods of the rules (issue 14). */

/** Deposit limits per rolling 24 hours, rolling 7 days and calendar month (merchant's time zone). */
export const DEPOSIT_LIMIT_KINDS = ['deposit24h', 'deposit7d', 'depositMonth'] as const;
/** Every limit a player sets: deposits and losses in cents, the session time in minutes. */
export const LIMIT_KINDS = [...DEPOSIT_LIMIT_KINDS, 'loss24h', 'sessionMinutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type DepositLimitKind = (typeof DEPOSIT_LIMIT_KINDS)[number];

/** An increase or a removal waits this long; a decrease applies at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** A self-exclusion cannot be ended early during its first months (PAGCOR: 6). */
export const SELF_EXCLUSION_MINIMUM_MONTHS = 6;

/** Session-time limit bounds in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 24 * 60 } as const;
/** Money limits in cents: at least 1.00, at most 100 000 000.00. */
export const MONEY_LIMIT_CENTS = { min: 100, max: 10_000_000_000 } as const;

import { addLocalDays, localIsoDate } from './local-date';
/** Agent area constants (SPEC 2 agent routes; limits chosen where the spec is silent, see README). */

/** Longest date range of a team query (KPIs, trend, P&L), in days inclusive. */
export const TEAM_RANGE_MAX_DAYS = 31;
/** Days drawn by the team overview's trend chart, ending today. */
export const TEAM_TREND_DAYS = 14;

/** The team overview's trend chart days: the last TEAM_TREND_DAYS, ending today (local calendar days). */
export function trendRange(now: Date): { startDate: string; endDate: string } {
  return { startDate: localIsoDate(addLocalDays(now, 1 - TEAM_TREND_DAYS)), endDate: localIsoDate(now) };
}

/** Today as a range of local calendar days (the agent home's and the team overview's first period). */
export function todayRange(now: Date): { startDate: string; endDate: string } {
  const today = localIsoDate(now);
  return { startDate: today, endDate: today };
}
/** Downlines per page of team management. */
export const DOWNLINE_PAGE_SIZE = 20;
/** Downlines moved by one transferMultipleDownline call at most. */
export const MAX_DOWNLINES_PER_MOVE = 50;
/** A rebate is a percentage with at most two decimals, 0 to this ceiling. */
export const REBATE_CEILING_PERCENT = 10;

/** Whole days from startDate to endDate inclusive (YYYY-MM-DD); NaN for unreadable dates. */
export function daysInRange(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** A team query's range is readable, in order and at most TEAM_RANGE_MAX_DAYS long. */
export function isTeamRangeAllowed(startDate: string, endDate: string): boolean {
  const days = daysInRange(startDate, endDate);
  return Number.isFinite(days) && days >= 1 && days <= TEAM_RANGE_MAX_DAYS;
}

/** The rebate a downline may get: never above its upline's, which is never above the agent's own. */
export function rebateCeiling(agentRebate: number, uplineRebate: number): number {
  return Math.min(agentRebate, uplineRebate);
}

/** A rebate is allowed when it is a non-negative number of at most two decimals within the ceiling. */
export function isRebateAllowed(rebate: number, ceiling: number): boolean {
  return (
    Number.isFinite(rebate) &&
    rebate >= 0 &&
    rebate <= ceiling &&
    Math.abs(Math.round(rebate * 100) - rebate * 100) < 1e-6
  );
}

/** Accounts an agent may open directly when the operator set no quota of its own (README, agent area). */
export const AGENT_OPEN_ACCOUNT_QUOTA = 20;
/** Live affiliate links one agent may keep at a time. */
export const MAX_AFFILIATE_LINKS = 20;
/** Member types an agent may open: a player (0) or an agent who runs a team of its own (1). */
export const OPEN_ACCOUNT_TYPES = [0, 1] as const;
export type OpenAccountType = (typeof OPEN_ACCOUNT_TYPES)[number];

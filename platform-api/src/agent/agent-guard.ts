import { daysInRange, isAgent, TEAM_RANGE_MAX_DAYS } from '@mobile/shared-contracts';
import { dayRange, type TimeRange } from '../common/date-range';
import { ApiError, forbidden } from '../http/api-error';
import type { Session } from '../sessions/session-store';

/** SPEC 6: types 0, 4 and 40 have no agent area; every agent call refuses them. */
export function requireAgent(session: Session): void {
  if (!isAgent(session.type)) throw forbidden();
}

/** A team query's days: unreadable or reversed is a bad request, longer than the limit says so. */
export function teamRange(startDate: string, endDate: string): TimeRange {
  if (daysInRange(startDate, endDate) > TEAM_RANGE_MAX_DAYS) throw new ApiError('DATE_RANGE_TOO_LONG', 400);
  return dayRange(startDate, endDate);
}

export const notInTeam = () => new ApiError('NOT_IN_TEAM', 403);
export const rebateTooHigh = () => new ApiError('REBATE_TOO_HIGH', 400);
export const moveCycle = () => new ApiError('TEAM_MOVE_CYCLE', 400);
